import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { TLeague } from '@dpts/contract/leagues';
import { mockFetch, renderWithApp } from '../../../test/render';
import { createUser, signIn } from '../../../test/factories';
import { LeaguesScreen } from './leagues-screen';

const league = (i: number): TLeague => ({
  _id: `league-${i}`,
  name: `Joined league ${i}`,
  image: '',
  thumbnail: '',
  description: `Description ${i}`,
  path: 'all',
  private: false,
  discoverable: true,
  speciality: null,
  courses: [],
  members_count: 3,
  createdAt: '2026-11-24T06:00:00.000Z',
  _creator: { _id: 'u1', firstName: 'Ada', lastName: 'Obi' },
  isCreator: false,
  isMember: true,
  isSaved: false,
  request: null,
  pendingRequests: 0,
  isInvited: false,
});

// GET /league/joined wraps each league in `_league` with its board (decision 043).
describe('My Leagues', { timeout: 15_000 }, () => {
  it('shows the joined leagues the answer wraps in `_league`', async () => {
    signIn(createUser());
    const items = [1, 2].map((i) => ({
      _league: league(i),
      leaderboard: [
        {
          _id: { _id: 'u1', firstName: 'Ada', lastName: 'Obi', username: null, image: null },
          rank: 1,
          totalPointsEarned: 40,
        },
      ],
    }));
    const calls = mockFetch([
      { path: '/v1/profile', body: { data: createUser() } },
      { path: '/v1/league/joined', body: { data: { items, page: 1, limit: 6, total: 2 } } },
    ]);
    renderWithApp(<LeaguesScreen screen="mine" />);
    expect(await screen.findByText('Joined league 1', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Joined league 2')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/v1/league/joined?page=1&limit=6')).toBe(true);
  });
});
