import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageTitle } from '../../features/admin/components/panel';
import { BackgroundJobs } from '../../features/admin/components/background-jobs';

export default function BackgroundJobsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Background Jobs`);
  return (
    <div className="flex flex-col gap-6">
      <PageTitle
        title={t`Background Jobs`}
        subtitle={t`Emails, certificate checks and imports waiting, running and failed`}
      />
      <BackgroundJobs />
    </div>
  );
}
