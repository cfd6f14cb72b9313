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
 * Everything due when the next task runs is handed to React at once, not one task each (the
 * default): the dashboard's answers that arrive while a phone's slow CPU is busy then make one
 * render and layout of the page instead of one each (decision 082). No later than the default.
 */
let pending: (() => void)[] = [];
notifyManager.setScheduler((callback) => {
  pending.push(callback);
  if (pending.length > 1) return;
  setTimeout(() => {
    const due = pending;
    pending = [];
    due.forEach((run) => run());
  }, 0);
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
