import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { adminMessages, claimReasons, serverMessages } from '@dpts/contract';
import {
  completionClaims,
  courses,
  enrollments,
  leagueMembers,
  leagues,
  users,
} from '../../db/schema.ts';
import { rows } from '../../db/client.ts';
import { lagosDay } from '../../lib/lagos-time.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { bearer, createUser, reloadUser, type TestUser } from '../../test/factories.ts';

// Leagues, moderators and the review queue as administrators see them (issue #11).

let ctx: TestContext;
let superAdmin: TestUser;
let admin: TestUser;
let officer: TestUser;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestApp();
  superAdmin = await createUser(db(), { role: 'super' });
  admin = await createUser(db(), { role: 'admin' });
  officer = await createUser(db());
});
afterAll(async () => ctx.close());

const get = (url: string, token?: string) =>
  ctx.app.inject({ url, ...(token ? { headers: bearer(token) } : {}) });
const post = (url: string, token?: string, payload?: object) =>
  ctx.app.inject({
    method: 'POST',
    url,
    ...(payload ? { payload } : {}),
    ...(token ? { headers: bearer(token) } : {}),
  });

async function named(firstName: string, lastName: string, email?: string): Promise<TestUser> {
  const u = await createUser(db());
  await db()
    .update(users)
    .set({ firstName, lastName, ...(email ? { email } : {}) })
    .where(eq(users.id, u.user.id));
  return { ...u, user: await reloadUser(db(), u.user.id) };
}

/** A league straight in the database, its creator a member, created `minutesAgo`. */
async function aLeague(
  creator: TestUser,
  name: string,
  minutesAgo: number,
  members: TestUser[] = [],
): Promise<string> {
  const [league] = await db()
    .insert(leagues)
    .values({
      creatorId: creator.user.id,
      name,
      description: `About ${name}`,
      image: '/uploads/league.png',
      thumbnail: '/uploads/league-thumb.png',
      isPrivate: false,
      membersCount: 1 + members.length,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    })
    .returning({ id: leagues.id });
  await db()
    .insert(leagueMembers)
    .values([creator, ...members].map((m) => ({ leagueId: league!.id, userId: m.user.id })));
  return league!.id;
}

describe('GET /v1/super/leagues', () => {
  const tag = randomUUID().slice(0, 8);
  let moderator: TestUser;
  let other: TestUser;
  const ids: string[] = [];

  beforeAll(async () => {
    moderator = await named('Chiamaka', `Obi${tag}`);
    other = await named('Tunde', 'Bakare');
    // 12 leagues of one moderator, newest first by index: 0 is newest
    for (let i = 0; i < 12; i++)
      ids.push(await aLeague(moderator, `Cyber ${tag} ${String(i).padStart(2, '0')}`, 100 + i));
    ids.push(await aLeague(other, `Data_Club%${tag}`, 50, [officer]));
  });

  it('lists every league newest first, 10 a page, with the exact total', async () => {
    const first = (await get('/v1/super/leagues', admin.token)).json().data;
    expect(first.total).toBe(13);
    expect(first.totalCapped).toBe(false);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({
      _id: ids[12],
      name: `Data_Club%${tag}`,
      private: false,
      members_count: 2,
      creator: { _id: other.user.id, firstName: 'Tunde', lastName: 'Bakare' },
    });
    const second = (await get('/v1/super/leagues?page=2', admin.token)).json().data;
    expect(second.items.map((l: { _id: string }) => l._id)).toEqual(ids.slice(9, 12));
    expect(second.page).toBe(2);
  });

  it("finds leagues by a case-insensitive piece of the league's or the moderator's name", async () => {
    const byName = (await get(`/v1/super/leagues?search=CYBER%20${tag}%2001`, admin.token)).json()
      .data;
    expect(byName.items.map((l: { _id: string }) => l._id)).toEqual([ids[1]]);
    const byModerator = (
      await get(`/v1/super/leagues?search=${encodeURIComponent(`chiamaka obi${tag}`)}`, admin.token)
    ).json().data;
    expect(byModerator.total).toBe(12);
    expect(byModerator.items).toHaveLength(10);
    // LIKE wildcards in the term are taken literally
    const literal = (
      await get(`/v1/super/leagues?search=${encodeURIComponent(`_club%${tag}`)}`, admin.token)
    ).json().data;
    expect(literal.items.map((l: { _id: string }) => l._id)).toEqual([ids[12]]);
    const wild = (
      await get(`/v1/super/leagues?search=${encodeURIComponent('%')}`, admin.token)
    ).json().data;
    expect(wild.items.map((l: { _id: string }) => l._id)).toEqual([ids[12]]);
    const none = (await get(`/v1/super/leagues?search=zz${tag}zz`, admin.token)).json().data;
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it("shows a league's members by points, and 404 for an unknown league", async () => {
    await db().update(users).set({ totalPointsEarned: 40 }).where(eq(users.id, officer.user.id));
    const board = await get(`/v1/super/leagues/${ids[12]}/leaderboard`, admin.token);
    expect(board.statusCode).toBe(200);
    expect(board.json().data.map((m: { _id: string }) => m._id)).toEqual([
      officer.user.id,
      other.user.id,
    ]);
    expect(
      (await get(`/v1/super/leagues/${randomUUID()}/leaderboard`, admin.token)).statusCode,
    ).toBe(404);
    await db().update(users).set({ totalPointsEarned: 0 }).where(eq(users.id, officer.user.id));
  });

  it('lists moderators with their leagues and member counts; search by name or email', async () => {
    const all = (await get('/v1/super/league-moderators', superAdmin.token)).json().data;
    expect(all.total).toBe(2);
    // newest account first: `other` signed up after `moderator`
    expect(all.items.map((m: { creator: { _id: string } }) => m.creator._id)).toEqual([
      other.user.id,
      moderator.user.id,
    ]);
    expect(all.items[0]).toEqual({
      creator: {
        _id: other.user.id,
        firstName: 'Tunde',
        lastName: 'Bakare',
        email: other.user.email,
        createdAt: other.user.createdAt.toISOString(),
      },
      noOfLeagues: 1,
      leagues: [{ _id: ids[12], name: `Data_Club%${tag}`, members_count: 2 }],
    });
    expect(all.items[1].noOfLeagues).toBe(12);
    expect(all.items[1].leagues).toHaveLength(12);

    const byName = (await get(`/v1/super/league-moderators?search=OBI${tag}`, admin.token)).json()
      .data;
    expect(byName.items.map((m: { creator: { _id: string } }) => m.creator._id)).toEqual([
      moderator.user.id,
    ]);
    const byEmail = (
      await get(
        `/v1/super/league-moderators?search=${encodeURIComponent(other.user.email.toUpperCase())}`,
        admin.token,
      )
    ).json().data;
    expect(byEmail.total).toBe(1);
    // an officer who created no league is no moderator
    const officerSearch = (
      await get(
        `/v1/super/league-moderators?search=${encodeURIComponent(officer.user.email)}`,
        admin.token,
      )
    ).json().data;
    expect(officerSearch.items).toEqual([]);
  });

  it("shows the leagues a user joined on the user's details", async () => {
    const res = await get(`/v1/super/users/${officer.user.id}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.myLeagues).toEqual([
      {
        _id: ids[12],
        joinedAt: expect.any(String),
        _league: { _id: ids[12], name: `Data_Club%${tag}` },
      },
    ]);
    const moderatorLeagues = (await get(`/v1/super/users/${moderator.user.id}`, admin.token)).json()
      .data.myLeagues;
    expect(moderatorLeagues).toHaveLength(12);
  });
});

/** A claim the verifier sent to review, as the claims feature leaves it. */
async function claimInReview(
  who: TestUser,
  reason: string = claimReasons.noPublicCheck,
): Promise<{ claimId: string; courseId: string; point: number }> {
  const taken = await db()
    .select({ courseId: completionClaims.courseId })
    .from(completionClaims)
    .where(eq(completionClaims.userId, who.user.id));
  const [course] = await db()
    .select({ id: courses.id, point: courses.point })
    .from(courses)
    .where(
      and(
        eq(courses.isActive, true),
        taken.length
          ? sql`${courses.id} not in (${sql.join(
              taken.map((t) => sql`${t.courseId}`),
              sql`, `,
            )})`
          : undefined,
      ),
    )
    .limit(1);
  const certificateId = randomUUID();
  const [claim] = await db()
    .insert(completionClaims)
    .values({
      userId: who.user.id,
      courseId: course!.id,
      site: 'hp-life',
      certificateKey: `hp-life:${certificateId}`,
      certificateUrl: `https://www.life-global.org/certificate/${certificateId}`,
      source: 'manual',
      state: 'review',
      reason,
      decidedAt: new Date(),
    })
    .returning({ id: completionClaims.id });
  await db()
    .insert(enrollments)
    .values({ userId: who.user.id, courseId: course!.id, state: 'verifying' });
  return { claimId: claim!.id, courseId: course!.id, point: course!.point };
}

async function standing(who: TestUser) {
  const board = (await get('/v1/profile/leaderboard?type=global&limit=100', who.token)).json().data;
  return board.me as { rank: number | null; totalPointsEarned: number };
}

describe('review queue', () => {
  it('lists claims in review oldest first with the officer, course, evidence and reason; counts them', async () => {
    const before = (await get('/v1/super/review/count', admin.token)).json().data.count;
    const a = await named('Ngozi', 'Eze');
    const first = await claimInReview(a);
    const second = await claimInReview(a, claimReasons.nameClose);
    expect((await get('/v1/super/review/count', admin.token)).json().data.count).toBe(before + 2);
    const list = (await get('/v1/super/review?limit=50', admin.token)).json().data;
    const mine = list.items.filter(
      (c: { officer: { _id: string } }) => c.officer._id === a.user.id,
    );
    expect(mine.map((c: { _id: string }) => c._id)).toEqual([first.claimId, second.claimId]);
    expect(mine[0]).toMatchObject({
      officer: { _id: a.user.id, firstName: 'Ngozi', lastName: 'Eze', email: a.user.email },
      course: { _id: first.courseId, point: first.point },
      evidenceUrl: expect.stringMatching(/^https:\/\/www\.life-global\.org\/certificate\//),
      verifierSaw: { Site: 'hp-life', 'Sent from': 'a pasted link' },
      reviewReason: claimReasons.noPublicCheck,
    });
    expect(mine[1].reviewReason).toBe(claimReasons.nameClose);
    expect(list.total).toBe(before + 2);
  });

  it("approving pays the officer once, completes the course and moves the officer's points and rank", async () => {
    const who = await createUser(db());
    const rival = await createUser(db());
    await db().update(users).set({ totalPointsEarned: 1 }).where(eq(users.id, rival.user.id));
    const { claimId, courseId, point } = await claimInReview(who);
    const before = await standing(who);
    expect(before.totalPointsEarned).toBe(0);

    const res = await post(`/v1/super/review/${claimId}/approve`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { _id: claimId, state: 'verified', pointsAwarded: point },
      message: adminMessages.claimApproved,
    });
    const after = await standing(who);
    expect(after.totalPointsEarned).toBe(point);
    expect(after.rank).not.toBeNull();
    expect(after.rank).not.toBe(before.rank);
    expect((await reloadUser(db(), who.user.id)).totalPointsEarned).toBe(point);
    const [enrollment] = await db()
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, who.user.id), eq(enrollments.courseId, courseId)));
    expect(enrollment!.state).toBe('complete');

    // a second approval is refused and pays nothing more
    const again = await post(`/v1/super/review/${claimId}/approve`, superAdmin.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(adminMessages.claimDecided);
    expect((await reloadUser(db(), who.user.id)).totalPointsEarned).toBe(point);

    const history = (await get('/v1/profile/points/history', who.token)).json().data;
    expect(history.items[0]).toMatchObject({ _id: claimId, state: 'verified', points: point });
    const audit = (await get('/v1/super/audit?entity=claim', admin.token)).json().data.items;
    expect(audit[0]).toMatchObject({
      action: 'claim.approve',
      entityId: claimId,
      actor: { _id: admin.user.id },
    });
  });

  it("rejecting stores the reason the officer reads on 'My points' and pays nothing", async () => {
    const who = await createUser(db());
    const { claimId } = await claimInReview(who);
    const reason = 'The certificate shows another person’s name';
    const res = await post(`/v1/super/review/${claimId}/reject`, superAdmin.token, { reason });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { _id: claimId, state: 'rejected', pointsAwarded: 0 },
      message: adminMessages.claimRejected,
    });
    const history = await get('/v1/profile/points/history', who.token);
    expect(history.json().data.items[0]).toMatchObject({
      _id: claimId,
      state: 'rejected',
      reason,
      points: 0,
    });
    expect(history.json().data.verifying).toBe(0);
    expect((await reloadUser(db(), who.user.id)).totalPointsEarned).toBe(0);
    const audit = (await get('/v1/super/audit?entity=claim', admin.token)).json().data.items;
    expect(audit[0]).toMatchObject({ action: 'claim.reject', entityId: claimId });
    expect(audit[0].after).toMatchObject({ state: 'rejected', reason });
  });

  it('an approval respects the daily caps: past one it needs an explicit, audited over-cap approval', async () => {
    const who = await createUser(db());
    const { claimId, point } = await claimInReview(who);
    // The officer already earned today's points cap through the ledger.
    await db().execute(sql`insert into daily_points (day, user_id, points, reached_at)
      values (${lagosDay(new Date())}, ${who.user.id}, ${ctx.config.claims.dailyPoints}, now())`);

    const refused = await post(`/v1/super/review/${claimId}/approve`, admin.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CLAIM_OVER_CAP',
      message: adminMessages.claimOverCap(claimReasons.dailyPoints),
    });
    expect((await reloadUser(db(), who.user.id)).totalPointsEarned).toBe(0);
    expect((await get('/v1/profile/points/history', who.token)).json().data.items[0]).toMatchObject(
      { _id: claimId, state: 'review' },
    );

    const res = await post(`/v1/super/review/${claimId}/approve`, admin.token, { overCap: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ _id: claimId, state: 'verified', pointsAwarded: point });
    expect((await reloadUser(db(), who.user.id)).totalPointsEarned).toBe(point);
    const audit = (await get('/v1/super/audit?entity=claim', admin.token)).json().data.items;
    expect(audit[0]).toMatchObject({ action: 'claim.approve', entityId: claimId });
    expect(audit[0].after).toMatchObject({ state: 'verified', points: point, overCap: true });
  });

  it('two administrators deciding the same claim at once: one wins, the other gets 409', async () => {
    const who = await createUser(db());
    const { claimId, point } = await claimInReview(who);
    const answers = await Promise.all([
      post(`/v1/super/review/${claimId}/approve`, admin.token),
      post(`/v1/super/review/${claimId}/approve`, superAdmin.token),
      post(`/v1/super/review/${claimId}/reject`, superAdmin.token, { reason: 'Looks wrong' }),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().message).toBe(adminMessages.claimDecided);
    const won = answers.find((a) => a.statusCode === 200)!.json().data;
    const total = (await reloadUser(db(), who.user.id)).totalPointsEarned;
    expect(total).toBe(won.state === 'verified' ? point : 0);
    const [ledger] = await rows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from points_ledger where user_id = ${who.user.id}`,
    );
    expect(ledger!.n).toBe(won.state === 'verified' ? 1 : 0);
  });

  it('lets admin and super decide, officers 403 and anonymous callers 401', async () => {
    const who = await createUser(db());
    const one = await claimInReview(who);
    const two = await claimInReview(who);
    for (const c of [
      { url: '/v1/super/review', method: 'GET' as const },
      { url: '/v1/super/review/count', method: 'GET' as const },
      { url: `/v1/super/review/${one.claimId}/approve`, method: 'POST' as const },
      { url: `/v1/super/review/${one.claimId}/reject`, method: 'POST' as const },
    ]) {
      const payload = c.url.endsWith('reject') ? { reason: 'Not the same name' } : undefined;
      const send = (token?: string) =>
        c.method === 'GET' ? get(c.url, token) : post(c.url, token, payload);
      expect((await send()).statusCode, c.url).toBe(401);
      const asOfficer = await send(who.token);
      expect(asOfficer.statusCode, c.url).toBe(403);
      expect(asOfficer.json().message).toBe(serverMessages.forbidden);
    }
    expect((await post(`/v1/super/review/${one.claimId}/approve`, admin.token)).statusCode).toBe(
      200,
    );
    expect(
      (await post(`/v1/super/review/${two.claimId}/reject`, superAdmin.token, { reason: 'No' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post(`/v1/super/review/${two.claimId}/reject`, superAdmin.token, { reason: 'Nope' }))
        .statusCode,
    ).toBe(200);
    expect((await post(`/v1/super/review/${randomUUID()}/approve`, admin.token)).statusCode).toBe(
      404,
    );
  });
});
