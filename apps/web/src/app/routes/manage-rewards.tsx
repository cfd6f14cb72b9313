import { useLingui, Trans } from '@lingui/react/macro';
import { useDocumentTitle } from '../../lib/use-document-title';
import { RewardsManager } from '../../features/rewards/components/rewards-manager';

export default function ManageRewardsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Manage Rewards`);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          <Trans>Manage Rewards</Trans>
        </h1>
        <p className="mt-1 text-muted">
          <Trans>Rewards officers redeem with their dpts, and what to send</Trans>
        </p>
      </div>
      <RewardsManager />
    </div>
  );
}
