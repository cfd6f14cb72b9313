import { useMutation } from '@tanstack/react-query';
import type { TAuthResponse, TRegisterRequest } from '@dpts/contract/auth';
import { callApi } from '../../../lib/api-client';

export function register(payload: TRegisterRequest): Promise<TAuthResponse> {
  return callApi('register', { body: payload });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
