import { useState } from 'react';
import toast from 'react-hot-toast';
import { clientMessages } from '@dpts/contract/messages';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { OtpInput, emptyOtp, isCompleteOtp } from '../../../components/otp-input';
import { Spinner } from '../../../components/spinner';
import { useSendVerificationCode, useVerifyEmailOtp } from '../../../lib/email-verification';
import type { TUser } from '@dpts/contract/user';

type VerifyStepProps = {
  email: string;
  onVerified: (user: TUser | undefined) => void;
  onSkip: () => void;
};

/** Step 5 Verify Email Address: six boxes, Verify, resend and Skip (spec section 2). */
export function VerifyStep({ email, onVerified, onSkip }: VerifyStepProps) {
  const [digits, setDigits] = useState<string[]>(emptyOtp);
  const verify = useVerifyEmailOtp();
  const resend = useSendVerificationCode();
  const isComplete = isCompleteOtp(digits);

  function handleVerify() {
    if (!isComplete) {
      toast.error(clientMessages.incorrectOtp, { id: 'otp-error' });
      return;
    }
    verify.mutate(digits.join(''), { onSuccess: (answer) => onVerified(answer.user) });
  }

  return (
    <div className="flex flex-col gap-6">
      <p className="text-body">
        We sent a six-digit code to <strong className="text-ink">{email}</strong>. Enter it below to
        verify your email address.
      </p>
      <OtpInput value={digits} onChange={setDigits} autoFocus label="Six-digit verification code" />
      <Button block disabled={!isComplete} onClick={handleVerify} isLoading={verify.isPending}>
        Verify
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <p className="text-muted">
          Didn’t get the code?{' '}
          <button
            type="button"
            className="font-semibold text-brand-700 hover:underline disabled:opacity-50"
            onClick={() => resend.mutate(email)}
            disabled={resend.isPending}
          >
            Resend code
          </button>
        </p>
        <button
          type="button"
          onClick={onSkip}
          className="font-semibold text-muted hover:text-ink hover:underline"
        >
          Skip
        </button>
      </div>
      <Modal
        open={verify.isPending}
        onClose={() => undefined}
        title="Creating Account"
        dismissible={false}
      >
        <div className="flex flex-col items-center gap-4 py-4 text-brand-600">
          <Spinner size="lg" label="Creating your account" />
          <p className="text-body">
            Please wait while we verify your email and set up your account.
          </p>
        </div>
      </Modal>
    </div>
  );
}
