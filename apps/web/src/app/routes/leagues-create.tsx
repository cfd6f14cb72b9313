import { useEffect } from 'react';
import { CreateLeagueForm } from '../../features/leagues/components/create-league-form';
import { APP_NAME } from '../../config/app';

export default function CreateLeaguePage() {
  useEffect(() => {
    document.title = `Create League | ${APP_NAME}`;
  }, []);
  return <CreateLeagueForm />;
}
