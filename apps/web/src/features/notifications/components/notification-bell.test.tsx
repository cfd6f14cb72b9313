import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithApp } from '../../../test/render';
import { NotificationBell } from './notification-bell';

const notice = (id: string, kind: string, params: object, readAt: string | null = null) => ({
  _id: id,
  kind,
  params,
  link: '/dashboard',
  createdAt: '2026-11-20T10:00:00.000Z',
  readAt,
});

describe('NotificationBell', () => {
  it('shows the unread count, lists the notices in words, and opens one (marking it read)', async () => {
    const u = userEvent.setup();
    const calls = mockFetch([
      { path: '/v1/notifications/unread', body: { data: { unread: 2 } } },
      {
        path: '/v1/notifications',
        body: {
          data: {
            items: [
              notice('n2', 'claim.rejected', {
                course: 'Data Analytics',
                reason: 'The certificate names someone else.',
              }),
              notice('n1', 'claim.verified', { course: 'Cybersecurity', points: 40 }),
            ],
            page: 1,
            limit: 20,
            total: 2,
            unread: 2,
          },
        },
      },
      { method: 'POST', path: '/v1/notifications/read', body: { data: { unread: 1 } } },
    ]);
    renderWithApp(<NotificationBell />, {
      extraRoutes: [{ path: '/dashboard', element: <p>Dashboard page</p> }],
    });

    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await u.click(bell);
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(panel).findByText('Certificate not accepted')).toBeInTheDocument();
    expect(
      within(panel).getByText('Data Analytics: The certificate names someone else.'),
    ).toBeInTheDocument();
    expect(
      within(panel).getByText('Cybersecurity: 40dpts added to your total.'),
    ).toBeInTheDocument();

    await u.click(within(panel).getByText('Certificate verified'));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ids: ['n1'] });
  });

  it('leads to the notification settings (the claim emails opt-out) from its panel', async () => {
    const u = userEvent.setup();
    mockFetch([
      { path: '/v1/notifications/unread', body: { data: { unread: 0 } } },
      {
        path: '/v1/notifications',
        body: { data: { items: [], page: 1, limit: 20, total: 0, unread: 0 } },
      },
    ]);
    const { router } = renderWithApp(<NotificationBell />, {
      extraRoutes: [{ path: '/settings', element: <p>Settings page</p> }],
    });
    await u.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    await u.click(within(panel).getByRole('link', { name: /notification settings/i }));
    expect(await screen.findByText('Settings page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=notifications');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    const u = userEvent.setup();
    mockFetch([
      { path: '/v1/notifications/unread', body: { data: { unread: 0 } } },
      {
        path: '/v1/notifications',
        body: { data: { items: [], page: 1, limit: 20, total: 0, unread: 0 } },
      },
    ]);
    renderWithApp(<NotificationBell />);
    await u.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText(/Nothing yet/)).toBeInTheDocument();
  });
});
