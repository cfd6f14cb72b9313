import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * This process's one Redis connection when REDIS_URL is set (rate limits and quotas count
     * in it, shared by every API process); null without it.
     */
    redis: Redis | null;
  }
}

/** Opens the connection once for every plugin that counts in Redis; closes it with the app. */
export const redisPlugin = fp(
  async (app: FastifyInstance) => {
    const { redisUrl } = app.config;
    if (!redisUrl) {
      app.decorate('redis', null);
      return;
    }
    const { Redis } = await import('ioredis');
    const redis = new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 });
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  },
  { name: 'redis' },
);
