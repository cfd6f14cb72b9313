import { useMutation } from '@tanstack/react-query';
import type { TProfileUpdateRequest } from '@dpts/contract/profile';
import { callApi } from '../../../lib/api-client';

export function updateProfile(body: TProfileUpdateRequest) {
  return callApi('updateProfile', { body });
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
