import { useEffect } from 'react';
import { PageTitle } from '../../features/admin/components/panel';
import { UsersTable } from '../../features/admin/components/users-table';
import { APP_NAME } from '../../config/app';

export default function ManageUsersPage() {
  useEffect(() => {
    document.title = `Manage Users | ${APP_NAME}`;
  }, []);
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title="Manage Users" subtitle="Every registered user, newest first" />
      <UsersTable />
    </div>
  );
}
