import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useParams } from 'react-router';
import { PublicLayout } from '../layouts/public-layout';
import { VerifyLink } from '../../features/volunteering/components/verify-link';

/** /volunteering/verify/:token — the supervisor's emailed link, no account needed. */
export default function VolunteeringVerifyPage() {
  const { token = '' } = useParams();
  const { t } = useLingui();
  useDocumentTitle(t`Confirm volunteering`);
  return (
    <PublicLayout>
      <div className="mx-auto flex w-full max-w-xl flex-col gap-5 px-4 py-8">
        <h1 className="text-2xl font-extrabold tracking-tight">{t`Confirm volunteering`}</h1>
        <VerifyLink token={token} />
      </div>
    </PublicLayout>
  );
}
