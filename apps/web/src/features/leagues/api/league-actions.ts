import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { TAnswerRequest, TLeague } from '@dpts/contract/leagues';
import { clientMessages } from '@dpts/contract/messages';
import { ApiError, api } from '../../../lib/api-client';
import { showApiError } from '../../../lib/api-error';
import { leaguesKey } from './keys';

type Done = { success: true; message: string };

/** The league menu actions (spec sections 2 and 7), each with its toasts of spec section 8. */
const actions = {
  join: (id: string) => api.post<{ data: TLeague }>(`/league/${id}/join`),
  request: (id: string) => api.post<{ data: TLeague }>(`/league/${id}/request`),
  withdraw: (id: string) => api.post<Done>(`/league/${id}/withdraw-request`),
  leave: (id: string) => api.post<Done>(`/league/${id}/leave`),
  save: (id: string) => api.post<{ data: TLeague }>('/league/m/save', { id }),
  unsave: (id: string) => api.delete<Done>(`/league/m/save/${id}`),
  remove: (id: string) => api.delete<Done>(`/league/${id}`),
  discoverable: ({ id, discoverable }: { id: string; discoverable: boolean }) =>
    api.put<{ data: TLeague }>(`/league/${id}`, { discoverable }),
  answer: ({ leagueId, ...body }: TAnswerRequest & { leagueId: string }) =>
    api.put<Done>(`/league/${leagueId}/request`, body),
};

const texts = {
  join: [clientMessages.joinedPublic, clientMessages.failedJoinPublic],
  request: [clientMessages.requestSent, clientMessages.failedRequestPrivate],
  withdraw: [clientMessages.requestWithdrawn, clientMessages.failedWithdraw],
  leave: [clientMessages.leftLeague, clientMessages.failedLeave],
  save: [clientMessages.leagueSaved, clientMessages.failedSaveLeague],
  unsave: [clientMessages.leagueRemoved, clientMessages.failedRemoveLeague],
  remove: [clientMessages.leagueDeleted, clientMessages.failedDelete],
  discoverable: ['', clientMessages.somethingWrong],
  answer: [clientMessages.requestCompleted, clientMessages.failedCompleteRequest],
} as const;

export type LeagueAction = keyof typeof actions;

/** A failed league action: the spec's toast, or the shared handling when the session is gone. */
export function toastFailure(error: unknown, text: string): void {
  if (error instanceof ApiError && (error.status === 401 || error.status === null)) {
    showApiError(error);
    return;
  }
  toast.error(text);
}

export function useLeagueAction<A extends LeagueAction>(action: A) {
  const queryClient = useQueryClient();
  const [success, failure] = texts[action];
  return useMutation({
    mutationFn: actions[action] as (input: Parameters<(typeof actions)[A]>[0]) => Promise<unknown>,
    onSuccess: () => {
      if (success) toast.success(success);
    },
    onError: (error) => toastFailure(error, failure),
    // Lists reflect the change (joined leagues leave Discover, and so on).
    onSettled: () => queryClient.invalidateQueries({ queryKey: leaguesKey }),
  });
}
