import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_LEADERBOARD_LIMIT } from '@dpts/contract/constants';
import type { TLeaderboard, TLeaderboardResponse } from '@dpts/contract/learning';
import { callApi } from '../../../lib/api-client';
import { dashboardKeys, liveRefresh } from './keys';

export type LeaderboardType = TLeaderboard['type'];

export function getLeaderboard(
  type: LeaderboardType,
  signal?: AbortSignal,
): Promise<TLeaderboardResponse> {
  return callApi('getLeaderboard', { query: { type, limit: DASHBOARD_LEADERBOARD_LIMIT }, signal });
}

export function useLeaderboard(type: LeaderboardType) {
  return useQuery({
    queryKey: dashboardKeys.leaderboard(type),
    queryFn: ({ signal }) => getLeaderboard(type, signal),
    select: (answer) => answer.data,
    ...liveRefresh,
  });
}
