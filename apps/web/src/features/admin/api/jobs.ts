import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFailedJobsQuery } from '@dpts/contract/jobs';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** The queue's depth and the oldest due job's age (super overview, jobs screen). */
export function useJobQueue(enabled = true) {
  return useQuery({
    queryKey: adminKeys.jobs,
    queryFn: ({ signal }) => callApi('getJobQueue', { signal }),
    select: (answer) => answer.data,
    refetchInterval: 30_000,
    enabled,
  });
}

export function useFailedJobs(query: TFailedJobsQuery) {
  return useQuery({
    queryKey: adminKeys.failedJobs(query),
    queryFn: ({ signal }) => callApi('listFailedJobs', { query, signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
}

/** Runs one failed job again (`id`), or every failed job. */
export function useRetryJobs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) =>
      id ? callApi('retryFailedJob', { params: { id } }) : callApi('retryFailedJobs', {}),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.jobs }),
        queryClient.invalidateQueries({ queryKey: ['super', 'audit'] }),
      ]),
  });
}
