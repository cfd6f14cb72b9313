import { sql, getTableName } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGES_CHANNEL } from '../lib/change-feed.ts';
import { createTestApp, type TestContext } from '../test/helpers.ts';
import { rows } from './client.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ READ_CACHE: 'on' });
});
afterAll(() => ctx.close());

/** Tables with a trigger whose function announces on the change feed's channel. */
async function announcingTables(): Promise<Set<string>> {
  const found = await rows<{ table: string }>(
    ctx.database.db,
    sql`select distinct c.relname as table
          from pg_trigger t
          join pg_class c on c.oid = t.tgrelid
          join pg_proc p on p.oid = t.tgfoid
         where not t.tgisinternal
           and c.relnamespace = 'public'::regnamespace
           and p.prosrc like ${`%${CHANGES_CHANNEL}%`}`,
  );
  return new Set(found.map((r) => r.table));
}

describe('the read caches', () => {
  it('read only tables whose changes the database announces', async () => {
    const caches = ctx.app.changes.registered;
    // sessions, course counts, boards, Learning pages, leagues, users list
    expect(caches.length).toBeGreaterThanOrEqual(6);
    const announcing = await announcingTables();
    // The query tells tables apart: the job queue is read by no cache and announces nothing.
    expect(announcing.has('users')).toBe(true);
    expect(announcing.has('jobs')).toBe(false);

    const silent = caches.flatMap((cache) =>
      cache.tables
        .map((table) => getTableName(table))
        .filter((name) => !announcing.has(name))
        .map((name) => `${cache.name} reads ${name}, which has no change-feed trigger`),
    );
    expect(silent).toEqual([]);
  });
});
