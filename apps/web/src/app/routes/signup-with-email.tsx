import { useDocumentTitle } from '../../lib/use-document-title';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { AuthLayout } from '../layouts/auth-layout';
import { EmailSignup } from '../../features/signup/components/email-signup';

/** Also the built HTML's title (`src/prerender.tsx`). */
export const title = msg`Sign up with email`;

export default function SignupWithEmailPage() {
  const [params] = useSearchParams();
  const { t, i18n } = useLingui();
  useDocumentTitle(i18n._(title));
  return (
    <AuthLayout
      title={t`Sign up with email`}
      subtitle={t`Five short steps and you are ready to learn.`}
      wide
    >
      <EmailSignup inviteCode={params.get('invite') ?? ''} />
    </AuthLayout>
  );
}
