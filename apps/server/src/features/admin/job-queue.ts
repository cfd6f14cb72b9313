import type { FastifyPluginAsync } from 'fastify';
import { jobMessages, type TFailedJob, type TJobQueueSummary } from '@dpts/contract';
import { routes } from '@dpts/contract/api/routes';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import {
  listFailedJobs,
  queueSummary,
  retryFailedJobs,
  type FailedJob,
} from '../../lib/job-queue.ts';
import { serve } from '../../plugins/routing.ts';
import { writeAudit, type Actor } from './audit.ts';

/** The queue as the super overview shows it. */
export async function jobQueueOverview(db: Db, retentionDays: number): Promise<TJobQueueSummary> {
  return { ...(await queueSummary(db)), retentionDays };
}

export function presentFailedJob(job: FailedJob): TFailedJob {
  return {
    _id: String(job.id),
    name: job.name,
    attempts: job.attempts,
    maxAttempts: job.maxAttempts,
    lastError: job.lastError,
    createdAt: job.createdAt.toISOString(),
    failedAt: job.finishedAt?.toISOString() ?? null,
  };
}

/** Runs failed jobs again and writes one audit row per job, in one transaction. */
export async function retryJobs(
  db: Db,
  actor: Actor,
  which: Parameters<typeof retryFailedJobs>[1],
): Promise<number> {
  return db.transaction(async (tx) => {
    const retried = await retryFailedJobs(tx, which);
    for (const job of retried)
      await writeAudit(tx, actor, {
        action: 'job.retry',
        entity: 'job',
        entityId: String(job.id),
        before: { name: job.name, state: 'failed' },
        after: { name: job.name, state: 'queued' },
      });
    return retried.length;
  });
}

/** /super/jobs: the background job queue, for super administrators (decision 039). */
export const jobQueueRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const actorOf = (user: { id: string; email: string }): Actor => ({
    id: user.id,
    email: user.email,
  });

  serve(app, routes.getJobQueue, {}, async () => ({
    data: await jobQueueOverview(db, app.config.jobs.retentionDays),
  }));

  serve(app, routes.listFailedJobs, {}, async (request) => {
    const { page, limit } = request.query;
    const { items, total } = await listFailedJobs(db, { page, limit });
    return { data: { items: items.map(presentFailedJob), page, limit, total } };
  });

  serve(app, routes.retryFailedJob, {}, async (request) => {
    const retried = await retryJobs(db, actorOf(request.session!.user), {
      ids: [request.params.id],
    });
    if (retried === 0) throw notFound(jobMessages.notFound);
    app.jobs.poke();
    return { data: { retried }, message: jobMessages.retried(retried) };
  });

  serve(app, routes.retryFailedJobs, {}, async (request) => {
    const retried = await retryJobs(db, actorOf(request.session!.user), {
      name: request.body.name,
    });
    app.jobs.poke();
    return { data: { retried }, message: jobMessages.retried(retried) };
  });
};
