import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageTitle } from '../../features/admin/components/panel';
import { ModeratorsTable } from '../../features/admin/components/moderators-table';

export default function LeagueModeratorsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`League Moderators`);
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t`League Moderators`} subtitle={t`Officers who created leagues`} />
      <ModeratorsTable />
    </div>
  );
}
