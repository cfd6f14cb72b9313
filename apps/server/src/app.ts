import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
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
import { uploadedFilePlugin } from './plugins/uploaded-file.ts';
import { healthRoutes } from './features/health/routes.ts';
import { mailboxRoutes } from './features/mailbox/routes.ts';
import { claimJobs } from './features/claims/index.ts';
import { badgeJobs } from './features/badges/index.ts';
import { noticeDelivery } from './features/notifications/index.ts';
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
  // Logs written asynchronously (decision 052): a request never waits for stdout. Flushed when
  // the app closes, so a clean shutdown loses no line.
  const logDestination =
    logger === false ? null : pino.destination({ dest: 1, sync: false, minLength: 0 });
  const app = Fastify({
    logger: logDestination ? { level: config.logLevel, stream: logDestination } : false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  if (logDestination)
    app.addHook('onClose', (_app, done) => {
      try {
        logDestination.flushSync();
      } catch {
        // nothing buffered, or stdout already gone
      }
      done();
    });
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
  await app.register(jobsPlugin);
  await app.register(mailerPlugin);
  await app.register(claimJobs);
  await app.register(uploadedFilePlugin);
  await app.register(badgeJobs);
  await app.register(noticeDelivery);

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
