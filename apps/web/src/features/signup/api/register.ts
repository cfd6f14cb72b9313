import { useMutation } from '@tanstack/react-query';
import type { TAuthResponse, TRegisterRequest } from '@dpts/contract/auth';
import { api } from '../../../lib/api-client';

export function register(payload: TRegisterRequest): Promise<TAuthResponse> {
  return api.post<TAuthResponse>('/authentication/register', payload);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
