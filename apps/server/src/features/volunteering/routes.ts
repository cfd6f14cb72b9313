import type { FastifyPluginAsync } from 'fastify';
import { routes } from '@dpts/contract/api/routes';
import { badRequest } from '../../lib/app-error.ts';
import { serve } from '../../plugins/routing.ts';
import { perIpLimit, perKeyLimit } from '../../plugins/rate-limits.ts';
import { cachedVolunteering } from './cache.ts';
import {
  answerLink,
  decide,
  deleteOrganisation,
  getEntry,
  listOrganisations,
  logEntry,
  openLink,
  presentEntry,
  saveOrganisation,
  shareLink,
  withdrawEntry,
  type VolunteeringDeps,
} from './service.ts';

/** Each logged entry may email a supervisor: bounded per officer. */
const LOG_LIMIT = { max: 30, window: '1 hour' };
/** Each call makes a live link: bounded per officer. */
const SHARE_LIMIT = { max: 20, window: '1 hour' };
const LINK_LIMIT = { max: 60, window: '1 minute' };
const IDEMPOTENCY_KEY = /^[\w.:-]{8,100}$/;

/** Volunteering (issue #20): officers, supervisors' links, administrators, organisations. */
export const volunteeringRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const deps: VolunteeringDeps = {
    db,
    mailer: app.mailer,
    config: app.config,
    now: () => app.now(),
    random: () => Math.random(),
  };
  const cached = cachedVolunteering(app);

  serve(
    app,
    routes.logVolunteering,
    {
      preHandler: perKeyLimit(app, 'volunteering', LOG_LIMIT, (r) => r.session?.user.id),
    },
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const key = typeof header === 'string' && header !== '' ? header : null;
      if (key !== null && !IDEMPOTENCY_KEY.test(key))
        throw badRequest('Idempotency-Key must be 8 to 100 letters, digits, or . _ : -');
      const user = request.session!.user;
      // A replay answers the same entry with the same status as the first time.
      const { entry } = await logEntry(deps, user, request.body, key);
      reply.code(201);
      return { data: entry };
    },
  );

  serve(app, routes.listVolunteering, {}, async (request) => ({
    data: await cached.own(request.session!.user.id, request.query),
  }));

  serve(app, routes.getVolunteering, {}, async (request) => ({
    data: presentEntry(await getEntry(db, request.session!.user.id, request.params.id)),
  }));

  serve(app, routes.withdrawVolunteering, {}, async (request) => ({
    data: await withdrawEntry(deps, request.session!.user.id, request.params.id),
  }));

  serve(
    app,
    routes.shareVolunteeringLink,
    {
      preHandler: perKeyLimit(app, 'volunteering-link', SHARE_LIMIT, (r) => r.session?.user.id),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.code(201);
      return { data: await shareLink(deps, request.session!.user, request.params.id) };
    },
  );

  const linkLimit = { rateLimit: perIpLimit(app, LINK_LIMIT) };
  serve(app, routes.getVolunteeringVerification, { config: linkLimit }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('referrer-policy', 'no-referrer');
    return { data: await openLink(deps, request.params.token) };
  });

  serve(app, routes.answerVolunteeringVerification, { config: linkLimit }, async (request) => {
    const data = await answerLink(deps, request.params.token, request.body);
    app.mailer.poke();
    return { data };
  });

  serve(app, routes.listVolunteeringQueue, {}, async (request) => ({
    data: await cached.queue(request.query, app.now()),
  }));

  serve(app, routes.decideVolunteering, {}, async (request) => {
    const { ids, decision, comment } = request.body;
    return {
      data: {
        results: await decide(deps, request.session!.user, ids, decision, comment || null),
      },
    };
  });

  serve(app, routes.listOrganisations, {}, async () => ({ data: await listOrganisations(db) }));
  serve(app, routes.createOrganisation, {}, async (request, reply) => {
    reply.code(201);
    return { data: await saveOrganisation(db, null, request.body, app.now()) };
  });
  serve(app, routes.updateOrganisation, {}, async (request) => ({
    data: await saveOrganisation(db, request.params.id, request.body, app.now()),
  }));
  serve(app, routes.deleteOrganisation, {}, async (request) => {
    await deleteOrganisation(db, request.params.id);
    return { data: { deleted: true as const } };
  });
};
