import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TPointsHistory } from '@dpts/contract/claims';
import { callApi } from '../../../lib/api-client';

export const pointsHistoryKey = ['points-history'] as const;

export function getPointsHistory(
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<{ data: TPointsHistory }> {
  return callApi('getPointsHistory', { query: { page, limit }, signal });
}

export function usePointsHistory(page: number, limit: number) {
  return useQuery({
    queryKey: [...pointsHistoryKey, page, limit],
    queryFn: ({ signal }) => getPointsHistory(page, limit, signal),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
    // Claims settle in the background: look again while some are still being verified.
    refetchInterval: (query) => ((query.state.data?.data.verifying ?? 0) > 0 ? 5_000 : false),
    refetchOnWindowFocus: 'always',
  });
}
