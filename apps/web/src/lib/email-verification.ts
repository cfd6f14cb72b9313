import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { clientMessages } from '@dpts/contract/messages';
import type { TMessageResponse, TVerifyEmailResponse } from '@dpts/contract/auth';
import { ApiError, api } from './api-client';
import { showApiError } from './api-error';

/** Email verification calls shared by sign-up step 5 and the dashboard banner. */

export function verifyEmailOtp(code: string): Promise<TVerifyEmailResponse> {
  return api.post<TVerifyEmailResponse>('/authentication/verify/email', { otp: Number(code) });
}

export function verifyEmailToken(token: string): Promise<TVerifyEmailResponse> {
  return api.post<TVerifyEmailResponse>('/authentication/verify/email', {}, { token });
}

export function sendVerificationCode(email: string): Promise<TMessageResponse> {
  return api.post<TMessageResponse>('/authentication/verify/send', { email });
}

/** A rejected code reads 'Incorrect OTP Entered!'; being offline or a server fault reads as such. */
export function notifyOtpFailure(error: unknown): void {
  if (
    error instanceof ApiError &&
    error.status !== null &&
    error.status < 500 &&
    error.status !== 429
  ) {
    toast.error(clientMessages.incorrectOtp, { id: 'otp-error' });
    return;
  }
  showApiError(error);
}

export function useVerifyEmailOtp() {
  return useMutation({
    mutationFn: verifyEmailOtp,
    meta: { silentError: true },
    onError: notifyOtpFailure,
  });
}

/**
 * Resend shows the server's message as a success or error toast (spec section 8). With
 * `isQuietWhenTooSoon`, a refusal because a code was sent moments ago says nothing: that code
 * still works (the dashboard's Verify Email right after sign-up).
 */
export function useSendVerificationCode({ isQuietWhenTooSoon = false } = {}) {
  return useMutation({
    mutationFn: sendVerificationCode,
    meta: { silentError: true },
    onSuccess: (answer) => {
      if (answer.success) toast.success(answer.message);
      else toast.error(answer.message);
    },
    onError: (error) => {
      if (isQuietWhenTooSoon && error instanceof ApiError && error.code === 'TOO_MANY_REQUESTS')
        return;
      if (
        error instanceof ApiError &&
        error.body?.message &&
        error.status !== null &&
        error.status < 500
      ) {
        toast.error(error.body.message);
      } else showApiError(error);
    },
  });
}
