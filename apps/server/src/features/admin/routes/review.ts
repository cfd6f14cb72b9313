import type { FastifyPluginAsync } from 'fastify';
import { adminMessages } from '@dpts/contract';
import { routes } from '@dpts/contract/api/routes';
import { serve } from '../../../plugins/routing.ts';
import { countReviewClaims, decideClaim, listReviewClaims } from '../review-queue.ts';
import { actorOf } from './actor.ts';

/** Completion claims in review: administrators approve or reject them (decision 017). */
export const reviewRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  serve(app, routes.listReviewClaims, {}, async (request) => {
    const { page, limit } = request.query;
    return { data: { ...(await listReviewClaims(db, request.query)), page, limit } };
  });

  serve(app, routes.countReviewClaims, {}, async () => ({
    data: { count: await countReviewClaims(db) },
  }));

  serve(app, routes.approveClaim, {}, async (request) => ({
    data: await decideClaim(
      db,
      actorOf(request),
      request.params.id,
      { approve: true, overCap: request.body?.overCap ?? false },
      app.config.claims,
      app.now(),
    ),
    message: adminMessages.claimApproved,
  }));

  serve(app, routes.rejectClaim, {}, async (request) => ({
    data: await decideClaim(
      db,
      actorOf(request),
      request.params.id,
      { approve: false, reason: request.body.reason },
      app.config.claims,
      app.now(),
    ),
    message: adminMessages.claimRejected,
  }));
};
