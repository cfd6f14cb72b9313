import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Always answers 200, whether or not the account exists (DESIGN §3). */
export function requestPasswordReset(body: { email: string }): Promise<unknown> {
  return api.post('/authentication/forgot/request', body);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

type ResetInput = { token: string; email: string; password: string };

/** Finishes the reset from the emailed link in one call. */
export function resetPassword({ token, email, password }: ResetInput): Promise<unknown> {
  return api.post('/auth/reset-password', { password, ...(email ? { email } : {}) }, { token });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
