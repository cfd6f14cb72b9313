import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TLeaguePage } from '@dpts/contract/leagues';
import { PAGE_SIZE } from '@dpts/contract/constants';
import { api } from '../../../lib/api-client';
import { leaguesKey } from './keys';

/** The league lists of the Discover and My Leagues tabs, and the calls that answer them. */
export type LeagueListId =
  'discover' | 'public' | 'private' | 'saved' | 'joined' | 'created' | 'sent' | 'pending';

const sources: Record<LeagueListId, { path: string; query?: Record<string, string> }> = {
  discover: { path: '/league' },
  public: { path: '/league', query: { type: 'public' } },
  private: { path: '/league', query: { type: 'private' } },
  saved: { path: '/league/m/save' },
  joined: { path: '/league/joined' },
  created: { path: '/league/created' },
  sent: { path: '/league/sent-requests' },
  pending: { path: '/league/created', query: { requests: 'pending' } },
};

export function getLeagues(
  list: LeagueListId,
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<{ data: TLeaguePage }> {
  const { path, query } = sources[list];
  return api.get<{ data: TLeaguePage }>(path, { ...query, page, limit }, signal);
}

export function useLeagues(list: LeagueListId, page: number, limit: number = PAGE_SIZE.leagues) {
  return useQuery<TLeaguePage>({
    queryKey: [...leaguesKey, 'list', list, page, limit],
    queryFn: ({ signal }) => getLeagues(list, page, limit, signal).then((r) => r.data),
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  });
}
