import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProfileResponse, TLearningPathUpdate } from '@dpts/contract/profile';
import { api } from '../../../lib/api-client';
import { topicsKey } from './get-topics';

/** The learning-path update (spec section 3): PUT /profile with the contract's ZLearningPathUpdate. */
export function updateLearningPath(body: TLearningPathUpdate): Promise<TProfileResponse> {
  return api.put<TProfileResponse>('/profile', body);
}

export function useUpdateLearningPath() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLearningPath,
    // Which tracks are "in my path" follows the new choice.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: topicsKey }),
  });
}
