import { useMutation } from '@tanstack/react-query';
import type { TProfileResponse, TProfileUpdateRequest } from '@dpts/contract/profile';
import { api } from '../../../lib/api-client';

export function updateProfile(body: TProfileUpdateRequest): Promise<TProfileResponse> {
  return api.put<TProfileResponse>('/profile', body);
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
