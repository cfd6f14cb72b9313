import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client.ts';
import { courses } from '../../db/schema.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { bearer, createUser, reloadUser, type TestUser } from '../../test/factories.ts';
import { ledgerSum } from '../../test/learning.ts';
import { awardPoints, reversePoints } from './ledger.ts';

let ctx: TestContext;
let clock = new Date('2026-11-20T09:00:00Z');
const db = () => ctx.database.db;
let catalogue: { id: string }[] = [];

beforeAll(async () => {
  ctx = await createTestApp({}, { now: () => clock });
  catalogue = await db().select({ id: courses.id }).from(courses);
});
afterAll(async () => ctx.close());

async function board(officer: TestUser, type: 'global' | 'daily') {
  const res = await ctx.app.inject({
    url: `/v1/profile/leaderboard?type=${type}&limit=100`,
    headers: bearer(officer.token),
  });
  return res.json().data as {
    rankedOfficers: number;
    entries: { _id: string; totalPointsEarned: number }[];
    me: { rank: number | null; totalPointsEarned: number };
  };
}

/** The rank counters rebuilt from scratch must equal the ones the awards kept. */
async function countersMatchARebuild() {
  const kept = await rows<{ t: string; k: string; users: number }>(
    db(),
    sql`select 'totals' as t, total::text as k, users from point_totals where users <> 0
        union all select 'days', total || '@' || day, users from point_total_days where users <> 0
        union all select 'daily', day || '@' || points, users from daily_point_totals where users <> 0
        order by 1, 2`,
  );
  const rebuilt = await rows<{ t: string; k: string; users: number }>(
    db(),
    sql`select 'totals' as t, total_points_earned::text as k, count(*)::int as users from users
          where total_points_earned > 0 group by 2
        union all select 'days', total_points_earned || '@' || (points_reached_at at time zone 'Africa/Lagos')::date, count(*)::int
          from users where total_points_earned > 0 group by 2
        union all select 'daily', day || '@' || points, count(*)::int from daily_points
          where points > 0 group by 2
        order by 1, 2`,
  );
  expect(kept).toEqual(rebuilt);
}

describe('awards by reference and reversals', () => {
  it('pays a volunteering entry once by its ref, whatever the retries', async () => {
    const officer = await createUser(db());
    const pay = () =>
      db().transaction((tx) =>
        awardPoints(
          tx,
          officer.user.id,
          [{ courseId: null, source: 'volunteering', points: 25, ref: 'volunteering:e1' }],
          clock,
        ),
      );
    expect(await pay()).toHaveLength(1);
    expect(await pay()).toHaveLength(0);
    await Promise.all([pay(), pay()]);
    expect((await reloadUser(db(), officer.user.id)).totalPointsEarned).toBe(25);
    expect(await ledgerSum(db(), officer.user.id)).toBe(25);
  });

  it('refuses an award with no course and no ref', async () => {
    const officer = await createUser(db());
    await expect(
      db().transaction((tx) =>
        awardPoints(
          tx,
          officer.user.id,
          [{ courseId: null, source: 'volunteering', points: 5 }],
          clock,
        ),
      ),
    ).rejects.toThrow(/ref/);
  });

  it('takes back a course paid today: total, today’s board and ranks move down, once', async () => {
    clock = new Date('2026-11-21T09:00:00Z');
    const [a, b] = await Promise.all([createUser(db()), createUser(db())]);
    const course = catalogue[0]!.id;
    await db().transaction((tx) =>
      awardPoints(tx, a.user.id, [{ courseId: course, source: 'course', points: 50 }], clock),
    );
    await db().transaction((tx) =>
      awardPoints(tx, b.user.id, [{ courseId: course, source: 'course', points: 30 }], clock),
    );
    expect((await board(b, 'daily')).me.rank).toBe(2);

    const reverse = () =>
      db().transaction((tx) => reversePoints(tx, a.user.id, { courseId: course }, clock));
    const taken = await Promise.all([reverse(), reverse()]);
    expect(taken.sort()).toEqual([0, 50]);
    expect(await reverse()).toBe(0);

    expect((await reloadUser(db(), a.user.id)).totalPointsEarned).toBe(0);
    expect(await ledgerSum(db(), a.user.id)).toBe(0);
    const daily = await board(b, 'daily');
    expect(daily.me.rank).toBe(1);
    expect(daily.entries.map((e) => e._id)).not.toContain(a.user.id);
    expect((await board(a, 'global')).me.rank).toBeNull();
    await countersMatchARebuild();
  });

  it('takes back points earned on an earlier day from the total only', async () => {
    clock = new Date('2026-11-22T09:00:00Z');
    const officer = await createUser(db());
    await db().transaction((tx) =>
      awardPoints(
        tx,
        officer.user.id,
        [
          { courseId: null, source: 'volunteering', points: 40, ref: 'volunteering:old' },
          { courseId: catalogue[1]!.id, source: 'course', points: 20 },
        ],
        clock,
      ),
    );
    clock = new Date('2026-11-23T09:00:00Z');
    await db().transaction((tx) =>
      awardPoints(
        tx,
        officer.user.id,
        [{ courseId: catalogue[2]!.id, source: 'course', points: 10 }],
        clock,
      ),
    );
    expect(
      await db().transaction((tx) =>
        reversePoints(tx, officer.user.id, { ref: 'volunteering:old' }, clock),
      ),
    ).toBe(40);
    expect((await reloadUser(db(), officer.user.id)).totalPointsEarned).toBe(30);
    expect((await board(officer, 'daily')).me.totalPointsEarned).toBe(10);
    expect(await ledgerSum(db(), officer.user.id)).toBe(30);
    await countersMatchARebuild();
  });

  it('has nothing to take back for a ref never paid', async () => {
    const officer = await createUser(db());
    expect(
      await db().transaction((tx) => reversePoints(tx, officer.user.id, { ref: 'nope' }, clock)),
    ).toBe(0);
  });
});
