import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../layouts/auth-layout';
import { GoogleButton, GOOGLE_NOT_CONFIGURED } from '../../features/auth/components/google-button';
import { StepIndicator } from '../../components/step-indicator';
import { GOOGLE_SIGNUP_STEPS } from '../../features/signup/components/google-signup';
import { APP_NAME, GOOGLE_CLIENT_ID } from '../../config/app';

/**
 * Google registration: the identity comes from Google's popup (a later issue wires it), then
 * the three steps of GoogleSignupSteps collect the rest.
 */
export default function SignupWithGooglePage() {
  const [params] = useSearchParams();
  const invite = params.get('invite');
  useEffect(() => {
    document.title = `Sign up with Google | ${APP_NAME}`;
  }, []);
  return (
    <AuthLayout
      title="Sign up with Google"
      subtitle="Three short steps after you choose your Google account."
      wide
    >
      <div className="flex flex-col gap-6">
        <StepIndicator steps={GOOGLE_SIGNUP_STEPS} current={1} />
        <GoogleButton label="Continue with Google" />
        {GOOGLE_CLIENT_ID ? null : (
          <p className="rounded-xl border border-line bg-surface px-4 py-3 text-sm text-body">
            {GOOGLE_NOT_CONFIGURED}
          </p>
        )}
        <p className="text-center text-sm text-muted">
          <Link
            to={`/signup/with-email${invite ? `?invite=${encodeURIComponent(invite)}` : ''}`}
            className="font-semibold text-brand-700 hover:underline"
          >
            Sign up with email instead
          </Link>
        </p>
        <p className="text-center text-sm text-muted">
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Log in
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}
