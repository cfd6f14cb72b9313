import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAdminLeagueRow, TAdminLeaguesQuery } from '@dpts/contract/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

type Page = {
  items: TAdminLeagueRow[];
  page: number;
  limit: number;
  total: number;
  totalCapped: boolean;
};

export function getLeagues(query: TAdminLeaguesQuery, signal?: AbortSignal) {
  return api.get<{ data: Page }>('/super/leagues', query, signal);
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
      api.get<{ data: TLeagueBoardEntry[] }>(`/super/leagues/${id}/leaderboard`, undefined, signal),
    select: (answer) => answer.data,
    enabled: id !== null,
  });
}
