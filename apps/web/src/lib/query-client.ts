import { MutationCache, QueryCache, QueryClient, notifyManager } from '@tanstack/react-query';
import { showApiErrorLater as showApiError } from './api-error-later';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silentError`: the caller handles the failure itself (no shared toast). */
    queryMeta: { silentError?: boolean };
    mutationMeta: { silentError?: boolean };
  }
}

/**
 * Answers that arrive within one frame are handed to React together: the dashboard's seven
 * queries answer within a few hundred milliseconds, and each separate hand-over was a render and
 * a layout of the whole page on a phone's slow CPU (decision 082).
 */
let pending: (() => void)[] = [];
notifyManager.setScheduler((callback) => {
  pending.push(callback);
  if (pending.length > 1) return;
  setTimeout(() => {
    const due = pending;
    pending = [];
    due.forEach((run) => run());
  }, 16);
});

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silentError) showApiError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (!mutation.meta?.silentError) showApiError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
