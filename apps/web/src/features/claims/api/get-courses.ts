import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The catalogue, for choosing the course a certificate is for. */
export function useCatalogue(enabled: boolean) {
  return useQuery({
    queryKey: ['courses', 'all'],
    queryFn: ({ signal }) => callApi('listCourses', { signal }),
    select: (answer) => answer.result,
    enabled,
    staleTime: 10 * 60_000,
  });
}
