import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ChangeFeed } from '../lib/change-feed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** the database's change notifications, which keep this process's read caches true */
    changes: ChangeFeed;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const changeFeedPlugin = fp(async (app: FastifyInstance) => {
  const feed = new ChangeFeed(app.database, { enabled: app.config.readCache, log: app.log });
  app.decorate('changes', feed);
  await feed.start();
  // Read-your-writes: a request that may have written answers only once this process's caches
  // have seen its changes, so the caller's next request never reads what it just replaced.
  // A callback hook: reads (most requests) pass straight through without a promise.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (READS.has(request.method)) return done(null, payload);
    feed.sync().then(
      () => done(null, payload),
      (err: Error) => done(err),
    );
  });
  app.addHook('onClose', async () => {
    await feed.close();
  });
});
