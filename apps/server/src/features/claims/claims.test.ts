import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { claimMessages, claimReasons, serverMessages } from '@dpts/contract';
import {
  completionClaims,
  courseIdentifiers,
  courses,
  enrollments,
  jobs,
} from '../../db/schema.ts';
import { createTestApp } from '../../test/helpers.ts';
import type { FakeSites } from '../../test/fake-sites.ts';
import {
  certificateOf,
  courseStatusOf,
  createTestAppWithSites,
  holderOf,
  ledgerSum,
  PYTHON_COURSE,
  seedCourse,
  statsOf,
  type Course,
  type SitesTestContext,
} from '../../test/learning.ts';
import {
  bearer,
  completeEvent,
  createUser,
  reloadUser,
  visitEvent,
  postActivity,
  type TestUser,
} from '../../test/factories.ts';

let ctx: SitesTestContext;
let sites: FakeSites;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestAppWithSites({ CLAIMS_DAILY_COMPLETIONS: '4', CLAIMS_DAILY_POINTS: '250' });
  sites = ctx.sites;
});
afterAll(() => ctx?.close());

const course = (name: string, website: string) => seedCourse(db(), name, website);
const python = () => course(PYTHON_COURSE, 'Coursera');
const support = () => course('Technical Support Fundamentals', 'Coursera');
async function claimsOf(userId: string) {
  return db()
    .select()
    .from(completionClaims)
    .where(eq(completionClaims.userId, userId))
    .orderBy(completionClaims.createdAt);
}
async function history(o: TestUser, query = '') {
  const res = await ctx.app.inject({
    url: `/v1/profile/points/history${query}`,
    headers: bearer(o.token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}
async function complete(o: TestUser, certificateUrl: string, c: Course) {
  const res = await postActivity(ctx.app, o.token, [completeEvent({ url: c.url, certificateUrl })]);
  expect(res.statusCode).toBe(200);
  return res.json().data.results[0] as { outcome: string; pointsAwarded: number };
}

describe('verification of completions with the issuing site', () => {
  it('pays nothing until the certificate is verified, then pays once', async () => {
    const officer = await createUser(db());
    const c = await python();
    const certificate = certificateOf(sites, officer, c);
    expect(await complete(officer, certificate, c)).toEqual({
      id: expect.any(String),
      outcome: 'verifying',
      pointsAwarded: 0,
    });
    expect((await reloadUser(db(), officer.user.id)).totalPointsEarned).toBe(0);
    expect(await statsOf(ctx.app, officer)).toEqual({
      totalPoints: 0,
      enrolledCourses: 1,
      completedCourses: 0,
      verifyingCourses: 1,
    });
    expect(await courseStatusOf(ctx.app, officer, c)).toBe('verifying');
    expect((await history(officer)).items[0]).toMatchObject({ state: 'pending', points: 0 });

    await ctx.app.jobs.drain();
    expect((await reloadUser(db(), officer.user.id)).totalPointsEarned).toBe(c.point);
    expect(await ledgerSum(db(), officer.user.id)).toBe(c.point);
    expect(await statsOf(ctx.app, officer)).toMatchObject({
      completedCourses: 1,
      verifyingCourses: 0,
    });
    const page = await history(officer);
    expect(page).toMatchObject({ total: 1, verifying: 0 });
    expect(page.items[0]).toMatchObject({
      state: 'verified',
      reason: null,
      points: c.point,
      site: 'coursera',
      certificateUrl: certificate,
      source: 'extension',
      // granted an hour ago, before the platform saw the officer on the course
      pastLearning: true,
      heldByOther: false,
      course: { _id: c.id, name: c.name, website: 'Coursera' },
    });

    // The same completion again (a new event id, or a re-run job): nothing more.
    expect(await complete(officer, certificate, c)).toMatchObject({
      outcome: 'completed',
      pointsAwarded: 0,
    });
    await ctx.app.jobs.drain();
    expect(await ledgerSum(db(), officer.user.id)).toBe(c.point);
    expect(await claimsOf(officer.user.id)).toHaveLength(1);
  });

  it('earns 0 dpts for 25 made-up certificate links of catalogue courses', async () => {
    const officer = await createUser(db());
    const catalogue = await db()
      .select()
      .from(courses)
      .where(eq(courses.website, 'Coursera'))
      .limit(25);
    expect(catalogue).toHaveLength(25);
    const res = await postActivity(
      ctx.app,
      officer.token,
      catalogue.map((c) =>
        completeEvent({
          url: c.url,
          certificateUrl: `https://www.coursera.org/account/accomplishments/verify/${randomBytes(6).toString('hex').toUpperCase()}`,
        }),
      ),
    );
    expect(
      res.json().data.results.every((r: { outcome: string }) => r.outcome === 'verifying'),
    ).toBe(true);
    await ctx.app.jobs.drain();
    expect((await reloadUser(db(), officer.user.id)).totalPointsEarned).toBe(0);
    const claims = await claimsOf(officer.user.id);
    expect(claims).toHaveLength(25);
    expect(new Set(claims.map((c) => `${c.state}: ${c.reason}`))).toEqual(
      new Set([`rejected: ${claimReasons.notFound}`]),
    );
    // Rejected courses are back to In-progress, not Verifying.
    expect(await statsOf(ctx.app, officer)).toMatchObject({
      completedCourses: 0,
      verifyingCourses: 0,
    });
  });

  it('rejects a certificate that is not found (404), another person’s, or another course’s', async () => {
    const officer = await createUser(db());
    const c = await python();
    const cs = await support();
    const [learn] = await db()
      .select()
      .from(courses)
      .where(eq(courses.website, 'Microsoft Learn'))
      .limit(1);
    // An edX certificate is not a Coursera one: refused before any claim.
    const manual = await ctx.app.inject({
      method: 'POST',
      url: '/v1/profile/claims',
      headers: bearer(officer.token),
      payload: {
        courseId: cs.id,
        certificateUrl: sites.edx(holderOf(officer), { name: cs.name, org: 'X', number: 'Y' }),
      },
    });
    expect(manual.statusCode).toBe(400);
    expect(manual.json().message).toBe(claimMessages.notThisSite('Coursera'));

    const unknown = `https://learn.microsoft.com/api/achievements/share/en-us/learner/${randomBytes(5).toString('hex')}?sharingId=1a2b3c`;
    await complete(officer, unknown, learn!);
    await complete(
      officer,
      sites.coursera({ firstName: 'Chinedu', lastName: 'Eze' }, { slug: 'python', name: c.name }),
      c,
    );
    await complete(
      officer,
      sites.coursera(holderOf(officer), {
        slug: 'learning-how-to-learn',
        name: 'Learning How to Learn',
      }),
      cs,
    );
    await ctx.app.jobs.drain();
    const claims = await claimsOf(officer.user.id);
    expect(claims.map((x) => [x.state, x.reason])).toEqual([
      ['rejected', claimReasons.notFound],
      ['rejected', claimReasons.otherName],
      ['rejected', claimReasons.otherCourse],
    ]);
    expect((await reloadUser(db(), officer.user.id)).totalPointsEarned).toBe(0);
    expect((await history(officer)).items.map((i: { reason: string }) => i.reason)).toEqual([
      claimReasons.otherCourse,
      claimReasons.otherName,
      claimReasons.notFound,
    ]);
  });

  it('verifies a Microsoft Learn achievement by its holder and uid once the uid is on file; a title alone asks a person', async () => {
    const officer = await createUser(db());
    const [learn, other] = await db()
      .select()
      .from(courses)
      .where(eq(courses.website, 'Microsoft Learn'))
      .limit(2);
    await db().insert(courseIdentifiers).values({
      courseId: learn!.id,
      kind: 'microsoft-learn-uid',
      value: 'learn.wwl.first-module',
    });
    await complete(
      officer,
      sites.microsoftLearn(holderOf(officer), {
        title: learn!.name,
        uid: 'learn.wwl.first-module',
      }),
      learn!,
    );
    // No uid on file for this one: the title is the course's, but a title never verifies.
    await complete(
      officer,
      sites.microsoftLearn(holderOf(officer), { title: other!.name, uid: 'learn.wwl.other' }),
      other!,
    );
    await ctx.app.jobs.drain();
    expect((await claimsOf(officer.user.id)).map((x) => [x.state, x.reason])).toEqual([
      ['verified', null],
      ['review', claimReasons.courseNotOnFile],
    ]);
  });

  it('sends certificates of a site with no public check to review without fetching', async () => {
    const officer = await createUser(db());
    const [hp] = await db().select().from(courses).where(eq(courses.website, 'HP LIFE')).limit(1);
    const before = sites.requests.length;
    await complete(officer, `https://www.life-global.org/certificate/${randomUUID()}`, hp!);
    await ctx.app.jobs.drain();
    expect((await claimsOf(officer.user.id)).map((x) => [x.state, x.reason])).toEqual([
      ['review', claimReasons.noPublicCheck],
    ]);
    expect(sites.requests.length).toBe(before);
  });

  it('tolerates case, accents, spacing, order and middle names; sends a near name to review', async () => {
    const c = await python();
    const verify = async (name: { firstName: string; lastName: string }) => {
      const officer = await createUser(db());
      await db().execute(
        sql`update users set first_name = 'Adaéze', last_name = 'Okafor' where id = ${officer.user.id}`,
      );
      await complete(officer, sites.coursera(name, { slug: 'python', name: c.name }), c);
      await ctx.app.jobs.drain();
      const [claim] = await claimsOf(officer.user.id);
      return [claim!.state, claim!.reason];
    };
    expect(await verify({ firstName: 'OKAFOR', lastName: '  adaeze  Ngozi ' })).toEqual([
      'verified',
      null,
    ]);
    expect(await verify({ firstName: 'Adaeze Ngozi', lastName: 'Okafor' })).toEqual([
      'verified',
      null,
    ]);
    expect(await verify({ firstName: 'Adaeze', lastName: 'Okafur' })).toEqual([
      'review',
      claimReasons.nameClose,
    ]);
    expect(await verify({ firstName: 'Ada', lastName: '' })).toEqual([
      'rejected',
      claimReasons.otherName,
    ]);
  });

  it('finds a soft 404 on Coursera and a missing page on edX', async () => {
    const officer = await createUser(db());
    const c = await python();
    await complete(officer, 'https://www.coursera.org/verify/ZZZZ99998888', c);
    await ctx.app.jobs.drain();
    const [claim] = await claimsOf(officer.user.id);
    expect([claim!.state, claim!.reason]).toEqual(['rejected', claimReasons.notFound]);
    // The short link was followed to the accomplishment page.
    expect(sites.requests).toContain(
      'www.coursera.org/account/accomplishments/verify/ZZZZ99998888',
    );
  });

  it('verifies Credly badges, freeCodeCamp and Skillshop certificates by their own data', async () => {
    const officer = await createUser(db());
    const networking = await course('Introduction to Cybersecurity', 'Cisco Networking Academy');
    await complete(officer, certificateOf(sites, officer, networking), networking);
    await ctx.app.jobs.drain();
    expect((await claimsOf(officer.user.id)).map((x) => x.state)).toEqual(['verified']);
    expect((await reloadUser(db(), officer.user.id)).totalPointsEarned).toBe(networking.point);

    const [fcc] = await db()
      .select()
      .from(courses)
      .where(eq(courses.website, 'freeCodeCamp'))
      .limit(1);
    const other = await createUser(db());
    // A learner who hides their name: nothing to compare, an administrator decides.
    const [slug] = await db()
      .select({ value: courseIdentifiers.value })
      .from(courseIdentifiers)
      .where(eq(courseIdentifiers.courseId, fcc!.id));
    const url = sites.freeCodeCamp(null, { slug: slug!.value, title: fcc!.name });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/profile/claims',
      headers: bearer(other.token),
      payload: { courseId: fcc!.id, certificateUrl: url },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      state: 'pending',
      source: 'manual',
      site: 'freecodecamp',
    });
    await ctx.app.jobs.drain();
    expect((await claimsOf(other.user.id)).map((x) => [x.state, x.reason])).toEqual([
      ['review', claimReasons.unclear],
    ]);
  });

  it('sends an unreachable site to review after its retries', async () => {
    const officer = await createUser(db());
    const c = await python();
    const certificate = certificateOf(sites, officer, c);
    sites.behave(certificate, 'unreachable');
    const before = sites.requests.length;
    await complete(officer, certificate, c);
    await ctx.app.jobs.drain();
    const [claim] = await claimsOf(officer.user.id);
    expect([claim!.state, claim!.reason]).toEqual(['review', claimReasons.unreachable]);
    expect(sites.requests.length - before).toBe(ctx.config.verifier.attempts);
    expect((await reloadUser(db(), officer.user.id)).totalPointsEarned).toBe(0);
    // The job is finished, not left failing.
    const left = await db()
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'claimId' = ${claim!.id}`);
    expect(left).toEqual([]);
  });

  it('refuses to follow a redirect off the site’s hosts', async () => {
    const officer = await createUser(db());
    const c = await python();
    const certificate = certificateOf(sites, officer, c);
    sites.behave(certificate, 'redirect-away');
    await complete(officer, certificate, c);
    await ctx.app.jobs.drain();
    const [claim] = await claimsOf(officer.user.id);
    expect([claim!.state, claim!.reason]).toEqual(['review', claimReasons.refused]);
    expect(sites.requests.some((r) => r.includes('evil'))).toBe(false);
  });

  it('sends a certificate another officer holds to review, marked, without fetching it', async () => {
    const owner = await createUser(db());
    const copier = await createUser(db());
    const c = await python();
    const certificate = certificateOf(sites, owner, c);
    await complete(owner, certificate, c);
    await ctx.app.jobs.drain();
    const fetched = sites.requests.length;
    expect(await complete(copier, certificate, c)).toMatchObject({
      outcome: 'verifying',
      pointsAwarded: 0,
    });
    await ctx.app.jobs.drain();
    expect(sites.requests.length).toBe(fetched);
    const [claim] = await claimsOf(copier.user.id);
    expect([claim!.state, claim!.reason, claim!.heldBy]).toEqual([
      'review',
      claimReasons.heldByOther,
      owner.user.id,
    ]);
    expect((await history(copier)).items[0]).toMatchObject({ heldByOther: true, points: 0 });
    expect((await reloadUser(db(), copier.user.id)).totalPointsEarned).toBe(0);
  });

  it('holds a completion granted minutes after the course was started for review', async () => {
    const officer = await createUser(db());
    const c = await python();
    await postActivity(ctx.app, officer.token, [visitEvent({ url: c.url })]);
    const granted = new Date();
    await complete(
      officer,
      sites.coursera(holderOf(officer), { slug: 'python', name: c.name }, granted),
      c,
    );
    await ctx.app.jobs.drain();
    expect((await claimsOf(officer.user.id)).map((x) => [x.state, x.reason])).toEqual([
      ['review', claimReasons.tooSoon],
    ]);
    expect((await reloadUser(db(), officer.user.id)).totalPointsEarned).toBe(0);
  });

  it('sends completions over the daily caps to review instead of paying them', async () => {
    const officer = await createUser(db());
    const catalogue = await db()
      .select()
      .from(courses)
      .where(and(eq(courses.website, 'Coursera'), sql`${courses.point} <= 50`))
      .limit(6);
    expect(catalogue).toHaveLength(6);
    for (const c of catalogue) await complete(officer, certificateOf(sites, officer, c), c);
    await ctx.app.jobs.drain();
    const claims = await claimsOf(officer.user.id);
    const verified = claims.filter((x) => x.state === 'verified');
    const held = claims.filter((x) => x.state === 'review');
    expect(verified.length + held.length).toBe(6);
    expect(verified.length).toBeLessThanOrEqual(4);
    const paid = verified.reduce((sum, x) => sum + x.points, 0);
    expect(paid).toBeLessThanOrEqual(250);
    expect((await reloadUser(db(), officer.user.id)).totalPointsEarned).toBe(paid);
    expect(
      held.every(
        (x) => x.reason === claimReasons.dailyCompletions || x.reason === claimReasons.dailyPoints,
      ),
    ).toBe(true);
    expect((await history(officer)).verifying).toBe(held.length);
  });

  it('marks a certificate earned before sign-up, and still pays it', async () => {
    const officer = await createUser(db());
    const c = await support();
    const certificate = sites.coursera(
      holderOf(officer),
      { slug: 'technical-support-fundamentals', name: c.name },
      new Date('2024-03-01'),
    );
    await complete(officer, certificate, c);
    await ctx.app.jobs.drain();
    const [item] = (await history(officer)).items;
    expect(item).toMatchObject({
      state: 'verified',
      beforeSignup: true,
      pastLearning: true,
      points: c.point,
    });
    expect(item.certificateDate).toBe(new Date('2024-03-01').toISOString());
  });

  it('verifies each claim once with two API processes working the queue', async () => {
    const other = await ctx.startAnotherProcess();
    const officers = await Promise.all(Array.from({ length: 4 }, () => createUser(db())));
    const catalogue = await db()
      .select()
      .from(courses)
      .where(and(eq(courses.website, 'Coursera'), sql`${courses.point} <= 50`))
      .limit(3);
    for (const o of officers)
      await postActivity(
        ctx.app,
        o.token,
        catalogue.map((c) =>
          completeEvent({ url: c.url, certificateUrl: certificateOf(sites, o, c) }),
        ),
      );
    const before = sites.requests.length;
    await Promise.all([ctx.app.jobs.drain(), other.jobs.drain(), ctx.app.jobs.drain()]);
    expect(sites.requests.length - before).toBe(officers.length * catalogue.length);
    const expected = catalogue.reduce((sum, c) => sum + c.point, 0);
    for (const o of officers) {
      expect((await reloadUser(db(), o.user.id)).totalPointsEarned).toBe(expected);
      expect(await ledgerSum(db(), o.user.id)).toBe(expected);
    }
  });

  it('finishes a verification its process lost (stopped mid-fetch) exactly once', async () => {
    const officer = await createUser(db());
    const c = await python();
    const certificate = certificateOf(sites, officer, c);
    sites.behave(certificate, 'hang');
    await complete(officer, certificate, c);
    // Process A takes the job and is stopped while the site has not answered.
    const crashed = await ctx.startAnotherProcess();
    const taken = crashed.jobs.drain(5_000).catch(() => undefined);
    await waitFor(
      async () => (await db().select().from(jobs).where(eq(jobs.state, 'active'))).length === 1,
    );
    await crashed.jobs.stop();
    await taken;
    sites.behave(certificate, 'normal');
    sites.release();
    const [pending] = await claimsOf(officer.user.id);
    expect(pending!.state).toBe('pending');
    // Process B finds the job once A's lock has lapsed (JOB_LOCK_SECONDS; here made to lapse now).
    expect(await ctx.app.jobs.drain(1_000).catch(() => 'still locked')).toBe('still locked');
    await db()
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` });
    await ctx.app.jobs.drain();
    const [claim] = await claimsOf(officer.user.id);
    expect(claim!.state).toBe('verified');
    expect(await ledgerSum(db(), officer.user.id)).toBe(c.point);
  });
});

describe('POST /v1/profile/claims', () => {
  it('claims a course with its certificate link through the same verification', async () => {
    const officer = await createUser(db());
    const c = await support();
    const certificate = certificateOf(sites, officer, c);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/profile/claims',
      headers: bearer(officer.token),
      payload: { courseId: c.id, certificateUrl: certificate },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ state: 'pending', points: 0, course: { _id: c.id } });
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/v1/profile/claims',
      headers: bearer(officer.token),
      payload: { courseId: c.id, certificateUrl: certificate },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(claimMessages.alreadyClaimed);
    await ctx.app.jobs.drain();
    expect((await reloadUser(db(), officer.user.id)).totalPointsEarned).toBe(c.point);
    const [enrollment] = await db()
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, officer.user.id), eq(enrollments.courseId, c.id)));
    expect(enrollment).toMatchObject({ state: 'complete', certificateUrl: certificate });
  });

  it('answers the same 400 for links that are not a certificate of that course’s site', async () => {
    const officer = await createUser(db());
    const c = await support();
    const post = (payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/profile/claims',
        headers: bearer(officer.token),
        payload,
      });
    const cases: [Record<string, unknown>, string][] = [
      [
        { courseId: c.id, certificateUrl: 'https://www.coursera.org/learn/python' },
        claimMessages.notACertificate,
      ],
      [
        { courseId: c.id, certificateUrl: 'https://example.com/certificate/1' },
        claimMessages.notACertificate,
      ],
      [
        { courseId: c.id, certificateUrl: `https://www.credly.com/badges/${randomUUID()}` },
        claimMessages.notThisSite('Coursera'),
      ],
      [
        { certificateUrl: sites.coursera(holderOf(officer), { slug: 'x', name: 'y' }) },
        claimMessages.unknownCourse,
      ],
      [
        {
          courseId: randomUUID(),
          certificateUrl: sites.coursera(holderOf(officer), { slug: 'x', name: 'y' }),
        },
        'Unknown course',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    for (const payload of [
      {},
      { courseId: 'x', certificateUrl: 'https://www.coursera.org/verify/ABCDEF' },
      { courseId: c.id, certificateUrl: 'ftp://x' },
    ]) {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, details: expect.any(Array) });
    }
    expect(await claimsOf(officer.user.id)).toEqual([]);
  });

  it('answers 401 without a session and 403 to an unverified officer', async () => {
    const c = await support();
    const payload = {
      courseId: c.id,
      certificateUrl: sites.coursera({ firstName: 'A', lastName: 'B' }, { slug: 'x', name: 'y' }),
    };
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/v1/profile/claims', payload });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(serverMessages.authenticate);
    const unverified = await createUser(db(), { verified: false });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/profile/claims',
      headers: bearer(unverified.token),
      payload,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(serverMessages.forbidden);
    // An unverified officer may read their (empty) history; nobody else's is reachable.
    expect((await history(unverified)).items).toEqual([]);
    const anonymousHistory = await ctx.app.inject({ url: '/v1/profile/points/history' });
    expect(anonymousHistory.statusCode).toBe(401);
  });

  it('limits an officer to 20 certificate links an hour', async () => {
    const limited = await createTestApp({ ...sites.env, RATE_LIMITS: 'on' });
    try {
      const officer = await createUser(limited.database.db);
      const [c] = await limited.database.db
        .select()
        .from(courses)
        .where(eq(courses.name, 'Technical Support Fundamentals'));
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/v1/profile/claims',
          headers: bearer(officer.token),
          payload: { courseId: c!.id, certificateUrl: 'https://example.com/nope' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
      expect(statuses[20]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /v1/profile/points/history', () => {
  it('pages the officer’s claims newest first', async () => {
    const officer = await createUser(db());
    const catalogue = await db()
      .select()
      .from(courses)
      .where(eq(courses.website, 'Coursera'))
      .limit(3);
    for (const c of catalogue)
      await complete(
        officer,
        sites.coursera({ firstName: 'Someone', lastName: 'Else' }, { slug: 'x', name: 'y' }),
        c,
      );
    const first = await history(officer, '?limit=2&page=1');
    const second = await history(officer, '?limit=2&page=2');
    expect(first).toMatchObject({ total: 3, page: 1, limit: 2, verifying: 3 });
    expect(first.items).toHaveLength(2);
    expect(second.items).toHaveLength(1);
    const names = [...first.items, ...second.items].map(
      (i: { course: { name: string } }) => i.course.name,
    );
    expect(names).toEqual(catalogue.map((c) => c.name).reverse());
    const bad = await ctx.app.inject({
      url: '/v1/profile/points/history?limit=0',
      headers: bearer(officer.token),
    });
    expect(bad.statusCode).toBe(400);
    await ctx.app.jobs.drain();
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('condition not met in time');
}
