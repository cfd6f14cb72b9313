import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TModerator, TReviewClaim } from '@dpts/contract/admin';
import { mockFetch, renderWithApp } from '../../../test/render';
import { createUser, signIn } from '../../../test/factories';
import { ModeratorsTable } from './moderators-table';
import { ReviewQueue } from './review-queue';

// The shapes the server answers (features/admin/review-queue.ts, league-oversight.ts).
const claim: TReviewClaim = {
  _id: '0b6f9a4e-7f5d-4d55-9d8e-0d1f2a3b4c5d',
  officer: { _id: 'u1', firstName: 'Ngozi', lastName: 'Eze', email: 'ngozi@example.com' },
  course: { _id: 'c1', name: 'Data Science 101', website: 'HP LIFE', point: 50 },
  evidenceUrl: 'https://www.life-global.org/certificate/0b6f9a4e-7f5d-4d55-9d8e-0d1f2a3b4c5d',
  verifierSaw: {
    Site: 'hp-life',
    'Certificate id': '0b6f9a4e-7f5d-4d55-9d8e-0d1f2a3b4c5d',
    'Sent from': 'a pasted link',
  },
  reviewReason: 'This site cannot be checked automatically; an administrator will check it',
  state: 'review',
  heldBy: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const page = <T,>(items: T[]) => ({
  data: { items, page: 1, limit: 10, total: items.length, totalCapped: false },
});

describe('ReviewQueue', () => {
  it('shows who claimed what, the evidence, what the verifier saw and why; approves', async () => {
    const u = userEvent.setup();
    const calls = mockFetch([
      signIn(createUser({ role: 'admin' })),
      { path: '/v1/super/review', body: page([claim]) },
      { path: '/v1/super/review/count', body: { data: { count: 1 } } },
      {
        method: 'POST',
        path: `/v1/super/review/${claim._id}/approve`,
        body: {
          data: { _id: claim._id, state: 'verified', pointsAwarded: 50 },
          message: 'Claim approved: points awarded',
        },
      },
    ]);
    renderWithApp(<ReviewQueue />, { path: '/review' });
    const table = await screen.findByRole('table', {
      name: 'Completion claims waiting for review, oldest first',
    });
    const row = await within(table).findByRole('row', { name: /Ngozi Eze/ });
    expect(row).toHaveTextContent('Data Science 101');
    expect(row).toHaveTextContent('HP LIFE · 50dpts');
    expect(row).toHaveTextContent('Sent from:a pasted link');
    expect(row).toHaveTextContent('This site cannot be checked automatically');
    expect(within(row).getByRole('link', { name: 'Open evidence' })).toHaveAttribute(
      'href',
      claim.evidenceUrl,
    );
    await u.click(within(row).getByRole('button', { name: 'Approve Ngozi Eze: Data Science 101' }));
    await screen.findByText('Claim approved: points awarded');
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/approve'))).toBe(true);
  });
});

describe('ReviewQueue: certificates held by another officer', () => {
  const held: TReviewClaim = {
    ...claim,
    _id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    officer: { _id: 'u2', firstName: 'Amaka', lastName: 'Nwosu', email: 'amaka@example.com' },
    course: { _id: 'c2', name: 'AI For Everyone', website: 'Coursera', point: 20 },
    reviewReason:
      'This certificate is already held by another officer; an administrator will check who holds it',
    heldBy: { _id: 'u3', firstName: 'Amaka', lastName: 'Nwosu', email: 'namesake@example.com' },
  };

  it('marks who holds the certificate, and moves it to its holder past the daily limit only when asked', async () => {
    const u = userEvent.setup();
    const moveUrl = `/v1/super/review/${held._id}/move`;
    const calls = mockFetch([
      signIn(createUser({ role: 'admin' })),
      { path: '/v1/super/review', body: page([held]) },
      { path: '/v1/super/review/count', body: { data: { count: 1 } } },
      {
        method: 'POST',
        path: moveUrl,
        when: (b) => (b as { overCap?: boolean } | undefined)?.overCap === true,
        body: {
          data: { _id: held._id, state: 'verified', pointsAwarded: 20, pointsTakenBack: 20 },
          message: 'Certificate moved to this officer: the points moved with it',
        },
      },
      {
        method: 'POST',
        path: moveUrl,
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          code: 'CLAIM_OVER_CAP',
          message:
            'Daily points limit reached: approve it over the limit only if you mean to (it is recorded)',
        },
      },
    ]);
    renderWithApp(<ReviewQueue />, { path: '/review' });
    const row = await screen.findByRole('row', { name: /amaka@example.com/ });
    expect(row).toHaveTextContent('Held by another officer: Amaka Nwosu (namesake@example.com)');
    expect(within(row).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    await u.click(
      within(row).getByRole('button', {
        name: 'Move to this officer, Amaka Nwosu: AI For Everyone',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: "Over the officer's daily limit" });
    expect(dialog).toHaveTextContent('Daily points limit reached');
    await u.click(within(dialog).getByRole('button', { name: 'Approve over the limit' }));
    await screen.findByText('Certificate moved to this officer: the points moved with it');
    const moves = calls.filter((c) => c.method === 'POST' && c.url.endsWith('/move'));
    expect(moves.map((m) => m.body)).toEqual([{}, { overCap: true }]);
  });

  it('reopens a rejected claim from the Rejected tab', async () => {
    const u = userEvent.setup();
    const rejected: TReviewClaim = { ...claim, state: 'rejected', reviewReason: 'Not real' };
    const calls = mockFetch([
      signIn(createUser({ role: 'admin' })),
      { path: '/v1/super/review', body: page([rejected]) },
      { path: '/v1/super/review/count', body: { data: { count: 0 } } },
      {
        method: 'POST',
        path: `/v1/super/review/${claim._id}/reopen`,
        body: {
          data: { _id: claim._id, state: 'pending', pointsAwarded: 0 },
          message: 'Claim reopened: it is checked again',
        },
      },
    ]);
    renderWithApp(<ReviewQueue />, { path: '/review' });
    await u.click(screen.getByRole('tab', { name: 'Rejected' }));
    const row = await screen.findByRole('row', { name: /Ngozi Eze/ });
    await u.click(within(row).getByRole('button', { name: 'Reopen Ngozi Eze: Data Science 101' }));
    await screen.findByText('Claim reopened: it is checked again');
    expect(calls.some((c) => c.url.includes('view=rejected'))).toBe(true);
  });
});

describe('ModeratorsTable', () => {
  it('shows each moderator with their number of leagues, and their leagues with members', async () => {
    const u = userEvent.setup();
    const moderator: TModerator = {
      creator: {
        _id: 'm1',
        firstName: 'Chiamaka',
        lastName: 'Obi',
        email: 'chiamaka@example.com',
        createdAt: '2026-11-01T10:00:00.000Z',
      },
      noOfLeagues: 2,
      leagues: [
        { _id: 'l1', name: 'Cyber Guild', members_count: 12 },
        { _id: 'l2', name: 'Data Circle', members_count: 1 },
      ],
    };
    mockFetch([
      signIn(createUser({ role: 'super' })),
      { path: '/v1/super/league-moderators', body: page([moderator]) },
    ]);
    renderWithApp(<ModeratorsTable />, { path: '/leagues/moderators' });
    const table = screen.getByRole('table', { name: 'League moderators, newest first' });
    const row = await within(table).findByRole('row', { name: /Chiamaka Obi/ });
    expect(row).toHaveTextContent('chiamaka@example.com');
    expect(row).toHaveTextContent('2');
    await u.click(within(row).getByRole('button', { name: 'View details of Chiamaka Obi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Moderator Details' });
    expect(dialog).toHaveTextContent('Cyber Guild');
    expect(dialog).toHaveTextContent('12 Members');
  });
});
