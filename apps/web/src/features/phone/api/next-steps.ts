import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const nextStepsKey = ['profile', 'next-steps'] as const;

/** The first screen's next step and recommended courses (GET /profile/next-steps). */
export function useNextSteps() {
  return useQuery({
    queryKey: nextStepsKey,
    queryFn: ({ signal }) => callApi('getNextSteps', { signal }),
    select: (answer) => answer.data,
    staleTime: 60_000,
  });
}
