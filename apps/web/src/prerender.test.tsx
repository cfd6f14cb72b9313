import { StrictMode } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput } from './app/early-input';
import { rendersAsBuilt } from './app/first-render';
import { AppProvider } from './app/provider';
import { Landing, Login, routes, SignupWithEmail } from './app/routes';
import { prerenderedPages, renderPage } from './prerender';
import { mockFetch } from './test/render';

/**
 * The build writes these pages' HTML ahead (build/prerender.ts) and the browser hydrates it: a
 * mismatch would make React warn, or throw the page away and draw it again.
 */
/** What a visitor types before the page's script has run, by field label. */
const pages = [
  {
    path: '/',
    page: Landing,
    heading: 'Skill Up, Level Up: Unlock Your Digital Potential',
    typed: {},
  },
  {
    path: '/login',
    page: Login,
    heading: 'Log in to your account',
    typed: { Email: 'ada@example.com', Password: 'a long password' },
  },
  {
    path: '/signup/with-email',
    page: SignupWithEmail,
    heading: 'Sign up with email',
    typed: { 'First name': 'Ada', 'Last name': 'Obi' },
  },
];

function field(root: HTMLElement, label: string): HTMLInputElement {
  const labelElement = [...root.querySelectorAll('label')].find((l) => l.textContent === label);
  return root.querySelector<HTMLInputElement>(`#${CSS.escape(labelElement?.htmlFor ?? '')}`)!;
}

/**
 * `renderPage`, in the same page as the browser render that follows: React's server renderer
 * leaves the last context values behind (the build runs it in a process of its own); an empty
 * render after it puts them back.
 */
async function renderHere(path: string): Promise<string> {
  const html = await renderPage(path);
  await new Response((await prerender(<></>)).prelude).text();
  return html;
}

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36';

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('public pages built as HTML', () => {
  it('lists the pages the build renders, each with its title', async () => {
    expect(await prerenderedPages()).toEqual([
      { path: '/', title: 'DigiPoints | Skill Up, Level Up' },
      { path: '/login', title: 'Log in | DigiPoints' },
      { path: '/signup/with-email', title: 'Sign up with email | DigiPoints' },
    ]);
  });

  for (const { path, page, heading, typed } of pages) {
    it(`${path}: a visitor's browser takes the built HTML over as it is, without drawing it again`, async () => {
      mockFetch([
        { path: '/v1/auth/session', body: { data: null } },
        { path: '/v1/config', body: { data: { google: null } } },
      ]);
      const html = await renderHere(path);
      expect(html).toContain(heading);
      expect(html).not.toMatch(/<script/i);

      // A phone's browser, not the build's: what depends on it must not break the hydration.
      vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ANDROID_CHROME);
      // The browser, as main.tsx does it: the page's code is here, then React hydrates (App is
      // AppProvider around the router, here one reading this address).
      window.history.replaceState(null, '', path);
      document.body.innerHTML = `<div id="root" data-prerendered="${path}">${html}</div>`;
      const root = document.getElementById('root')!;
      const built = root.querySelector('h1');
      expect(rendersAsBuilt(root)).toBe(true);
      // Before the page's script has run the browser cannot submit a form (none is ready).
      expect(root.querySelectorAll('button[type="submit"]:not([disabled])')).toHaveLength(0);
      // The first answer is typed before the script runs, the others while it loads the page.
      const answers = Object.entries(typed);
      const type = ([label, text]: [string, string]) => {
        const input = field(root, label);
        input.value = text;
        input.dispatchEvent(new Event('input', { bubbles: true }));
      };
      answers.slice(0, 1).forEach(type);
      holdEarlyInput(root);
      answers.slice(1).forEach(type);
      await page.preload();
      const router = createBrowserRouter(routes);

      const problems: unknown[] = [];
      vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
        // The server render above ran in this page (in the build it has a process of its own).
        if (!String(args[0]).includes('multiple renderers')) problems.push(args);
      });
      let reactRoot: ReturnType<typeof hydrateRoot> | undefined;
      await act(async () => {
        reactRoot = hydrateRoot(
          root,
          <StrictMode>
            <AppProvider>
              <RouterProvider router={router} />
            </AppProvider>
          </StrictMode>,
          { onRecoverableError: (error) => problems.push(error) },
        );
      });
      expect(problems).toEqual([]);
      // The very element the HTML brought is the one React now runs.
      expect(root.querySelector('h1')).toBe(built);
      expect(built).toHaveTextContent(heading);
      // What was typed before is still there, and now React's too.
      for (const [label, text] of Object.entries(typed))
        expect(field(root, label).value).toBe(text);
      if (path === '/login') {
        expect(root.querySelector('button[type="submit"]')).toBeEnabled();
      }
      act(() => reactRoot?.unmount());
    });
  }
});
