import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithApp } from '../../../test/render';
import {
  createLeaderboard,
  createLeaderboardEntry,
  createUser,
  signIn,
} from '../../../test/factories';
import { DashboardHome } from './dashboard-home';

const user = createUser();
const tenOfficers = Array.from({ length: 10 }, (_, i) => createLeaderboardEntry(i + 1));

function dashboardRoutes({
  daily = createLeaderboard({ type: 'daily', day: '2024-05-01' }),
  global = createLeaderboard({ type: 'global' }),
} = {}) {
  return [
    signIn(user),
    {
      path: '/v1/profile/stats',
      body: { data: { totalPoints: 1250, enrolledCourses: 7, completedCourses: 3 } },
    },
    { path: /\/v1\/profile\/leaderboard\?type=daily&limit=10$/, body: { data: daily } },
    { path: /\/v1\/profile\/leaderboard\?type=global&limit=10$/, body: { data: global } },
  ];
}

function statCard(label: string) {
  return screen.getByText(label).closest('li')!;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('DashboardHome', () => {
  it('shows the three stat cards from /profile/stats with points as Ndpts', async () => {
    mockFetch(dashboardRoutes());
    renderWithApp(<DashboardHome user={user} leagues={[]} />);
    expect(await screen.findByText('1250dpts')).toBeInTheDocument();
    expect(statCard('Total DigiPoints Points')).toHaveTextContent('1250dpts');
    expect(statCard('Enrolled Courses')).toHaveTextContent('7');
    expect(statCard('Completed Courses')).toHaveTextContent('3');
  });

  it('shows a podium of the top 5, the table from position 4 and the caller’s own rank', async () => {
    const daily = createLeaderboard({
      type: 'daily',
      entries: [...tenOfficers].reverse(),
      me: { rank: 42, totalPointsEarned: 15 },
    });
    mockFetch(dashboardRoutes({ daily }));
    renderWithApp(<DashboardHome user={user} leagues={[]} />);
    expect(screen.getByRole('tab', { name: 'Daily Ranking' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const podium = await screen.findByRole('list', { name: 'Top 5' });
    const places = within(podium).getAllByRole('listitem');
    expect(places).toHaveLength(5);
    expect(places[0]).toHaveTextContent('1st place: First1 Last1');
    expect(places[0]).toHaveTextContent('990dpts');
    expect(places[4]).toHaveTextContent('First5 Last5');

    const table = screen.getByRole('table', { name: 'Ranks from position 4' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Rank', 'Officer', 'Points']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '42',
    ]);
    expect(rows[0]).toHaveTextContent('First4 Last4');
    expect(rows[0]).toHaveTextContent('960dpts');
    expect(rows.at(-1)).toHaveTextContent('You');
    expect(rows.at(-1)).toHaveTextContent('15dpts');
  });

  it('marks the caller inside the ranking instead of adding a You row', async () => {
    const global = createLeaderboard({
      entries: tenOfficers.map((e) => (e.rank === 6 ? { ...e, _id: user._id } : e)),
      me: { rank: 6, totalPointsEarned: 940 },
    });
    const u = userEvent.setup();
    mockFetch(dashboardRoutes({ global }));
    renderWithApp(<DashboardHome user={user} leagues={[]} />);
    await u.click(screen.getByRole('tab', { name: 'Global Ranks' }));
    const table = await screen.findByRole('table', { name: 'Ranks from position 4' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    expect(rows[2]).toHaveTextContent('(You)');
    expect(screen.queryByTestId('own-rank')).not.toBeInTheDocument();
  });

  it('Global Ranks asks for the global board and says Not ranked yet for an officer with 0 dpts', async () => {
    const global = createLeaderboard({
      entries: tenOfficers.slice(0, 2),
      me: { rank: null, totalPointsEarned: 0 },
    });
    const u = userEvent.setup();
    const calls = mockFetch(dashboardRoutes({ global }));
    renderWithApp(<DashboardHome user={user} leagues={[]} />);
    await u.click(screen.getByRole('tab', { name: 'Global Ranks' }));
    const podium = await screen.findByRole('list', { name: 'Top 5' });
    expect(within(podium).getAllByRole('listitem')).toHaveLength(2);
    expect(calls.some((c) => c.url === '/v1/profile/leaderboard?type=global&limit=10')).toBe(true);
    const own = screen.getByTestId('own-rank');
    expect(own).toHaveTextContent('You');
    expect(own).toHaveTextContent('Not ranked yet');
    expect(own).toHaveTextContent('0dpts');
  });

  it('has a friendly empty state when nobody has points yet', async () => {
    mockFetch(dashboardRoutes());
    renderWithApp(<DashboardHome user={user} leagues={[]} />);
    expect(await screen.findByText('No one has earned points today yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('My Leagues shows the empty state with links to /leagues/discover, or the first 4 leagues', async () => {
    mockFetch(dashboardRoutes());
    const { unmount } = renderWithApp(<DashboardHome user={user} leagues={[]} />);
    const card = screen.getByRole('region', { name: 'My Leagues' });
    expect(within(card).getByText("You haven't joined any league yet")).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '/leagues/discover',
    );
    expect(within(card).getByRole('link', { name: 'Browse Leagues' })).toHaveAttribute(
      'href',
      '/leagues/discover',
    );
    unmount();

    const leagues = Array.from({ length: 6 }, (_, i) => ({
      _id: `l${i}`,
      name: `League ${i}`,
      image: null,
      members_count: i + 1,
    }));
    renderWithApp(<DashboardHome user={user} leagues={leagues} />);
    const filled = screen.getByRole('region', { name: 'My Leagues' });
    expect(within(filled).getAllByRole('listitem')).toHaveLength(4);
    expect(within(filled).getByText('2 Members')).toBeInTheDocument();
  });

  it('refetches stats and the ranking every 30 s and when the page is shown again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = mockFetch(dashboardRoutes());
    renderWithApp(<DashboardHome user={user} leagues={[]} />);
    await screen.findByText('1250dpts');
    const count = (part: string) => calls.filter((c) => c.url.includes(part)).length;
    await vi.waitFor(() => expect(count('type=daily')).toBe(1));
    expect(count('/profile/stats')).toBe(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    await vi.waitFor(() => expect(count('/profile/stats')).toBe(2));
    expect(count('type=daily')).toBe(2);

    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    await vi.waitFor(() => expect(count('/profile/stats')).toBe(3));
    expect(count('type=daily')).toBe(3);
  });
});
