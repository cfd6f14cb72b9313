import { contractText } from '../../../lib/contract-text';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { clientMessages } from '@dpts/contract/messages';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { OtpInput, emptyOtp, isCompleteOtp } from '../../../components/otp-input';
import {
  resendWaitText,
  useSendVerificationCode,
  useVerifyEmailOtp,
} from '../../../lib/email-verification';
import { useSession } from '../../../lib/session';

type Stage = 'idle' | 'code' | 'verified';

/**
 * Shown while the email is not verified (and the user has no image, spec section 2):
 * request a code, enter six digits, then 'Account Verified'.
 */
export function VerificationBanner() {
  const { t } = useLingui();
  const { user, setUser } = useSession();
  const [stage, setStage] = useState<Stage>('idle');
  const [digits, setDigits] = useState<string[]>(emptyOtp);
  const send = useSendVerificationCode();
  const firstSend = useSendVerificationCode({ isQuietWhenTooSoon: true });
  const verify = useVerifyEmailOtp();
  const wait = Math.max(send.waitSeconds, firstSend.waitSeconds);

  if (!user || (stage !== 'verified' && (user._email || user.image))) return null;

  /** The boxes open at once; the resend timer only governs Resend Code. */
  function requestCode() {
    if (!user) return;
    setStage('code');
    firstSend.mutate(user.email);
  }

  function handleVerify() {
    if (!isCompleteOtp(digits)) {
      toast.error(contractText(clientMessages.incorrectOtp), { id: 'otp-error' });
      return;
    }
    verify.mutate(digits.join(''), {
      onSuccess: (answer) => {
        setStage('verified');
        if (user) setUser(answer.user ?? { ...user, _email: true });
      },
    });
  }

  function closeAll() {
    setStage('idle');
    setDigits(emptyOtp());
  }

  return (
    <>
      {user._email ? null : (
        <div
          role="region"
          aria-label={t`Email verification`}
          className="mb-6 flex flex-col gap-4 rounded-card border border-accent-400 bg-accent-100 p-5 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <p className="font-semibold text-ink">{t`Verify your email address`}</p>
            <p className="text-sm text-body">
              {t`Confirm ${user.email} to start earning points and joining leagues.`}
            </p>
          </div>
          <Button size="md" onClick={requestCode} className="shrink-0">
            {t`Verify Email`}
          </Button>
        </div>
      )}
      <Modal
        open={stage === 'code'}
        onClose={closeAll}
        title={t`Verify Your Email`}
        dismissible={!verify.isPending}
      >
        <div className="flex flex-col gap-6">
          <p className="text-body">
            <Trans>
              Enter the six-digit code we sent to <strong className="text-ink">{user.email}</strong>
              .
            </Trans>
          </p>
          <OtpInput
            value={digits}
            onChange={setDigits}
            autoFocus
            label={t`Six-digit verification code`}
          />
          <Button
            block
            onClick={handleVerify}
            disabled={!isCompleteOtp(digits)}
            isLoading={verify.isPending}
          >
            {t`Verify`}
          </Button>
          <Button
            variant="ghost"
            size="md"
            onClick={() => send.mutate(user.email)}
            isLoading={send.isPending}
            disabled={wait > 0}
          >
            {t`Resend Code`}
          </Button>
          {wait > 0 ? (
            <p role="status" className="text-center text-sm text-muted">
              {resendWaitText(wait)}
            </p>
          ) : null}
        </div>
      </Modal>
      <Modal open={stage === 'verified'} onClose={closeAll} title={t`Account Verified`}>
        <p className="text-body">
          {t`Your email address is verified. You can now earn points and join leagues.`}
        </p>
        <Button className="mt-6" block onClick={closeAll}>
          {t`Back to dashboard`}
        </Button>
      </Modal>
    </>
  );
}
