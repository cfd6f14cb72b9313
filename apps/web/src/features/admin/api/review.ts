import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TReviewQuery } from '@dpts/contract/admin';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './keys';

export function useReviewQueue(query: TReviewQuery) {
  return useQuery({
    queryKey: adminKeys.review(query),
    queryFn: ({ signal }) => callApi('listReviewClaims', { query, signal }),
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
    queryFn: ({ signal }) => callApi('countReviewClaims', { signal }),
    select: (answer) => answer.data.count,
    refetchInterval: 60_000,
    enabled,
  });
}

/** Whatever was decided (here or by somebody else): the queue and the badge are read again. */
function useReviewMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['super', 'review'] }),
        queryClient.invalidateQueries({ queryKey: adminKeys.reviewCount }),
        queryClient.invalidateQueries({ queryKey: ['super', 'audit'] }),
        queryClient.invalidateQueries({ queryKey: adminKeys.nameChanges }),
      ]),
  });
}

/** Approve (past the daily caps only with `overCap`) or reject a claim in review. */
export function useDecideClaim() {
  return useReviewMutation(
    ({
      id,
      approve,
      reason,
      overCap,
    }: {
      id: string;
      approve: boolean;
      reason?: string;
      overCap?: boolean;
    }) =>
      approve
        ? callApi('approveClaim', { params: { id }, body: overCap ? { overCap: true } : {} })
        : callApi('rejectClaim', { params: { id }, body: { reason: reason ?? '' } }),
  );
}

/** This claim's officer holds the certificate: it and its points move to them. */
export function useMoveCertificate() {
  return useReviewMutation(({ id, overCap }: { id: string; overCap?: boolean }) =>
    callApi('moveCertificate', { params: { id }, body: overCap ? { overCap: true } : {} }),
  );
}

/** A rejected claim is checked again (and its officer may claim it again at once). */
export function useReopenClaim() {
  return useReviewMutation((id: string) => callApi('reopenClaim', { params: { id } }));
}

export function useNameChanges(page: number) {
  return useQuery({
    queryKey: [...adminKeys.nameChanges, page],
    queryFn: ({ signal }) => callApi('listNameChanges', { query: { page }, signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
}

export function useDecideNameChange() {
  return useReviewMutation(({ id, approve }: { id: string; approve: boolean }) =>
    callApi(approve ? 'approveNameChange' : 'rejectNameChange', { params: { id } }),
  );
}
