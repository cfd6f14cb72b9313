import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client.ts';
import { courses } from '../../db/schema.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { bearer, createUser, type TestUser } from '../../test/factories.ts';
import { awardPoints } from './ledger.ts';

let ctx: TestContext;
let clock = new Date('2026-11-20T09:00:00Z');
const db = () => ctx.database.db;
let catalogue: { id: string }[] = [];
const usedCourses = new Map<string, number>();

beforeAll(async () => {
  ctx = await createTestApp({}, { now: () => clock });
  catalogue = await db().select({ id: courses.id }).from(courses);
});
afterAll(async () => {
  await ctx.close();
});

/** Awards `points` to an officer at `at`, for a course they have not been paid for yet. */
async function award(officer: TestUser, points: number, at: Date): Promise<void> {
  const used = usedCourses.get(officer.user.id) ?? 0;
  usedCourses.set(officer.user.id, used + 1);
  const course = catalogue[used]!;
  await db().transaction((tx) =>
    awardPoints(tx, officer.user.id, [{ courseId: course.id, points, source: 'course' }], at),
  );
  // The award is written beside the API, as the worker does: its change reaches the caches
  // through the feed, which on PostgreSQL arrives after the commit.
  await ctx.app.changes.sync();
}

async function leaderboard(officer: TestUser, type: 'global' | 'daily', limit = 100) {
  const res = await ctx.app.inject({
    url: `/v1/profile/leaderboard?type=${type}&limit=${limit}`,
    headers: bearer(officer.token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    type: string;
    day: string | null;
    rankedOfficers: number;
    entries: { rank: number; _id: string; totalPointsEarned: number }[];
    me: { rank: number | null; totalPointsEarned: number };
  };
}

const at = (iso: string) => new Date(iso);

describe('leaderboards', () => {
  // Officers created here are the only ones with points in this file's database until the
  // randomised test, which checks ranks relative to everyone.
  let first: TestUser;
  let second: TestUser;
  let third: TestUser;
  let newcomer: TestUser;

  it('ranks by total dpts, ties going to who reached the total first', async () => {
    [first, second, third, newcomer] = await Promise.all([
      createUser(db()),
      createUser(db()),
      createUser(db()),
      createUser(db()),
    ]);
    await award(second, 30, at('2026-11-18T10:00:00Z'));
    await award(third, 10, at('2026-11-18T09:00:00Z'));
    await award(third, 20, at('2026-11-19T10:00:00Z')); // reaches 30 a day after `second`
    await award(first, 50, at('2026-11-19T11:00:00Z'));

    const board = await leaderboard(first, 'global');
    expect(board.entries.map((e) => [e.rank, e._id, e.totalPointsEarned])).toEqual([
      [1, first.user.id, 50],
      [2, second.user.id, 30],
      [3, third.user.id, 30],
    ]);
    expect(board.rankedOfficers).toBe(3);
    expect(board.me).toEqual({ rank: 1, totalPointsEarned: 50 });
    expect((await leaderboard(third, 'global')).me).toEqual({ rank: 3, totalPointsEarned: 30 });
  });

  it('returns the caller’s own rank when they are outside the top', async () => {
    const board = await leaderboard(third, 'global', 1);
    expect(board.entries.map((e) => e._id)).toEqual([first.user.id]);
    expect(board.me).toEqual({ rank: 3, totalPointsEarned: 30 });
  });

  it('does not rank an officer with 0 dpts', async () => {
    const board = await leaderboard(newcomer, 'global');
    expect(board.me).toEqual({ rank: null, totalPointsEarned: 0 });
    expect(board.entries.map((e) => e._id)).not.toContain(newcomer.user.id);
  });

  it('breaks a tie reached in the same instant by a stable order, never a shared rank', async () => {
    const twins = await Promise.all([createUser(db()), createUser(db())]);
    const moment = at('2026-11-19T12:00:00Z');
    for (const twin of twins) await award(twin, 30, moment);
    const ranks = await Promise.all(
      twins.map(async (t) => (await leaderboard(t, 'global')).me.rank),
    );
    expect([...ranks].sort()).toEqual([4, 5]);
  });

  it('counts the daily ranking from midnight in Lagos, not UTC', async () => {
    const early = await createUser(db());
    const late = await createUser(db());
    // 23:30 in Lagos on the 21st is 22:30 UTC.
    await award(early, 40, at('2026-11-21T22:30:00Z'));
    clock = at('2026-11-21T22:59:59Z');
    let board = await leaderboard(early, 'daily');
    expect(board.day).toBe('2026-11-21');
    expect(board.entries.map((e) => [e._id, e.totalPointsEarned])).toEqual([[early.user.id, 40]]);
    expect(board.me).toEqual({ rank: 1, totalPointsEarned: 40 });

    // 00:00 in Lagos on the 22nd (23:00 UTC on the 21st): a new day with nobody on it yet.
    clock = at('2026-11-21T23:00:00Z');
    board = await leaderboard(early, 'daily');
    expect(board.day).toBe('2026-11-22');
    expect(board.entries).toEqual([]);
    expect(board.rankedOfficers).toBe(0);
    expect(board.me).toEqual({ rank: null, totalPointsEarned: 0 });

    // Still the 21st in UTC, already the 22nd in Lagos.
    await award(late, 10, at('2026-11-21T23:30:00Z'));
    await award(early, 5, at('2026-11-21T23:40:00Z'));
    clock = at('2026-11-22T08:00:00Z');
    board = await leaderboard(early, 'daily');
    expect(board.entries.map((e) => [e.rank, e._id, e.totalPointsEarned])).toEqual([
      [1, late.user.id, 10],
      [2, early.user.id, 5],
    ]);
    expect(board.me).toEqual({ rank: 2, totalPointsEarned: 5 });
    // The global board keeps everything.
    expect((await leaderboard(early, 'global')).me.totalPointsEarned).toBe(45);
  });

  it('refuses an unknown board or a limit out of range', async () => {
    for (const query of ['type=weekly', 'limit=0', 'limit=101', 'limit=ten']) {
      const res = await ctx.app.inject({
        url: `/v1/profile/leaderboard?${query}`,
        headers: bearer(first.token),
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().details[0].field, query).toMatch(/^querystring\./);
    }
    const anonymous = await ctx.app.inject({ url: '/v1/profile/leaderboard' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('gives every officer the same own rank as a full sort would, on both boards', async () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const officers = await Promise.all(Array.from({ length: 24 }, () => createUser(db())));
    // Few distinct amounts and moments, so there are many ties, across several Lagos days.
    const moments = [
      '2026-11-20T22:59:00Z',
      '2026-11-20T23:01:00Z',
      '2026-11-21T10:00:00Z',
      '2026-11-22T06:00:00Z',
      '2026-11-22T07:00:00Z',
    ];
    const plans = officers.flatMap((officer) =>
      Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
        officer,
        points: 10 * (1 + Math.floor(random() * 3)),
        at: moments[Math.floor(random() * moments.length)]!,
      })),
    );
    plans.sort((a, b) => a.at.localeCompare(b.at));
    for (const plan of plans) await award(plan.officer, plan.points, at(plan.at));
    clock = at('2026-11-22T09:00:00Z');

    const everyone = await rows<{ id: string }>(
      db(),
      sql`select id from users where total_points_earned > 0
          order by total_points_earned desc, points_reached_at, id`,
    );
    const today = await rows<{ id: string }>(
      db(),
      sql`select user_id as id from daily_points where day = '2026-11-22' and points > 0
          order by points desc, reached_at, user_id`,
    );
    for (const officer of officers) {
      const global = await leaderboard(officer, 'global', 3);
      const expectedGlobal = everyone.findIndex((u) => u.id === officer.user.id) + 1;
      expect(global.me.rank, 'global').toBe(expectedGlobal || null);
      expect(global.rankedOfficers).toBe(everyone.length);
      const daily = await leaderboard(officer, 'daily', 3);
      const expectedDaily = today.findIndex((u) => u.id === officer.user.id) + 1;
      expect(daily.me.rank, 'daily').toBe(expectedDaily || null);
      expect(daily.rankedOfficers).toBe(today.length);
    }
  });
});

describe('points summary and dashboard stats', () => {
  it('answers the officer’s total points, enrolled and completed courses', async () => {
    const officer = await createUser(db());
    await award(officer, 25, at('2026-11-22T08:00:00Z'));
    const points = await ctx.app.inject({
      url: '/v1/profile/points',
      headers: bearer(officer.token),
    });
    expect(points.json()).toEqual({ data: { totalPoints: 25 } });
    const stats = await ctx.app.inject({
      url: '/v1/profile/stats',
      headers: bearer(officer.token),
    });
    // Points given straight through the ledger here have no enrollment behind them.
    expect(stats.json()).toEqual({
      data: { totalPoints: 25, enrolledCourses: 0, completedCourses: 0, verifyingCourses: 0 },
    });
    expect((await ctx.app.inject({ url: '/v1/profile/stats' })).statusCode).toBe(401);
  });
});
