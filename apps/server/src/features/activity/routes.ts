import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTIVITY_EVENTS_PER_DAY,
  RATE_LIMITS,
  ZActivityRequest,
  ZActivityResponse,
  ZApiError,
  serverMessages,
} from '@dpts/contract';
import { requireVerified, sessionSecurity as security } from '../../plugins/auth.ts';
import { dailyQuota } from '../../plugins/quotas.ts';
import { perKeyLimit } from '../../plugins/rate-limits.ts';
import { ingestActivity } from './service.ts';

/** The extension's reports (DESIGN.md section 4). */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/activity',
    {
      schema: {
        tags: ['activity'],
        security,
        description:
          'A batch of up to 100 course visits, starts and completions. Idempotent by event id; a completion with a certificate of the course’s site opens a claim (`verifying`) that pays the course’s points once the site has confirmed the certificate. A malformed batch is refused whole. Limits per officer: 30 batches a minute and 5,000 events a Lagos day (429 with Retry-After).',
        body: ZActivityRequest,
        response: {
          200: ZActivityResponse,
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          429: ZApiError,
        },
      },
      bodyLimit: 512 * 1024,
      preHandler: [
        requireVerified,
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
        { db: app.database.db, jobs: app.jobs, minMinutes: app.config.claims.minMinutes },
        request.session!.user.id,
        request.body.events,
        app.now(),
      );
      app.jobs.poke();
      return { data };
    },
  );
};
