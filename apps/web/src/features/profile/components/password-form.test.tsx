import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithApp } from '../../../test/render';
import { PasswordForm } from './password-form';

async function fill(
  u: ReturnType<typeof userEvent.setup>,
  current: string,
  next: string,
  again = next,
) {
  await u.type(screen.getByLabelText('Password'), current);
  await u.type(screen.getByLabelText('New Password'), next);
  await u.type(screen.getByLabelText('Confirm Password'), again);
}

describe('PasswordForm', () => {
  it('refuses a new password the server would refuse and says when the two differ', async () => {
    const u = userEvent.setup();
    const calls = mockFetch([]);
    renderWithApp(<PasswordForm />);
    const update = screen.getByRole('button', { name: 'Update' });
    await fill(u, 'old-secret-1', 'short', 'shor');
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(update).toBeDisabled();
    await u.type(screen.getByLabelText('Confirm Password'), 't');
    expect(screen.queryByText('Passwords do not match.')).toBeNull();
    // The contract's minimum length, once the field is left.
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(update).toBeDisabled();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('sends the change, says Password Updated Successfully and empties the form', async () => {
    const u = userEvent.setup();
    const calls = mockFetch([
      { method: 'POST', path: '/v1/profile/password', body: { success: true, message: 'ok' } },
    ]);
    renderWithApp(<PasswordForm />);
    await fill(u, 'old-secret-1', 'new-secret-2');
    await u.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Password Updated Successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      currentPassword: 'old-secret-1',
      newPassword: 'new-secret-2',
    });
    expect(screen.getByLabelText('New Password')).toHaveValue('');
  });

  it('shows a wrong current password (code WRONG_PASSWORD) under the Password field', async () => {
    const u = userEvent.setup();
    mockFetch([
      {
        method: 'POST',
        path: '/v1/profile/password',
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          code: 'WRONG_PASSWORD',
          message: 'Current password is incorrect',
          details: [{ field: 'body.currentPassword', message: 'Current password is incorrect' }],
        },
      },
    ]);
    renderWithApp(<PasswordForm />);
    await fill(u, 'wrong-secret', 'new-secret-2');
    await u.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('New Password')).toHaveValue('new-secret-2');
  });
});
