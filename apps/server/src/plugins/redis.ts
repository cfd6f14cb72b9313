import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { RedisHealth } from '../lib/redis-fallback.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * This process's one Redis connection when REDIS_URL is set (rate limits and quotas count
     * in it, shared by every API process); null without it.
     */
    redis: Redis | null;
    /** whether Redis answered the last count (limits fall back to this process while not) */
    redisHealth: RedisHealth;
  }
}

/** Opens the connection once for every plugin that counts in Redis; closes it with the app. */
export const redisPlugin = fp(
  async (app: FastifyInstance) => {
    const { redisUrl } = app.config;
    const health = new RedisHealth(app.log);
    app.decorate('redisHealth', health);
    if (!redisUrl) {
      app.decorate('redis', null);
      return;
    }
    const { Redis } = await import('ioredis');
    // No offline queue: while Redis is away a count fails at once and is made in this process
    // (decision 053) instead of waiting on reconnection.
    const redis = new Redis(redisUrl, {
      connectTimeout: 500,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    // Reconnection is ioredis's own; its errors are reported once by the counters that fail.
    redis.on('error', (err) => health.failed(err));
    app.decorate('redis', redis);
    // Without an offline queue, counts made before the connection is up fall back to this
    // process; wait for it at start (bounded) so the first requests count in Redis.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2000);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  },
  { name: 'redis' },
);
