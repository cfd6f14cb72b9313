import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApiError,
  ZDashboardStatsResponse,
  ZLeaderboardQuery,
  ZLeaderboardResponse,
  ZPointsSummaryResponse,
} from '@dpts/contract';
import { lagosDay } from '../../lib/lagos-time.ts';
import { requireUser, sessionSecurity as security } from '../../plugins/auth.ts';

const errors = { 400: ZApiError, 401: ZApiError } as const;
const tags = ['points'];

/** Leaderboards and the officer's own points (spec section 7: /profile/leaderboard). */
export const pointsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile/leaderboard',
    {
      schema: {
        tags,
        security,
        description:
          'Global ranks (all-time dpts) or the daily ranking (dpts since midnight in Lagos): the top `limit` and the caller’s own rank.',
        querystring: ZLeaderboardQuery,
        response: { 200: ZLeaderboardResponse, ...errors },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const me = request.session!.user;
      const { type, limit } = request.query;
      return {
        data:
          type === 'daily'
            ? await app.standings.daily(me, limit, lagosDay(app.now()))
            : await app.standings.global(me, limit),
      };
    },
  );

  app.get(
    '/profile/points',
    {
      schema: { tags, security, response: { 200: ZPointsSummaryResponse, ...errors } },
      preHandler: requireUser,
    },
    async (request) => ({ data: { totalPoints: request.session!.user.totalPointsEarned } }),
  );

  app.get(
    '/profile/stats',
    {
      schema: {
        tags,
        security,
        description: 'The dashboard cards: total points, enrolled and completed courses.',
        response: { 200: ZDashboardStatsResponse, ...errors },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const user = request.session!.user;
      return {
        data: { totalPoints: user.totalPointsEarned, ...(await app.courseCounts(user.id)) },
      };
    },
  );
};
