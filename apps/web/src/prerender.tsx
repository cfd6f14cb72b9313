/**
 * The build's server render (`build/prerender.ts` runs it after the client build): the public
 * pages a first visit lands on become HTML, so a phone paints the page before any script arrives
 * and `main.tsx` hydrates it instead of rendering it again. Never shipped to the browser.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { APP_NAME } from './config/app';
import { i18n } from './lib/i18n';
import { routes } from './app/routes';

export type PrerenderedPage = { path: string; title: string };

/** What a signed-out visitor sees first: rendered as a visitor, with no query and nothing stored. */
export async function prerenderedPages(): Promise<PrerenderedPage[]> {
  // Loaded as the routes load them, so the pages stay their own chunks here too.
  const [landing, login, signupWithEmail] = await Promise.all([
    import('./app/routes/landing'),
    import('./app/routes/login'),
    import('./app/routes/signup-with-email'),
  ]);
  // Built in English, the language a page arrives in before its script picks the visitor's.
  return [
    { path: '/', title: `${APP_NAME} | ${i18n._(landing.title)}` },
    { path: '/login', title: `${i18n._(login.title)} | ${APP_NAME}` },
    { path: '/signup/with-email', title: `${i18n._(signupWithEmail.title)} | ${APP_NAME}` },
  ];
}

/**
 * A signed-in officer's first pages: no HTML to render ahead (it is theirs alone), but their HTML
 * names what they need so it loads with the entry script instead of after it: the page's code
 * (these modules and what they import) and the session check. Keep in step with `router.tsx`.
 */
export const appShellPages: { path: string; modules: string[] }[] = [
  {
    path: '/dashboard',
    modules: ['src/app/layouts/app-layout.tsx', 'src/app/routes/dashboard.tsx'],
  },
  { path: '/settings', modules: ['src/app/layouts/app-layout.tsx', 'src/app/routes/settings.tsx'] },
  {
    path: '/learning-path',
    modules: ['src/app/layouts/app-layout.tsx', 'src/app/routes/learning-path.tsx'],
  },
];

/** The HTML inside `#root` for one path: the tree `main.tsx` renders, lazy pages resolved. */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // `prerender` waits for every lazy page; hydrate={false}: no inline script (the CSP has none),
  // and the routes have no loaders whose data the browser would need.
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
