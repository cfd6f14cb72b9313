import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createVerifier } from './verifier.ts';

/**
 * Registers the `verify-completion` job (opened with each claim, `open.ts`): the worker of
 * every process asks the issuing site, then settles the claim through its life cycle.
 */
export const claimJobs = fp(
  async (app: FastifyInstance) => {
    const verifier = createVerifier({
      db: app.database.db,
      config: app.config,
      now: () => app.now(),
    });
    app.jobs.register('verify-completion', (payload, job) => verifier.run(payload, job), {
      maxAttempts: app.config.verifier.attempts,
    });
    app.addHook('onClose', () => verifier.close());
  },
  { name: 'claim-jobs' },
);
