import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageTitle } from '../../features/admin/components/panel';
import { AuditLog } from '../../features/admin/components/audit-log';

export default function AuditPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Audit Log`);
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t`Audit Log`} />
      <AuditLog />
    </div>
  );
}
