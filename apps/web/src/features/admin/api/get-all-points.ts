import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './keys';

export function getAllPoints(signal?: AbortSignal) {
  return callApi('getAllPoints', { signal });
}

/** Points ever earned and per day for the last 30 days. */
export function useAllPoints() {
  return useQuery({
    queryKey: adminKeys.points,
    queryFn: ({ signal }) => getAllPoints(signal),
    select: (answer) => answer.data,
  });
}
