import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function changePassword(body: {
  currentPassword: string;
  newPassword: string;
}): Promise<unknown> {
  return api.post('/profile/password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
