import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSetRoleRequest } from '@dpts/contract/admin';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './keys';

export function setRole(id: string, body: TSetRoleRequest) {
  return callApi('setUserRole', { params: { id }, body });
}

/** Super only: make an account user, admin or super. */
export function useSetRole(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSetRoleRequest) => setRole(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
