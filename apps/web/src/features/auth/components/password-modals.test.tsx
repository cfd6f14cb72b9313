import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithApp } from '../../../test/render';
import { ResetPasswordModal } from './reset-password-modal';
import { UpdatePasswordModal } from './update-password-modal';

describe('ResetPasswordModal', () => {
  it('sends the reset link and shows Check Your Email', async () => {
    const u = userEvent.setup();
    const calls = mockFetch([
      { method: 'POST', path: '/v1/authentication/forgot/request', body: { success: true } },
    ]);
    renderWithApp(<ResetPasswordModal open onClose={() => undefined} />);
    const email = screen.getByPlaceholderText('Enter your email address');
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    await u.type(email, 'ada@example.com');
    await u.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(
      screen.getByText('A reset link has been sent to your email to reset your password'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/forgot/request'))?.body).toEqual({
      email: 'ada@example.com',
    });
  });

  it('refuses an address the server would refuse, under the field, and sends nothing', async () => {
    const u = userEvent.setup();
    const calls = mockFetch([]);
    renderWithApp(<ResetPasswordModal open onClose={() => undefined} />);
    await u.type(screen.getByLabelText('Email address'), 'ada.example.com');
    await u.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});

describe('UpdatePasswordModal', () => {
  it('reads token and email, finishes the reset and returns to /login after 1 s', async () => {
    const u = userEvent.setup();
    const calls = mockFetch([
      { method: 'POST', path: '/v1/auth/reset-password', body: { success: true } },
    ]);
    const { router } = renderWithApp(<UpdatePasswordModal />, {
      path: '/login',
      initialEntry: '/login?token=abcdefabcdefabcdef&email=ada%40example.com',
    });
    const update = screen.getByRole('button', { name: 'Update' });
    expect(update).toBeDisabled();
    await u.type(screen.getByLabelText('New password'), 'new-secret-1');
    expect(update).toBeEnabled();
    const clickedAt = Date.now();
    await u.click(update);
    // The strength check loads first (lazily, as in the app).
    expect(
      await screen.findByRole('heading', { name: 'Password Updated' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('You’ve successfully updated your password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Login' })).toBeInTheDocument();
    expect(await screen.findByText('Password Updated Successfully')).toBeInTheDocument();
    const call = calls.find((c) => c.url.startsWith('/v1/auth/reset-password'));
    expect(call?.url).toContain('token=abcdefabcdefabcdef');
    expect(call?.body).toEqual({ password: 'new-secret-1', email: 'ada@example.com' });
    await waitFor(() => expect(router.state.location.search).toBe(''), { timeout: 2500 });
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(950);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('refuses a new password shorter than the contract allows, and sends nothing', async () => {
    const u = userEvent.setup();
    const calls = mockFetch([]);
    renderWithApp(<UpdatePasswordModal />, {
      path: '/login',
      initialEntry: '/login?token=abcdefabcdefabcdef&email=ada%40example.com',
    });
    await u.type(screen.getByLabelText('New password'), 'short');
    await u.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Update Password' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});
