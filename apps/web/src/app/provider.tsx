import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '../lib/i18n-runtime';
import { createQueryClient } from '../lib/query-client';
import { SessionProvider } from '../lib/session';
import { OfflineBanner } from '../components/offline-banner';
import { onBackOnline } from '../lib/online-status';

const Toaster = lazy(() => import('../components/toaster').then((m) => ({ default: m.Toaster })));

/**
 * The toasts' host, drawn once the first screen is up and the browser is idle: its library is
 * not in the entry script. A toast raised before then waits in the library's store and shows
 * when the host arrives.
 */
function LaterToaster() {
  const [isWanted, setWanted] = useState(false);
  useEffect(() => {
    const show = () => setWanted(true);
    if ('requestIdleCallback' in window) {
      const idle = window.requestIdleCallback(show, { timeout: 2000 });
      return () => window.cancelIdleCallback(idle);
    }
    const timer = setTimeout(show, 500);
    return () => clearTimeout(timer);
  }, []);
  return isWanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // Back online: what failed meanwhile loads again (the banner promises to carry on).
  useEffect(
    () =>
      onBackOnline(
        () =>
          void queryClient.refetchQueries({
            type: 'active',
            predicate: (query) => query.state.status === 'error',
          }),
      ),
    [queryClient],
  );
  return (
    <I18nProvider>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          {children}
          <LaterToaster />
          <OfflineBanner />
        </SessionProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
