import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { adminMessages } from '@dpts/contract';
import { routes } from '@dpts/contract/api/routes';
import { serve } from '../../plugins/routing.ts';
import type { Actor } from './audit.ts';
import { setCourseIdentifiers } from './catalogue.ts';
import { decideNameChange, listNameChanges } from './name-changes.ts';
import { moveCertificate, reopenRejectedClaim } from './review-queue.ts';

const actorOf = (request: FastifyRequest): Actor => ({
  id: request.session!.user.id,
  email: request.session!.user.email,
});

/**
 * Administrators and certificates (issue #19): a course's identifiers at its issuer, moving a
 * certificate to its real holder, reopening a rejected claim, and certificate-name changes.
 */
export const certificateAdminRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  serve(app, routes.setCourseIdentifiers, {}, async (request) => ({
    data: await setCourseIdentifiers(
      db,
      actorOf(request),
      request.params.id,
      request.body.identifiers,
    ),
    message: adminMessages.identifiersSaved,
  }));

  serve(app, routes.moveCertificate, {}, async (request) => ({
    data: await moveCertificate(
      db,
      actorOf(request),
      request.params.id,
      { overCap: request.body?.overCap ?? false },
      app.config.claims,
      app.now(),
    ),
    message: adminMessages.claimMoved,
  }));

  serve(app, routes.reopenClaim, {}, async (request) => {
    const data = await reopenRejectedClaim(
      db,
      app.jobs,
      actorOf(request),
      request.params.id,
      app.now(),
    );
    app.jobs.poke();
    return { data, message: adminMessages.claimReopened };
  });

  serve(app, routes.listNameChanges, {}, async (request) => {
    const { page, limit } = request.query;
    return { data: { ...(await listNameChanges(db, request.query)), page, limit } };
  });

  for (const [route, approve] of [
    [routes.approveNameChange, true],
    [routes.rejectNameChange, false],
  ] as const)
    serve(app, route, {}, async (request) => ({
      data: await decideNameChange(db, actorOf(request), request.params.id, approve, app.now()),
      message: approve ? adminMessages.nameChangeApproved : adminMessages.nameChangeRejected,
    }));
};
