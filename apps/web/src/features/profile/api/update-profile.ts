import { useMutation } from '@tanstack/react-query';
import type { TProfileUpdateRequest } from '@dpts/contract/profile';
import type { TUser } from '@dpts/contract/user';
import { api } from '../../../lib/api-client';

export function updateProfile(body: TProfileUpdateRequest): Promise<{ data: TUser }> {
  return api.put<{ data: TUser }>('/profile', body);
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
