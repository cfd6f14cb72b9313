import { useEffect } from 'react';
import { PageTitle } from '../../features/admin/components/panel';
import { AuditLog } from '../../features/admin/components/audit-log';
import { APP_NAME } from '../../config/app';

export default function AuditPage() {
  useEffect(() => {
    document.title = `Audit Log | ${APP_NAME}`;
  }, []);
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title="Audit Log" />
      <AuditLog />
    </div>
  );
}
