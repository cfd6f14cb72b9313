import { useQuery } from '@tanstack/react-query';
import type { TAllPoints } from '@dpts/contract/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export function getAllPoints(signal?: AbortSignal) {
  return api.get<{ data: TAllPoints }>('/super/all/points', undefined, signal);
}

/** Points ever earned and per day for the last 30 days. */
export function useAllPoints() {
  return useQuery({
    queryKey: adminKeys.points,
    queryFn: ({ signal }) => getAllPoints(signal),
    select: (answer) => answer.data,
  });
}
