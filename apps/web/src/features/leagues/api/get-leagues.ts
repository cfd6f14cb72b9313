import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TLeaguePage } from '@dpts/contract/leagues';
import { PAGE_SIZE } from '@dpts/contract/constants';
import { callApi } from '../../../lib/api-client';
import { leaguesKey } from './keys';

/** The league lists of the Discover and My Leagues tabs, and the calls that answer them. */
export type LeagueListId =
  'discover' | 'public' | 'private' | 'saved' | 'joined' | 'created' | 'sent' | 'pending';

type Paging = { page: number; limit: number; signal?: AbortSignal };

/**
 * Joined and created entries wrap `_league` and `leaderboard` (spec data section, decision 043);
 * the lists show the league's card, so they take `_league`.
 */
const sources: Record<LeagueListId, (p: Paging) => Promise<{ data: TLeaguePage }>> = {
  discover: ({ signal, ...query }) => callApi('discoverLeagues', { query, signal }),
  public: ({ signal, ...query }) =>
    callApi('discoverLeagues', { query: { ...query, type: 'public' }, signal }),
  private: ({ signal, ...query }) =>
    callApi('discoverLeagues', { query: { ...query, type: 'private' }, signal }),
  saved: ({ signal, ...query }) => callApi('listSavedLeagues', { query, signal }),
  joined: ({ signal, ...query }) => callApi('listJoinedLeagues', { query, signal }).then(unwrap),
  created: ({ signal, ...query }) => callApi('listCreatedLeagues', { query, signal }).then(unwrap),
  sent: ({ signal, ...query }) => callApi('listSentRequests', { query, signal }),
  pending: ({ signal, ...query }) =>
    callApi('listCreatedLeagues', { query: { ...query, requests: 'pending' }, signal }).then(
      unwrap,
    ),
};

function unwrap({ data }: Awaited<ReturnType<typeof callApi<'listJoinedLeagues'>>>): {
  data: TLeaguePage;
} {
  return { data: { ...data, items: data.items.map((entry) => entry._league) } };
}

export function getLeagues(
  list: LeagueListId,
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<{ data: TLeaguePage }> {
  return sources[list]({ page, limit, signal });
}

export function useLeagues(list: LeagueListId, page: number, limit: number = PAGE_SIZE.leagues) {
  return useQuery<TLeaguePage>({
    queryKey: [...leaguesKey, 'list', list, page, limit],
    queryFn: ({ signal }) => getLeagues(list, page, limit, signal).then((r) => r.data),
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  });
}
