import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithApp } from '../../test/render';
import { createUser, signIn } from '../../test/factories';
import SettingsPage from './settings';

const settingsAnswer = {
  path: '/v1/notifications/settings',
  body: { data: { claimEmails: true } },
};

describe('/settings', () => {
  it('opens the tab named in the address: the bell and the emails link to the email opt-out', async () => {
    mockFetch([signIn(createUser()), settingsAnswer]);
    renderWithApp(<SettingsPage />, {
      path: '/settings',
      initialEntry: '/settings?tab=notifications',
    });
    expect(await screen.findByRole('tab', { name: 'Notifications' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      await screen.findByRole('checkbox', { name: /Email me when a certificate is decided/ }),
    ).toBeChecked();
  });

  it('keeps the chosen tab in the address, and opens My Profile for an unknown one', async () => {
    const u = userEvent.setup();
    mockFetch([signIn(createUser()), settingsAnswer]);
    const { router } = renderWithApp(<SettingsPage />, {
      path: '/settings',
      initialEntry: '/settings?tab=nothing',
    });
    expect(await screen.findByRole('tab', { name: 'My Profile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await u.click(screen.getByRole('tab', { name: 'Help' }));
    expect(screen.getByRole('tab', { name: 'Help' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=help');
  });
});
