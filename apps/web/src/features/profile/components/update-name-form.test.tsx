import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createUser } from '../../../test/factories';
import { mockFetch, renderWithApp } from '../../../test/render';
import { UpdateNameForm } from './update-name-form';

const user = createUser({ firstName: 'Ada', lastName: 'Obi' });

describe('UpdateNameForm', () => {
  it('keeps Update Name disabled while the name is empty', async () => {
    const u = userEvent.setup();
    mockFetch([]);
    renderWithApp(<UpdateNameForm user={user} />);
    const button = screen.getByRole('button', { name: 'Update Name' });
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ada Obi');
    expect(button).toBeEnabled();
    await u.clear(screen.getByLabelText('Full Name'));
    await u.type(screen.getByLabelText('Full Name'), '   ');
    expect(button).toBeDisabled();
  });

  it("refuses a name the profile's name rule refuses, and sends nothing", async () => {
    const u = userEvent.setup();
    const calls = mockFetch([]);
    renderWithApp(<UpdateNameForm user={user} />);
    await u.clear(screen.getByLabelText('Full Name'));
    // One word longer than the contract's 80 characters for a first name.
    await u.type(screen.getByLabelText('Full Name'), `${'A'.repeat(81)} Obi`);
    await u.click(screen.getByRole('button', { name: 'Update Name' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/80/);
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('sends the first word as first name and the rest as last name, then goes to /dashboard', async () => {
    const u = userEvent.setup();
    const calls = mockFetch([
      {
        method: 'PUT',
        path: '/v1/profile',
        body: { data: { ...user, firstName: 'Adaeze', lastName: 'Lovelace King' } },
      },
    ]);
    renderWithApp(<UpdateNameForm user={user} />, {
      extraRoutes: [{ path: '/dashboard', element: <p>Dashboard page</p> }],
    });
    await u.clear(screen.getByLabelText('Full Name'));
    await u.type(screen.getByLabelText('Full Name'), ' Adaeze  Lovelace King ');
    await u.click(screen.getByRole('button', { name: 'Update Name' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      firstName: 'Adaeze',
      lastName: 'Lovelace King',
    });
  });
});
