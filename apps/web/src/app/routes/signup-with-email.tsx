import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { AuthLayout } from '../layouts/auth-layout';
import { EmailSignup } from '../../features/signup/components/email-signup';
import { APP_NAME } from '../../config/app';

/** Also the built HTML's title (`src/prerender.tsx`). */
export const title = `Sign up with email | ${APP_NAME}`;

export default function SignupWithEmailPage() {
  const [params] = useSearchParams();
  useEffect(() => {
    document.title = title;
  }, []);
  return (
    <AuthLayout
      title="Sign up with email"
      subtitle="Five short steps and you are ready to learn."
      wide
    >
      <EmailSignup inviteCode={params.get('invite') ?? ''} />
    </AuthLayout>
  );
}
