import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAdminUsersQuery } from '@dpts/contract/admin';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './keys';

export function getUsers(query: TAdminUsersQuery, signal?: AbortSignal) {
  return callApi('listUsers', { query, signal });
}

/** All users, newest first, searched and paged on the server. */
export function useUsers(query: TAdminUsersQuery) {
  return useQuery({
    queryKey: adminKeys.users(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
}
