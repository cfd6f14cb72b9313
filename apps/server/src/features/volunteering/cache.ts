import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ZVolunteerQueueQuery } from '@dpts/contract';
import { users, volunteerEntries } from '../../db/schema.ts';
import { TaggedCache } from '../../lib/read-cache.ts';
import { listEntries, listQueue } from './service.ts';

type Queue = Awaited<ReturnType<typeof listQueue>>;
type OwnList = Awaited<ReturnType<typeof listEntries>>;

/**
 * The approval queue and each officer's own list from process memory (decision 081, on decision
 * 012's change feed). Any entry added, changed or removed (`v`, migration 0023) drops every
 * queue page and that officer's own pages; a change to an officer the queue shows (`u`: a name,
 * an address) drops the pages that list them. A queue filtered by age is always read: its
 * answer moves with the clock.
 */
export function cachedVolunteering(app: FastifyInstance) {
  const queuePages = new TaggedCache<Queue>(app.changes, {
    max: 500,
    ttlMs: 5 * 60_000,
    tags: (_key, page) => page.items.map((item) => item.officer._id),
  });
  const ownPages = new TaggedCache<OwnList>(app.changes, {
    max: 20_000,
    ttlMs: 5 * 60_000,
    tags: (key) => [key.slice(0, key.indexOf('|'))],
  });
  app.changes.register({
    name: 'volunteering queue and lists',
    tables: [volunteerEntries, users],
    changed: (change) => {
      if (change.kind === 'volunteering') {
        queuePages.clear();
        ownPages.dropTag(change.userId);
      } else if (change.kind === 'user') queuePages.dropTag(change.userId);
    },
    clear: () => {
      queuePages.clear();
      ownPages.clear();
    },
  });
  return {
    queue: (query: z.output<typeof ZVolunteerQueueQuery>, now: Date) =>
      query.minAgeDays !== undefined
        ? listQueue(app.database.db, query, now)
        : queuePages.get(JSON.stringify(query), () => listQueue(app.database.db, query, now)),
    own: (userId: string, query: { page: number; limit: number }) =>
      ownPages.get(`${userId}|${query.page}|${query.limit}`, () =>
        listEntries(app.database.db, userId, query),
      ),
  };
}
