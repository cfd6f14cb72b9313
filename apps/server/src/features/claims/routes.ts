import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApiError,
  ZClaimRequest,
  ZClaimResponse,
  ZPointsHistoryQuery,
  ZPointsHistoryResponse,
} from '@dpts/contract';
import { requireUser, requireVerified, sessionSecurity as security } from '../../plugins/auth.ts';
import { perKeyLimit } from '../../plugins/rate-limits.ts';
import { CertificateFetcher, SitePacer } from './fetch-certificate.ts';
import { claimManually } from './manual-claim.ts';
import { claimById, pointsHistory, verifyClaim } from './service.ts';
import { ClaimSettler } from './settle.ts';

const tags = ['points'];

/** Completion claims: the verification job, certificate links from officers, the history. */
export const claimsRoutes: FastifyPluginAsyncZod = async (app) => {
  const fetcher = new CertificateFetcher(app.config);
  const pacer = new SitePacer(app.config.verifier.siteRate);
  const settler = new ClaimSettler({
    db: app.database.db,
    caps: app.config.claims,
    now: () => app.now(),
  });
  app.jobs.register(
    'verify-completion',
    (payload, job) =>
      verifyClaim({ db: app.database.db, fetcher, pacer, settler }, payload.claimId, job),
    { maxAttempts: app.config.verifier.attempts },
  );
  app.addHook('onClose', () => fetcher.close());

  app.post(
    '/profile/claims',
    {
      schema: {
        tags,
        security,
        description:
          'Claims a course with its certificate link (officers without the extension). The claim is `pending` until the issuing site has confirmed the certificate; then it pays once, like a completion from the extension.',
        body: ZClaimRequest,
        response: {
          201: ZClaimResponse,
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          409: ZApiError,
          429: ZApiError,
        },
      },
      preHandler: [
        requireVerified,
        perKeyLimit(app, 'claims', { max: 20, window: '1 hour' }, (r) => r.session?.user.id),
      ],
    },
    async (request, reply) => {
      const claimId = await claimManually(
        { db: app.database.db, jobs: app.jobs, minMinutes: app.config.claims.minMinutes },
        request.session!.user.id,
        request.body,
        app.now(),
      );
      app.jobs.poke();
      reply.code(201);
      return { data: (await claimById(app.database.db, claimId))! };
    },
  );

  app.get(
    '/profile/points/history',
    {
      schema: {
        tags,
        security,
        description:
          'The officer’s completion claims, newest first: course, site, certificate link, state (pending, verified, rejected, review), reason, points and dates.',
        querystring: ZPointsHistoryQuery,
        response: { 200: ZPointsHistoryResponse, 400: ZApiError, 401: ZApiError },
      },
      preHandler: requireUser,
    },
    async (request) => ({
      data: await pointsHistory(
        app.database.db,
        request.session!.user.id,
        request.query.page,
        request.query.limit,
      ),
    }),
  );
};
