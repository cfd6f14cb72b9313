import { useMutation } from '@tanstack/react-query';
import type { TAuthResponse } from '@dpts/contract/auth';
import type { TLinkSocialResponse } from '@dpts/contract/social';
import { callApi } from '../../../lib/api-client';

export function loginSocial(credential: string): Promise<TAuthResponse> {
  return callApi('loginSocial', { body: { credential } });
}

export function useLoginSocial() {
  // The sign-in hook decides what each answer means (sign-up, link, message).
  return useMutation({ mutationFn: loginSocial, meta: { silentError: true } });
}

export function linkSocial(credential: string): Promise<TLinkSocialResponse> {
  return callApi('linkSocial', { body: { credential } });
}
