import type { TCheckUsernameResponse } from '@dpts/contract/auth';
import { api } from '../../../lib/api-client';

export function checkUsername(
  username: string,
  signal?: AbortSignal,
): Promise<TCheckUsernameResponse> {
  return api.get<TCheckUsernameResponse>('/authentication/check-username', { username }, signal);
}
