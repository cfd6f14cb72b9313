import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageTitle } from '../../features/admin/components/panel';
import { UsersTable } from '../../features/admin/components/users-table';

export default function ManageUsersPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Manage Users`);
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t`Manage Users`} subtitle={t`Every registered user, newest first`} />
      <UsersTable />
    </div>
  );
}
