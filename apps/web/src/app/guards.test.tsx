import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { SessionProvider } from '../lib/session';
import { mockFetch } from '../test/render';
import { RedirectIfSignedIn, RequireAuth } from './guards';

const user = {
  _id: 'u1',
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'a@b.co',
  role: 'user',
  _email: true,
};

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
        path: '/login',
        element: (
          <RedirectIfSignedIn>
            <p>Login page</p>
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
  it('sends a visitor who is not signed in to /login', async () => {
    mockFetch([]);
    renderAt('/dashboard');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
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

  it('ends a persisted session the server no longer knows', async () => {
    window.localStorage.setItem('root', JSON.stringify({ user }));
    mockFetch([]);
    renderAt('/dashboard');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(window.localStorage.getItem('root')).toBeNull();
  });
});
