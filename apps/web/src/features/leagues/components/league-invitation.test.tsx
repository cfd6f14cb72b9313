import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockFetch, renderWithApp } from '../../../test/render';
import { LeagueInvitation, sharedLeagueId } from './league-invitation';

const id = '5d0f7c6e-2f1a-4c39-9a43-0c6a2b1f8e11';

describe('a share link opened signed out', () => {
  it('finds the league id in the address the guard kept', () => {
    expect(sharedLeagueId(`/leagues/discover?league=${id}`)).toBe(id);
    expect(sharedLeagueId('/leagues/discover?league=nope')).toBeNull();
    expect(sharedLeagueId('/dashboard')).toBeNull();
    expect(sharedLeagueId(undefined)).toBeNull();
  });

  it('names the league the visitor was invited to', async () => {
    mockFetch([
      {
        path: `/v1/league/${id}/invitation`,
        body: {
          data: {
            _id: id,
            name: 'Lagos Data Sprint',
            private: true,
            members_count: 4,
            creatorFirstName: 'Ada',
          },
        },
      },
    ]);
    renderWithApp(<LeagueInvitation leagueId={id} />);
    const notice = await screen.findByRole('region', { name: 'League invitation' });
    expect(notice).toHaveTextContent(
      'Ada invited you to join the private league “Lagos Data Sprint”',
    );
    expect(notice).toHaveTextContent('4 members');
  });
});
