import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CreateLeagueForm } from '../../features/leagues/components/create-league-form';

export default function CreateLeaguePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Create League`);
  return <CreateLeagueForm />;
}
