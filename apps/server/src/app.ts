import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { authPlugin } from './plugins/auth.ts';
import { changeFeedPlugin } from './plugins/change-feed.ts';
import { courseCountsPlugin } from './plugins/course-counts.ts';
import { standingsPlugin } from './plugins/standings.ts';
import { rateLimitPlugin } from './plugins/rate-limits.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { webPlugin } from './plugins/web.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { sameOriginPlugin } from './plugins/same-origin.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { quotasPlugin } from './plugins/quotas.ts';
import { redisPlugin } from './plugins/redis.ts';
import { healthRoutes } from './features/health/routes.ts';
import { mailboxRoutes } from './features/mailbox/routes.ts';
import { registerFeatures } from './features/index.ts';
import { uploadedFilesRoutes } from './features/uploads/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** The current time; tests pass their own clock to cross the Lagos midnight. */
    now(): Date;
  }
}

export type BuildAppOptions = {
  config: Config;
  database: Database;
  logger?: boolean;
  now?: () => Date;
};

/** Builds the whole app without listening: tests call `app.inject()`. */
export async function buildApp({
  config,
  database,
  logger,
  now = () => new Date(),
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('now', now);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(fastifyCookie);
  await app.register(securityHeadersPlugin);
  await app.register(sameOriginPlugin);
  await app.register(compressionPlugin);
  await app.register(redisPlugin);
  await app.register(quotasPlugin);
  await app.register(rateLimitPlugin);
  await app.register(changeFeedPlugin);
  await app.register(authPlugin);
  await app.register(courseCountsPlugin);
  await app.register(standingsPlugin);
  await app.register(jobsPlugin);
  await app.register(mailerPlugin);

  await app.register(openApiPlugin);

  await app.register(
    async (v1) => {
      await v1.register(healthRoutes);
      await registerFeatures(v1);
    },
    { prefix: '/v1' },
  );
  await app.register(uploadedFilesRoutes);
  if (!config.isProduction) await app.register(mailboxRoutes, { prefix: '/dev' });
  await app.register(webPlugin, { webDist: config.webDist });

  return app;
}
