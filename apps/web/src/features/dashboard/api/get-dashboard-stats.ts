import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZDashboardStatsResponse } from '@dpts/contract/learning';
import { api } from '../../../lib/api-client';
import { dashboardKeys, liveRefresh } from './keys';

export type TDashboardStats = z.infer<typeof ZDashboardStatsResponse>['data'];

export function getDashboardStats(signal?: AbortSignal): Promise<{ data: TDashboardStats }> {
  return api.get<{ data: TDashboardStats }>('/profile/stats', undefined, signal);
}

export function useDashboardStats() {
  return useQuery({
    queryKey: dashboardKeys.stats,
    queryFn: ({ signal }) => getDashboardStats(signal),
    select: (answer) => answer.data,
    ...liveRefresh,
  });
}
