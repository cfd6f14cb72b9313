import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealthResponse, ZApiError, serverMessages } from '@dpts/contract';
import { AppError } from '../../lib/app-error.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: ZHealthResponse, 503: ZApiError } } },
    async () => {
      if (!(await app.database.ping()))
        throw new AppError('UNAVAILABLE', serverMessages.databaseDown);
      return { status: 'ok' as const };
    },
  );

  // Liveness: answers without the database (load balancers, and the benchmark's ceiling).
  app.get(
    '/health/live',
    { schema: { tags: ['health'], response: { 200: ZHealthResponse } } },
    async () => ({ status: 'ok' as const }),
  );
};
