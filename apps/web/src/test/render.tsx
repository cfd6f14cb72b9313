import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { SessionProvider } from '../lib/session';
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
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
        <Toaster />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

type Route = { method?: string; path: string | RegExp; status?: number; body?: unknown };

/** A fetch stand-in answering the routes given, recording every call. */
export function mockFetch(routes: Route[]) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const route = routes.find(
      (r) =>
        (r.method ?? 'GET') === method &&
        (typeof r.path === 'string' ? url.split('?')[0] === r.path : r.path.test(url)),
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
    });
  };
  globalThis.fetch = fetchMock;
  return calls;
}
