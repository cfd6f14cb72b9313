import { contractText } from './contract-text';
import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from './toast';
import { clientMessages } from '@dpts/contract/messages';
import type { TMessageResponse, TVerifyEmailResponse } from '@dpts/contract/auth';
import { ApiError, callApi } from './api-client';
import { showApiError } from './api-error';

/** Email verification calls shared by sign-up step 5 and the dashboard banner. */

export function verifyEmailOtp(code: string): Promise<TVerifyEmailResponse> {
  return callApi('verifyEmail', { body: { otp: Number(code) } });
}

export function verifyEmailToken(token: string): Promise<TVerifyEmailResponse> {
  return callApi('verifyEmail', { query: { token }, body: {} });
}

export function sendVerificationCode(email: string): Promise<TMessageResponse> {
  return callApi('sendVerification', { body: { email } });
}

/** What the officer reads while a new code is refused (a 429 with Retry-After). */
export const resendWaitText = (seconds: number) => t`You can ask for a new code in ${seconds} s`;

/** Whole seconds left until `until` (ms since the epoch), ticking every second; 0 when past. */
function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/** A rejected code reads 'Incorrect OTP Entered!'; being offline or a server fault reads as such. */
export function notifyOtpFailure(error: unknown): void {
  if (
    error instanceof ApiError &&
    error.status !== null &&
    error.status < 500 &&
    error.status !== 429
  ) {
    toast.error(contractText(clientMessages.incorrectOtp), { id: 'otp-error' });
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
  // The signed-in officer's resend within its limit is a 429 that says how long to wait.
  const [until, setUntil] = useState<number | null>(null);
  const waitSeconds = useSecondsLeft(until);
  const mutation = useMutation({
    mutationFn: sendVerificationCode,
    meta: { silentError: true },
    onSuccess: (answer) => {
      if (answer.success) toast.success(answer.message);
      else toast.error(answer.message);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'TOO_MANY_REQUESTS') {
        if (error.retryAfter) setUntil(Date.now() + error.retryAfter * 1000);
        if (isQuietWhenTooSoon) return;
        if (error.retryAfter) {
          toast.error(resendWaitText(error.retryAfter), { id: 'resend-wait' });
          return;
        }
      }
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
  return { ...mutation, waitSeconds };
}
