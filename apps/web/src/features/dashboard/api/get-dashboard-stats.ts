import { useQuery } from '@tanstack/react-query';
import type { TDashboardStatsResponse } from '@dpts/contract/learning';
import { callApi } from '../../../lib/api-client';
import { dashboardKeys, liveRefresh } from './keys';

export function getDashboardStats(signal?: AbortSignal): Promise<TDashboardStatsResponse> {
  return callApi('getDashboardStats', { signal });
}

export function useDashboardStats() {
  return useQuery({
    queryKey: dashboardKeys.stats,
    queryFn: ({ signal }) => getDashboardStats(signal),
    select: (answer) => answer.data,
    ...liveRefresh,
  });
}
