import { api } from '../../../lib/api-client';

export type UsernameCheck = { message: string; available: boolean };

export function checkUsername(username: string, signal?: AbortSignal): Promise<UsernameCheck> {
  return api.get<UsernameCheck>('/authentication/check-username', { username }, signal);
}
