import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@dpts/contract/api/routes';
import type { Route } from '@dpts/contract/api/define';
import { createTestApp, type TestContext } from '../test/helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const table = Object.values(routes as Record<string, Route>).flatMap((route) =>
  [route, ...(route.aliases ?? [])].map(({ method, path }) => `${method} /v1${path}`),
);

describe('the route table and the server', () => {
  it('serves every route of the table, aliases included', () => {
    for (const key of table) {
      const [method, url] = key.split(' ') as [string, string];
      expect(ctx.app.hasRoute({ method, url }), key).toBe(true);
    }
  });

  it('registers no /v1 route outside the table', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    const doc = res.json<{ paths: Record<string, Record<string, unknown>> }>();
    const served = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/v1/') && path !== '/v1/openapi.json')
      .flatMap(([path, methods]) =>
        Object.keys(methods)
          .filter((m) => ['get', 'post', 'put', 'delete'].includes(m))
          .map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      );
    const inTable = new Set(table);
    const outside = served.filter((key) => !inTable.has(key)).sort();
    expect(outside).toEqual([]);
  });
});
