import { useMutation } from '@tanstack/react-query';
import type { TAuthResponse } from '@dpts/contract/auth';
import type { TLoginRequest } from '@dpts/contract/login';
import { callApi, PATIENT_REQUEST_TIMEOUT_MS } from '../../../lib/api-client';

export function login(body: TLoginRequest): Promise<TAuthResponse> {
  // Patient: a slow network gets a minute, with the form saying it is still working.
  return callApi('login', { body, timeoutMs: PATIENT_REQUEST_TIMEOUT_MS });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
