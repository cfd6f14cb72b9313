import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZChangePasswordRequest } from '@dpts/contract/auth';
import { callApi } from '../../../lib/api-client';

export function changePassword(body: z.input<typeof ZChangePasswordRequest>) {
  return callApi('changePassword', { body });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    // The form puts a wrong current password under its field and toasts the rest itself.
    meta: { silentError: true },
  });
}
