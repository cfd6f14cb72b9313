import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TFailedJob, TJobQueueSummary } from '@dpts/contract/jobs';
import { mockFetch, renderWithApp } from '../../../test/render';
import { createUser, signIn } from '../../../test/factories';
import { AdminOverview } from './admin-overview';
import { BackgroundJobs } from './background-jobs';

// The shapes the server answers (apps/server/src/features/admin/job-queue.ts).
const queue: TJobQueueSummary = {
  queued: 1_204,
  due: 1_180,
  active: 16,
  failed: 1,
  oldestDueSeconds: 3 * 3600 + 5 * 60,
  retentionDays: 14,
};
const failedJob: TFailedJob = {
  _id: '42',
  name: 'send-email',
  attempts: 5,
  maxAttempts: 5,
  lastError: 'SMTP refused the connection',
  createdAt: '2026-11-20T10:00:00.000Z',
  failedAt: '2026-11-20T12:00:00.000Z',
};
const emptyPage = { data: { items: [], page: 1, limit: 5, total: 0, totalCapped: false } };

describe('BackgroundJobs', () => {
  it('shows the queue and the failed jobs, and runs one again', async () => {
    const u = userEvent.setup();
    const calls = mockFetch([
      signIn(createUser({ role: 'super' })),
      { path: '/v1/super/jobs', body: { data: queue } },
      {
        path: '/v1/super/jobs/failed',
        body: { data: { items: [failedJob], page: 1, limit: 20, total: 1 } },
      },
      {
        method: 'POST',
        path: '/v1/super/jobs/42/retry',
        body: { data: { retried: 1 }, message: 'The job will run again' },
      },
    ]);
    renderWithApp(<BackgroundJobs />, { path: '/background-jobs' });
    const figures = await screen.findByRole('list', { name: 'Job queue' });
    expect(await within(figures).findByText('1,204')).toBeInTheDocument();
    expect(within(figures).getByText('3 h 5 min')).toBeInTheDocument();
    expect(
      await screen.findByText(/They are deleted 14 days after they failed/),
    ).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Failed background jobs, most recent first' });
    const row = await within(table).findByRole('row', { name: /send-email/ });
    expect(row).toHaveTextContent('SMTP refused the connection');
    expect(row).toHaveTextContent('5 of 5');
    await u.click(within(row).getByRole('button', { name: 'Run job #42 (send-email) again' }));
    await screen.findByText('The job will run again');
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/super/jobs/42/retry'))).toBe(
      true,
    );
  });
});

describe('the administrator overview', () => {
  const lists = [
    { path: '/v1/super/users', body: emptyPage },
    { path: '/v1/super/leagues', body: emptyPage },
    { path: '/v1/super/league-moderators', body: emptyPage },
    {
      path: '/v1/super/all/points',
      body: { data: { totalPoints: 0, perDay: [{ day: '2026-11-20', points: 0 }] } },
    },
  ];

  it("shows a super administrator the queue's depth, the oldest due job's wait and failures", async () => {
    mockFetch([
      signIn(createUser({ role: 'super' })),
      ...lists,
      { path: '/v1/super/jobs', body: { data: queue } },
    ]);
    renderWithApp(<AdminOverview />, { path: '/dashboard' });
    const card = await screen.findByRole('region', { name: 'Background jobs' });
    expect(await within(card).findByText('1,204')).toBeInTheDocument();
    expect(within(card).getByText('3 h 5 min')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View jobs' })).toHaveAttribute(
      'href',
      '/background-jobs',
    );
  });

  it('does not show an admin the queue (super only)', async () => {
    const calls = mockFetch([signIn(createUser({ role: 'admin' })), ...lists]);
    renderWithApp(<AdminOverview />, { path: '/dashboard' });
    await screen.findByRole('list', { name: 'Totals' });
    expect(screen.queryByRole('region', { name: 'Background jobs' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/super/jobs'))).toBe(false);
  });
});
