import type { FastifyPluginAsync } from 'fastify';
import { ACTIVITY_EVENTS_PER_DAY, RATE_LIMITS, serverMessages } from '@dpts/contract';
import { routes } from '@dpts/contract/api/routes';
import { dailyQuota } from '../../plugins/quotas.ts';
import { perKeyLimit } from '../../plugins/rate-limits.ts';
import { serve } from '../../plugins/routing.ts';
import { ingestActivity } from './service.ts';

/** The extension's reports (docs/design.md §4). */
export const activityRoutes: FastifyPluginAsync = async (app) => {
  serve(
    app,
    routes.reportActivity,
    {
      // A batch of 100 events fits with room to spare; a larger body answers 413.
      bodyLimit: 512 * 1024,
      preHandler: [
        perKeyLimit(app, 'activity', RATE_LIMITS.activity, (r) => r.session?.user.id),
        dailyQuota(
          app,
          'activity-events',
          ACTIVITY_EVENTS_PER_DAY,
          (r) => r.session?.user.id,
          (r) => (r.body as { events: unknown[] }).events.length,
          serverMessages.activityQuota,
        ),
      ],
    },
    async (request) => {
      const data = await ingestActivity(
        { db: app.database.db, jobs: app.jobs },
        request.session!.user.id,
        request.body.events,
        app.now(),
      );
      app.jobs.poke();
      return { data };
    },
  );
};
