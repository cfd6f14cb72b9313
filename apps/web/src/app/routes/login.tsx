import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { clientMessages } from '@dpts/contract/messages';
import { AuthLayout } from '../layouts/auth-layout';
import { LoginForm } from '../../features/auth/components/login-form';
import { GoogleButton } from '../../features/auth/components/google-button';
import { readLinkGoogleState, useGoogleSignIn } from '../../features/auth/hooks/use-google-sign-in';
import { APP_NAME } from '../../config/app';

// The password modals load when asked for: 'Forgot password?' or an emailed reset link.
const ResetPasswordModal = lazy(() =>
  import('../../features/auth/components/reset-password-modal').then((m) => ({
    default: m.ResetPasswordModal,
  })),
);
const UpdatePasswordModal = lazy(() =>
  import('../../features/auth/components/update-password-modal').then((m) => ({
    default: m.UpdatePasswordModal,
  })),
);

/** Also the built HTML's title (`src/prerender.tsx`). */
export const title = `Log in | ${APP_NAME}`;

/** /login offers Google and email; /login/with-email is the email form alone. */
export default function LoginPage() {
  const { pathname, state } = useLocation();
  const isEmailOnly = pathname.startsWith('/login/with-email');
  const [params] = useSearchParams();
  const [isResetOpen, setResetOpen] = useState(false);
  const [wasResetOpened, setResetOpened] = useState(false);
  const google = useGoogleSignIn();
  const link = readLinkGoogleState(state);

  useEffect(() => {
    document.title = title;
  }, []);

  return (
    <AuthLayout
      title="Log in to your account"
      subtitle={`Welcome back to ${APP_NAME}. Continue where you left off.`}
    >
      {isEmailOnly ? null : (
        <>
          <GoogleButton
            label="Login with Google"
            onCredential={google.handleCredential}
            isBusy={google.isPending}
          />
          <div className="my-6 flex items-center gap-3 text-sm text-muted" aria-hidden="true">
            <span className="h-px flex-1 bg-line" />
            or log in with email
            <span className="h-px flex-1 bg-line" />
          </div>
        </>
      )}
      {link ? (
        <p
          role="status"
          className="mb-5 rounded-xl border border-brand-600/30 bg-brand-50 px-4 py-3 text-sm font-medium text-ink"
        >
          {clientMessages.googleLinkNotice}
        </p>
      ) : null}
      <LoginForm
        key={link?.linkGoogleCredential ?? 'login'}
        onForgotPassword={() => {
          setResetOpened(true);
          setResetOpen(true);
        }}
        defaultEmail={link?.email}
        linkGoogleCredential={link?.linkGoogleCredential}
      />
      {isEmailOnly ? (
        <p className="mt-4 text-center text-sm text-muted">
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Other ways to log in
          </Link>
        </p>
      ) : null}
      <Suspense fallback={null}>
        {wasResetOpened ? (
          <ResetPasswordModal open={isResetOpen} onClose={() => setResetOpen(false)} />
        ) : null}
        {params.has('token') ? <UpdatePasswordModal /> : null}
      </Suspense>
    </AuthLayout>
  );
}
