import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLearningPathUpdate } from '@dpts/contract/profile';
import { callApi } from '../../../lib/api-client';
import { topicsKey } from './get-topics';

/** The learning-path update (spec section 3): PUT /profile with the contract's ZLearningPathUpdate. */
export function updateLearningPath(body: TLearningPathUpdate) {
  return callApi('updateProfile', { body });
}

export function useUpdateLearningPath() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLearningPath,
    // Which tracks are "in my path" follows the new choice.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: topicsKey }),
  });
}
