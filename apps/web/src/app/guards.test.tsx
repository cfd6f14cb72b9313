import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { SessionProvider, startSessionCheck } from '../lib/session';
import { mockFetch } from '../test/render';
import { LoginForm } from '../features/auth/components/login-form';
import userEvent from '@testing-library/user-event';
import { RedirectIfSignedIn, RequireAuth } from './guards';

const user = {
  _id: 'u1',
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'a@b.co',
  role: 'user',
  _email: true,
};

/** The page a share link opens, showing the address it was opened at. */
function Shown() {
  const { pathname, search } = useLocation();
  return <p>Opened {pathname + search}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: (
          <RequireAuth>
            <p>Dashboard page</p>
          </RequireAuth>
        ),
      },
      {
        path: '/leagues/discover',
        element: (
          <RequireAuth>
            <Shown />
          </RequireAuth>
        ),
      },
      {
        path: '/login',
        element: (
          <RedirectIfSignedIn>
            <p>Login page</p>
            <LoginForm onForgotPassword={() => undefined} />
          </RedirectIfSignedIn>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe('route guard', () => {
  it('uses the session check started before the first render, without asking twice', async () => {
    const calls = mockFetch([{ path: '/v1/auth/session', body: { data: user } }]);
    startSessionCheck();
    renderAt('/dashboard');
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/v1/auth/session')).toHaveLength(1);
  });

  it('sends a visitor who is not signed in to /login', async () => {
    mockFetch([]);
    renderAt('/dashboard');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it('brings a visitor back to the share link they opened once they log in', async () => {
    mockFetch([{ method: 'POST', path: '/v1/authentication/login', body: { user, token: 't' } }]);
    const link = '/leagues/discover?league=5d0f7c6e-2f1a-4c39-9a43-0c6a2b1f8e11';
    renderAt(link);
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Email'), user.email);
    await u.type(screen.getByLabelText('Password'), 'secret-pass');
    await u.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(`Opened ${link}`)).toBeInTheDocument();
  });

  it('restores a persisted session confirmed by the server and opens the dashboard', async () => {
    window.localStorage.setItem('root', JSON.stringify({ user }));
    mockFetch([{ path: '/v1/auth/session', body: { data: { ...user, firstName: 'Adaeze' } } }]);
    renderAt('/dashboard');
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('root')).toContain('Adaeze'));
  });

  it('sends a signed-in user opening /login to /dashboard', async () => {
    window.localStorage.setItem('root', JSON.stringify({ user }));
    mockFetch([{ path: '/v1/auth/session', body: { data: user } }]);
    renderAt('/login');
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it('ends a persisted session the server no longer knows, asking only once', async () => {
    window.localStorage.setItem('root', JSON.stringify({ user }));
    const calls = mockFetch([]);
    renderAt('/dashboard');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(window.localStorage.getItem('root')).toBeNull();
    // A 401 is an answer ("not signed in"), not a failure to try again.
    expect(calls.filter((c) => c.url === '/v1/auth/session')).toHaveLength(1);
  });
});
