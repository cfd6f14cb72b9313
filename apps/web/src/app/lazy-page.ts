import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadCatalogs, type CatalogArea } from '../lib/i18n';

type PageModule = { default: ComponentType };

export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Starts loading the page's code; the same promise every time (a failed load may be retried). */
  preload: () => Promise<PageModule>;
};

/**
 * `React.lazy` for a page whose code may already be here (loaded ahead by `router.tsx` with the
 * entry script). React.lazy alone suspends even then, shows the spinner for a frame and holds the
 * page back 300 ms more (React's pause between a fallback and what replaces it); this answers with
 * the loaded module at once, through a thenable that resolves synchronously (React.lazy reads it
 * straight away), so the page renders, or hydrates, in the same pass.
 */
export function lazyPage(
  load: () => Promise<PageModule>,
  /** the catalogs its texts are in besides `messages` (lingui.config.ts), loaded with its code */
  areas: readonly CatalogArea[] = [],
): LazyPage {
  let loaded: PageModule | undefined;
  let loading: Promise<PageModule> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), loadCatalogs(areas)])
      .then(([module]) => module)
      .then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      ));
  const Page = lazy(() => {
    const ready = loaded;
    if (!ready) return preload();
    const resolved: PromiseLike<PageModule> = {
      then: (onFulfilled) => onFulfilled?.(ready) as never,
    };
    return resolved as Promise<PageModule>;
  });
  return Object.assign(Page, { preload });
}
