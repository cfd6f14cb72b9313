import type { FastifyPluginAsync } from 'fastify';
import { routes } from '@dpts/contract/api/routes';
import { serve } from '../../../plugins/routing.ts';
import { listAudit } from '../audit.ts';

/** Who changed what, and who decided what. */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  serve(app, routes.listAudit, {}, async (request) => {
    const { page, limit } = request.query;
    return { data: { ...(await listAudit(app.database.db, request.query)), page, limit } };
  });
};
