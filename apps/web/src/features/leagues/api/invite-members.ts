import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { TInviteResult } from '@dpts/contract/leagues';
import { clientMessages } from '@dpts/contract/messages';
import { API_BASE, ApiError, api, apiErrorFrom } from '../../../lib/api-client';
import { toastFailure } from './league-actions';
import { leaguesKey } from './keys';

type InviteAnswer = { success: true; message: string; data: TInviteResult };

export function useInviteByEmail(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emails: string[]) =>
      api.post<InviteAnswer>(`/league/${leagueId}/invite-members`, { emails }),
    onSuccess: () => toast.success(clientMessages.emailSent),
    onError: (error) => toastFailure(error, clientMessages.failedSendEmail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leaguesKey }),
  });
}

async function importMembers(leagueId: string, file: File): Promise<InviteAnswer> {
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/league/${leagueId}/import-members`, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json' },
      body: form,
    });
  } catch {
    throw new ApiError(null, null);
  }
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) throw await apiErrorFrom(response.status, body);
  return body as InviteAnswer;
}

export function useImportMembers(leagueId: string) {
  return useMutation({
    mutationFn: (file: File) => importMembers(leagueId, file),
    onSuccess: () => toast.success(clientMessages.fileUploaded),
    onError: (error) => toastFailure(error, clientMessages.fileUploadFailed),
  });
}
