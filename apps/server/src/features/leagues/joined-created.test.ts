import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LEAGUE_LIMITS } from '@dpts/contract';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { callApi, createUser } from '../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Method = Parameters<typeof callApi>[1];
const call = (method: Method, url: string, token?: string, payload?: object) =>
  callApi(ctx.app, method, url, token, payload);

type Entry = {
  _league: { _id: string; name: string; members_count: number };
  leaderboard: {
    _id: { _id: string; firstName: string; lastName: string; image: string | null };
    rank: number;
    totalPointsEarned: number;
  }[];
};

// Spec data section: "A joined or created entry wraps `_league` and `leaderboard`" (decision 043).
describe('GET /league/joined and /league/created', () => {
  it('wrap each league in `_league` with the top of its board, at /v1', async () => {
    const db = ctx.database.db;
    const owner = await createUser(db);
    const people = await Promise.all([createUser(db), createUser(db), createUser(db)]);
    const created = await call('POST', '/league', owner.token, {
      name: 'Board league',
      description: 'Top members first',
      image: '/uploads/leagueimage/test.webp',
    });
    const league = created.json().data as { _id: string };
    for (const p of people) await call('POST', `/league/${league._id}/join`, p.token);
    const points = [30, 90, 60];
    for (const [i, p] of people.entries())
      await db.execute(sql`update users set total_points_earned = ${points[i]!},
        points_reached_at = now() where id = ${p.user.id}`);

    for (const [url, token] of [
      ['/league/joined', people[0].token],
      ['/league/created', owner.token],
      ['/league/created?requests=pending', owner.token],
    ] as const) {
      const res = await call('GET', url, token);
      expect(res.statusCode, url).toBe(200);
      const data = res.json().data as { items: Entry[]; total: number };
      if (url.includes('pending')) {
        expect(data.items).toEqual([]);
        continue;
      }
      expect(data.total).toBe(1);
      const [entry] = data.items;
      expect(entry!._league).toMatchObject({ _id: league._id, name: 'Board league' });
      expect(entry!._league.members_count).toBe(4);
      expect(entry!.leaderboard).toHaveLength(LEAGUE_LIMITS.boardPreview);
      expect(entry!.leaderboard.map((m) => [m.rank, m._id._id, m.totalPointsEarned])).toEqual([
        [1, people[1].user.id, 90],
        [2, people[2].user.id, 60],
        [3, people[0].user.id, 30],
      ]);
      expect(entry!.leaderboard[0]!._id).toHaveProperty('firstName');
    }
  });

  it('answers an empty page to an officer in no league, and 401 to anonymous callers', async () => {
    const { token } = await createUser(ctx.database.db);
    for (const url of ['/league/joined', '/league/created']) {
      const res = await call('GET', url, token);
      expect(res.json().data).toMatchObject({ items: [], total: 0 });
      expect((await call('GET', url)).statusCode).toBe(401);
    }
  });
});
