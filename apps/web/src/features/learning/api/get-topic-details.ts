import { useQuery } from '@tanstack/react-query';
import type { TTopicDetails } from '@dpts/contract/learning';
import { callApi } from '../../../lib/api-client';
import { topicsKey } from './get-topics';

export function getTopicDetails(id: string, signal?: AbortSignal): Promise<TTopicDetails> {
  return callApi('getTopicDetails', { params: { id }, signal });
}

export function useTopicDetails(id: string) {
  return useQuery({
    queryKey: [...topicsKey, id],
    queryFn: ({ signal }) => getTopicDetails(id, signal),
    // A course finished in another tab shows its new status on return.
    refetchOnWindowFocus: true,
  });
}
