import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TLeague } from '@dpts/contract/leagues';
import { mockFetch, renderWithApp } from '../../../test/render';
import { createUser, signIn } from '../../../test/factories';
import { LeaguesScreen } from './leagues-screen';

const league = (i: number, overrides: Partial<TLeague> = {}): TLeague => ({
  _id: `league-${i}`,
  name: `League ${i}`,
  image: '',
  thumbnail: '',
  description: `Description ${i}`,
  path: 'all',
  private: false,
  discoverable: true,
  speciality: null,
  courses: [],
  members_count: i,
  createdAt: '2026-11-24T06:00:00.000Z',
  _creator: { _id: 'u1', firstName: 'Ada', lastName: 'Obi' },
  isCreator: false,
  isMember: false,
  isSaved: false,
  request: null,
  pendingRequests: 0,
  isInvited: false,
  ...overrides,
});
const page = (items: TLeague[], total = items.length) => ({
  data: { items, page: 1, limit: 6, total },
});

// The tab spinner alone takes a second.
describe('Discover leagues', { timeout: 15_000 }, () => {
  it('shows 6 cards a page after the tab spinner, and joins a public league with its toast', async () => {
    signIn(createUser());
    const items = Array.from({ length: 6 }, (_, i) =>
      league(i + 1, i === 1 ? { private: true } : {}),
    );
    const calls = mockFetch([
      { path: '/v1/profile', body: { data: createUser() } },
      { path: '/v1/league', body: page(items, 8) },
      { method: 'POST', path: '/v1/league/league-1/join', body: { data: league(1) } },
    ]);
    renderWithApp(<LeaguesScreen screen="discover" />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article', {}, { timeout: 3000 })).toHaveLength(6);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/v1/league?page=1&limit=6')).toBe(true);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Actions for League 2' }));
    expect(screen.getByRole('menuitem', { name: 'Request to Join' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Actions for League 1' }));
    await user.click(screen.getByRole('menuitem', { name: 'Join League' }));
    expect(await screen.findByText('Joined public league successfully')).toBeInTheDocument();
  });

  it("says 'No Leagues to show' for an empty tab and the spec's toast when saving fails", async () => {
    signIn(createUser());
    mockFetch([
      { path: '/v1/profile', body: { data: createUser() } },
      { path: '/v1/league', body: page([league(1)]) },
      { path: '/v1/league/m/save', body: page([]) },
      {
        method: 'POST',
        path: '/v1/league/m/save',
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'Already Saved!' },
      },
    ]);
    renderWithApp(<LeaguesScreen screen="discover" />);
    const card = await screen.findByRole('article', {}, { timeout: 3000 });
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Actions for League 1' }));
    await user.click(screen.getByRole('menuitem', { name: 'Save League' }));
    expect(await screen.findByText('Failed to save league')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Saved Leagues' }));
    await waitFor(() => expect(screen.getByText('No Leagues to show')).toBeInTheDocument(), {
      timeout: 3000,
    });
  });
});
