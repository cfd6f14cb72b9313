import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TClaim, TClaimRequest } from '@dpts/contract/claims';
import { callApi } from '../../../lib/api-client';

export function createClaim(body: TClaimRequest): Promise<{ data: TClaim }> {
  return callApi('createClaim', { body });
}

/** 'I have a certificate': the claim is then verified in the background. */
export function useCreateClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClaim,
    // The history, the course's status and the dashboard's Verifying count all move.
    onSuccess: () => queryClient.invalidateQueries(),
    // The dialog shows the server's message beside the field instead of a toast.
    meta: { silentError: true },
  });
}
