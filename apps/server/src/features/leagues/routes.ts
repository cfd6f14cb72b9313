import type { FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
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
  type TLeaguePage,
  clientMessages,
  leagueMessages,
} from '@dpts/contract';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../domain/users.ts';
import { badRequest } from '../../lib/app-error.ts';
import { cachedLeagueReads } from './cache.ts';
import { inviteMembers } from './invites.ts';
import { authorize } from './policy.ts';
import { readMemberFile } from './member-file.ts';
import { requireUser, requireVerified, sessionSecurity as security } from '../../plugins/auth.ts';
import {
  answerRequest,
  createLeague,
  createdLeagues,
  deleteLeague,
  joinLeague,
  joinedLeagues,
  leagueCard,
  leagueDetails,
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
  type AnswerInput,
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

type SchemaParts = {
  description?: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  consumes?: string[];
};
/**
 * A league route's options: the success answer `ok` and the schema parts given, with the shared
 * tag, security and error answers, behind `guard` (signed in; verified for join, request, create).
 */
function options<P extends SchemaParts, R extends z.ZodType>(ok: R, parts: P, guard = requireUser) {
  return {
    schema: { tags, security, ...parts, response: { 200: ok, ...errors } },
    preHandler: guard,
  };
}

type OneLeague = FastifyRequest<{ Params: { id: string } }>;
type Route = readonly [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string];
type Page = { page: number; limit: number };

/** Leagues (spec section 7, DESIGN.md sections 2 and 5): canonical routes and their aliases. */
export const leagueRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  await app.register(fastifyMultipart, {
    limits: { fileSize: LEAGUE_LIMITS.importFileMaxBytes, files: 1, fields: 5 },
  });
  const inviteDeps = { db, mailer: app.mailer, config: app.config };
  // Discover and leaderboards from memory, kept true by the change feed (decision 035).
  const reads = cachedLeagueReads(app);

  // ---------- lists ----------

  app.get(
    '/league',
    options(ZLeaguePageResponse, {
      description:
        'Discover: discoverable leagues (and those the caller is invited to) not joined nor requested, newest first. `type` narrows to public or private.',
      querystring: ZLeagueListQuery,
    }),
    async (request) => {
      const { type, page, limit } = request.query;
      return { data: await reads.discover(me(request), type, { page, limit }) };
    },
  );

  app.get(
    '/league/created',
    options(ZLeaguePageResponse, {
      description:
        'Leagues the caller created; `requests=pending`: only those with pending requests.',
      querystring: ZCreatedLeaguesQuery,
    }),
    async (request) => {
      const { requests, page, limit } = request.query;
      return {
        data: await createdLeagues(db, me(request), requests === 'pending', { page, limit }),
      };
    },
  );

  // The caller's own lists, one page at a time.
  const lists: ReadonlyArray<
    readonly [string, (db: Db, user: UserRow, page: Page) => Promise<TLeaguePage>, string]
  > = [
    ['/league/joined', joinedLeagues, 'Leagues the caller is a member of, latest joined first.'],
    ['/league/sent-requests', sentRequests, 'Leagues the caller asked to join, latest first.'],
    ['/league/m/save', savedLeagues, 'Saved leagues not joined, latest saved first.'],
  ];
  for (const [url, list, description] of lists)
    app.get(
      url,
      options(ZLeaguePageResponse, { description, querystring: ZPageQuery }),
      async (request) => ({ data: await list(db, me(request), request.query) }),
    );

  // ---------- one league ----------

  app.post(
    '/league',
    options(
      ZLeagueResponse,
      {
        description:
          'Creates a league; the creator is its first member. Private leagues need a speciality; specialized ones a path and catalogue courses of that path.',
        body: ZLeagueCreateRequest,
      },
      requireVerified,
    ),
    async (request) => ({ data: await createLeague(db, me(request), request.body) }),
  );

  app.post(
    '/league/m/save',
    options(ZLeagueResponse, { description: 'Saves (stars) a league.', body: ZStarRequest }),
    async (request) => ({ data: await saveLeague(db, me(request), request.body.id) }),
  );

  app.get(
    '/league/:id',
    options(ZLeagueDetailsResponse, {
      description:
        "View Details: the league and its courses with the caller's status. Private leagues: members (and administrators) only.",
      params: ZLeagueIdParams,
    }),
    async (request) => ({ data: await leagueDetails(db, me(request), request.params.id) }),
  );

  app.get(
    '/league/:id/card',
    options(ZLeagueResponse, {
      description:
        "A league's card for its share link (`/leagues/discover?league=ID`): any signed-in officer, discoverable or not, with their relation to it. No members; a private league's courses only for members and administrators.",
      params: ZLeagueIdParams,
    }),
    async (request) => ({ data: await leagueCard(db, me(request), request.params.id) }),
  );

  app.put(
    '/league/:id',
    options(ZLeagueResponse, {
      description: 'Make League Discoverable (creator only).',
      params: ZLeagueIdParams,
      body: ZLeagueUpdateRequest,
    }),
    async (request) => ({
      data: await setDiscoverable(db, me(request), request.params.id, request.body.discoverable),
    }),
  );

  app.post(
    '/league/:id/join',
    options(
      ZLeagueResponse,
      {
        description: 'Joins a public league, or a private one the caller was invited to.',
        params: ZLeagueIdParams,
      },
      requireVerified,
    ),
    async (request) => ({ data: await joinLeague(db, me(request), request.params.id) }),
  );

  const answer = async (user: UserRow, leagueId: string, body: AnswerInput) => {
    await answerRequest(db, user, leagueId, body);
    return done(clientMessages.requestCompleted);
  };

  // POST …/request asks to join; with a body {id, state, block} it answers a request (the
  // spec's second reading of the answer call, the alias of PUT below).
  app.post(
    '/league/:id/request',
    options(
      ZLeagueResponse.or(ZLeagueActionResponse),
      {
        description:
          'Without a body: asks to join a private league. With {id, state, block}: answers a request (alias of PUT).',
        params: ZLeagueIdParams,
        body: ZRequestOrAnswer,
      },
      requireVerified,
    ),
    async (request) =>
      request.body
        ? answer(me(request), request.params.id, request.body)
        : { data: await requestToJoin(db, me(request), request.params.id) },
  );

  app.put(
    '/league/:id/request',
    options(ZLeagueActionResponse, {
      description:
        'Accepts or rejects a pending request (creator only); `block` bars the officer from asking again.',
      params: ZLeagueIdParams,
      body: ZAnswerRequest,
    }),
    async (request) => answer(me(request), request.params.id, request.body),
  );

  // Acts on one league and answers with the spec's message; an alias pair (DESIGN.md section 2)
  // is one entry with both routes.
  const actions: ReadonlyArray<{
    routes: readonly Route[];
    run: (db: Db, user: UserRow, id: string) => Promise<void>;
    message: string;
    description: string;
  }> = [
    {
      routes: [['DELETE', '/league/m/save/:id']],
      run: unsaveLeague,
      message: clientMessages.leagueRemoved,
      description: 'Removes a league from the saved ones.',
    },
    {
      routes: [['DELETE', '/league/:id']],
      run: deleteLeague,
      message: clientMessages.leagueDeleted,
      description:
        'Deletes the league with its members, requests, stars and invites (creator only).',
    },
    {
      routes: [
        ['POST', '/league/:id/withdraw-request'],
        ['DELETE', '/league/:id/request'],
      ],
      run: withdrawRequest,
      message: clientMessages.requestWithdrawn,
      description: 'Withdraws the caller’s pending request.',
    },
    {
      routes: [
        ['POST', '/league/:id/leave'],
        ['DELETE', '/league/:id/leave'],
      ],
      run: leaveLeague,
      message: clientMessages.leftLeague,
      description: 'Leaves a league (members; the creator deletes instead).',
    },
  ];
  for (const { routes, run, message, description } of actions) {
    const handler = async (request: OneLeague) => {
      await run(db, me(request), request.params.id);
      return done(message);
    };
    for (const [method, url] of routes)
      app.route({
        method,
        url,
        ...options(ZLeagueActionResponse, { description, params: ZLeagueIdParams }),
        handler,
      });
  }

  app.get(
    '/league/:id/requests',
    options(ZLeagueRequestsResponse, {
      description: 'Pending requests of a league (creator; administrators read).',
      params: ZLeagueIdParams,
      querystring: ZPageQuery,
    }),
    async (request) => {
      const { page, limit } = request.query;
      const found = await leagueRequestsOf(db, me(request), request.params.id, { page, limit });
      return { data: { ...found, page, limit } };
    },
  );

  app.get(
    '/league/:id/leaderboard',
    options(ZLeagueLeaderboardResponse, {
      description:
        "Members by totalPointsEarned (ties to who got there first), or by dpts since Monday in Lagos (`period=week`), with the caller's own rank.",
      params: ZLeagueIdParams,
      querystring: ZLeagueLeaderboardQuery,
    }),
    async (request) => ({
      data: await reads.leaderboard(
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
    options(ZInviteResponse, {
      description:
        'Emails each address a single-use invite (14 days): a sign-up link that makes the new officer a member, or a link to the league for existing accounts. Creator only; members skipped.',
      params: ZLeagueIdParams,
      body: ZInviteRequest,
    }),
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
    options(ZInviteResponse, {
      consumes: ['multipart/form-data'],
      description:
        'Invites the addresses of a .csv, .xls or .xlsx file (form field `file`; a column named email, or emails in the first column; at most 5,000 rows). A bad file is refused whole with what is wrong.',
      params: ZLeagueIdParams,
    }),
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
