import { useMutation } from '@tanstack/react-query';
import type { TAuthResponse } from '@dpts/contract/auth';
import type { TSocialRegisterRequest } from '@dpts/contract/social';
import { api } from '../../../lib/api-client';

export function registerSocial(payload: TSocialRegisterRequest): Promise<TAuthResponse> {
  return api.post<TAuthResponse>('/authentication/register-social', payload);
}

export function useRegisterSocial() {
  return useMutation({ mutationFn: registerSocial });
}
