import { useQuery } from '@tanstack/react-query';
import type { TTopicsResponse } from '@dpts/contract/learning';
import { api } from '../../../lib/api-client';

export const topicsKey = ['topics'] as const;

export function getTopics(signal?: AbortSignal): Promise<TTopicsResponse> {
  return api.get<TTopicsResponse>('/topics', undefined, signal);
}

export function useTopics() {
  return useQuery({
    queryKey: topicsKey,
    queryFn: ({ signal }) => getTopics(signal),
    select: (answer) => answer.result,
  });
}
