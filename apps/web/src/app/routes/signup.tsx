import { useLingui, Trans } from '@lingui/react/macro';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../layouts/auth-layout';
import { ButtonLink } from '../../components/button';

/** Sign-up entry: Google or email; an invite code travels along. */
export default function SignupPage() {
  const [params] = useSearchParams();
  const invite = params.get('invite');
  const query = invite ? `?invite=${encodeURIComponent(invite)}` : '';
  const { t } = useLingui();
  useDocumentTitle(t`Sign up`);
  return (
    <AuthLayout
      title={t`Create your account`}
      subtitle={t`It’s free. Choose how you want to sign up.`}
    >
      <div className="flex flex-col gap-4">
        <ButtonLink to={`/signup/with-google${query}`} variant="secondary" block>
          <Trans>Sign up with Google</Trans>
        </ButtonLink>
        <ButtonLink to={`/signup/with-email${query}`} block>
          <Trans>Sign up with email</Trans>
        </ButtonLink>
      </div>
      <p className="mt-8 text-center text-sm text-muted">
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
