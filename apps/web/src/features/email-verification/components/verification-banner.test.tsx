import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithApp } from '../../../test/render';
import { useSession } from '../../../lib/session';
import { VerificationBanner } from './verification-banner';

/** Shows when the session check with the server is over. */
function SessionRestored() {
  return useSession().isRestoring ? null : <p>session restored</p>;
}

const user = {
  _id: 'u1',
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.com',
  role: 'user',
  image: null,
  _email: false,
};

describe('VerificationBanner', () => {
  it('requests a code, verifies six digits and shows Account Verified', async () => {
    const u = userEvent.setup();
    window.localStorage.setItem('root', JSON.stringify({ user }));
    const calls = mockFetch([
      { path: '/v1/auth/session', body: { data: user } },
      {
        method: 'POST',
        path: '/v1/authentication/verify/send',
        body: { success: true, message: 'Verification code sent to your email' },
      },
      {
        method: 'POST',
        path: '/v1/authentication/verify/email',
        body: {
          success: true,
          message: 'Email verified successfully',
          user: { ...user, _email: true },
        },
      },
    ]);
    renderWithApp(<VerificationBanner />);
    await u.click(await screen.findByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByRole('dialog', { name: 'Verify Your Email' })).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/verify/send'))?.body).toEqual({
      email: 'ada@example.com',
    });
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeInTheDocument();
    await u.click(screen.getAllByRole('textbox')[0]!);
    await u.keyboard('654321');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('dialog', { name: 'Account Verified' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Back to dashboard' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Verify your email address')).not.toBeInTheDocument();
  });

  it('opens the code boxes at once after sign-up, even while a new code is refused (rate limit)', async () => {
    const u = userEvent.setup();
    window.localStorage.setItem('root', JSON.stringify({ user }));
    const calls = mockFetch([
      { path: '/v1/auth/session', body: { data: user } },
      {
        method: 'POST',
        path: '/v1/authentication/verify/send',
        status: 429,
        body: {
          statusCode: 429,
          error: 'Too Many Requests',
          code: 'TOO_MANY_REQUESTS',
          message: 'Please wait a minute before requesting another code',
        },
      },
    ]);
    const { queryClient } = renderWithApp(<VerificationBanner />);
    await u.click(await screen.findByRole('button', { name: 'Verify Email' }));
    expect(screen.getByRole('dialog', { name: 'Verify Your Email' })).toBeInTheDocument();
    // The refusal has arrived and been handled (no fixed wait).
    await waitFor(() => {
      expect(calls.some((c) => c.url.endsWith('/verify/send'))).toBe(true);
      expect(queryClient.isMutating()).toBe(0);
    });
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(
      screen.queryByText('Please wait a minute before requesting another code'),
    ).not.toBeInTheDocument();
  });

  it('is hidden for a verified user and for a user with an image', async () => {
    const withImage = { ...user, image: '/uploads/x.png' };
    window.localStorage.setItem('root', JSON.stringify({ user: withImage }));
    mockFetch([{ path: '/v1/auth/session', body: { data: withImage } }]);
    renderWithApp(
      <>
        <VerificationBanner />
        <SessionRestored />
      </>,
    );
    // Once the server's answer about the session is in, not after a fixed wait.
    await screen.findByText('session restored');
    expect(screen.queryByText('Verify your email address')).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('root')!).user.image).toBe('/uploads/x.png');
  });
});
