import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { serverMessages } from '@dpts/contract';
import { tooManyRequests } from '../lib/app-error.ts';
import { MemoryCounters, type Counters } from '../lib/counters.ts';
import { FallbackCounters } from '../lib/redis-fallback.ts';
import { lagosDay, lagosDayStart } from '../lib/lagos-time.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Expiring counters for quotas: in Redis when REDIS_URL is set, else in this process. */
    counters: Counters;
  }
}

export const quotasPlugin = fp(
  async (app: FastifyInstance) => {
    const counters: Counters = app.redis
      ? new FallbackCounters(app.redis, app.redisHealth)
      : new MemoryCounters();
    app.decorate('counters', counters);
  },
  { dependencies: ['redis'] },
);

/**
 * preHandler: at most `max` units (from `amountOf`) per key and Lagos day. A request that would
 * go over is refused whole with 429 and a Retry-After up to the next Lagos midnight, and is not
 * counted. Off with RATE_LIMITS=off.
 */
export function dailyQuota(
  app: FastifyInstance,
  name: string,
  max: number,
  keyOf: (request: FastifyRequest) => string | undefined,
  amountOf: (request: FastifyRequest) => number,
  message: string = serverMessages.rateLimited,
) {
  if (!app.config.rateLimits) return async () => {};
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const key = keyOf(request);
    const amount = amountOf(request);
    if (!key || amount <= 0) return;
    const now = app.now();
    const today = lagosDay(now);
    const nextDay = lagosDay(new Date(lagosDayStart(today).getTime() + 36 * 3_600_000));
    const msLeft = lagosDayStart(nextDay).getTime() - now.getTime();
    const counterKey = `${name}:${key}:${today}`;
    const total = await app.counters.add(counterKey, amount, msLeft + 60_000);
    if (total > max) {
      await app.counters.add(counterKey, -amount, msLeft + 60_000);
      reply.header('retry-after', Math.max(1, Math.ceil(msLeft / 1000)));
      throw tooManyRequests(message);
    }
  };
}
