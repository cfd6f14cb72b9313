import { contractText } from '../../../lib/contract-text';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { clientMessages } from '@dpts/contract/messages';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { OtpInput, emptyOtp, isCompleteOtp } from '../../../components/otp-input';
import { Spinner } from '../../../components/spinner';
import {
  resendWaitText,
  useSendVerificationCode,
  useVerifyEmailOtp,
} from '../../../lib/email-verification';
import type { TUser } from '@dpts/contract/user';

type VerifyStepProps = {
  email: string;
  onVerified: (user: TUser | undefined) => void;
  onSkip: () => void;
};

/** Step 5 Verify Email Address: six boxes, Verify, resend and Skip (spec section 2). */
export function VerifyStep({ email, onVerified, onSkip }: VerifyStepProps) {
  const { t } = useLingui();
  const [digits, setDigits] = useState<string[]>(emptyOtp);
  const verify = useVerifyEmailOtp();
  const resend = useSendVerificationCode();
  const isComplete = isCompleteOtp(digits);

  function handleVerify() {
    if (!isComplete) {
      toast.error(contractText(clientMessages.incorrectOtp), { id: 'otp-error' });
      return;
    }
    verify.mutate(digits.join(''), { onSuccess: (answer) => onVerified(answer.user) });
  }

  return (
    <div className="flex flex-col gap-6">
      <p className="text-body">
        <Trans>
          We sent a six-digit code to{' '}
          <strong className="text-ink [overflow-wrap:anywhere]">{email}</strong>. Enter it below to
          verify your email address.
        </Trans>
      </p>
      <OtpInput
        value={digits}
        onChange={setDigits}
        autoFocus
        label={t`Six-digit verification code`}
      />
      <Button block disabled={!isComplete} onClick={handleVerify} isLoading={verify.isPending}>
        <Trans>Verify</Trans>
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <p className="text-muted">
          <Trans>Didn’t get the code?</Trans>{' '}
          <button
            type="button"
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline disabled:opacity-50"
            onClick={() => resend.mutate(email)}
            disabled={resend.isPending || resend.waitSeconds > 0}
          >
            <Trans>Resend code</Trans>
          </button>
        </p>
        <button
          type="button"
          onClick={onSkip}
          className="inline-flex min-h-11 min-w-11 items-center justify-center font-semibold text-muted hover:text-ink hover:underline"
        >
          <Trans>Skip</Trans>
        </button>
      </div>
      {resend.waitSeconds > 0 ? (
        <p role="status" className="text-sm text-muted">
          {resendWaitText(resend.waitSeconds)}
        </p>
      ) : null}
      <Modal
        open={verify.isPending}
        onClose={() => undefined}
        title={t`Creating Account`}
        dismissible={false}
      >
        <div className="flex flex-col items-center gap-4 py-4 text-brand-600">
          <Spinner size="lg" label={t`Creating your account`} />
          <p className="text-body">
            <Trans>
              Please wait while we verify your email and set up your account. This takes a few
              seconds, up to a minute on a slow connection.
            </Trans>
          </p>
        </div>
      </Modal>
    </div>
  );
}
