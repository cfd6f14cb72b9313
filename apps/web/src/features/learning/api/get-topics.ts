import { useQuery } from '@tanstack/react-query';
import type { TTopicsResponse } from '@dpts/contract/learning';
import { callApi } from '../../../lib/api-client';

export const topicsKey = ['topics'] as const;

export function getTopics(signal?: AbortSignal): Promise<TTopicsResponse> {
  return callApi('listTopics', { signal });
}

export function useTopics() {
  return useQuery({
    queryKey: topicsKey,
    queryFn: ({ signal }) => getTopics(signal),
    select: (answer) => answer.result,
  });
}
