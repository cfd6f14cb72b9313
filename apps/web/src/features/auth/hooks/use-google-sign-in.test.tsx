import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { mockFetch, renderWithApp } from '../../../test/render';
import { readGoogleSignupState, readLinkGoogleState, useGoogleSignIn } from './use-google-sign-in';

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const credential = `${b64({ alg: 'RS256' })}.${b64({
  email: 'Ngozi@Gmail.com',
  given_name: 'Ngozi',
  family_name: 'Obi',
})}.sig`;

function SignInWithToken() {
  const { handleCredential } = useGoogleSignIn();
  return (
    <button type="button" onClick={() => handleCredential(credential)}>
      Google
    </button>
  );
}

function ShowState() {
  const { state, pathname } = useLocation();
  const signup = readGoogleSignupState(state);
  const link = readLinkGoogleState(state);
  return (
    <p>
      {pathname} {signup ? `${signup.profile.firstName} ${signup.profile.email}` : ''}
      {link ? `link ${link.email}` : ''}
    </p>
  );
}

const extraRoutes = [
  { path: '/signup/with-google', element: <ShowState /> },
  { path: '/login/with-email', element: <ShowState /> },
  { path: '/dashboard', element: <p>Dashboard page</p> },
];
const error = (statusCode: number, message: string) => ({
  method: 'POST',
  path: '/v1/authentication/login-social',
  status: statusCode,
  body: { statusCode, error: 'x', message },
});

describe('useGoogleSignIn', () => {
  it('an unknown Google account moves to /signup/with-google with the profile filled in', async () => {
    mockFetch([error(404, 'No account uses this Google account yet')]);
    renderWithApp(<SignInWithToken />, { extraRoutes });
    await userEvent.click(screen.getByRole('button', { name: 'Google' }));
    expect(
      await screen.findByText('/signup/with-google Ngozi ngozi@gmail.com'),
    ).toBeInTheDocument();
  });

  it('an email with a password moves to the email log-in to link Google', async () => {
    mockFetch([error(409, 'An account with this email already exists.')]);
    renderWithApp(<SignInWithToken />, { extraRoutes });
    await userEvent.click(screen.getByRole('button', { name: 'Google' }));
    expect(
      await screen.findByText(/\/login\/with-email\s+link ngozi@gmail.com/),
    ).toBeInTheDocument();
  });

  it('a known account is welcomed back on the dashboard', async () => {
    mockFetch([
      {
        method: 'POST',
        path: '/v1/authentication/login-social',
        body: { user: { _id: 'u1', firstName: 'Ngozi', role: 'user', _email: true }, token: 't' },
      },
    ]);
    renderWithApp(<SignInWithToken />, { extraRoutes });
    await userEvent.click(screen.getByRole('button', { name: 'Google' }));
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it("says 'Something went wrong!' when Google login fails without a reason", async () => {
    mockFetch([error(500, 'boom')]);
    renderWithApp(<SignInWithToken />, { extraRoutes });
    await userEvent.click(screen.getByRole('button', { name: 'Google' }));
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
  });
});
