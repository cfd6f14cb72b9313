import { useMutation } from '@tanstack/react-query';
import type { TAuthResponse } from '@dpts/contract/auth';
import type { TSocialRegisterRequest } from '@dpts/contract/social';
import { callApi } from '../../../lib/api-client';

export function registerSocial(payload: TSocialRegisterRequest): Promise<TAuthResponse> {
  return callApi('registerSocial', { body: payload });
}

export function useRegisterSocial() {
  return useMutation({ mutationFn: registerSocial });
}
