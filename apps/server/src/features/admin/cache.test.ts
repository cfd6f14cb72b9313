import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ADMIN_SEARCH_COUNT_CAP } from '@dpts/contract';
import { users } from '../../db/schema.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { bearer, createUser, uniqueId, type TestUser } from '../../test/factories.ts';
import { listUsers } from './service.ts';

// The users list and its searches are served from each API process's memory and kept true by the
// change feed (decision 035). Writes go to one process or straight to the database, reads to
// another, and every answer is compared with the database's own.

let ctx: TestContext;
let other: FastifyInstance;
let superAdmin: TestUser;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestApp();
  other = await ctx.startAnotherProcess();
  superAdmin = await createUser(db(), { role: 'super' });
});
afterAll(async () => ctx?.close());

/** The page from the other process, checked against the database. */
async function listAgrees(query: { search?: string; page?: number; limit?: number }) {
  const page = query.page ?? 1;
  const limit = query.limit ?? 10;
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (query.search !== undefined) params.set('search', query.search);
  const res = await other.inject({
    url: `/v1/super/users?${params}`,
    headers: bearer(superAdmin.token),
  });
  expect(res.statusCode).toBe(200);
  const expected = await listUsers(db(), { page, limit, search: query.search });
  expect(res.json().data).toEqual({ ...expected, page, limit });
  return res.json().data as {
    items: { _id: string; role: string; firstName: string; totalPointsEarned: number }[];
    total: number;
    totalCapped: boolean;
  };
}

describe('the users list from memory', () => {
  it('follows new accounts, renames, roles and points', async () => {
    const term = `zq${uniqueId()}`;
    const first = await createUser(db(), { username: `${term}a` });
    await other.changes.sync();
    expect((await listAgrees({ search: term })).total).toBe(1);
    const newest = await listAgrees({});

    // A new account: in the search and first in the list.
    const second = await createUser(db(), { username: `${term}b` });
    await other.changes.sync();
    const found = await listAgrees({ search: term.toUpperCase() });
    expect(found.items.map((u) => u._id)).toEqual([second.user.id, first.user.id]);
    expect((await listAgrees({ search: term })).total).toBe(2);
    expect((await listAgrees({})).total).toBe(newest.total + 1);

    // Renamed out of the search.
    await db().update(users).set({ username: 'someone_else' }).where(eq(users.id, first.user.id));
    await other.changes.sync();
    expect((await listAgrees({ search: term })).items.map((u) => u._id)).toEqual([second.user.id]);

    // A role set on one process shows on the other.
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/v1/super/users/${second.user.id}/role`,
      headers: bearer(superAdmin.token),
      payload: { role: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    await other.changes.sync();
    expect((await listAgrees({ search: term })).items[0]?.role).toBe('admin');

    // Points.
    await db().execute(sql`update users set total_points_earned = 75 where id = ${second.user.id}`);
    await other.changes.sync();
    expect((await listAgrees({ search: term })).items[0]?.totalPointsEarned).toBe(75);
  });

  it('counts a common term up to the cap and pages it newest first', async () => {
    const term = `cap${uniqueId()}`;
    await db().execute(
      sql`insert into users (first_name, last_name, email, username)
        select 'Many', 'Alike', ${term} || g || '@example.com', ${term} || g
        from generate_series(1, ${ADMIN_SEARCH_COUNT_CAP + 5}) g`,
    );
    await other.changes.sync();
    const capped = await listAgrees({ search: term, page: 3 });
    expect(capped).toMatchObject({ total: ADMIN_SEARCH_COUNT_CAP, totalCapped: true });
    expect(capped.items).toHaveLength(10);
    const few = await listAgrees({ search: `${term}100` });
    // …100 and …1000 to …1005
    expect(few).toMatchObject({ total: 7, totalCapped: false });
  });
});
