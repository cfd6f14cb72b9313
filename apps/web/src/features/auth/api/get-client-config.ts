import { useQuery } from '@tanstack/react-query';
import type { TClientConfig } from '@dpts/contract/social';
import { callApi } from '../../../lib/api-client';

/** The deployment's Google sign-in settings, read at run time so one build fits every server. */
export function getClientConfig(): Promise<TClientConfig> {
  return callApi('getClientConfig');
}

export function useClientConfig() {
  return useQuery({
    queryKey: ['client-config'],
    queryFn: getClientConfig,
    staleTime: Infinity,
    meta: { silentError: true },
  });
}
