import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageTitle } from '../../features/admin/components/panel';
import { NameChanges } from '../../features/admin/components/name-changes';
import { ReviewQueue } from '../../features/admin/components/review-queue';

export default function ReviewPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Review Queue`);
  return (
    <div className="flex flex-col gap-6">
      <PageTitle
        title={t`Review Queue`}
        subtitle={t`Completion claims that need an administrator's decision`}
      />
      <ReviewQueue />
      <NameChanges />
    </div>
  );
}
