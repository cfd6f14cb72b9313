import type { FastifyPluginAsync } from 'fastify';
import { serverMessages } from '@dpts/contract';
import { routes } from '@dpts/contract/api/routes';
import { AppError } from '../../lib/app-error.ts';
import { serve } from '../../plugins/routing.ts';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  serve(app, routes.getHealth, {}, async () => {
    if (!(await app.database.ping()))
      throw new AppError('UNAVAILABLE', serverMessages.databaseDown);
    return { status: 'ok' as const };
  });

  // Liveness: answers without the database (load balancers, and the benchmark's ceiling).
  serve(app, routes.getLiveness, {}, async () => ({ status: 'ok' as const }));
};
