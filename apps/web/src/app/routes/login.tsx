import { contractText } from '../../lib/contract-text';
import { clientMessages } from '@dpts/contract/messages';
import { useDocumentTitle } from '../../lib/use-document-title';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { AuthLayout } from '../layouts/auth-layout';
import { LoginForm } from '../../features/auth/components/login-form';
import { GoogleButton } from '../../features/auth/components/google-button';
import { readLinkGoogleState, useGoogleSignIn } from '../../features/auth/hooks/use-google-sign-in';
import { APP_NAME } from '../../config/app';
import {
  LeagueInvitation,
  sharedLeagueId,
} from '../../features/leagues/components/league-invitation';

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
export const title = msg`Log in`;

/** /login offers Google and email; /login/with-email is the email form alone. */
export default function LoginPage() {
  const { pathname, state } = useLocation();
  const isEmailOnly = pathname.startsWith('/login/with-email');
  const [params] = useSearchParams();
  const [isResetOpen, setResetOpen] = useState(false);
  const [wasResetOpened, setResetOpened] = useState(false);
  const google = useGoogleSignIn();
  const link = readLinkGoogleState(state);
  // A share link opened signed out: say which league it invites to.
  const invitedTo = sharedLeagueId((state as { from?: string } | null)?.from);

  const { t, i18n } = useLingui();
  useDocumentTitle(i18n._(title));

  return (
    <AuthLayout
      title={t`Log in to your account`}
      subtitle={t`Welcome back to ${APP_NAME}. Continue where you left off.`}
    >
      {isEmailOnly ? null : (
        <>
          <GoogleButton
            label={t`Login with Google`}
            onCredential={google.handleCredential}
            isBusy={google.isPending}
          />
          <div className="my-6 flex items-center gap-3 text-sm text-muted" aria-hidden="true">
            <span className="h-px flex-1 bg-line" />
            <Trans>or log in with email</Trans>
            <span className="h-px flex-1 bg-line" />
          </div>
        </>
      )}
      {link ? (
        <p
          role="status"
          className="mb-5 rounded-xl border border-brand-600/30 bg-brand-50 px-4 py-3 text-sm font-medium text-ink"
        >
          {contractText(clientMessages.googleLinkNotice)}
        </p>
      ) : null}
      {invitedTo ? <LeagueInvitation leagueId={invitedTo} /> : null}
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
            <Trans>Other ways to log in</Trans>
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
