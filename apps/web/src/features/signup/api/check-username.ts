import { useQuery } from '@tanstack/react-query';
import type { TCheckUsernameResponse } from '@dpts/contract/auth';
import { ApiError, callApi } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

export type UsernameStatus = 'idle' | 'checking' | 'available' | 'not-available';

const DEBOUNCE_MS = 350;

export function checkUsername(
  username: string,
  signal?: AbortSignal,
): Promise<TCheckUsernameResponse> {
  return callApi('checkUsername', { query: { username }, signal });
}

/**
 * Live username availability (spec section 5): one query per settled value, so the answer always
 * belongs to the value shown. A name the contract refuses (`isUsername`) is not asked about;
 * until the rules have loaded, the answer is 'checking'.
 */
export function useUsernameAvailability(
  username: string,
  isUsername: ((username: string) => boolean) | undefined,
): UsernameStatus {
  const settled = useDebouncedValue(username, DEBOUNCE_MS);
  const isAcceptable = isUsername?.(settled) ?? false;
  const query = useQuery({
    queryKey: ['username-availability', settled],
    queryFn: async ({ signal }) => {
      try {
        return (await checkUsername(settled, signal)).available;
      } catch (error) {
        // A username the server cannot accept (400) is simply not available.
        if (error instanceof ApiError && error.status === 400) return false;
        throw error;
      }
    },
    enabled: isAcceptable,
    staleTime: 30_000,
    retry: false,
  });
  if (!username) return 'idle';
  if (settled !== username || !isUsername) return 'checking';
  if (!isAcceptable) return 'not-available';
  if (query.isPending) return 'checking';
  if (query.isError) return 'idle';
  return query.data ? 'available' : 'not-available';
}
