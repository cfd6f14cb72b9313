import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobQueue } from '../lib/job-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** the durable job queue: `app.jobs.register(name, handler)`, `app.jobs.enqueue(tx, name, …)` */
    jobs: JobQueue;
  }
}

/**
 * Features register their handlers while the app is built; the worker starts once the app is
 * ready (unless `WORKERS=off`) and stops, aborting running jobs, when it closes.
 */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  const queue = new JobQueue(app.database, { ...app.config.jobs, log: app.log });
  app.decorate('jobs', queue);
  if (app.config.workers) app.addHook('onReady', () => queue.start());
  app.addHook('onClose', () => queue.stop());
});
