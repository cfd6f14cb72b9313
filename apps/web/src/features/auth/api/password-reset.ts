import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Always answers 200, whether or not the account exists (docs/design.md §3). */
export function requestPasswordReset(body: { email: string }): Promise<unknown> {
  return callApi('requestPasswordReset', { body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

type ResetInput = { token: string; email: string; password: string };

/** Finishes the reset from the emailed link in one call. */
export function resetPassword({ token, email, password }: ResetInput): Promise<unknown> {
  return callApi('resetPassword', {
    query: { token },
    body: { password, ...(email ? { email } : {}) },
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
