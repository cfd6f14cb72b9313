import { useMutation } from '@tanstack/react-query';
import type { TAuthResponse } from '@dpts/contract/auth';
import type { TUser } from '@dpts/contract/user';
import { api } from '../../../lib/api-client';

export function loginSocial(credential: string): Promise<TAuthResponse> {
  return api.post<TAuthResponse>('/authentication/login-social', { credential });
}

export function useLoginSocial() {
  // The sign-in hook decides what each answer means (sign-up, link, message).
  return useMutation({ mutationFn: loginSocial, meta: { silentError: true } });
}

export function linkSocial(credential: string) {
  return api.post<{ success: boolean; message: string; user: TUser }>(
    '/authentication/link-social',
    { credential },
  );
}
