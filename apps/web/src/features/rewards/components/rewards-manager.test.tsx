import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rewardMessages, type TQueueRedemption, type TSuperReward } from '@dpts/contract/rewards';
import { mockFetch, renderWithApp } from '../../../test/render';
import { createUser, signIn } from '../../../test/factories';
import { RewardsManager } from './rewards-manager';

const superReward = (overrides: Partial<TSuperReward>): TSuperReward => ({
  _id: '5b2e0f10-1111-4111-8111-111111111111',
  name: 'MTN airtime ₦1,000',
  description: '',
  image: null,
  thumbnail: null,
  cost: 200,
  stock: 5,
  perOfficerLimit: 1,
  startsAt: null,
  endsAt: null,
  learningPaths: [],
  states: [],
  fulfilment: 'voucher',
  isActive: true,
  redeemed: 2,
  codesLeft: 3,
  pending: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});
const airtime = superReward({});
const shirt = superReward({
  _id: '5b2e0f10-2222-4222-8222-222222222222',
  name: 'DigiPoints T-shirt',
  cost: 500,
  stock: null,
  fulfilment: 'manual',
  redeemed: 1,
  codesLeft: 0,
  pending: 1,
});
const waiting: TQueueRedemption = {
  _id: '8d3f2a20-1111-4111-8111-111111111111',
  reward: { _id: shirt._id, name: shirt.name, image: null, thumbnail: null },
  cost: 500,
  fulfilment: 'manual',
  state: 'pending',
  code: null,
  createdAt: '2026-11-21T09:00:00.000Z',
  decidedAt: null,
  officer: { _id: 'o1', name: 'Amaka Okafor', email: 'amaka@example.com' },
};

const routes = [
  signIn(createUser({ role: 'super' })),
  { path: '/v1/super/rewards', body: { data: { items: [airtime, shirt] } } },
  {
    path: '/v1/super/redemptions',
    body: { data: { items: [waiting], page: 1, limit: 20, total: 1 } },
  },
];

const rowOf = async (name: string) =>
  (await screen.findByRole('heading', { name: new RegExp(name) })).closest('li')!;
const queue = () => screen.getByRole('heading', { name: 'Fulfilment queue' }).closest('section')!;

describe("the super's rewards page", () => {
  it('lists each reward with its stock, codes left, redemptions and what waits to be sent', async () => {
    mockFetch(routes);
    renderWithApp(<RewardsManager />, { path: '/manage-rewards' });
    const voucher = await rowOf('MTN airtime');
    expect(voucher).toHaveTextContent('200 dpts · voucher · stock 5 · 3 codes left · 2 redeemed');
    expect(within(voucher).getByLabelText('Import codes (.csv, .xlsx)')).toBeInTheDocument();
    // A reward already redeemed is archived, not deleted.
    expect(within(voucher).getByRole('button', { name: 'Archive' })).toBeInTheDocument();
    const manual = await rowOf('DigiPoints T-shirt');
    expect(manual).toHaveTextContent('500 dpts · manual · stock ∞ · 1 redeemed · 1 to send');
    expect(within(manual).queryByLabelText(/Import codes/)).toBeNull();
    expect(
      await within(queue()).findByText(/for Amaka Okafor \(amaka@example.com\)/),
    ).toBeVisible();
  });

  it('imports a file of voucher codes as a form, and says how many were new', async () => {
    const u = userEvent.setup();
    const calls = mockFetch([
      ...routes,
      {
        method: 'POST',
        path: `/v1/super/rewards/${airtime._id}/codes`,
        body: {
          success: true,
          message: '3 codes imported',
          data: { imported: 3, duplicates: 1, codesLeft: 6 },
        },
      },
    ]);
    renderWithApp(<RewardsManager />, { path: '/manage-rewards' });
    const voucher = await rowOf('MTN airtime');
    const file = new File(['code\nA-1\nA-2\nA-3\nA-1\n'], 'codes.csv', { type: 'text/csv' });
    await u.upload(within(voucher).getByLabelText('Import codes (.csv, .xlsx)'), file);
    await screen.findByText('3 codes imported, 1 already there');
    const sent = calls.find((c) => c.method === 'POST');
    expect(sent?.url).toBe(`/v1/super/rewards/${airtime._id}/codes`);
    expect(sent?.form?.get('file')).toMatchObject({ name: 'codes.csv' });
  });

  it("a refused code file shows the contract's message once", async () => {
    const u = userEvent.setup();
    mockFetch([
      ...routes,
      {
        method: 'POST',
        path: `/v1/super/rewards/${airtime._id}/codes`,
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          code: 'FILE_REFUSED',
          message: rewardMessages.codesNoColumn,
        },
      },
    ]);
    renderWithApp(<RewardsManager />, { path: '/manage-rewards' });
    const voucher = await rowOf('MTN airtime');
    await u.upload(
      within(voucher).getByLabelText('Import codes (.csv, .xlsx)'),
      new File(['name\n\n'], 'codes.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText(rewardMessages.codesNoColumn)).toBeInTheDocument();
  });

  it('marks a manual redemption sent, or cancels it with the refund said', async () => {
    const u = userEvent.setup();
    const decided = (state: 'sent' | 'cancelled') => ({
      data: { ...waiting, state, decidedAt: '2026-11-22T09:00:00.000Z' },
    });
    const calls = mockFetch([
      ...routes,
      {
        method: 'POST',
        path: `/v1/super/redemptions/${waiting._id}`,
        when: (body) => (body as { decision: string }).decision === 'sent',
        body: decided('sent'),
      },
      {
        method: 'POST',
        path: `/v1/super/redemptions/${waiting._id}`,
        when: (body) => (body as { decision: string }).decision === 'cancelled',
        body: decided('cancelled'),
      },
    ]);
    renderWithApp(<RewardsManager />, { path: '/manage-rewards' });
    await within(queue()).findByText(/Amaka Okafor/);
    await u.click(within(queue()).getByRole('button', { name: 'Mark sent' }));
    await u.click(within(queue()).getByRole('button', { name: 'Cancel and refund' }));
    await screen.findByText('Cancelled: the officer was refunded');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { decision: 'sent' },
      { decision: 'cancelled' },
    ]);
  });

  it('a redemption another administrator decided first says so once', async () => {
    const u = userEvent.setup();
    mockFetch([
      ...routes,
      {
        method: 'POST',
        path: `/v1/super/redemptions/${waiting._id}`,
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          code: 'CONFLICT',
          message: rewardMessages.alreadyDecided,
        },
      },
    ]);
    renderWithApp(<RewardsManager />, { path: '/manage-rewards' });
    await within(queue()).findByText(/Amaka Okafor/);
    await u.click(within(queue()).getByRole('button', { name: 'Cancel and refund' }));
    expect(await screen.findByText(rewardMessages.alreadyDecided)).toBeInTheDocument();
    expect(screen.queryByText('Cancelled: the officer was refunded')).toBeNull();
  });
});
