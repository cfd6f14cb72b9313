import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageTitle } from '../../features/admin/components/panel';
import { Organisations } from '../../features/volunteering/components/organisations';

export default function OrganisationsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Organisations`);
  return (
    <div className="flex flex-col gap-6">
      <PageTitle
        title={t`Organisations`}
        subtitle={t`A supervisor at a registered email domain confirming up to 4 h approves at once (1 in 10 is picked for audit)`}
      />
      <Organisations />
    </div>
  );
}
