import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithApp } from '../../test/render';
import { NotificationSettings } from './notification-settings';

const emails = () =>
  screen.findByRole('checkbox', { name: /Email me when a certificate is decided/ });

describe('Settings › Notifications', () => {
  it('turns the claim emails off, the box following the tap', async () => {
    const u = userEvent.setup();
    const calls = mockFetch([
      { path: '/v1/notifications/settings', body: { data: { claimEmails: true } } },
      { method: 'PUT', path: '/v1/notifications/settings', body: { data: { claimEmails: false } } },
    ]);
    renderWithApp(<NotificationSettings />);
    const box = await emails();
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();
    await u.click(box);
    expect(box).not.toBeChecked();
    expect(await screen.findByText('No more emails about your certificates.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ claimEmails: false });
  });

  it('puts the box back when the change is refused', async () => {
    const u = userEvent.setup();
    mockFetch([
      { path: '/v1/notifications/settings', body: { data: { claimEmails: true } } },
      {
        method: 'PUT',
        path: '/v1/notifications/settings',
        status: 500,
        body: { statusCode: 500, error: 'Internal Server Error', code: 'INTERNAL', message: 'x' },
      },
    ]);
    renderWithApp(<NotificationSettings />);
    const box = await emails();
    await waitFor(() => expect(box).toBeEnabled());
    await u.click(box);
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();
  });
});
