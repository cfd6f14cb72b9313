import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { adminMessages, claimMessages, claimReasons, profileMessages } from '@dpts/contract';
import { completionClaims, courseIdentifiers, users } from '../../db/schema.ts';
import { rows } from '../../db/client.ts';
import { CISCO_ISSUER } from '../../test/fake-sites.ts';
import {
  createTestAppWithSites,
  holderOf,
  ledgerSum,
  seedCourse,
  type Course,
  type SitesTestContext,
} from '../../test/learning.ts';
import {
  bearer,
  completeEvent,
  createUser,
  postActivity,
  reloadUser,
  startEvent,
  visitEvent,
  type TestUser,
} from '../../test/factories.ts';

/**
 * Issue #19: each way a determined cheater got paid on 839a4db, against local stand-ins of the
 * learning sites shaped like the real pages. Each test pays the cheater on the old code (which
 * read titles as substrings, keys as typed, page text anywhere, the client's own times) and pays
 * nothing, or sends the claim to a person, now. The app runs on a clock the tests move.
 */

const MINUTE = 60_000;
let clock = new Date('2026-11-20T09:00:00Z').getTime();
const now = () => new Date(clock);
const advance = (minutes: number) => (clock += minutes * MINUTE);

let ctx: SitesTestContext;
const db = () => ctx.database.db;
let admin: TestUser;
let otherAdmin: TestUser;

beforeAll(async () => {
  ctx = await createTestAppWithSites({}, { now });
  admin = await createUser(db(), { role: 'admin' });
  otherAdmin = await createUser(db(), { role: 'super' });
});
afterAll(() => ctx?.close());

const sites = () => ctx.sites;
const course = (name: string, website: string) => seedCourse(db(), name, website);

/** An officer with a given name (the name a stranger's certificate carries). */
async function named(firstName: string, lastName: string): Promise<TestUser> {
  const o = await createUser(db());
  await db().update(users).set({ firstName, lastName }).where(eq(users.id, o.user.id));
  return { ...o, user: { ...o.user, firstName, lastName } };
}

async function complete(o: TestUser, certificateUrl: string, c: Course, extra: unknown[] = []) {
  const res = await postActivity(ctx.app, o.token, [
    ...extra,
    completeEvent({ url: c.url, certificateUrl }),
  ]);
  expect(res.statusCode).toBe(200);
  return res.json().data.results.at(-1) as { outcome: string };
}

function claimLink(o: TestUser, c: Course, certificateUrl: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/v1/profile/claims',
    headers: bearer(o.token),
    payload: { courseId: c.id, certificateUrl },
  });
}

async function claimsOf(o: TestUser) {
  return db()
    .select()
    .from(completionClaims)
    .where(eq(completionClaims.userId, o.user.id))
    .orderBy(completionClaims.createdAt, completionClaims.id);
}
const states = async (o: TestUser) => (await claimsOf(o)).map((c) => [c.state, c.reason]);
const paid = async (o: TestUser) => (await reloadUser(db(), o.user.id)).totalPointsEarned;

const post = (url: string, token: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('one certificate pays one officer once, whatever the link looks like', () => {
  it('case variants: one public freeCodeCamp certificate typed in three letter cases pays once', async () => {
    const fcc = await course('Responsive Web Design', 'freeCodeCamp');
    const stranger = { firstName: 'Tobenna', lastName: 'Okeke' };
    const url = sites().freeCodeCamp(
      stranger,
      { slug: 'responsive-web-design', title: 'Responsive Web Design' },
      'TobennaOkeke',
    );
    const variants = [
      url,
      url.replace('TobennaOkeke', 'tobennaokeke'),
      url.replace('TobennaOkeke', 'TOBENNAOKEKE'),
    ];
    const throwaway = await Promise.all(variants.map(() => named('Tobenna', 'Okeke')));
    for (const [i, o] of throwaway.entries()) {
      await complete(o, variants[i]!, fcc);
      await ctx.app.jobs.drain();
    }
    const totals = await Promise.all(throwaway.map(paid));
    expect(totals.reduce((a, b) => a + b, 0)).toBe(fcc.point);
    const all = (await Promise.all(throwaway.map(claimsOf))).flat();
    expect(new Set(all.map((c) => c.certificateKey)).size).toBe(1);
    expect(all.filter((c) => c.state === 'review').map((c) => c.reason)).toEqual([
      claimReasons.heldByOther,
      claimReasons.heldByOther,
    ]);
  });

  it('homonyms: a namesake paid first loses it to the real holder when an administrator moves it, exactly once', async () => {
    const c = await course('AI For Everyone', 'Coursera');
    const holder = await named('Amaka', 'Nwosu');
    const namesake = await named('Amaka', 'Nwosu');
    const certificate = sites().coursera(holderOf(holder), {
      slug: 'ai-for-everyone',
      name: c.name,
    });
    // The namesake claims it first, with the code typed in lower case.
    await complete(
      namesake,
      certificate.replace(/verify\/(\w+)$/, (_, code: string) => `verify/${code.toLowerCase()}`),
      c,
    );
    await ctx.app.jobs.drain();
    expect(await paid(namesake)).toBe(c.point);
    // The real holder's claim is not refused as "taken": a person decides who holds it.
    await complete(holder, certificate, c);
    await ctx.app.jobs.drain();
    const [held] = await claimsOf(holder);
    expect([held!.state, held!.reason, held!.heldBy]).toEqual([
      'review',
      claimReasons.heldByOther,
      namesake.user.id,
    ]);
    const tab = await ctx.app.inject({
      url: '/v1/super/review?view=held',
      headers: bearer(admin.token),
    });
    expect(tab.json().data.items).toContainEqual(
      expect.objectContaining({
        _id: held!.id,
        heldBy: expect.objectContaining({ _id: namesake.user.id }),
      }),
    );

    const moves = await Promise.all([
      post(`/v1/super/review/${held!.id}/move`, admin.token),
      post(`/v1/super/review/${held!.id}/move`, otherAdmin.token),
    ]);
    expect(moves.map((m) => m.statusCode).sort()).toEqual([200, 409]);
    const moved = moves.find((m) => m.statusCode === 200)!.json();
    expect(moved).toMatchObject({
      data: { state: 'verified', pointsAwarded: c.point, pointsTakenBack: c.point },
      message: adminMessages.claimMoved,
    });
    expect(await paid(holder)).toBe(c.point);
    expect(await paid(namesake)).toBe(0);
    expect(await ledgerSum(db(), namesake.user.id)).toBe(0);
    expect(await states(namesake)).toEqual([['rejected', claimReasons.movedToHolder]]);
    // Moving again pays nothing and takes nothing.
    const again = await post(`/v1/super/review/${held!.id}/move`, admin.token);
    expect(again.statusCode).toBe(409);
    expect(await paid(holder)).toBe(c.point);
    expect(await paid(namesake)).toBe(0);
  });

  it('homonyms on Credly: a namesake with another email is not verified; the holder, by the badge’s email hash, is', async () => {
    const cyber = await course('Introduction to Cybersecurity', 'Cisco Networking Academy');
    const holder = await named('Ifeoma', 'Eze');
    const namesake = await named('Ifeoma', 'Eze');
    const badge = {
      issuerId: CISCO_ISSUER,
      classId: '10b1a2de-f36b-4730-b1ca-8505e19f4390',
      issuer: 'Cisco',
      title: 'Introduction to Cybersecurity',
    };
    const certificate = sites().credly(holderOf(holder), badge, { email: holder.user.email });
    await complete(namesake, certificate, cyber);
    await ctx.app.jobs.drain();
    expect(await states(namesake)).toEqual([['review', claimReasons.otherRecipient]]);
    expect(await paid(namesake)).toBe(0);
    await complete(holder, certificate, cyber);
    await ctx.app.jobs.drain();
    expect(await states(holder)).toEqual([['verified', null]]);
    expect(await paid(holder)).toBe(cyber.point);
  });

  it('races: two officers claiming one certificate at once, on two processes, pay at most one', async () => {
    const other = await ctx.startAnotherProcess();
    const c = await course('Technical Support Fundamentals', 'Coursera');
    for (let round = 0; round < 3; round++) {
      const [a, b] = await Promise.all([named('Kelechi', 'Obi'), named('Kelechi', 'Obi')]);
      const certificate = sites().coursera(holderOf(a), {
        slug: 'technical-support-fundamentals',
        name: c.name,
      });
      await Promise.all([
        postActivity(ctx.app, a.token, [
          completeEvent({ url: c.url, certificateUrl: certificate }),
        ]),
        postActivity(other, b.token, [completeEvent({ url: c.url, certificateUrl: certificate })]),
      ]);
      await Promise.all([ctx.app.jobs.drain(), other.jobs.drain()]);
      const totals = [await paid(a), await paid(b)];
      expect(
        totals.reduce((x, y) => x + y, 0),
        `round ${round}`,
      ).toBe(c.point);
      expect((await ledgerSum(db(), a.user.id)) + (await ledgerSum(db(), b.user.id))).toBe(c.point);
      const [bound] = await rows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from completion_certificates where certificate_url = ${certificate}`,
      );
      expect(bound!.n).toBe(1);
    }
  });
});

describe('the holder is the officer’s, by the issuer’s fields', () => {
  it('rename: renaming oneself after a stranger does not make the stranger’s certificate pay', async () => {
    const c = await course('AI For Everyone', 'Coursera');
    const support = await course('Technical Support Fundamentals', 'Coursera');
    const cheat = await named('Musa', 'Bello');
    // A first verified claim freezes the name certificates are checked against.
    await complete(
      cheat,
      sites().coursera(holderOf(cheat), {
        slug: 'technical-support-fundamentals',
        name: support.name,
      }),
      support,
    );
    await ctx.app.jobs.drain();
    expect(await paid(cheat)).toBe(support.point);
    const [frozen] = await db().select().from(users).where(eq(users.id, cheat.user.id));
    expect([frozen!.certificateFirstName, frozen!.certificateLastName]).toEqual(['Musa', 'Bello']);

    const rename = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/profile',
      headers: bearer(cheat.token),
      payload: { firstName: 'Chiamaka', lastName: 'Adeyemi' },
    });
    expect(rename.statusCode).toBe(200);
    expect(rename.json().message).toBe(
      profileMessages.certificateNameRequested({ firstName: 'Chiamaka', lastName: 'Adeyemi' }),
    );
    const strangers = sites().coursera(
      { firstName: 'Chiamaka', lastName: 'Adeyemi' },
      { slug: 'ai-for-everyone', name: c.name },
    );
    await complete(cheat, strangers, c);
    await ctx.app.jobs.drain();
    await ctx.app.inject({
      method: 'PUT',
      url: '/v1/profile',
      headers: bearer(cheat.token),
      payload: { firstName: 'Musa', lastName: 'Bello' },
    });
    expect(await paid(cheat)).toBe(support.point);
    const stolen = (await claimsOf(cheat)).find((x) => x.courseId === c.id)!;
    expect([stolen.state, stolen.reason]).toEqual(['rejected', claimReasons.otherName]);
    // The stranger's own claim is not blocked by it.
    const owner = await named('Chiamaka', 'Adeyemi');
    await complete(owner, strangers, c);
    await ctx.app.jobs.drain();
    expect(await paid(owner)).toBe(c.point);
  });

  it('a name change after the first payment waits for an administrator, who is not the officer', async () => {
    const support = await course('Technical Support Fundamentals', 'Coursera');
    const officer = await named('Halima', 'Sani');
    await complete(
      officer,
      sites().coursera(holderOf(officer), {
        slug: 'technical-support-fundamentals',
        name: support.name,
      }),
      support,
    );
    await ctx.app.jobs.drain();
    await ctx.app.inject({
      method: 'PUT',
      url: '/v1/profile',
      headers: bearer(officer.token),
      payload: { lastName: 'Sani-Bello' },
    });
    const list = await ctx.app.inject({
      url: '/v1/super/name-changes',
      headers: bearer(admin.token),
    });
    const request = list
      .json()
      .data.items.find((r: { officer: { _id: string } }) => r.officer._id === officer.user.id);
    expect(request).toMatchObject({
      current: { firstName: 'Halima', lastName: 'Sani' },
      requested: { firstName: 'Halima', lastName: 'Sani-Bello' },
    });
    const asOfficer = await post(`/v1/super/name-changes/${request._id}/approve`, officer.token);
    expect(asOfficer.statusCode).toBe(403);
    const approved = await post(`/v1/super/name-changes/${request._id}/approve`, admin.token);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().message).toBe(adminMessages.nameChangeApproved);
    const [row] = await db().select().from(users).where(eq(users.id, officer.user.id));
    expect([row!.certificateFirstName, row!.certificateLastName]).toEqual(['Halima', 'Sani-Bello']);
    expect(
      (await post(`/v1/super/name-changes/${request._id}/reject`, admin.token)).statusCode,
    ).toBe(409);
    const audit = await ctx.app.inject({
      url: '/v1/super/audit?entity=user',
      headers: bearer(admin.token),
    });
    expect(audit.json().data.items[0]).toMatchObject({
      action: 'user.name-change.approve',
      entityId: officer.user.id,
    });
  });

  it('boilerplate name: an officer named after the site gains nothing from a stranger’s Microsoft Learn page', async () => {
    const [ms] = await rows<Course>(
      db(),
      sql`select id, url, name, point, website, course_key as "courseKey", topic_id as "topicId"
          from courses where website = 'Microsoft Learn' order by name limit 1`,
    );
    await db()
      .insert(courseIdentifiers)
      .values({
        courseId: ms!.id,
        kind: 'microsoft-learn-uid',
        value: 'learn.wwl.boilerplate-module',
      })
      .onConflictDoNothing();
    const cheat = await named('Microsoft', 'Learn');
    const page = sites().microsoftLearn(
      { firstName: 'Zainab', lastName: 'Lawal' },
      { title: ms!.name, uid: 'learn.wwl.boilerplate-module' },
    );
    await complete(cheat, page, ms!);
    await ctx.app.jobs.drain();
    expect(await states(cheat)).toEqual([['rejected', claimReasons.otherName]]);
    expect(await paid(cheat)).toBe(0);
  });

  it('wrong Google Skills badge: only a badge on the profile, of this course, verifies', async () => {
    const genai = await course('Introduction to Generative AI', 'Google Skills');
    const officer = await named('Bisi', 'Ade');
    const [other, right] = sites().googleSkills(holderOf(officer), [
      { title: 'Introduction to Large Language Models' },
      { title: 'Introduction to Generative AI' },
    ]);
    const notOnProfile = other!.replace(/badges\/\d+$/, 'badges/123');
    const attempts: [string, string | null][] = [];
    for (const link of [notOnProfile, other!]) {
      const o = await named('Bisi', 'Ade');
      await complete(o, link, genai);
      await ctx.app.jobs.drain();
      attempts.push((await states(o))[0] as [string, string | null]);
      expect(await paid(o)).toBe(0);
    }
    expect(attempts).toEqual([
      ['rejected', claimReasons.notFound],
      ['rejected', claimReasons.otherCourse],
    ]);
    await complete(officer, right!, genai);
    await ctx.app.jobs.drain();
    expect(await states(officer)).toEqual([['verified', null]]);
  });
});

describe('the course is the issuer’s', () => {
  it('title superset: a "Generative AI for Everyone" certificate does not pay "AI For Everyone"', async () => {
    const c = await course('AI For Everyone', 'Coursera');
    const officer = await named('Yemi', 'Alade');
    await complete(
      officer,
      sites().coursera(holderOf(officer), {
        slug: 'generative-ai-for-everyone',
        name: 'Generative AI for Everyone',
      }),
      c,
    );
    await ctx.app.jobs.drain();
    expect(await states(officer)).toEqual([['rejected', claimReasons.otherCourse]]);
    expect(await paid(officer)).toBe(0);
  });

  it('foreign Credly issuer: a badge of another organisation does not pay a Cisco course', async () => {
    const networking = await course('Networking Basics', 'Cisco Networking Academy');
    const officer = await named('Chidi', 'Okoro');
    const badge = sites().credly(
      holderOf(officer),
      {
        issuerId: randomUUID(),
        classId: randomUUID(),
        issuer: 'Some University',
        title: 'Juniper Networking Basics Advanced',
      },
      { email: officer.user.email },
    );
    await complete(officer, badge, networking);
    await ctx.app.jobs.drain();
    expect(await states(officer)).toEqual([['rejected', claimReasons.otherIssuer]]);
    expect(await paid(officer)).toBe(0);
  });
});

describe('timing from facts the server saw', () => {
  const python = () =>
    course('Programming for Everybody (Getting Started with Python)', 'Coursera');
  const coursera = (o: TestUser, c: Course, granted: Date) =>
    sites().coursera(holderOf(o), { slug: 'python', name: c.name }, granted);

  it('no start: a certificate granted moments before a first completion waits for a person', async () => {
    const c = await python();
    const officer = await named('Ngozi', 'Uche');
    await complete(officer, coursera(officer, c, new Date(clock - 2_000)), c);
    advance(1);
    await ctx.app.jobs.drain();
    expect(await states(officer)).toEqual([['review', claimReasons.noStart]]);
    expect(await paid(officer)).toBe(0);
  });

  it('back-dated start: the client’s own time of a start does not count, the server’s does', async () => {
    const c = await python();
    const officer = await named('Emeka', 'Ani');
    await postActivity(ctx.app, officer.token, [visitEvent({ url: c.url })]);
    const seen = clock;
    advance(2);
    const certificate = coursera(officer, c, new Date(seen + MINUTE));
    await complete(officer, certificate, c, [
      startEvent({ url: c.url, at: new Date(seen - 24 * 60 * MINUTE).toISOString() }),
    ]);
    await ctx.app.jobs.drain();
    expect(await states(officer)).toEqual([['review', claimReasons.tooSoon]]);
    expect(await paid(officer)).toBe(0);
  });

  it('an honest officer: visits, then a certificate granted last week pays as past learning; one earned after a real course pays', async () => {
    const c = await python();
    const support = await course('Technical Support Fundamentals', 'Coursera');
    const officer = await named('Grace', 'Okon');
    await postActivity(ctx.app, officer.token, [
      visitEvent({ url: c.url }),
      visitEvent({ url: support.url }),
    ]);
    advance(1);
    await complete(officer, coursera(officer, c, new Date(clock - 7 * 24 * 60 * MINUTE)), c);
    advance(45);
    await complete(
      officer,
      sites().coursera(
        holderOf(officer),
        { slug: 'technical-support-fundamentals', name: support.name },
        new Date(clock - MINUTE),
      ),
      support,
    );
    await ctx.app.jobs.drain();
    const claims = await claimsOf(officer);
    expect(claims.map((x) => [x.state, x.pastLearning])).toEqual([
      ['verified', true],
      ['verified', false],
    ]);
    expect(await paid(officer)).toBe(c.point + support.point);
  });

  it('manual claim: a pasted link for a never-started course follows the same rules', async () => {
    const c = await python();
    const officer = await named('Fatima', 'Musa');
    const res = await claimLink(officer, c, coursera(officer, c, new Date(clock - 5_000)));
    expect(res.statusCode).toBe(201);
    await ctx.app.jobs.drain();
    expect(await states(officer)).toEqual([['review', claimReasons.noStart]]);
    expect(await paid(officer)).toBe(0);
  });
});

describe('review that cannot be gamed', () => {
  const hpLife = async () => {
    const [c] = await rows<Course>(
      db(),
      sql`select id, url, name, point, website, course_key as "courseKey", topic_id as "topicId"
          from courses where website = 'HP LIFE' order by name`,
    );
    return c!;
  };
  const madeUp = () => `https://www.life-global.org/certificate/${randomUUID()}`;

  it('self-approval: an administrator cannot approve their own made-up claim', async () => {
    const c = await hpLife();
    const res = await claimLink(admin, c, madeUp());
    expect(res.statusCode).toBe(201);
    const claimId = res.json().data._id;
    const own = await post(`/v1/super/review/${claimId}/approve`, admin.token);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(adminMessages.ownClaim);
    expect(await paid(admin)).toBe(0);
    expect(
      (await post(`/v1/super/review/${claimId}/reject`, otherAdmin.token, { reason: 'Made up' }))
        .statusCode,
    ).toBe(200);
  });

  it('the review cap: at most 5 claims wait for review; the 6th gets 429, a batch’s extra ones are ignored', async () => {
    const officer = await named('Tunde', 'Bakare');
    const [rowsOfHp] = [
      await rows<Course>(
        db(),
        sql`select id, url, name, point, website, course_key as "courseKey", topic_id as "topicId"
            from courses where website = 'HP LIFE' order by name`,
      ),
    ];
    const statuses: number[] = [];
    for (const c of rowsOfHp.slice(0, 6))
      statuses.push((await claimLink(officer, c, madeUp())).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const last = await claimLink(officer, rowsOfHp[6]!, madeUp());
    expect(last.json().message).toBe(claimMessages.tooManyInReview);

    const batcher = await named('Sade', 'Ojo');
    const hp = rowsOfHp;
    const res = await postActivity(
      ctx.app,
      batcher.token,
      hp.map((c) => completeEvent({ url: c.url, certificateUrl: madeUp() })),
    );
    const outcomes = res.json().data.results.map((r: { outcome: string }) => r.outcome);
    expect(outcomes.filter((o: string) => o === 'verifying')).toHaveLength(5);
    expect(outcomes.filter((o: string) => o === 'ignored')).toHaveLength(hp.length - 5);
    expect((await claimsOf(batcher)).filter((x) => x.state === 'review')).toHaveLength(5);
  });

  it('re-claim after rejection: not again for 7 days, unless an administrator reopens it', async () => {
    const c = await hpLife();
    const officer = await named('Uche', 'Obi');
    const link = madeUp();
    const first = await claimLink(officer, c, link);
    const claimId = first.json().data._id;
    await post(`/v1/super/review/${claimId}/reject`, admin.token, {
      reason: 'Not a real certificate',
    });
    const again = await claimLink(officer, c, link);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/was rejected on .* You can claim it again from/);
    const viaExtension = await complete(officer, link, c);
    expect(viaExtension.outcome).toBe('ignored');
    expect(await claimsOf(officer)).toHaveLength(1);

    const reopened = await post(`/v1/super/review/${claimId}/reopen`, admin.token);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({
      data: { state: 'pending' },
      message: adminMessages.claimReopened,
    });
    await ctx.app.jobs.drain();
    expect(await states(officer)).toEqual([['review', claimReasons.noPublicCheck]]);
    await post(`/v1/super/review/${claimId}/reject`, admin.token, { reason: 'Still not real' });
    advance(7 * 24 * 60 + 1);
    expect((await claimLink(officer, c, link)).statusCode).toBe(201);
  });
});
