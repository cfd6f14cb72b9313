import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProfileUpdateRequest } from '@dpts/contract/profile';
import type { TUser } from '@dpts/contract/user';
import { api } from '../../../lib/api-client';
import { topicsKey } from './get-topics';

/** The learning-path update payload (spec section 3). */
export type TLearningPathUpdate = Required<
  Pick<TProfileUpdateRequest, 'officerType' | 'officerData' | 'learningPath'>
>;

export function updateLearningPath(body: TLearningPathUpdate): Promise<{ data: TUser }> {
  return api.put<{ data: TUser }>('/profile', body);
}

export function useUpdateLearningPath() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLearningPath,
    // Which tracks are "in my path" follows the new choice.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: topicsKey }),
  });
}
