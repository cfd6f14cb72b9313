import { useEffect } from 'react';
import { PageTitle } from '../../features/admin/components/panel';
import { LeaguesTable } from '../../features/admin/components/leagues-table';
import { APP_NAME } from '../../config/app';

export default function LeaguesManagePage() {
  useEffect(() => {
    document.title = `Manage Leagues | ${APP_NAME}`;
  }, []);
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title="Leagues" subtitle="Every league on the platform" />
      <LeaguesTable />
    </div>
  );
}
