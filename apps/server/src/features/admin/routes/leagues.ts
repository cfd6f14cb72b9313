import type { FastifyPluginAsync } from 'fastify';
import { routes } from '@dpts/contract/api/routes';
import { notFound } from '../../../lib/app-error.ts';
import { serve } from '../../../plugins/routing.ts';
import { leagueLeaderboard, listLeagues, listModerators } from '../league-oversight.ts';

/** Every league, its board, and the league moderators (read-only). */
export const leagueOversightRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  serve(app, routes.listAdminLeagues, {}, async (request) => {
    const { page, limit } = request.query;
    return { data: { ...(await listLeagues(db, request.query)), page, limit } };
  });

  serve(app, routes.getAdminLeagueLeaderboard, {}, async (request) => {
    const board = await leagueLeaderboard(db, request.params.id);
    if (!board) throw notFound('League not found');
    return { data: board };
  });

  serve(app, routes.listModerators, {}, async (request) => {
    const { page, limit } = request.query;
    return { data: { ...(await listModerators(db, request.query)), page, limit } };
  });
};
