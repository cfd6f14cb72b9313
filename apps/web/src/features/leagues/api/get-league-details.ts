import { useQuery } from '@tanstack/react-query';
import type {
  TLeague,
  TLeagueCourse,
  TLeagueJoinRequest,
  TLeagueLeaderboard,
} from '@dpts/contract/leagues';
import { callApi } from '../../../lib/api-client';
import { leaguesKey } from './keys';

export type LeagueDetails = { league: TLeague; courses: TLeagueCourse[] };

export function useLeagueDetails(id: string, enabled = true) {
  return useQuery({
    queryKey: [...leaguesKey, 'details', id],
    queryFn: ({ signal }) =>
      callApi('getLeagueDetails', { params: { id }, signal }).then((r) => r.data),
    enabled,
  });
}

/**
 * The league a share link names, with the caller's relation to it. Failures are the card's to
 * show ('League not found'), not the shared toast's.
 */
export function useLeagueCard(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...leaguesKey, 'card', id],
    queryFn: ({ signal }) =>
      callApi('getLeagueCard', { params: { id }, signal }).then((r) => r.data),
    enabled,
    meta: { silentError: true },
  });
}

export type LeaderboardPeriod = TLeagueLeaderboard['period'];

export function useLeagueLeaderboard(id: string, period: LeaderboardPeriod, enabled = true) {
  return useQuery({
    queryKey: [...leaguesKey, 'leaderboard', id, period],
    queryFn: ({ signal }) =>
      callApi('getLeagueLeaderboard', { params: { id }, query: { period }, signal }).then(
        (r) => r.data,
      ),
    enabled,
  });
}

export type LeagueRequests = {
  league: TLeague;
  items: TLeagueJoinRequest[];
  page: number;
  limit: number;
  total: number;
};

export function useLeagueRequests(id: string, page: number) {
  return useQuery({
    queryKey: [...leaguesKey, 'requests', id, page],
    queryFn: ({ signal }) =>
      callApi('listLeagueRequests', {
        params: { id },
        query: { page, limit: 10 },
        signal,
      }).then((r) => r.data),
  });
}
