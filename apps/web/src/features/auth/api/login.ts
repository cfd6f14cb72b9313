import { useMutation } from '@tanstack/react-query';
import type { TAuthResponse, TLoginRequest } from '@dpts/contract/auth';
import { api } from '../../../lib/api-client';

export function login(body: TLoginRequest): Promise<TAuthResponse> {
  return api.post<TAuthResponse>('/authentication/login', body);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
