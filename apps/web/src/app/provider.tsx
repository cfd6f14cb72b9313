import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '../lib/i18n-runtime';
import { createQueryClient } from '../lib/query-client';
import { SessionProvider } from '../lib/session';
import { OfflineBanner } from '../components/offline-banner';
import { onBackOnline } from '../lib/online-status';
import { onFirstToast } from '../lib/toast-signal';

const Toaster = lazy(() => import('../components/toaster').then((m) => ({ default: m.Toaster })));

/**
 * The toasts' host, drawn when the first toast is raised (`lib/toast-signal.ts`): its library and
 * styles are not in the entry script, and a visit that raises none never draws it. The toast
 * waits in the library's store and shows when the host arrives.
 */
function LaterToaster() {
  const [isWanted, setWanted] = useState(false);
  useEffect(() => onFirstToast(() => setWanted(true)), []);
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
