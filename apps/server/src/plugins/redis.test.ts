import { describe, expect, it, vi } from 'vitest';
import type { Redis, RedisOptions } from 'ioredis';
import { createTestApp, testRedisEnv } from '../test/helpers.ts';
import { createUser, postActivity, visitEvent } from '../test/factories.ts';

/** Every Redis client the app opens, in order. */
const opened = vi.hoisted(() => [] as Redis[]);
vi.mock('ioredis', async (importOriginal) => {
  const real = await importOriginal<typeof import('ioredis')>();
  class CountedRedis extends real.Redis {
    constructor(url: string, options: RedisOptions) {
      super(url, options);
      opened.push(this);
    }
  }
  return { ...real, default: CountedRedis, Redis: CountedRedis };
});

describe('Redis', () => {
  it('is not used without REDIS_URL: limits and quotas count in the process', async () => {
    const ctx = await createTestApp({ RATE_LIMITS: 'on' });
    try {
      const officer = await createUser(ctx.database.db);
      const res = await postActivity(ctx.app, officer.token, [
        visitEvent({ url: 'https://example.org/not-a-course' }),
      ]);
      expect(res.statusCode).toBe(200);
      expect(ctx.app.redis).toBeNull();
      expect(opened).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it.runIf(testRedisEnv().REDIS_URL)(
    'holds rate limits and quotas on one connection per process, closed with the app',
    async () => {
      opened.length = 0;
      const ctx = await createTestApp({ RATE_LIMITS: 'on', ...testRedisEnv() });
      expect(opened).toHaveLength(1);
      const redis = opened[0]!;
      expect(ctx.app.redis).toBe(redis);
      const ended = new Promise((resolve) => redis.once('end', resolve));
      try {
        const officer = await createUser(ctx.database.db);
        const res = await postActivity(ctx.app, officer.token, [
          visitEvent({ url: 'https://example.org/not-a-course' }),
        ]);
        expect(res.statusCode).toBe(200);
        // The per-minute limit and the daily quota both counted this batch there.
        const keys = await redis.keys(`*${officer.user.id}*`);
        expect(keys.some((k) => k.includes(`activity:${officer.user.id}`))).toBe(true);
        expect(keys.some((k) => k.startsWith(`activity-events:${officer.user.id}:`))).toBe(true);
        expect(opened).toHaveLength(1);
      } finally {
        await ctx.close();
      }
      // Closing the app ends the connection (a test would otherwise hang on its socket).
      await ended;
    },
  );
});
