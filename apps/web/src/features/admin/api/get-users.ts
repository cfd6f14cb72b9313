import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAdminUsersPage, TAdminUsersQuery } from '@dpts/contract/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export function getUsers(query: TAdminUsersQuery, signal?: AbortSignal) {
  return api.get<{ data: TAdminUsersPage }>('/super/users', query, signal);
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
