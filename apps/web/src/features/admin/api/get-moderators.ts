import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TModerator, TModeratorsQuery } from '@dpts/contract/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

type Page = {
  items: TModerator[];
  page: number;
  limit: number;
  total: number;
  totalCapped: boolean;
};

export function getModerators(query: TModeratorsQuery, signal?: AbortSignal) {
  return api.get<{ data: Page }>('/super/league-moderators', query, signal);
}

export function useModerators(query: TModeratorsQuery) {
  return useQuery({
    queryKey: adminKeys.moderators(query),
    queryFn: ({ signal }) => getModerators(query, signal),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
}
