import { useEffect } from 'react';
import { PageTitle } from '../../features/admin/components/panel';
import { ModeratorsTable } from '../../features/admin/components/moderators-table';
import { APP_NAME } from '../../config/app';

export default function LeagueModeratorsPage() {
  useEffect(() => {
    document.title = `League Moderators | ${APP_NAME}`;
  }, []);
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title="League Moderators" subtitle="Officers who created leagues" />
      <ModeratorsTable />
    </div>
  );
}
