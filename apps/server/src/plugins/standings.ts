import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createStandings } from '../features/points/standings.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** both leaderboards' tops and every caller's own rank, kept in memory (decision 012) */
    standings: ReturnType<typeof createStandings>;
  }
}

/** The leaderboard cache: kept until the change feed reports a change that can alter it. */
export const standingsPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('standings', createStandings(app.database, app.changes));
});
