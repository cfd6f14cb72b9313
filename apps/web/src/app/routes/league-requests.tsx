import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useParams } from 'react-router';
import { LeagueRequests } from '../../features/leagues/components/league-requests';

export default function LeagueRequestsPage() {
  const { id = '' } = useParams();
  const { t } = useLingui();
  useDocumentTitle(t`League Requests`);
  return <LeagueRequests leagueId={id} />;
}
