import { createBrowserRouter } from 'react-router';
import type { LazyPage } from './lazy-page';
import {
  AppLayout,
  Dashboard,
  Landing,
  LearningPath,
  Login,
  routes,
  Settings,
  SignupWithEmail,
} from './routes';

export const router = createBrowserRouter(routes);

/**
 * The first page's code starts loading while the entry script is still being evaluated, and a
 * signed-in page's alongside the session check instead of after it: on slow 4G each of those
 * round trips is visible.
 */
const firstPageChunks: Record<string, LazyPage[]> = {
  '/': [Landing],
  '/login': [Login],
  '/signup/with-email': [SignupWithEmail],
  '/dashboard': [AppLayout, Dashboard],
  '/settings': [AppLayout, Settings],
  '/learning-path': [AppLayout, LearningPath],
};
/** Settles when the first page's code has loaded or failed to (at once for a page not listed). */
export const firstPageLoaded: Promise<unknown> = Promise.all(
  (firstPageChunks[window.location.pathname] ?? []).map((page) => page.preload()),
).catch(() => undefined);
