import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../lib/use-document-title';
import { RewardsShop } from '../../features/rewards/components/rewards-shop';

export default function RewardsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Rewards`);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t`Rewards`}</h1>
      <RewardsShop />
    </div>
  );
}
