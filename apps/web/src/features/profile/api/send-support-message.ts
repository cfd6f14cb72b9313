import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function sendSupportMessage(body: { message: string }): Promise<unknown> {
  return api.post('/support/messages', body);
}

export function useSendSupportMessage() {
  return useMutation({ mutationFn: sendSupportMessage });
}
