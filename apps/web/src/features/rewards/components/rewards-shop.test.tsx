import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  rewardMessages,
  type TBalance,
  type TRedemption,
  type TReward,
} from '@dpts/contract/rewards';
import type { ErrorCode } from '@dpts/contract/errors';
import { mockFetch, renderWithApp } from '../../../test/render';
import { createUser, signIn } from '../../../test/factories';
import { RewardsShop } from './rewards-shop';

const balance: TBalance = {
  available: 250,
  cooling: 120,
  total: 370,
  coolingDays: 7,
  upcoming: [
    { points: 80, availableAt: '2026-11-27T23:00:00.000Z', inDays: 2 },
    { points: 40, availableAt: '2026-11-30T23:00:00.000Z', inDays: 5 },
  ],
  totalPointsEarned: 900,
  spent: 530,
};

const reward = (overrides: Partial<TReward>): TReward => ({
  _id: '7a1d0c52-1111-4111-8111-111111111111',
  name: 'MTN airtime ₦1,000',
  description: 'A recharge code for any MTN line.',
  image: null,
  thumbnail: null,
  cost: 200,
  fulfilment: 'voucher',
  available: 3,
  perOfficerLimit: null,
  redeemedByMe: 0,
  canRedeem: true,
  endsAt: null,
  ...overrides,
});
const airtime = reward({});
const shirt = reward({
  _id: '7a1d0c52-2222-4222-8222-222222222222',
  name: 'DigiPoints T-shirt',
  cost: 500,
  fulfilment: 'manual',
  available: null,
  canRedeem: false,
});
const seat = reward({
  _id: '7a1d0c52-3333-4333-8333-333333333333',
  name: 'Seat at the Lagos meetup',
  cost: 50,
  fulfilment: 'manual',
  available: 12,
  perOfficerLimit: 1,
  redeemedByMe: 1,
  canRedeem: false,
});

const redemption = (overrides: Partial<TRedemption>): TRedemption => ({
  _id: '9c0e1f11-1111-4111-8111-111111111111',
  reward: { _id: airtime._id, name: airtime.name, image: null, thumbnail: null },
  cost: 200,
  fulfilment: 'voucher',
  state: 'fulfilled',
  code: 'MTN-5521-0093-7781',
  createdAt: '2026-11-20T09:00:00.000Z',
  decidedAt: '2026-11-20T09:00:00.000Z',
  ...overrides,
});

function shopRoutes(mine: TRedemption[] = []) {
  const list = { path: '/v1/rewards', body: { data: { items: [shirt, seat, airtime] } } };
  return {
    list,
    routes: [
      signIn(createUser()),
      { path: '/v1/profile/balance', body: { data: balance } },
      list,
      {
        path: '/v1/profile/redemptions',
        body: { data: { items: mine, page: 1, limit: 10, total: mine.length } },
      },
    ],
  };
}

const cards = async () =>
  (await screen.findByRole('heading', { name: 'Rewards' })).parentElement!.querySelectorAll('li');

describe('the rewards shop', () => {
  it('shows the balance, what cools, the rewards it affords first, and My rewards', async () => {
    const { routes } = shopRoutes([
      redemption({}),
      redemption({
        _id: '9c0e1f11-2222-4222-8222-222222222222',
        reward: { _id: shirt._id, name: shirt.name, image: null, thumbnail: null },
        cost: 500,
        fulfilment: 'manual',
        state: 'pending',
        code: null,
        decidedAt: null,
      }),
    ]);
    mockFetch(routes);
    renderWithApp(<RewardsShop />, { path: '/rewards' });
    expect(await screen.findByTestId('balance-available')).toHaveTextContent('250 dpts');
    expect(screen.getByTestId('balance-cooling')).toHaveTextContent(
      '80 dpts available in 2 days (120 dpts cooling in all)',
    );
    expect(screen.getByText(/never lowers your points earned \(900 dpts\)/)).toBeInTheDocument();

    await screen.findByRole('button', { name: 'Not enough dpts DigiPoints T-shirt' });
    const shown = [...(await cards())].map((li) => within(li).getByRole('heading').textContent);
    expect(shown).toEqual(['MTN airtime ₦1,000', 'Seat at the Lagos meetup', 'DigiPoints T-shirt']);
    expect(screen.getByRole('button', { name: 'Redeem MTN airtime ₦1,000' })).toBeEnabled();
    expect(screen.getByText('3 left')).toBeInTheDocument();
    const full = screen.getByRole('button', { name: 'Limit reached Seat at the Lagos meetup' });
    expect(full).toBeDisabled();
    expect(full).toHaveTextContent('Limit reached');
    const dear = screen.getByRole('button', { name: 'Not enough dpts DigiPoints T-shirt' });
    expect(dear).toBeDisabled();
    expect(dear).toHaveTextContent('Not enough dpts');

    const mine = screen.getByRole('heading', { name: 'My rewards' }).parentElement!;
    expect(within(mine).getByText('MTN-5521-0093-7781')).toBeInTheDocument();
    expect(within(mine).getByText('Waiting to be sent')).toBeInTheDocument();
  });

  it('says why nothing can be redeemed while the balance is below zero', async () => {
    const { routes } = shopRoutes();
    routes[1] = { path: '/v1/profile/balance', body: { data: { ...balance, available: -40 } } };
    mockFetch(routes);
    renderWithApp(<RewardsShop />, { path: '/rewards' });
    expect(await screen.findByTestId('balance-available')).toHaveTextContent('-40 dpts');
    expect(screen.getByText(/Points you had spent were taken back/)).toBeInTheDocument();
  });

  it('redeems after a confirmation, once for a double click, and shows the code', async () => {
    const u = userEvent.setup();
    const { routes } = shopRoutes();
    const calls = mockFetch([
      ...routes,
      {
        method: 'POST',
        path: `/v1/rewards/${airtime._id}/redeem`,
        body: {
          success: true,
          message: rewardMessages.redeemed,
          data: { ...redemption({ code: 'MTN-0001-2222-3333' }), balance: 50 },
        },
      },
    ]);
    renderWithApp(<RewardsShop />, { path: '/rewards' });
    await u.click(await screen.findByRole('button', { name: 'Redeem MTN airtime ₦1,000' }));
    const dialog = screen.getByRole('dialog', { name: 'Redeem this reward?' });
    expect(dialog).toHaveTextContent('MTN airtime ₦1,000 costs 200 dpts from your balance');
    expect(dialog).toHaveTextContent('Your points earned and your rank stay as they are');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await u.dblClick(within(dialog).getByRole('button', { name: 'Redeem' }));
    const done = await screen.findByRole('dialog', { name: 'Reward redeemed' });
    expect(within(done).getByTestId('voucher-code')).toHaveTextContent('MTN-0001-2222-3333');
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ idempotencyKey: expect.stringMatching(/^[\w.:-]{8,100}$/) });
  });

  const refusals: Array<[ErrorCode, string]> = [
    ['INSUFFICIENT_BALANCE', rewardMessages.insufficientBalance(200, 150)],
    ['REWARD_LIMIT_REACHED', rewardMessages.limitReached(1)],
    ['REWARD_OUT_OF_STOCK', rewardMessages.outOfStock],
  ];
  for (const [code, message] of refusals)
    it(`a ${code} refusal shows its contract message once, and the list is read again`, async () => {
      const u = userEvent.setup();
      const { routes, list } = shopRoutes();
      const calls = mockFetch([
        ...routes,
        {
          method: 'POST',
          path: `/v1/rewards/${airtime._id}/redeem`,
          status: 409,
          body: { statusCode: 409, error: 'Conflict', code, message },
        },
      ]);
      renderWithApp(<RewardsShop />, { path: '/rewards' });
      await u.click(await screen.findByRole('button', { name: 'Redeem MTN airtime ₦1,000' }));
      // What the server knows by now: the last item went to someone else.
      list.body = { data: { items: [shirt, seat] } };
      const listReads = calls.filter((c) => c.url === '/v1/rewards').length;
      await u.click(
        within(screen.getByRole('dialog', { name: 'Redeem this reward?' })).getByRole('button', {
          name: 'Redeem',
        }),
      );
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).toBeNull();
      await screen.findByRole('button', { name: 'Not enough dpts DigiPoints T-shirt' });
      await expect
        .poll(() => screen.queryByRole('button', { name: 'Redeem MTN airtime ₦1,000' }))
        .toBeNull();
      expect(calls.filter((c) => c.url === '/v1/rewards').length).toBeGreaterThan(listReads);
    });
});
