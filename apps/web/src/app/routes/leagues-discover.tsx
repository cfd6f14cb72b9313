import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LeaguesScreen } from '../../features/leagues/components/leagues-screen';

export default function LeaguesDiscoverPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Leagues`);
  return <LeaguesScreen screen="discover" />;
}
