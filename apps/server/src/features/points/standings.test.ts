import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { courses } from '../../db/schema.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { certificateFor, startFakeSites, type FakeSites } from '../../test/fake-sites.ts';
import {
  bearer,
  completeEvent,
  createUser,
  postActivity,
  type TestUser,
} from '../../test/factories.ts';

// Leaderboards, dashboard counts and sessions are served from each API process's memory and
// kept true by the database's change feed (decision 012). Two processes share one database here.

let ctx: TestContext;
let other: FastifyInstance;
/** statements the other process ran for the boards, by name */
const boardQueries: string[] = [];
type Course = { url: string; point: number; name: string; website: string; courseKey: string };
let courseraCourses: Course[] = [];
let sites: FakeSites;
const db = () => ctx.database.db;

beforeAll(async () => {
  sites = await startFakeSites();
  // Daily caps (claims feature) stay out of the way of these boards.
  ctx = await createTestApp({ ...sites.env, CLAIMS_DAILY_POINTS: '100000' });
  other = await ctx.startAnotherProcess((database): Database => ({
    ...database,
    preparedRows: (name, text, params) => {
      boardQueries.push(name);
      return database.preparedRows(name, text, params);
    },
  }));
  courseraCourses = await db()
    .select({
      url: courses.url,
      point: courses.point,
      name: courses.name,
      website: courses.website,
      courseKey: courses.courseKey,
    })
    .from(courses)
    .where(sql`${courses.website} = 'Coursera' and ${courses.url} like '%/learn/%'`)
    .orderBy(sql`${courses.point} desc`);
  expect(courseraCourses.length).toBeGreaterThanOrEqual(3);
});
afterAll(async () => {
  await ctx?.close();
  await sites?.close();
});

/** A completion on `app`, paid once that process's worker has verified it with the (fake) site. */
async function complete(app: FastifyInstance, officer: TestUser, course: Course) {
  const holder = { firstName: officer.user.firstName, lastName: officer.user.lastName };
  const res = await postActivity(app, officer.token, [
    completeEvent({ url: course.url, certificateUrl: certificateFor(sites, holder, course) }),
  ]);
  expect(res.statusCode).toBe(200);
  await app.jobs.drain();
  await app.changes.sync();
}

async function read(app: FastifyInstance, officer: TestUser, url: string) {
  const res = await app.inject({ url, headers: bearer(officer.token) });
  return { status: res.statusCode, body: res.json<{ data: Record<string, unknown> }>() };
}

const board = async (app: FastifyInstance, officer: TestUser, type = 'global') =>
  (await read(app, officer, `/v1/profile/leaderboard?type=${type}&limit=5`)).body.data as {
    entries: { _id: string; firstName: string; totalPointsEarned: number }[];
    rankedOfficers: number;
    me: { rank: number | null; totalPointsEarned: number };
  };
const stats = async (app: FastifyInstance, officer: TestUser) =>
  (await read(app, officer, '/v1/profile/stats')).body.data;

describe('boards, counts and sessions served from memory', () => {
  it('answers a repeated leaderboard read without asking the database', async () => {
    const officer = await createUser(db());
    await complete(ctx.app, officer, courseraCourses[0]!);
    await other.changes.sync();
    await board(other, officer);
    await board(other, officer, 'daily');
    const before = boardQueries.length;
    const again = await board(other, officer);
    await board(other, officer, 'daily');
    expect(boardQueries.length).toBe(before);
    expect(again.me.totalPointsEarned).toBe(courseraCourses[0]!.point);
  });

  it('shows points, rank and counts from a completion on the other process', async () => {
    const leader = await createUser(db());
    const officer = await createUser(db());
    await complete(ctx.app, leader, courseraCourses[0]!);
    await complete(ctx.app, leader, courseraCourses[1]!);
    await other.changes.sync();

    // The other process has everything in memory before the completion.
    const before = await board(other, officer);
    expect(before.me).toEqual({ rank: null, totalPointsEarned: 0 });
    expect(await stats(other, officer)).toEqual({
      totalPoints: 0,
      enrolledCourses: 0,
      completedCourses: 0,
      verifyingCourses: 0,
    });
    const leaderRank = (await board(other, leader)).me.rank;

    // The lowest-paying course: the officer stays behind the leader.
    const course = courseraCourses.at(-1)!;
    await complete(ctx.app, officer, course);
    // The process that verified the completion answers with it at once (it waited for its feed)…
    expect((await board(ctx.app, officer)).me.totalPointsEarned).toBe(course.point);
    // …and the other one as soon as its feed has delivered the change.
    await other.changes.sync();
    const after = await board(other, officer);
    expect(after.me.totalPointsEarned).toBe(course.point);
    expect(after.me.rank).not.toBeNull();
    expect(after.rankedOfficers).toBe(before.rankedOfficers + 1);
    expect(await stats(other, officer)).toEqual({
      totalPoints: course.point,
      enrolledCourses: 1,
      completedCourses: 1,
      verifyingCourses: 0,
    });
    const daily = await board(other, officer, 'daily');
    expect(daily.me.totalPointsEarned).toBe(course.point);
    // The leader was not passed, so their rank is unchanged; everyone below was.
    expect((await board(other, leader)).me.rank).toBe(leaderRank);
  });

  it('drops an officer’s rank from memory when somebody passes them', async () => {
    const [ahead, behind] = await Promise.all([createUser(db()), createUser(db())]);
    await complete(ctx.app, ahead, courseraCourses[0]!);
    await other.changes.sync();
    const rankBefore = (await board(other, ahead)).me.rank!;
    // `behind` earns more than `ahead` holds: they pass them.
    await complete(ctx.app, behind, courseraCourses[0]!);
    await complete(ctx.app, behind, courseraCourses[1]!);
    await other.changes.sync();
    expect((await board(other, ahead)).me.rank).toBe(rankBefore + 1);
  });

  it('refuses a signed-out session on the other process', async () => {
    const officer = await createUser(db());
    expect((await read(other, officer, '/v1/profile')).status).toBe(200);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: bearer(officer.token),
    });
    expect(out.statusCode).toBeLessThan(300);
    await other.changes.sync();
    expect((await read(other, officer, '/v1/profile')).status).toBe(401);
  });

  it('shows a changed name on the other process’s leaderboard', async () => {
    const officer = await createUser(db());
    await complete(ctx.app, officer, courseraCourses[0]!);
    await complete(ctx.app, officer, courseraCourses[1]!);
    await complete(ctx.app, officer, courseraCourses[2]!);
    await other.changes.sync();
    const top = await board(other, officer);
    expect(top.entries.map((e) => e._id)).toContain(officer.user.id);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/profile',
      headers: bearer(officer.token),
      payload: { firstName: 'Chiamaka' },
    });
    expect(res.statusCode).toBe(200);
    await other.changes.sync();
    const renamed = (await board(other, officer)).entries;
    expect(renamed.find((e) => e._id === officer.user.id)?.firstName).toBe('Chiamaka');
  });
});

describe.runIf(inject('dbKind') === 'postgres')('when the change feed’s connection is lost', () => {
  it('answers from the database until it is back, then from memory again', async () => {
    const officer = await createUser(db());
    await board(other, officer);
    expect(other.changes.live).toBe(true);

    await db().execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike 'listen%'`);
    await expect.poll(() => other.changes.live).toBe(false);

    // Without the feed nothing is served from memory: a change is seen at once.
    const reads = boardQueries.length;
    await complete(ctx.app, officer, courseraCourses[0]!);
    expect((await board(other, officer)).me.totalPointsEarned).toBe(courseraCourses[0]!.point);
    expect(boardQueries.length).toBeGreaterThan(reads);

    await expect.poll(() => other.changes.live, { timeout: 5_000 }).toBe(true);
    await board(other, officer);
    const cached = boardQueries.length;
    await board(other, officer);
    expect(boardQueries.length).toBe(cached);
  });
});
