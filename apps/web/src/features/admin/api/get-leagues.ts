import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAdminLeaguesQuery } from '@dpts/contract/admin';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './keys';

export function getLeagues(query: TAdminLeaguesQuery, signal?: AbortSignal) {
  return callApi('listAdminLeagues', { query, signal });
}

export function useLeagues(query: TAdminLeaguesQuery) {
  return useQuery({
    queryKey: adminKeys.leagues(query),
    queryFn: ({ signal }) => getLeagues(query, signal),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
}

export type TLeagueBoardEntry = {
  _id: string;
  firstName: string;
  lastName: string;
  image: string | null;
  totalPointsEarned: number;
};

/** A league's members by points (the leaderboard popup). */
export function useLeagueLeaderboard(id: string | null) {
  return useQuery({
    queryKey: adminKeys.leagueBoard(id ?? ''),
    queryFn: ({ signal }) =>
      callApi('getAdminLeagueLeaderboard', { params: { id: id ?? '' }, signal }),
    select: (answer) => answer.data,
    enabled: id !== null,
  });
}
