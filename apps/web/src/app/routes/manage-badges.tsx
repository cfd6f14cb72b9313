import { Trans, useLingui } from '@lingui/react/macro';
import { BadgesManager } from '../../features/badges/components/badges-manager';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function ManageBadgesPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Manage Badges`);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          <Trans>Manage Badges</Trans>
        </h1>
        <p className="mt-1 text-muted">
          <Trans>Badge classes, the rule each is awarded by, and which are still awarded</Trans>
        </p>
      </div>
      <BadgesManager />
    </div>
  );
}
