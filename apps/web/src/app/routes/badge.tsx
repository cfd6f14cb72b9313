import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useParams } from 'react-router';
import { PublicLayout } from '../layouts/public-layout';
import { BadgeCredentialPage } from '../../features/badges/components/badge-credential-page';

/** /badges/{id}: a credential's public page, for anyone the officer shares it with. */
export default function BadgePage() {
  const { id = '' } = useParams();
  const { t } = useLingui();
  useDocumentTitle(t`Badge`);
  return (
    <PublicLayout>
      <BadgeCredentialPage id={id} />
    </PublicLayout>
  );
}
