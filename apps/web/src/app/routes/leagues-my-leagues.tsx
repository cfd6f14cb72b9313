import { useEffect } from 'react';
import { LeaguesScreen } from '../../features/leagues/components/leagues-screen';
import { APP_NAME } from '../../config/app';

export default function MyLeaguesPage() {
  useEffect(() => {
    document.title = `My Leagues | ${APP_NAME}`;
  }, []);
  return <LeaguesScreen screen="mine" />;
}
