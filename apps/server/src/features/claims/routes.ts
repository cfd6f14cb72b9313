import type { FastifyPluginAsync } from 'fastify';
import { routes } from '@dpts/contract/api/routes';
import { perKeyLimit } from '../../plugins/rate-limits.ts';
import { serve } from '../../plugins/routing.ts';
import { claimById, pointsHistory } from './history.ts';
import { claimManually } from './manual-claim.ts';

/** Completion claims: certificate links from officers, and their history (the job: `jobs.ts`). */
export const claimsRoutes: FastifyPluginAsync = async (app) => {
  serve(
    app,
    routes.createClaim,
    {
      preHandler: perKeyLimit(
        app,
        'claims',
        { max: 20, window: '1 hour' },
        (r) => r.session?.user.id,
      ),
    },
    async (request, reply) => {
      const claimId = await claimManually(
        { db: app.database.db, jobs: app.jobs },
        request.session!.user.id,
        request.body,
        app.now(),
      );
      app.jobs.poke();
      reply.code(201);
      return { data: (await claimById(app.database.db, claimId))! };
    },
  );

  serve(app, routes.getPointsHistory, {}, async (request) => ({
    data: await pointsHistory(
      app.database.db,
      request.session!.user.id,
      request.query.page,
      request.query.limit,
    ),
  }));
};
