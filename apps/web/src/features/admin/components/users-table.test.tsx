import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAdminUserRow } from '@dpts/contract/admin';
import { mockFetch, renderWithApp } from '../../../test/render';
import { createUser, signIn } from '../../../test/factories';
import { UsersTable } from './users-table';

function row(i: number): TAdminUserRow {
  return {
    _id: `u${i}`,
    firstName: `First${i}`,
    lastName: `Last${i}`,
    email: `user${i}@example.com`,
    username: `user${i}`,
    image: null,
    role: 'user',
    officerType: 'sales',
    totalPointsEarned: i * 10,
    createdAt: '2026-11-20T10:00:00.000Z',
    _email: true,
  };
}
const page = (items: TAdminUserRow[], total: number) => ({
  data: { items, page: 1, limit: 10, total, totalCapped: false },
});

describe('UsersTable', () => {
  it('shows 5 placeholder lines while loading, then the users with paging', async () => {
    const calls = mockFetch([
      signIn(createUser({ role: 'super' })),
      {
        path: '/v1/super/users',
        body: page(
          Array.from({ length: 10 }, (_, i) => row(i + 1)),
          23,
        ),
      },
    ]);
    renderWithApp(<UsersTable />, { path: '/manage-users' });
    expect(screen.getAllByTestId('table-placeholder')).toHaveLength(5);
    const table = screen.getByRole('table', { name: 'All users, newest first' });
    await within(table).findByRole('link', { name: 'First1 Last1' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByRole('link', { name: 'First1 Last1' })).toHaveAttribute(
      'href',
      '/manage-users/u1',
    );
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(calls.find((c) => c.url.startsWith('/v1/super/users'))?.url).toBe(
      '/v1/super/users?page=1&limit=10',
    );
  });

  it('searches on the server and shows the spec’s empty state when nobody is registered', async () => {
    const u = userEvent.setup();
    const calls = mockFetch([
      signIn(createUser({ role: 'admin' })),
      { path: '/v1/super/users', body: page([], 0) },
    ]);
    renderWithApp(<UsersTable />, { path: '/manage-users' });
    await screen.findByText('No registered users in the system yet');
    expect(screen.getByText('Registered users will appear here')).toBeInTheDocument();
    await u.type(screen.getByLabelText('Search users'), 'Ada O');
    await screen.findByText('No users match your search');
    expect(calls.map((c) => c.url)).toContain('/v1/super/users?page=1&limit=10&search=Ada+O');
  });
});
