import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { serverMessages } from '@dpts/contract';
import { tooManyRequests } from '../lib/app-error.ts';
import { fallbackRateLimitStore } from '../lib/redis-fallback.ts';

export type Limit = { max: number; window: string };

/**
 * Rate limiting, off unless a route asks for it; counters in Redis when REDIS_URL is set (several
 * API processes), otherwise in this process.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyRateLimit, {
      global: false,
      // In Redis, or in this process while Redis does not answer (decision 053).
      ...(app.redis ? { store: fallbackRateLimitStore(app.redis, app.redisHealth) } : {}),
    });
  },
  { dependencies: ['redis'] },
);

/**
 * Per-IP limit for a route's `config.rateLimit` (checked before the body is read).
 * `false` when RATE_LIMITS=off.
 */
export function perIpLimit(app: FastifyInstance, limit: Limit): RateLimitOptions | false {
  if (!app.config.rateLimits) return false;
  return {
    max: limit.max,
    timeWindow: limit.window,
    errorResponseBuilder: () => tooManyRequests(serverMessages.rateLimited),
  };
}

/**
 * Per-account limit as a preHandler: runs after validation, so the key can come from the
 * parsed body (an email) or the session. Requests without a key are not counted here.
 * `name` keeps the counters of different limits apart (they may share one Redis).
 */
export function perKeyLimit(
  app: FastifyInstance,
  name: string,
  limit: Limit,
  keyOf: (request: FastifyRequest) => string | undefined,
) {
  if (!app.config.rateLimits) return async () => {};
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.window,
    keyGenerator: (request) => `${name}:${keyOf(request) ?? ''}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!keyOf(request)) return;
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw tooManyRequests(serverMessages.rateLimited);
    }
  };
}

/**
 * A per-key allowance that does not refuse: `true` while under the limit. For answers that must
 * not differ (a reset email to an address that gets too many: answered the same, not sent).
 */
export function perKeyAllowance(
  app: FastifyInstance,
  name: string,
  limit: Limit,
  keyOf: (request: FastifyRequest) => string | undefined,
): (request: FastifyRequest) => Promise<boolean> {
  if (!app.config.rateLimits) return async () => true;
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.window,
    keyGenerator: (request) => `${name}:${keyOf(request) ?? ''}`,
  });
  return async (request) => {
    if (!keyOf(request)) return true;
    const result = await check(request);
    return result.isAllowed || !result.isExceeded;
  };
}
