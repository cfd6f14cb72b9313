import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('health and errors', () => {
  it('answers ok while the database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers liveness without asking the database', async () => {
    await ctx.database.close();
    const live = await ctx.app.inject({ method: 'GET', url: '/v1/health/live' });
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject({ method: 'GET', url: '/v1/health' });
    expect(ready.statusCode).toBe(503);
    await ctx.app.close();
    ctx = await createTestApp();
  });

  it('unknown routes answer 404 in the error shape', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect(res.json().message).toContain('/v1/nope');
  });

  it('publishes the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/v1/health']).toBeDefined();
  });
});
