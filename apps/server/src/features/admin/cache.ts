import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema.ts';
import { TaggedCache } from '../../lib/read-cache.ts';
import { listUsers, type UserList } from './service.ts';

/**
 * The users list and its searches from process memory (decision 035, on decision 012's change
 * feed): a page is kept until an account is added or removed or what accounts are searched and
 * ordered by changes (`a`, migration 0010: every page goes), or an officer it lists changes
 * (`u`: points, role, picture — that page goes). An administrator paging back and forth, the
 * screen refetching, or several asking for the same search read the database once.
 */
export function cachedUserList(app: FastifyInstance) {
  const pages = new TaggedCache<UserList>(app.changes, {
    max: 1_000,
    ttlMs: 5 * 60_000,
    tags: (_key, list) => list.items.map((user) => user._id),
  });
  app.changes.register({
    name: "administrators' users list",
    tables: [users],
    changed: (change) => {
      if (change.kind === 'user') pages.dropTag(change.userId);
      else if (change.kind === 'accounts') pages.clear();
    },
    clear: () => pages.clear(),
  });
  return (query: { page: number; limit: number; search?: string | undefined }) =>
    pages.get(JSON.stringify([query.search ?? '', query.page, query.limit]), () =>
      listUsers(app.database.readDb, query),
    );
}
