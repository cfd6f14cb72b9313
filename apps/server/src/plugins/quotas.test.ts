import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_EVENTS_PER_DAY, RATE_LIMITS, serverMessages } from '@dpts/contract';
import { createTestApp, testRedisEnv, type TestContext } from '../test/helpers.ts';
import { bearer, createUser, postActivity, uniqueId, visitEvent } from '../test/factories.ts';
import { MemoryCounters, RedisCounters } from '../lib/counters.ts';

/** Limits on what one officer may store or send (RATE_LIMITS=on; in Redis with TEST_REDIS_URL). */
let ctx: TestContext;
// Five minutes before a Lagos midnight (23:55 WAT = 22:55 UTC).
let clock = new Date('2026-11-24T22:55:00Z');
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMITS: 'on', ...testRedisEnv() }, { now: () => clock });
});
afterAll(async () => ctx.close());

const events = (n: number) =>
  Array.from({ length: n }, () =>
    visitEvent({ url: `https://example.org/not-a-course/${uniqueId()}` }),
  );

function expectLimited(
  res: { statusCode: number; json(): unknown; headers: Record<string, unknown> },
  message: string = serverMessages.rateLimited,
) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({
    statusCode: 429,
    error: 'Too Many Requests',
    code: 'TOO_MANY_REQUESTS',
    message,
  });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  return retryAfter;
}

describe('POST /v1/activity limits', () => {
  it(`takes ${RATE_LIMITS.activity.max} batches a minute per officer, then 429 with Retry-After`, async () => {
    const officer = await createUser(ctx.database.db);
    for (let i = 0; i < RATE_LIMITS.activity.max; i++)
      expect((await postActivity(ctx.app, officer.token, events(1))).statusCode, `batch ${i}`).toBe(
        200,
      );
    const retryAfter = expectLimited(await postActivity(ctx.app, officer.token, events(1)));
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another officer is not affected.
    const other = await createUser(ctx.database.db);
    expect((await postActivity(ctx.app, other.token, events(1))).statusCode).toBe(200);
  });

  it(`stores at most ${ACTIVITY_EVENTS_PER_DAY} events a Lagos day per officer; the next day starts afresh`, async () => {
    clock = new Date('2026-11-24T22:55:00Z');
    const officer = await createUser(ctx.database.db);
    // What 49 earlier batches of 100 would have counted today (the per-minute limit would
    // otherwise make this test wait for minutes).
    await ctx.app.counters.add(
      `activity-events:${officer.user.id}:2026-11-24`,
      ACTIVITY_EVENTS_PER_DAY - 100,
      60 * 60_000,
    );
    expect((await postActivity(ctx.app, officer.token, events(100))).statusCode).toBe(200);
    const over = await postActivity(ctx.app, officer.token, events(1));
    const retryAfter = expectLimited(over, serverMessages.activityQuota);
    // Until Lagos midnight: 5 minutes away.
    expect(retryAfter).toBeGreaterThan(4 * 60);
    expect(retryAfter).toBeLessThanOrEqual(5 * 60);
    // A refused batch is not counted, and the next Lagos day has a fresh quota.
    clock = new Date('2026-11-24T23:01:00Z');
    expect((await postActivity(ctx.app, officer.token, events(100))).statusCode).toBe(200);
  });
});

describe('POST /v1/support/messages limits', () => {
  it(`sends ${RATE_LIMITS.support.max} messages an hour per officer, then 429`, async () => {
    const officer = await createUser(ctx.database.db);
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/support/messages',
        headers: bearer(officer.token),
        payload: { message: 'My points did not arrive.' },
      });
    for (let i = 0; i < RATE_LIMITS.support.max; i++) expect((await send()).statusCode).toBe(200);
    const retryAfter = expectLimited(await send());
    expect(retryAfter).toBeGreaterThan(55 * 60);
  });
});

describe('counters', () => {
  it('count in a window and start again after it, in memory', async () => {
    let now = 1_000;
    const counters = new MemoryCounters(() => now);
    expect(await counters.add('k', 3, 50)).toBe(3);
    expect(await counters.add('k', 2, 50)).toBe(5);
    now += 49;
    expect(await counters.add('k', -2, 50)).toBe(3);
    now += 1;
    expect(await counters.add('k', 1, 50)).toBe(1);
  });

  it.runIf(process.env.TEST_REDIS_URL)('and in Redis, shared by every process', async () => {
    const { Redis } = await import('ioredis');
    const a = new Redis(process.env.TEST_REDIS_URL!);
    const b = new Redis(process.env.TEST_REDIS_URL!);
    try {
      const key = `dpts-test:${uniqueId()}`;
      expect(await new RedisCounters(a).add(key, 3, 200)).toBe(3);
      expect(await new RedisCounters(b).add(key, 2, 200)).toBe(5);
      // Redis ends the window: wait until it has (PTTL -2: no such key), not for a fixed time.
      await vi.waitFor(async () => expect(await a.pttl(key)).toBe(-2), { timeout: 5_000 });
      expect(await new RedisCounters(b).add(key, 1, 200)).toBe(1);
    } finally {
      a.disconnect();
      b.disconnect();
    }
  });
});
