import { contractText } from '../../../lib/contract-text';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import type { TAnswerRequest, TLeague } from '@dpts/contract/leagues';
import { clientMessages } from '@dpts/contract/messages';
import { ApiError, callApi } from '../../../lib/api-client';
import { showApiError } from '../../../lib/api-error';
import { leaguesKey } from './keys';

/** The league menu actions (spec sections 2 and 7), each with its toasts of spec section 8. */
const actions = {
  join: (id: string) => callApi('joinLeague', { params: { id } }),
  request: (id: string) => callApi('requestToJoinLeague', { params: { id } }),
  withdraw: (id: string) => callApi('withdrawLeagueRequest', { params: { id } }),
  leave: (id: string) => callApi('leaveLeague', { params: { id } }),
  save: (id: string) => callApi('saveLeague', { body: { id } }),
  unsave: (id: string) => callApi('unsaveLeague', { params: { id } }),
  remove: (id: string) => callApi('deleteLeague', { params: { id } }),
  discoverable: ({ id, discoverable }: { id: string; discoverable: boolean }) =>
    callApi('updateLeague', { params: { id }, body: { discoverable } }),
  answer: ({ leagueId, ...body }: TAnswerRequest & { leagueId: string }) =>
    callApi('answerLeagueRequest', { params: { id: leagueId }, body }),
};

// English here; the toaster shows them in the officer's language (components/toaster.tsx).
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
    onSuccess: (answer) => {
      // An invited officer joins a private league: the toast names it so.
      const isPrivateJoin = action === 'join' && (answer as { data: TLeague }).data.private;
      if (success)
        toast.success(isPrivateJoin ? contractText(clientMessages.joinedPrivate) : success);
    },
    onError: (error) => toastFailure(error, failure),
    // Lists reflect the change (joined leagues leave Discover, and so on).
    onSettled: () => queryClient.invalidateQueries({ queryKey: leaguesKey }),
  });
}
