import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageTitle } from '../../features/admin/components/panel';
import { VolunteeringQueue } from '../../features/volunteering/components/queue';

export default function VolunteeringQueuePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Volunteering Queue`);
  return (
    <div className="flex flex-col gap-6">
      <PageTitle
        title={t`Volunteering Queue`}
        subtitle={t`Approve or deny logged hours; nobody decides their own entry`}
      />
      <VolunteeringQueue />
    </div>
  );
}
