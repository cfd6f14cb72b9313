import { useQuery } from '@tanstack/react-query';
import type { TAdminUserDetails } from '@dpts/contract/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export function getUserDetails(id: string, signal?: AbortSignal) {
  return api.get<{ data: TAdminUserDetails }>(
    `/super/users/${encodeURIComponent(id)}`,
    undefined,
    signal,
  );
}

export function useUserDetails(id: string) {
  return useQuery({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) => getUserDetails(id, signal),
    select: (answer) => answer.data,
  });
}
