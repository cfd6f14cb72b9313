import { contractText } from '../../../lib/contract-text';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { clientMessages } from '@dpts/contract/messages';
import { ApiError, callApi } from '../../../lib/api-client';
import { toastFailure } from './league-actions';
import { leaguesKey } from './keys';

export function useInviteByEmail(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emails: string[]) =>
      callApi('inviteLeagueMembers', { params: { id: leagueId }, body: { emails } }),
    onSuccess: () => toast.success(contractText(clientMessages.emailSent)),
    onError: (error) => toastFailure(error, contractText(clientMessages.failedSendEmail)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leaguesKey }),
  });
}

function importMembers(leagueId: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return callApi('importLeagueMembers', { params: { id: leagueId }, form });
}

/** The server's reason for refusing a file (its type, size, rows or a reading budget), if any. */
export function fileRefusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.body?.message) return null;
  return error.status === 400 || error.status === 413 || error.status === 503
    ? error.body.message
    : null;
}

export function useImportMembers(leagueId: string) {
  return useMutation({
    mutationFn: (file: File) => importMembers(leagueId, file),
    onSuccess: () => toast.success(contractText(clientMessages.fileUploaded)),
    // A refused file is explained in the dialog itself (fileRefusalOf); other failures toast.
    onError: (error) => {
      if (!fileRefusalOf(error)) toastFailure(error, contractText(clientMessages.fileUploadFailed));
    },
  });
}
