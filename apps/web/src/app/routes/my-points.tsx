import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PointsHistory } from '../../features/claims/components/points-history';

export default function MyPointsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`My points`);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t`My points`}</h1>
      <PointsHistory />
    </div>
  );
}
