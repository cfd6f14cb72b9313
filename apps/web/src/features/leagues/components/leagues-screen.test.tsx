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

    // Join and Request to Join sit on the card itself, not behind "⋮".
    const user = userEvent.setup();
    const [first, second] = screen.getAllByRole('article');
    expect(within(second!).getByRole('button', { name: 'Request to Join' })).toBeVisible();
    await user.click(within(second!).getByRole('button', { name: 'Actions for League 2' }));
    expect(screen.queryByRole('menuitem', { name: 'Request to Join' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Save League' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(first!).getByRole('button', { name: 'Join League' }));
    expect(await screen.findByText('Joined public league successfully')).toBeInTheDocument();
  });

  it('tells an invited officer who joins a private league that it is private', async () => {
    signIn(createUser());
    const invited = league(7, { private: true, isInvited: true });
    mockFetch([
      { path: '/v1/profile', body: { data: createUser() } },
      { path: '/v1/league', body: page([invited]) },
      {
        method: 'POST',
        path: '/v1/league/league-7/join',
        body: { data: { ...invited, isMember: true } },
      },
    ]);
    renderWithApp(<LeaguesScreen screen="discover" />);
    const card = await screen.findByRole('article', {}, { timeout: 3000 });
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Join League' }));
    expect(await screen.findByText('Joined private league successfully')).toBeInTheDocument();
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

describe('My leagues', { timeout: 15_000 }, () => {
  it("keeps a league's share link in its menu, after the one-time popup", async () => {
    signIn(createUser());
    mockFetch([
      { path: '/v1/profile', body: { data: createUser() } },
      // Each joined league comes wrapped in `_league` with its board (decision 043).
      {
        path: '/v1/league/joined',
        body: {
          data: {
            items: [{ _league: league(3, { isMember: true }), leaderboard: [] }],
            page: 1,
            limit: 6,
            total: 1,
          },
        },
      },
    ]);
    renderWithApp(<LeaguesScreen screen="mine" />);
    const card = await screen.findByRole('article', {}, { timeout: 3000 });
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Actions for League 3' }));
    await user.click(screen.getByRole('menuitem', { name: 'Share League' }));
    const dialog = screen.getByRole('dialog', { name: 'Share League' });
    expect(within(dialog).getByLabelText('League link')).toHaveValue(
      `${window.location.origin}/leagues/discover?league=league-3`,
    );
  });
});

describe('A league share link (/leagues/discover?league=ID)', { timeout: 15_000 }, () => {
  const id = '5d0f7c6e-2f1a-4c39-9a43-0c6a2b1f8e11';
  const at = (leagueId: string) => ({
    path: '/leagues/discover',
    initialEntry: `/leagues/discover?league=${leagueId}`,
  });

  it('shows the public league on top; Join League makes the officer a member who can view it', async () => {
    signIn(createUser());
    const shared = league(7, {
      _id: id,
      name: 'Lagos Sales Sprint',
      discoverable: false,
      members_count: 4,
    });
    const card = { path: `/v1/league/${id}/card`, body: { data: shared } };
    const calls = mockFetch([
      card,
      { path: '/v1/league', body: page([league(1)]) },
      { method: 'POST', path: `/v1/league/${id}/join`, body: { data: shared } },
    ]);
    renderWithApp(<LeaguesScreen screen="discover" />, at(id));
    const region = await screen.findByRole('region', { name: 'Shared league' });
    expect(
      await within(region).findByRole('heading', { name: 'Lagos Sales Sprint' }),
    ).toBeInTheDocument();
    expect(within(region).getByText(/4 Members/)).toBeInTheDocument();
    expect(within(region).getByText('Description 7')).toBeInTheDocument();

    // After joining, the server's card says member.
    card.body = { data: { ...shared, isMember: true, members_count: 5 } };
    await userEvent.setup().click(within(region).getByRole('button', { name: 'Join League' }));
    expect(await screen.findByText('Joined public league successfully')).toBeInTheDocument();
    expect(await within(region).findByText('You are a member of this league')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'View League' })).toBeInTheDocument();
    expect(within(region).getByText(/5 Members/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      `/v1/league/${id}/join`,
    ]);
  });

  it('a private league asks to join, then says the request is sent', async () => {
    signIn(createUser());
    const shared = league(8, { _id: id, name: 'Invite Only', private: true });
    const card = { path: `/v1/league/${id}/card`, body: { data: shared } };
    mockFetch([
      card,
      { path: '/v1/league', body: page([]) },
      { method: 'POST', path: `/v1/league/${id}/request`, body: { data: shared } },
    ]);
    renderWithApp(<LeaguesScreen screen="discover" />, at(id));
    const region = await screen.findByRole('region', { name: 'Shared league' });
    const ask = await within(region).findByRole('button', { name: 'Request to Join' });
    expect(within(region).queryByRole('button', { name: 'Join League' })).toBeNull();
    card.body = { data: { ...shared, request: { _id: 'r1', createdAt: shared.createdAt } } };
    await userEvent.setup().click(ask);
    expect(
      await screen.findByText('Request to join private league sent successfully'),
    ).toBeInTheDocument();
    expect(await within(region).findByText(/Request sent/)).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Withdraw Request' })).toBeInTheDocument();
  });

  it("says 'League not found' for an unknown league and still lists Discover", async () => {
    signIn(createUser());
    mockFetch([
      {
        path: `/v1/league/${id}/card`,
        status: 404,
        body: {
          statusCode: 404,
          error: 'Not Found',
          code: 'NOT_FOUND',
          message: 'League not found',
        },
      },
      { path: '/v1/league', body: page([league(1)]) },
    ]);
    renderWithApp(<LeaguesScreen screen="discover" />, at(id));
    const region = await screen.findByRole('region', { name: 'Shared league' });
    expect(await within(region).findByRole('alert')).toHaveTextContent('League not found');
    expect(await screen.findAllByRole('article', {}, { timeout: 3000 })).toHaveLength(1);
  });

  it('checks the id with the contract before asking, and closes on request', async () => {
    signIn(createUser());
    const calls = mockFetch([{ path: '/v1/league', body: page([]) }]);
    const { router } = renderWithApp(<LeaguesScreen screen="discover" />, at('not-a-league'));
    const region = await screen.findByRole('region', { name: 'Shared league' });
    expect(within(region).getByRole('alert')).toHaveTextContent('League not found');
    expect(calls.some((c) => c.url.includes('/card'))).toBe(false);
    await userEvent
      .setup()
      .click(within(region).getByRole('button', { name: 'Close shared league' }));
    expect(screen.queryByRole('region', { name: 'Shared league' })).toBeNull();
    expect(router.state.location.search).toBe('');
  });
});
