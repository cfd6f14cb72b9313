import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PublicLayout } from '../layouts/public-layout';
import { Button } from '../../components/button';
import { verifyEmailToken } from '../../lib/email-verification';
import { APP_NAME } from '../../config/app';

const REDIRECT_MS = 2000;

/** /verify-email?token=…: a Verify button; on success 'Account Verified!' then /login. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const mutation = useMutation({ mutationFn: verifyEmailToken });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    document.title = `Verify your account | ${APP_NAME}`;
    return () => clearTimeout(timer.current);
  }, []);

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
            <h1 className="text-3xl font-extrabold tracking-tight">Account Verified!</h1>
            <p className="text-body">
              Your email address is confirmed. Taking you to the login page…
            </p>
            <Link to="/login" className="font-semibold text-brand-700 hover:underline">
              Go to login now
            </Link>
          </>
        ) : (
          <>
            <h1 className="text-3xl font-extrabold tracking-tight">Verify your account</h1>
            <p className="text-body">
              {token
                ? 'Press Verify to confirm your email address.'
                : 'This verification link is incomplete. Open the link from your email again.'}
            </p>
            <Button onClick={handleVerify} disabled={!token} isLoading={mutation.isPending}>
              Verify
            </Button>
          </>
        )}
      </div>
    </PublicLayout>
  );
}
