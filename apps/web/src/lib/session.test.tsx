import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './query-client';
import { SessionProvider, useSession } from './session';
import { createUser, signIn } from '../test/factories';
import { mockFetch } from '../test/render';

function Account() {
  const { user, isRestoring, signOut } = useSession();
  if (isRestoring) return <p>Restoring</p>;
  return user ? (
    <button type="button" onClick={() => void signOut()}>
      Log Out {user.firstName}
    </button>
  ) : (
    <p>Signed out</p>
  );
}

function renderAccount() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionProvider>
        <Account />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe('session', () => {
  it('signs out through the server and forgets the officer on this device', async () => {
    const calls = mockFetch([
      signIn(createUser()),
      { method: 'POST', path: '/v1/auth/logout', body: { success: true, message: 'Logged out' } },
    ]);
    renderAccount();
    await userEvent.click(await screen.findByRole('button', { name: 'Log Out Ada' }));
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/v1/auth/logout')).toBe(true);
    expect(window.localStorage.getItem('root')).toBeNull();
  });

  it('signs out on this device even when the server refuses', async () => {
    mockFetch([
      signIn(createUser()),
      { method: 'POST', path: '/v1/auth/logout', status: 503, body: { message: 'Down' } },
    ]);
    renderAccount();
    await userEvent.click(await screen.findByRole('button', { name: 'Log Out Ada' }));
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
  });
});
