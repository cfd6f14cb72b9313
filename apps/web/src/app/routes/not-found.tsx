import { useLingui, Trans } from '@lingui/react/macro';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PublicLayout } from '../layouts/public-layout';
import { ButtonLink } from '../../components/button';

export default function NotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  return (
    <PublicLayout>
      <div className="mx-auto flex max-w-lg flex-col items-center gap-6 px-4 py-16 text-center sm:py-24">
        <p className="text-7xl font-extrabold text-brand-600" aria-hidden="true">
          404
        </p>
        <h1 className="text-3xl font-extrabold tracking-tight">
          <Trans>Oops! Page Not Found</Trans>
        </h1>
        <p className="text-body">
          <Trans>
            The page you are looking for does not exist. It may have been moved, or the address may
            be mistyped.
          </Trans>
        </p>
        <ButtonLink to="/">
          <Trans>Go to home page</Trans>
        </ButtonLink>
      </div>
    </PublicLayout>
  );
}
