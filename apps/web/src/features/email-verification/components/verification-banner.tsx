import { useState } from 'react';
import toast from 'react-hot-toast';
import { clientMessages } from '@dpts/contract/messages';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { OtpInput, emptyOtp, isCompleteOtp } from '../../../components/otp-input';
import { useSendVerificationCode, useVerifyEmailOtp } from '../../../lib/email-verification';
import { useSession } from '../../../lib/session';

type Stage = 'idle' | 'code' | 'verified';

/**
 * Shown while the email is not verified (and the user has no image, spec section 2):
 * request a code, enter six digits, then 'Account Verified'.
 */
export function VerificationBanner() {
  const { user, setUser } = useSession();
  const [stage, setStage] = useState<Stage>('idle');
  const [digits, setDigits] = useState<string[]>(emptyOtp);
  const send = useSendVerificationCode();
  const firstSend = useSendVerificationCode({ isQuietWhenTooSoon: true });
  const verify = useVerifyEmailOtp();

  if (!user || (stage !== 'verified' && (user._email || user.image))) return null;

  /** The boxes open at once; the resend timer only governs Resend Code. */
  function requestCode() {
    if (!user) return;
    setStage('code');
    firstSend.mutate(user.email);
  }

  function handleVerify() {
    if (!isCompleteOtp(digits)) {
      toast.error(clientMessages.incorrectOtp, { id: 'otp-error' });
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
          aria-label="Email verification"
          className="mb-6 flex flex-col gap-4 rounded-card border border-accent-400 bg-accent-100 p-5 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <p className="font-semibold text-ink">Verify your email address</p>
            <p className="text-sm text-body">
              Confirm {user.email} to start earning points and joining leagues.
            </p>
          </div>
          <Button size="md" onClick={requestCode} className="shrink-0">
            Verify Email
          </Button>
        </div>
      )}
      <Modal
        open={stage === 'code'}
        onClose={closeAll}
        title="Verify Your Email"
        dismissible={!verify.isPending}
      >
        <div className="flex flex-col gap-6">
          <p className="text-body">
            Enter the six-digit code we sent to <strong className="text-ink">{user.email}</strong>.
          </p>
          <OtpInput
            value={digits}
            onChange={setDigits}
            autoFocus
            label="Six-digit verification code"
          />
          <Button
            block
            onClick={handleVerify}
            disabled={!isCompleteOtp(digits)}
            isLoading={verify.isPending}
          >
            Verify
          </Button>
          <Button
            variant="ghost"
            size="md"
            onClick={() => send.mutate(user.email)}
            isLoading={send.isPending}
          >
            Resend Code
          </Button>
        </div>
      </Modal>
      <Modal open={stage === 'verified'} onClose={closeAll} title="Account Verified">
        <p className="text-body">
          Your email address is verified. You can now earn points and join leagues.
        </p>
        <Button className="mt-6" block onClick={closeAll}>
          Back to dashboard
        </Button>
      </Modal>
    </>
  );
}
