import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import type { TLeague, TLeagueCreateRequest, TLeaguePath } from '@dpts/contract/leagues';
import type { TCourse } from '@dpts/contract/learning';
import { clientMessages } from '@dpts/contract/messages';
import { api } from '../../../lib/api-client';
import { toastFailure } from './league-actions';
import { leaguesKey } from './keys';

export function createLeague(body: TLeagueCreateRequest): Promise<{ data: TLeague }> {
  return api.post<{ data: TLeague }>('/league', body);
}

export function useCreateLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLeague,
    onError: (error) => toastFailure(error, clientMessages.failedCreateLeague),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leaguesKey }),
  });
}

/** Catalogue courses for a specialized league: sales, technical, or all of them. */
export function useCatalogueCourses(path: TLeaguePath | null) {
  return useQuery({
    queryKey: ['courses', path],
    queryFn: ({ signal }) =>
      api
        .get<{ result: TCourse[] }>(
          '/courses',
          path && path !== 'all' ? { learningPath: path } : undefined,
          signal,
        )
        .then((r) => r.result),
    enabled: path !== null,
    staleTime: 5 * 60_000,
  });
}
