import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TReviewClaim, TReviewQuery } from '@dpts/contract/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

type Page = {
  items: TReviewClaim[];
  page: number;
  limit: number;
  total: number;
  totalCapped: boolean;
};
type Decision = {
  data: { _id: string; state: 'verified' | 'rejected'; pointsAwarded: number };
  message: string;
};

export function useReviewQueue(query: TReviewQuery) {
  return useQuery({
    queryKey: adminKeys.review(query),
    queryFn: ({ signal }) => api.get<{ data: Page }>('/super/review', query, signal),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
    // New claims arrive while the page is open, as the menu badge counts them.
    refetchInterval: 60_000,
  });
}

/** How many claims wait (the menu badge); read again every minute. */
export function useReviewCount(enabled = true) {
  return useQuery({
    queryKey: adminKeys.reviewCount,
    queryFn: ({ signal }) =>
      api.get<{ data: { count: number } }>('/super/review/count', undefined, signal),
    select: (answer) => answer.data.count,
    refetchInterval: 60_000,
    enabled,
  });
}

export function useDecideClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve, reason }: { id: string; approve: boolean; reason?: string }) =>
      approve
        ? api.post<Decision>(`/super/review/${id}/approve`)
        : api.post<Decision>(`/super/review/${id}/reject`, { reason }),
    // decided here or by somebody else: the queue is read again either way
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['super', 'review'] }),
        queryClient.invalidateQueries({ queryKey: adminKeys.reviewCount }),
        queryClient.invalidateQueries({ queryKey: ['super', 'audit'] }),
      ]),
  });
}
