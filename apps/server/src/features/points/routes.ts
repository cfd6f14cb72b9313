import type { FastifyPluginAsync } from 'fastify';
import { routes } from '@dpts/contract/api/routes';
import { lagosDay } from '../../lib/lagos-time.ts';
import { serve } from '../../plugins/routing.ts';
import { createStandings } from './standings.ts';

/** Leaderboards and the officer's own points (spec section 7: /profile/leaderboard). */
export const pointsRoutes: FastifyPluginAsync = async (app) => {
  // Both boards' tops and every caller's own rank, kept in memory (decision 012).
  const standings = createStandings(app.database, app.changes);

  serve(app, routes.getLeaderboard, {}, async (request) => {
    const me = request.session!.user;
    const { type, limit } = request.query;
    return {
      data:
        type === 'daily'
          ? await standings.daily(me, limit, lagosDay(app.now()))
          : await standings.global(me, limit),
    };
  });

  serve(app, routes.getPointsSummary, {}, async (request) => ({
    data: { totalPoints: request.session!.user.totalPointsEarned },
  }));

  serve(app, routes.getDashboardStats, {}, async (request) => {
    const user = request.session!.user;
    return {
      data: { totalPoints: user.totalPointsEarned, ...(await app.courseCounts(user.id)) },
    };
  });
};
