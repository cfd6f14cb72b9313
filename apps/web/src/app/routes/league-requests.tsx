import { useEffect } from 'react';
import { useParams } from 'react-router';
import { LeagueRequests } from '../../features/leagues/components/league-requests';
import { APP_NAME } from '../../config/app';

export default function LeagueRequestsPage() {
  const { id = '' } = useParams();
  useEffect(() => {
    document.title = `League Requests | ${APP_NAME}`;
  }, []);
  return <LeagueRequests leagueId={id} />;
}
