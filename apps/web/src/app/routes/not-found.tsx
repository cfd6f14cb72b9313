import { useEffect } from 'react';
import { PublicLayout } from '../layouts/public-layout';
import { ButtonLink } from '../../components/button';
import { APP_NAME } from '../../config/app';

export default function NotFoundPage() {
  useEffect(() => {
    document.title = `Page not found | ${APP_NAME}`;
  }, []);
  return (
    <PublicLayout>
      <div className="mx-auto flex max-w-lg flex-col items-center gap-6 px-4 py-16 text-center sm:py-24">
        <p className="text-7xl font-extrabold text-brand-600" aria-hidden="true">
          404
        </p>
        <h1 className="text-3xl font-extrabold tracking-tight">Oops! Page Not Found</h1>
        <p className="text-body">
          The page you are looking for does not exist. It may have been moved, or the address may be
          mistyped.
        </p>
        <ButtonLink to="/">Go to home page</ButtonLink>
      </div>
    </PublicLayout>
  );
}
