import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LeaguesScreen } from '../../features/leagues/components/leagues-screen';

export default function MyLeaguesPage() {
  const { t } = useLingui();
  useDocumentTitle(t`My Leagues`);
  return <LeaguesScreen screen="mine" />;
}
