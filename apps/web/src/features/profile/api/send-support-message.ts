import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export function sendSupportMessage(body: { message: string }) {
  return callApi('sendSupportMessage', { body });
}

export function useSendSupportMessage() {
  return useMutation({ mutationFn: sendSupportMessage });
}
