import { useQuery } from '@tanstack/react-query';
import type { TCourse } from '@dpts/contract/learning';
import { api } from '../../../lib/api-client';

/** The catalogue, for choosing the course a certificate is for. */
export function useCatalogue(enabled: boolean) {
  return useQuery({
    queryKey: ['courses', 'all'],
    queryFn: ({ signal }) => api.get<{ result: TCourse[] }>('/courses', undefined, signal),
    select: (answer) => answer.result,
    enabled,
    staleTime: 10 * 60_000,
  });
}
