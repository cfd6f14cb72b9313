import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../layouts/auth-layout';
import { ButtonLink } from '../../components/button';
import { APP_NAME } from '../../config/app';

/** Sign-up entry: Google or email; an invite code travels along. */
export default function SignupPage() {
  const [params] = useSearchParams();
  const invite = params.get('invite');
  const query = invite ? `?invite=${encodeURIComponent(invite)}` : '';
  useEffect(() => {
    document.title = `Sign up | ${APP_NAME}`;
  }, []);
  return (
    <AuthLayout title="Create your account" subtitle="It’s free. Choose how you want to sign up.">
      <div className="flex flex-col gap-4">
        <ButtonLink to={`/signup/with-google${query}`} variant="secondary" block>
          Sign up with Google
        </ButtonLink>
        <ButtonLink to={`/signup/with-email${query}`} block>
          Sign up with email
        </ButtonLink>
      </div>
      <p className="mt-8 text-center text-sm text-muted">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Log in
        </Link>
      </p>
    </AuthLayout>
  );
}
