import { useLingui, Trans } from '@lingui/react/macro';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '../layouts/auth-layout';
import { GoogleButton } from '../../features/auth/components/google-button';
import {
  readGoogleSignupState,
  useGoogleSignIn,
} from '../../features/auth/hooks/use-google-sign-in';
import { StepIndicator } from '../../components/step-indicator';
import {
  GOOGLE_SIGNUP_STEPS,
  GoogleSignupSteps,
} from '../../features/signup/components/google-signup';
import { useRegisterSocial } from '../../features/signup/api/register-social';
import { toSocialRegisterPayload } from '../../features/signup/lib/signup-schema';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session';

/**
 * Google registration: Google (or the configured issuer) names the person, then the three steps
 * of GoogleSignupSteps collect the rest and submit it with the ID token.
 */
export default function SignupWithGooglePage() {
  const [params] = useSearchParams();
  const invite = params.get('invite') ?? '';
  const search = invite ? `?invite=${encodeURIComponent(invite)}` : '';
  const { state } = useLocation();
  const signup = readGoogleSignupState(state);
  const google = useGoogleSignIn({ signupSearch: search });
  const registerMutation = useRegisterSocial();
  const { setUser } = useSession();
  const navigate = useNavigate();

  const { t } = useLingui();
  useDocumentTitle(t`Sign up with Google`);

  return (
    <AuthLayout
      title={t`Sign up with Google`}
      subtitle={
        signup
          ? t`Signing up as ${signup.profile.email}.`
          : t`Three short steps after you choose your Google account.`
      }
      wide
    >
      {signup ? (
        <GoogleSignupSteps
          key={signup.googleCredential}
          profile={signup.profile}
          isSubmitting={registerMutation.isPending}
          onSubmit={(form) =>
            registerMutation.mutate(
              toSocialRegisterPayload(form, signup.googleCredential, invite),
              {
                onSuccess: ({ user }) => {
                  setUser(user);
                  void navigate('/dashboard', { replace: true });
                },
                onError: (error) => {
                  // The Google token expired or was refused: choose the account again.
                  if (error instanceof ApiError && error.status === 401)
                    void navigate(`/signup/with-google${search}`, { replace: true, state: null });
                },
              },
            )
          }
        />
      ) : (
        <div className="flex flex-col gap-6">
          <StepIndicator steps={GOOGLE_SIGNUP_STEPS} current={1} />
          <GoogleButton
            label={t`Continue with Google`}
            context="signup"
            onCredential={google.handleCredential}
            isBusy={google.isPending}
          />
          <p className="text-center text-sm text-muted">
            <Link
              to={`/signup/with-email${search}`}
              className="font-semibold text-brand-700 hover:underline"
            >
              <Trans>Sign up with email instead</Trans>
            </Link>
          </p>
        </div>
      )}
      <p className="mt-6 text-center text-sm text-muted">
        <Trans>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Log in
          </Link>
        </Trans>
      </p>
    </AuthLayout>
  );
}
