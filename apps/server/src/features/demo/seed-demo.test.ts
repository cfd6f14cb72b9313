import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { bearer, createUser } from '../../test/factories.ts';
import { seedDemoOfficers } from './seed-demo.ts';

let ctx: TestContext;
const now = new Date('2026-11-23T14:00:00Z');

beforeAll(async () => {
  ctx = await createTestApp({}, { now: () => now });
});
afterAll(async () => {
  await ctx.close();
});

describe('demo officers', () => {
  it('fill both boards through the ledger, once per database', async () => {
    const db = ctx.database.db;
    expect(await seedDemoOfficers(db, now)).toBe(24);
    expect(await seedDemoOfficers(db, now)).toBe(0);
    const mismatched = await rows(
      db,
      sql`select u.id from users u
          left join (select user_id, sum(points) as s from points_ledger group by user_id) l
            on l.user_id = u.id
          where u.total_points_earned <> coalesce(l.s, 0)`,
    );
    expect(mismatched).toEqual([]);

    const viewer = await createUser(db);
    const global = await ctx.app.inject({
      url: '/v1/profile/leaderboard?type=global&limit=10',
      headers: bearer(viewer.token),
    });
    expect(global.json().data.entries).toHaveLength(10);
    expect(global.json().data.rankedOfficers).toBe(24);
    const daily = await ctx.app.inject({
      url: '/v1/profile/leaderboard?type=daily&limit=10',
      headers: bearer(viewer.token),
    });
    expect(daily.json().data.entries.length).toBeGreaterThan(2);
  });
});
