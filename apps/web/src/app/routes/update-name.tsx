import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from '../../lib/session';
import { UpdateNameForm } from '../../features/profile/components/update-name-form';

export default function UpdateNamePage() {
  const { user } = useSession();
  const { t } = useLingui();
  useDocumentTitle(t`Update Name`);
  if (!user) return null;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t`Update your name`}</h1>
      <div className="rounded-card bg-white p-6 shadow-sm ring-1 ring-line">
        <UpdateNameForm user={user} />
      </div>
    </div>
  );
}
