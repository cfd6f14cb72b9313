import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '../lib/i18n-runtime';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { SessionProvider } from '../lib/session';
import { LanguageSync } from '../lib/language-sync';
import { Toaster } from '../components/toaster';

type RenderOptions = {
  path?: string;
  initialEntry?: string;
  extraRoutes?: { path: string; element: ReactElement }[];
};

/** Renders a screen inside the real providers and a memory router. */
export function renderWithApp(
  ui: ReactElement,
  { path = '/', initialEntry, extraRoutes = [] }: RenderOptions = {},
) {
  const router = createMemoryRouter(
    [{ path, element: ui }, ...extraRoutes, { path: '*', element: <p>Other page</p> }],
    { initialEntries: [initialEntry ?? path] },
  );
  const queryClient = createQueryClient();
  const result = render(
    <I18nProvider>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <LanguageSync />
          <RouterProvider router={router} />
          <Toaster />
        </SessionProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...result, router, queryClient };
}

type Route = {
  method?: string;
  path: string | RegExp;
  status?: number;
  body?: unknown;
  /** answers only requests whose JSON body passes this check */
  when?: (requestBody: unknown) => boolean;
  headers?: Record<string, string>;
};

/** A fetch stand-in answering the routes given, recording every call. */
export function mockFetch(routes: Route[]) {
  /** `body` parsed from JSON; `form` what a multipart call sent */
  const calls: { method: string; url: string; body: unknown; form?: FormData }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({
      method,
      url,
      body,
      ...(init?.body instanceof FormData ? { form: init.body } : {}),
    });
    const route = routes.find(
      (r) =>
        (r.method ?? 'GET') === method &&
        (typeof r.path === 'string' ? url.split('?')[0] === r.path : r.path.test(url)) &&
        (r.when ? r.when(body) : true),
    );
    if (!route) {
      return new Response(
        JSON.stringify({
          statusCode: 401,
          error: 'Unauthorized',
          code: 'UNAUTHORIZED',
          message: 'Please authenticate',
        }),
        {
          status: 401,
        },
      );
    }
    return new Response(route.body === undefined ? '' : JSON.stringify(route.body), {
      status: route.status ?? 200,
      ...(route.headers ? { headers: route.headers } : {}),
    });
  };
  globalThis.fetch = fetchMock;
  return calls;
}
