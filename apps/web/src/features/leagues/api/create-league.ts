import { contractText } from '../../../lib/contract-text';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import type { TLeague, TLeagueCreateRequest, TLeaguePath } from '@dpts/contract/leagues';
import { clientMessages } from '@dpts/contract/messages';
import { callApi } from '../../../lib/api-client';
import { toastFailure } from './league-actions';
import { leaguesKey } from './keys';

export function createLeague(body: TLeagueCreateRequest): Promise<{ data: TLeague }> {
  return callApi('createLeague', { body });
}

export function useCreateLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLeague,
    onError: (error) => toastFailure(error, contractText(clientMessages.failedCreateLeague)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leaguesKey }),
  });
}

/** Catalogue courses for a specialized league: sales, technical, or all of them. */
export function useCatalogueCourses(path: TLeaguePath | null) {
  return useQuery({
    queryKey: ['courses', path],
    queryFn: ({ signal }) =>
      callApi('listCourses', {
        query: path && path !== 'all' ? { learningPath: path } : {},
        signal,
      }).then((r) => r.result),
    enabled: path !== null,
    staleTime: 5 * 60_000,
  });
}
