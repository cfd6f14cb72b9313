import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TRedemptionState, TRewardCreate, TRewardUpdate } from '@dpts/contract/rewards';
import { callApi } from '../../../lib/api-client';

export const rewardKeys = {
  all: ['rewards'] as const,
  balance: ['rewards', 'balance'] as const,
  list: ['rewards', 'list'] as const,
  mine: (page: number) => ['rewards', 'mine', page] as const,
  superAll: ['super', 'rewards'] as const,
  stats: (id: string) => ['super', 'rewards', 'stats', id] as const,
  queue: (state: TRedemptionState, page: number) =>
    ['super', 'rewards', 'queue', state, page] as const,
};

export function useBalance() {
  return useQuery({
    queryKey: rewardKeys.balance,
    queryFn: ({ signal }) => callApi('getMyBalance', { signal }),
    select: (answer) => answer.data,
  });
}

export function useRewards() {
  return useQuery({
    queryKey: rewardKeys.list,
    queryFn: ({ signal }) => callApi('listRewards', { signal }),
    select: (answer) => answer.data.items,
  });
}

export function useMyRedemptions(page: number) {
  return useQuery({
    queryKey: rewardKeys.mine(page),
    queryFn: ({ signal }) => callApi('listMyRedemptions', { query: { page, limit: 10 }, signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
}

/** One redemption attempt: the key is made when the confirmation opens, so a double click is one. */
export function useRedeem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, key }: { id: string; key: string }) =>
      callApi('redeemReward', { params: { id }, body: { idempotencyKey: key } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rewardKeys.all }),
  });
}

// ---------- super ----------

export function useSuperRewards() {
  return useQuery({
    queryKey: rewardKeys.superAll,
    queryFn: ({ signal }) => callApi('listSuperRewards', { signal }),
    select: (answer) => answer.data.items,
  });
}

export function useSaveReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TRewardCreate | TRewardUpdate }) =>
      id
        ? callApi('updateReward', { params: { id }, body: body })
        : callApi('createReward', { body: body as TRewardCreate }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['super'] }),
  });
}

export function useDeleteReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('deleteReward', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['super'] }),
  });
}

function importCodes(id: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return callApi('importRewardCodes', { params: { id }, form });
}

export function useImportCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => importCodes(id, file),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['super'] }),
  });
}

export function useRewardStats(id: string | null) {
  return useQuery({
    queryKey: rewardKeys.stats(id ?? ''),
    queryFn: ({ signal }) =>
      callApi('getRewardStats', { params: { id: id! }, query: { days: 30 }, signal }),
    select: (answer) => answer.data,
    enabled: id !== null,
  });
}

export function useRedemptionQueue(state: TRedemptionState, page: number) {
  return useQuery({
    queryKey: rewardKeys.queue(state, page),
    queryFn: ({ signal }) =>
      callApi('listRedemptionQueue', { query: { state, page, limit: 20 }, signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
}

export function useDecideRedemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'sent' | 'cancelled' }) =>
      callApi('decideRedemption', { params: { id }, body: { decision } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['super'] }),
  });
}
