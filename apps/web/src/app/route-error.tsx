import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, ButtonLink } from '../components/button';
import { onBackOnline, useIsOnline } from '../lib/online-status';

/** What browsers say when a page's code could not be fetched (Chromium, Firefox, Safari). */
const CHUNK_FAILED =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILED.test(error.message);
}

/**
 * The router's error screen, in place of React Router's developer page: a page whose code did not
 * arrive (the network dropped while moving between pages) offers to try again, and does so by
 * itself when the connection comes back. The offline banner stays (it is outside the router).
 */
export function RouteError() {
  const error = useRouteError();
  const isOnline = useIsOnline();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (!chunk) console.error(error);
  }, [chunk, error]);
  // Back online after a failed load: load the page again without asking.
  useEffect(() => {
    if (!chunk) return;
    return onBackOnline(() => window.location.reload());
  }, [chunk]);
  const { t } = useLingui();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center"
    >
      <h1 className="text-2xl font-extrabold tracking-tight">
        {chunk
          ? t`This page could not load`
          : notFound
            ? t`Page not found`
            : t`Something went wrong`}
      </h1>
      <p className="text-body">
        {chunk
          ? isOnline
            ? t`The connection dropped while the page was loading. Try again.`
            : t`You are offline. The page opens again when your connection is back.`
          : t`Sorry, this screen failed. Try again, or go back to your dashboard.`}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button size="md" onClick={() => window.location.reload()}>
          {t`Try again`}
        </Button>
        <ButtonLink to="/dashboard" variant="secondary" size="md">
          {t`Go to dashboard`}
        </ButtonLink>
      </div>
    </div>
  );
}
