import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lagosDay, lagosDayStart } from '../../lib/lagos-time.ts';
import { createBadgeIssuer, type BadgeIssuer } from './issuer.ts';
import { closeDay, evaluateClassPage, evaluateOfficer, type EvaluationContext } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** the Open Badges issuer: keys, documents, signing (in jobs) and verification */
    badges: BadgeIssuer;
  }
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * Queues the closing of today's Lagos day (it runs at the next midnight) unless one waits:
 * each closing queues the next. `except` is the running closer's own job.
 */
export async function scheduleDayClose(db: Db, now: Date, except = 0): Promise<void> {
  const today = lagosDay(now);
  const runAt = new Date(lagosDayStart(today).getTime() + DAY_MS);
  await db.execute(sql`
    insert into jobs (name, payload, max_attempts, run_at)
    select 'badges-close-day', jsonb_build_object('day', ${today}::text), 5, ${runAt}
    where not exists (select 1 from jobs where name = 'badges-close-day'
                      and state in ('queued', 'active') and id <> ${except})`);
}

/**
 * The badge jobs (decision 058): evaluation after the events that can satisfy a rule (queued by
 * triggers on the ledger and league members, and by the day's close), a new class for everyone,
 * and all signing — never in a request.
 */
export const badgeJobs = fp(
  async (app: FastifyInstance) => {
    const db = app.database.db;
    app.decorate('badges', await createBadgeIssuer(db, app.config));
    const context = (): EvaluationContext => ({
      now: app.now(),
      perHour: app.config.badges.volunteerPointsPerHour,
      jobs: app.jobs,
    });
    app.jobs.register('badges-evaluate', async ({ userId }) => {
      await evaluateOfficer(db, userId, context());
    });
    app.jobs.register('badges-class', async ({ classId, after }) => {
      const next = await evaluateClassPage(db, classId, after ?? null, context());
      if (next) await app.jobs.enqueue(db, 'badges-class', [{ classId, after: next }]);
    });
    app.jobs.register('badges-sign', async ({ awardId }) => {
      await app.badges.signAward(awardId, app.now());
    });
    app.jobs.register('badges-sign-status', async ({ list }) => {
      await app.badges.signList(list, app.now());
    });
    app.jobs.register('badges-close-day', async ({ day }, job) => {
      await closeDay(db, day, context());
      await scheduleDayClose(db, app.now(), job.id);
    });
    if (app.config.workers) app.addHook('onReady', () => scheduleDayClose(db, app.now()));
  },
  { name: 'badge-jobs' },
);
