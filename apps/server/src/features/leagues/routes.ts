import type { FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAnswerRequest,
  ZApiError,
  ZCreatedLeaguesQuery,
  ZLeagueActionResponse,
  ZLeagueCreateRequest,
  ZLeagueDetailsResponse,
  ZLeagueIdParams,
  ZLeagueLeaderboardQuery,
  ZLeagueLeaderboardResponse,
  ZLeagueListQuery,
  ZLeaguePageResponse,
  ZLeagueRequestsResponse,
  ZLeagueResponse,
  ZLeagueUpdateRequest,
  ZPageQuery,
  ZRequestOrAnswer,
  ZStarRequest,
  ZInviteRequest,
  ZInviteResponse,
  LEAGUE_LIMITS,
  clientMessages,
  leagueMessages,
} from '@dpts/contract';
import { badRequest } from '../../lib/app-error.ts';
import { inviteMembers } from './invites.ts';
import { authorize } from './policy.ts';
import { readMemberFile } from './member-file.ts';
import { requireUser, requireVerified, sessionSecurity as security } from '../../plugins/auth.ts';
import {
  answerRequest,
  createLeague,
  createdLeagues,
  deleteLeague,
  discoverLeagues,
  joinLeague,
  joinedLeagues,
  leagueDetails,
  leagueLeaderboard,
  leagueRequestsOf,
  leaveLeague,
  loadLeague,
  requestToJoin,
  saveLeague,
  savedLeagues,
  sentRequests,
  setDiscoverable,
  unsaveLeague,
  withdrawRequest,
} from './service.ts';

const errors = {
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  409: ZApiError,
  429: ZApiError,
} as const;
const tags = ['leagues'];
const me = (request: FastifyRequest) => request.session!.user;
const done = (message: string) => ({ success: true as const, message });

/** Leagues (spec section 7, DESIGN.md sections 2 and 5): canonical routes and their aliases. */
export const leagueRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  await app.register(fastifyMultipart, {
    limits: { fileSize: LEAGUE_LIMITS.importFileMaxBytes, files: 1, fields: 5 },
  });
  const inviteDeps = { db, mailer: app.mailer, config: app.config };

  // ---------- lists ----------

  app.get(
    '/league',
    {
      schema: {
        tags,
        security,
        description:
          'Discover: discoverable leagues (and those the caller is invited to) not joined nor requested, newest first. `type` narrows to public or private.',
        querystring: ZLeagueListQuery,
        response: { 200: ZLeaguePageResponse, ...errors },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const { type, page, limit } = request.query;
      return { data: await discoverLeagues(db, me(request), type, { page, limit }) };
    },
  );

  app.get(
    '/league/created',
    {
      schema: {
        tags,
        security,
        description:
          'Leagues the caller created; `requests=pending`: only those with pending requests.',
        querystring: ZCreatedLeaguesQuery,
        response: { 200: ZLeaguePageResponse, ...errors },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const { requests, page, limit } = request.query;
      return {
        data: await createdLeagues(db, me(request), requests === 'pending', { page, limit }),
      };
    },
  );

  app.get(
    '/league/joined',
    {
      schema: {
        tags,
        security,
        querystring: ZPageQuery,
        response: { 200: ZLeaguePageResponse, ...errors },
      },
      preHandler: requireUser,
    },
    async (request) => ({ data: await joinedLeagues(db, me(request), request.query) }),
  );

  app.get(
    '/league/sent-requests',
    {
      schema: {
        tags,
        security,
        querystring: ZPageQuery,
        response: { 200: ZLeaguePageResponse, ...errors },
      },
      preHandler: requireUser,
    },
    async (request) => ({ data: await sentRequests(db, me(request), request.query) }),
  );

  // ---------- saved (starred) ----------

  app.get(
    '/league/m/save',
    {
      schema: {
        tags,
        security,
        description: 'Saved leagues not joined, latest saved first.',
        querystring: ZPageQuery,
        response: { 200: ZLeaguePageResponse, ...errors },
      },
      preHandler: requireUser,
    },
    async (request) => ({ data: await savedLeagues(db, me(request), request.query) }),
  );

  app.post(
    '/league/m/save',
    {
      schema: {
        tags,
        security,
        body: ZStarRequest,
        response: { 200: ZLeagueResponse, ...errors },
      },
      preHandler: requireUser,
    },
    async (request) => ({ data: await saveLeague(db, me(request), request.body.id) }),
  );

  app.delete(
    '/league/m/save/:id',
    {
      schema: {
        tags,
        security,
        params: ZLeagueIdParams,
        response: { 200: ZLeagueActionResponse, ...errors },
      },
      preHandler: requireUser,
    },
    async (request) => {
      await unsaveLeague(db, me(request), request.params.id);
      return done(clientMessages.leagueRemoved);
    },
  );

  // ---------- one league ----------

  app.post(
    '/league',
    {
      schema: {
        tags,
        security,
        description:
          'Creates a league; the creator is its first member. Private leagues need a speciality; specialized ones a path and catalogue courses of that path.',
        body: ZLeagueCreateRequest,
        response: { 200: ZLeagueResponse, ...errors },
      },
      preHandler: requireVerified,
    },
    async (request) => ({ data: await createLeague(db, me(request), request.body) }),
  );

  app.get(
    '/league/:id',
    {
      schema: {
        tags,
        security,
        description:
          "View Details: the league and its courses with the caller's status. Private leagues: members (and administrators) only.",
        params: ZLeagueIdParams,
        response: { 200: ZLeagueDetailsResponse, ...errors },
      },
      preHandler: requireUser,
    },
    async (request) => ({ data: await leagueDetails(db, me(request), request.params.id) }),
  );

  app.put(
    '/league/:id',
    {
      schema: {
        tags,
        security,
        description: 'Make League Discoverable (creator only).',
        params: ZLeagueIdParams,
        body: ZLeagueUpdateRequest,
        response: { 200: ZLeagueResponse, ...errors },
      },
      preHandler: requireUser,
    },
    async (request) => ({
      data: await setDiscoverable(db, me(request), request.params.id, request.body.discoverable),
    }),
  );

  app.delete(
    '/league/:id',
    {
      schema: {
        tags,
        security,
        description:
          'Deletes the league with its members, requests, stars and invites (creator only).',
        params: ZLeagueIdParams,
        response: { 200: ZLeagueActionResponse, ...errors },
      },
      preHandler: requireUser,
    },
    async (request) => {
      await deleteLeague(db, me(request), request.params.id);
      return done(clientMessages.leagueDeleted);
    },
  );

  app.post(
    '/league/:id/join',
    {
      schema: {
        tags,
        security,
        description: 'Joins a public league, or a private one the caller was invited to.',
        params: ZLeagueIdParams,
        response: { 200: ZLeagueResponse, ...errors },
      },
      preHandler: requireVerified,
    },
    async (request) => ({ data: await joinLeague(db, me(request), request.params.id) }),
  );

  // POST …/request asks to join; with a body {id, state, block} it answers a request (the
  // spec's second reading of the answer call).
  app.post(
    '/league/:id/request',
    {
      schema: {
        tags,
        security,
        description:
          'Without a body: asks to join a private league. With {id, state, block}: answers a request (alias of PUT).',
        params: ZLeagueIdParams,
        body: ZRequestOrAnswer,
        response: { 200: ZLeagueResponse.or(ZLeagueActionResponse), ...errors },
      },
      preHandler: requireVerified,
    },
    async (request) => {
      if (request.body) {
        await answerRequest(db, me(request), request.params.id, request.body);
        return done(clientMessages.requestCompleted);
      }
      return { data: await requestToJoin(db, me(request), request.params.id) };
    },
  );

  app.put(
    '/league/:id/request',
    {
      schema: {
        tags,
        security,
        description:
          'Accepts or rejects a pending request (creator only); `block` bars the officer from asking again.',
        params: ZLeagueIdParams,
        body: ZAnswerRequest,
        response: { 200: ZLeagueActionResponse, ...errors },
      },
      preHandler: requireUser,
    },
    async (request) => {
      await answerRequest(db, me(request), request.params.id, request.body);
      return done(clientMessages.requestCompleted);
    },
  );

  const withdraw = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    await withdrawRequest(db, me(request), request.params.id);
    return done(clientMessages.requestWithdrawn);
  };
  for (const [method, url] of [
    ['POST', '/league/:id/withdraw-request'],
    ['DELETE', '/league/:id/request'],
  ] as const) {
    app.route({
      method,
      url,
      schema: {
        tags,
        security,
        description: 'Withdraws the caller’s pending request.',
        params: ZLeagueIdParams,
        response: { 200: ZLeagueActionResponse, ...errors },
      },
      preHandler: requireUser,
      handler: withdraw,
    });
  }

  for (const method of ['POST', 'DELETE'] as const) {
    app.route({
      method,
      url: '/league/:id/leave',
      schema: {
        tags,
        security,
        description: 'Leaves a league (members; the creator deletes instead).',
        params: ZLeagueIdParams,
        response: { 200: ZLeagueActionResponse, ...errors },
      },
      preHandler: requireUser,
      handler: async (request: FastifyRequest<{ Params: { id: string } }>) => {
        await leaveLeague(db, me(request), request.params.id);
        return done(clientMessages.leftLeague);
      },
    });
  }

  app.get(
    '/league/:id/requests',
    {
      schema: {
        tags,
        security,
        description: 'Pending requests of a league (creator; administrators read).',
        params: ZLeagueIdParams,
        querystring: ZPageQuery,
        response: { 200: ZLeagueRequestsResponse, ...errors },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const { page, limit } = request.query;
      const found = await leagueRequestsOf(db, me(request), request.params.id, { page, limit });
      return { data: { ...found, page, limit } };
    },
  );

  app.get(
    '/league/:id/leaderboard',
    {
      schema: {
        tags,
        security,
        description:
          "Members by totalPointsEarned (ties to who got there first), or by dpts since Monday in Lagos (`period=week`), with the caller's own rank.",
        params: ZLeagueIdParams,
        querystring: ZLeagueLeaderboardQuery,
        response: { 200: ZLeagueLeaderboardResponse, ...errors },
      },
      preHandler: requireUser,
    },
    async (request) => ({
      data: await leagueLeaderboard(
        db,
        me(request),
        request.params.id,
        request.query.period,
        request.query.limit,
        app.now(),
      ),
    }),
  );

  // ---------- invites ----------

  app.post(
    '/league/:id/invite-members',
    {
      schema: {
        tags,
        security,
        description:
          'Emails each address a single-use invite (14 days): a sign-up link that makes the new officer a member, or a link to the league for existing accounts. Creator only; members skipped.',
        params: ZLeagueIdParams,
        body: ZInviteRequest,
        response: { 200: ZInviteResponse, ...errors },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const { emails } = request.body;
      const data = await inviteMembers(
        inviteDeps,
        me(request),
        request.params.id,
        emails,
        0,
        app.now(),
      );
      return { success: true as const, message: clientMessages.emailSent, data };
    },
  );

  app.post(
    '/league/:id/import-members',
    {
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        description:
          'Invites the addresses of a .csv, .xls or .xlsx file (form field `file`; a column named email, or emails in the first column; at most 5,000 rows). A bad file is refused whole with what is wrong.',
        params: ZLeagueIdParams,
        response: { 200: ZInviteResponse, ...errors },
      },
      preHandler: requireUser,
    },
    async (request) => {
      authorize(me(request), 'manage', await loadLeague(db, me(request), request.params.id));
      if (!request.isMultipart()) throw badRequest(leagueMessages.noFile, 'file');
      const file = await request.file();
      if (!file) throw badRequest(leagueMessages.noFile, 'file');
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw badRequest('The file is larger than 5 MB', 'file');
        throw err;
      }
      const { emails, duplicates } = readMemberFile(file.filename, bytes);
      const data = await inviteMembers(
        inviteDeps,
        me(request),
        request.params.id,
        emails,
        duplicates,
        app.now(),
      );
      return { success: true as const, message: clientMessages.fileUploaded, data };
    },
  );
};
