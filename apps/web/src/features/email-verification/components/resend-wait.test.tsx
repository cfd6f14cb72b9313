import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithApp } from '../../../test/render';
import { VerificationBanner } from './verification-banner';

const user = {
  _id: 'u1',
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.com',
  role: 'user',
  image: null,
  _email: false,
};

const tooSoon = {
  method: 'POST',
  path: '/v1/authentication/verify/send',
  status: 429,
  headers: { 'retry-after': '42' },
  body: {
    statusCode: 429,
    error: 'Too Many Requests',
    code: 'TOO_MANY_REQUESTS',
    message: 'Please wait a minute before requesting another code',
  },
};

describe('Resend Code within the limit', () => {
  it('shows how long to wait (the 429’s Retry-After) and holds Resend Code meanwhile', async () => {
    const u = userEvent.setup();
    window.localStorage.setItem('root', JSON.stringify({ user }));
    mockFetch([{ path: '/v1/auth/session', body: { data: user } }, tooSoon]);
    renderWithApp(<VerificationBanner />);
    await u.click(await screen.findByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByRole('dialog', { name: 'Verify Your Email' })).toBeInTheDocument();
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(/^You can ask for a new code in (42|41) s$/);
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeDisabled();
  });
});
