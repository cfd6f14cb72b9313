import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { bearer, createUser } from '../../test/factories.ts';
import { seedDemoLeagues, seedDemoOfficers } from './seed-demo.ts';

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

  it('add three leagues a new officer finds in Discover, with member counts that match, once', async () => {
    const db = ctx.database.db;
    expect(await seedDemoLeagues(db, now)).toBe(3);
    expect(await seedDemoLeagues(db, now)).toBe(0);
    const newcomer = await createUser(db);
    const discover = await ctx.app.inject({ url: '/v1/league', headers: bearer(newcomer.token) });
    expect(discover.statusCode).toBe(200);
    const body = discover.json();
    const listed = JSON.stringify(body);
    for (const name of ['Lagos Cloud Learners', 'Sales Champions Nigeria', 'Cybersecurity Circle'])
      expect(listed).toContain(name);
    const counts = await rows<{ id: string; members_count: number; members: number }>(
      db,
      sql`select l.id, l.members_count, count(m.user_id)::int as members
          from leagues l left join league_members m on m.league_id = l.id group by l.id`,
    );
    expect(counts).toHaveLength(3);
    for (const c of counts) {
      expect(c.members_count).toBe(c.members);
      expect(c.members).toBeGreaterThan(1);
    }
  });
});
