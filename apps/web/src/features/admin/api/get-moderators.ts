import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TModeratorsQuery } from '@dpts/contract/admin';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './keys';

export function getModerators(query: TModeratorsQuery, signal?: AbortSignal) {
  return callApi('listModerators', { query, signal });
}

export function useModerators(query: TModeratorsQuery) {
  return useQuery({
    queryKey: adminKeys.moderators(query),
    queryFn: ({ signal }) => getModerators(query, signal),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
}
