import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './keys';

export function getUserDetails(id: string, signal?: AbortSignal) {
  return callApi('getUserDetails', { params: { id }, signal });
}

export function useUserDetails(id: string) {
  return useQuery({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) => getUserDetails(id, signal),
    select: (answer) => answer.data,
  });
}
