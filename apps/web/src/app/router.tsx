import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

export const router = createBrowserRouter(routes);

/**
 * The first page's code starts loading while the entry script is still being evaluated, and a
 * signed-in page's alongside the session check instead of after it: on slow 4G each of those
 * round trips is visible.
 */
const appLayout = () => import('./layouts/app-layout');
const firstPageChunks: Record<string, (() => Promise<unknown>)[]> = {
  '/': [() => import('./routes/landing')],
  '/login': [() => import('./routes/login')],
  '/signup/with-email': [() => import('./routes/signup-with-email')],
  '/dashboard': [appLayout, () => import('./routes/dashboard')],
  '/settings': [appLayout, () => import('./routes/settings')],
  '/learning-path': [appLayout, () => import('./routes/learning-path')],
};

/** The first page's code, loaded (a page that is not listed resolves at once). */
export const firstPageLoaded: Promise<unknown> = Promise.all(
  (firstPageChunks[window.location.pathname] ?? []).map((load) => load()),
);
