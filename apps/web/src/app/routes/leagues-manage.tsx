import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageTitle } from '../../features/admin/components/panel';
import { LeaguesTable } from '../../features/admin/components/leagues-table';

export default function LeaguesManagePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Manage Leagues`);
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t`Leagues`} subtitle={t`Every league on the platform`} />
      <LeaguesTable />
    </div>
  );
}
