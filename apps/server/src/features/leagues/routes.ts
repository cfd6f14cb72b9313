import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { LEAGUE_LIMITS, clientMessages, leagueMessages } from '@dpts/contract';
import { routes } from '@dpts/contract/api/routes';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../domain/users.ts';
import { serve } from '../../plugins/routing.ts';
import { readUploadedFile } from '../../plugins/uploaded-file.ts';
import { withBoards } from './board.ts';
import { cachedLeagueReads } from './cache.ts';
import {
  answerRequest,
  createLeague,
  deleteLeague,
  joinLeague,
  leaveLeague,
  requestToJoin,
  saveLeague,
  setDiscoverable,
  unsaveLeague,
  withdrawRequest,
} from './commands.ts';
import { inviteMembers } from './invites.ts';
import { readMemberFile } from './member-file.ts';
import { authorize } from './policy.ts';
import type { AnswerInput } from './presenters.ts';
import {
  createdLeagues,
  joinedLeagues,
  leagueCard,
  leagueDetails,
  leagueRequestsOf,
  loadLeague,
  savedLeagues,
  sentRequests,
} from './queries.ts';

const me = (request: FastifyRequest) => request.session!.user;
const done = (message: string) => ({ success: true as const, message });

/** Leagues (spec section 7, docs/design.md §§2 and 5): the contract's routes and their aliases. */
export const leagueRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const inviteDeps = { db, mailer: app.mailer, config: app.config };
  // Discover and leaderboards from memory, kept true by the change feed (decision 035).
  const reads = cachedLeagueReads(app);

  // ---------- lists ----------

  serve(app, routes.discoverLeagues, {}, async (request) => {
    const { type, page, limit } = request.query;
    return { data: await reads.discover(me(request), type, { page, limit }) };
  });

  // Joined and created entries wrap `_league` and `leaderboard` (spec data section, decision 043).
  serve(app, routes.listCreatedLeagues, {}, async (request) => {
    const { requests, page, limit } = request.query;
    const found = await createdLeagues(db, me(request), requests === 'pending', { page, limit });
    return { data: await withBoards(db, found) };
  });

  serve(app, routes.listJoinedLeagues, {}, async (request) => ({
    data: await withBoards(db, await joinedLeagues(db, me(request), request.query)),
  }));

  serve(app, routes.listSentRequests, {}, async (request) => ({
    data: await sentRequests(db, me(request), request.query),
  }));

  serve(app, routes.listSavedLeagues, {}, async (request) => ({
    data: await savedLeagues(db, me(request), request.query),
  }));

  // ---------- one league ----------

  serve(app, routes.createLeague, {}, async (request) => ({
    data: await createLeague(db, me(request), request.body),
  }));

  serve(app, routes.saveLeague, {}, async (request) => ({
    data: await saveLeague(db, me(request), request.body.id),
  }));

  serve(app, routes.getLeagueDetails, {}, async (request) => ({
    data: await leagueDetails(db, me(request), request.params.id),
  }));

  serve(app, routes.getLeagueCard, {}, async (request) => ({
    data: await leagueCard(db, me(request), request.params.id),
  }));

  serve(app, routes.updateLeague, {}, async (request) => ({
    data: await setDiscoverable(db, me(request), request.params.id, request.body.discoverable),
  }));

  serve(app, routes.joinLeague, {}, async (request) => ({
    data: await joinLeague(db, me(request), request.params.id),
  }));

  const answer = async (user: UserRow, leagueId: string, body: AnswerInput) => {
    await answerRequest(db, user, leagueId, body);
    return done(clientMessages.requestCompleted);
  };

  // POST …/request asks to join; with a body {id, state, block} it answers a request (the
  // spec's second reading of the answer call, the alias of PUT below).
  serve(app, routes.requestToJoinLeague, {}, async (request) =>
    request.body
      ? answer(me(request), request.params.id, request.body)
      : { data: await requestToJoin(db, me(request), request.params.id) },
  );

  serve(app, routes.answerLeagueRequest, {}, async (request) =>
    answer(me(request), request.params.id, request.body),
  );

  // Acts on one league and answers with the spec's message (aliases come from the table).
  const actions = [
    [routes.unsaveLeague, unsaveLeague, clientMessages.leagueRemoved],
    [routes.deleteLeague, deleteLeague, clientMessages.leagueDeleted],
    [routes.withdrawLeagueRequest, withdrawRequest, clientMessages.requestWithdrawn],
    [routes.leaveLeague, leaveLeague, clientMessages.leftLeague],
  ] as const satisfies ReadonlyArray<
    readonly [unknown, (db: Db, user: UserRow, id: string) => Promise<void>, string]
  >;
  for (const [route, run, message] of actions)
    serve(app, route, {}, async (request) => {
      await run(db, me(request), request.params.id);
      return done(message);
    });

  serve(app, routes.listLeagueRequests, {}, async (request) => {
    const { page, limit } = request.query;
    const found = await leagueRequestsOf(db, me(request), request.params.id, { page, limit });
    return { data: { ...found, page, limit } };
  });

  serve(app, routes.getLeagueLeaderboard, {}, async (request) => ({
    data: await reads.leaderboard(
      me(request),
      request.params.id,
      request.query.period,
      request.query.limit,
      app.now(),
    ),
  }));

  // ---------- invites ----------

  serve(app, routes.inviteLeagueMembers, {}, async (request) => {
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
  });

  serve(app, routes.importLeagueMembers, {}, async (request) => {
    authorize(me(request), 'manage', await loadLeague(db, me(request), request.params.id));
    // The app's one multipart reader, and the table reader's budgets (decisions 048, 049).
    const file = await readUploadedFile(request, {
      maxBytes: LEAGUE_LIMITS.importFileMaxBytes,
      tooLarge: leagueMessages.importTooLarge,
    });
    const { emails, duplicates } = await readMemberFile(file.filename, file.bytes);
    const data = await inviteMembers(
      inviteDeps,
      me(request),
      request.params.id,
      emails,
      duplicates,
      app.now(),
    );
    return { success: true as const, message: clientMessages.fileUploaded, data };
  });
};
