import { useLingui, Trans } from '@lingui/react/macro';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useNavigate } from 'react-router';
import { PublicLayout } from '../layouts/public-layout';
import { Button, ButtonLink } from '../../components/button';
import { useSession } from '../../lib/session';
import { APP_NAME } from '../../config/app';

/** Greets the user by first name; Dashboard, Update Profile and Sign Out (spec section 2). */
export default function WelcomePage() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const { t } = useLingui();
  useDocumentTitle(t`Welcome`);

  async function handleSignOut() {
    await signOut();
    void navigate('/login', { replace: true });
  }

  return (
    <PublicLayout>
      <div className="mx-auto flex max-w-lg flex-col items-center gap-6 px-4 py-16 text-center sm:py-24">
        <h1 className="text-3xl font-extrabold tracking-tight">
          {user ? t`Welcome, ${user.firstName}!` : t`Welcome to ${APP_NAME}!`}
        </h1>
        <p className="text-body">
          <Trans>Your learning journey starts here. Where would you like to go next?</Trans>
        </p>
        <div className="flex w-full flex-col gap-3 sm:w-auto">
          <ButtonLink to="/dashboard">
            <Trans>Dashboard</Trans>
          </ButtonLink>
          <ButtonLink to="/update-name" variant="secondary">
            <Trans>Update Profile</Trans>
          </ButtonLink>
          <Button variant="ghost" onClick={handleSignOut}>
            <Trans>Sign Out</Trans>
          </Button>
        </div>
      </div>
    </PublicLayout>
  );
}
