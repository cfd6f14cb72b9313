import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TUser } from '@dpts/contract';
import { courseCounts, presentUser, type CourseCounts, type UserRow } from '../domain/users.ts';
import { enrollments } from '../db/schema.ts';
import { KeyedCache } from '../lib/read-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** an officer's enrolled and completed courses (dashboard cards, profile), kept in memory */
    courseCounts(userId: string): Promise<CourseCounts>;
    /** the user as the API presents it (contract `ZUser`), with those counts */
    presentUser(user: UserRow): Promise<TUser>;
  }
}

/** Kept per officer until the change feed reports their enrollments changed. */
export const courseCountsPlugin = fp(async (app: FastifyInstance) => {
  const cache = new KeyedCache<string, CourseCounts>(app.changes, {
    max: 100_000,
    ttlMs: 10 * 60_000,
  });
  app.changes.register({
    name: 'course counts per officer',
    tables: [enrollments],
    changed: (change) => {
      if (change.kind === 'enrollments') cache.drop(change.userId);
    },
    clear: () => cache.clear(),
  });
  const countsOf = (userId: string) =>
    cache.get(userId, () => courseCounts(app.database.readDb, userId));
  app.decorate('courseCounts', countsOf);
  app.decorate('presentUser', async (user: UserRow) => presentUser(user, await countsOf(user.id)));
});
