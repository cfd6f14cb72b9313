import { useDocumentTitle } from '../../lib/use-document-title';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PublicLayout } from '../layouts/public-layout';
import { Button } from '../../components/button';
import { verifyEmailToken } from '../../lib/email-verification';

const REDIRECT_MS = 2000;

/** /verify-email?token=…: a Verify button; on success 'Account Verified!' then /login. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const mutation = useMutation({ mutationFn: verifyEmailToken });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { t } = useLingui();
  useDocumentTitle(t`Verify your account`);

  useEffect(() => () => clearTimeout(timer.current), []);

  function handleVerify() {
    mutation.mutate(token, {
      onSuccess: () => {
        timer.current = setTimeout(() => navigate('/login', { replace: true }), REDIRECT_MS);
      },
    });
  }

  return (
    <PublicLayout>
      <div className="mx-auto flex max-w-lg flex-col items-center gap-6 px-4 py-16 text-center sm:py-24">
        {mutation.isSuccess ? (
          <>
            <h1 className="text-3xl font-extrabold tracking-tight">
              <Trans>Account Verified!</Trans>
            </h1>
            <p className="text-body">
              <Trans>Your email address is confirmed. Taking you to the login page…</Trans>
            </p>
            <Link to="/login" className="font-semibold text-brand-700 hover:underline">
              <Trans>Go to login now</Trans>
            </Link>
          </>
        ) : (
          <>
            <h1 className="text-3xl font-extrabold tracking-tight">
              <Trans>Verify your account</Trans>
            </h1>
            <p className="text-body">
              {token
                ? t`Press Verify to confirm your email address.`
                : t`This verification link is incomplete. Open the link from your email again.`}
            </p>
            <Button onClick={handleVerify} disabled={!token} isLoading={mutation.isPending}>
              <Trans>Verify</Trans>
            </Button>
          </>
        )}
      </div>
    </PublicLayout>
  );
}
