import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { RATE_LIMITS, ZApiError, serverMessages } from '@dpts/contract';
import { createTestApp, type TestContext } from '../test/helpers.ts';

/** A pg error as the driver raises it when the server is stopped under a connection. */
const adminShutdown = () =>
  Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
  });

describe('a database that stops answering', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(
      {},
      {
        beforeReady: (app) => {
          app.get('/test/primary-restart', async () => {
            // Drizzle wraps the driver's error; the cause says what happened.
            throw Object.assign(new Error('Failed query: select 1'), { cause: adminShutdown() });
          });
          app.get('/test/refused', async () => {
            throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
              code: 'ECONNREFUSED',
            });
          });
        },
      },
    );
  });
  afterAll(async () => ctx.close());

  it.each(['/test/primary-restart', '/test/refused'])(
    '%s: answers 503 UNAVAILABLE with Retry-After, not 500',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      const body = ZApiError.parse(res.json());
      expect(body).toMatchObject({ code: 'UNAVAILABLE', message: serverMessages.databaseDown });
    },
  );
});

describe('Redis that does not answer', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Nothing listens on port 9: every count in Redis fails at once.
    ctx = await createTestApp({ RATE_LIMITS: 'on', REDIS_URL: 'redis://127.0.0.1:9' });
  });
  afterAll(async () => ctx.close());

  it('keeps serving, and limits count in this process instead', async () => {
    let last: LightMyRequestResponse | undefined;
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.login.max; i++) {
      last = await ctx.app.inject({
        method: 'POST',
        url: '/v1/authentication/login',
        remoteAddress: '10.9.8.6',
        // a new address each time: only the per-client-address limit counts
        payload: { email: `nobody${i}@example.com`, password: 'whatever' },
      });
      statuses.push(last.statusCode);
    }
    // Refused sign-ins (401/400), never a 500, until this process's own count says stop.
    expect(statuses.slice(0, -1).every((s) => s < 500 && s !== 429)).toBe(true);
    expect(last!.statusCode).toBe(429);
    expect(ctx.app.redisHealth.isDown).toBe(true);
  });
});
