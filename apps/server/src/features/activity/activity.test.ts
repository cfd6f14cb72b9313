import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { serverMessages } from '@dpts/contract';
import { rows } from '../../db/client.ts';
import { activityEvents, courses, enrollments } from '../../db/schema.ts';
import {
  certificateOf,
  courseStatusOf,
  createTestAppWithSites,
  ledgerSum,
  PYTHON_COURSE,
  seedCourse,
  statsOf,
  type SitesTestContext,
} from '../../test/learning.ts';
import {
  bearer,
  completeEvent,
  courseraCertificate,
  createUser,
  credlyBadge,
  postActivity,
  reloadUser,
  startEvent,
  visitEvent,
  type TestUser,
} from '../../test/factories.ts';
import { rebuildRankCounters } from '../points/ranks.ts';

let ctx: SitesTestContext;
const db = () => ctx.database.db;
/** Completions pay once the (fake) issuing site has confirmed them: run the verification jobs. */
const verify = () => ctx.app.jobs.drain();

beforeAll(async () => {
  // Caps are the claims feature's concern; here they stay out of the way of the counting tests.
  ctx = await createTestAppWithSites({
    CLAIMS_DAILY_COMPLETIONS: '1000',
    CLAIMS_DAILY_POINTS: '100000',
  });
});
afterAll(() => ctx?.close());

const course = (name: string, website: string) => seedCourse(db(), name, website);

async function enrollmentOf(userId: string, courseId: string) {
  const [row] = await db()
    .select()
    .from(enrollments)
    .where(sql`${enrollments.userId} = ${userId} and ${enrollments.courseId} = ${courseId}`);
  return row;
}

/** The rank counters as the award transactions left them, and as a rebuild computes them. */
async function countersMatchRebuild(): Promise<void> {
  const read = async () =>
    rows(
      db(),
      sql`select 'total' as t, total::text as k, null as d, users from point_totals where users <> 0
          union all select 'day', total::text, day::text, users from point_total_days where users <> 0
          union all select 'daily', points::text, day::text, users from daily_point_totals where users <> 0
          order by 1, 2, 3`,
    );
  const kept = await read();
  await db().transaction(async (tx) => rebuildRankCounters(tx));
  expect(await read()).toEqual(kept);
}

describe('POST /v1/activity', () => {
  it('enrols the officer on a visit or a start of a catalogue course page', async () => {
    const officer = await createUser(db());
    const python = await course(PYTHON_COURSE, 'Coursera');
    const res = await postActivity(ctx.app, officer.token, [
      visitEvent({ url: 'https://www.coursera.org/learn/python/home/week/1?utm_source=x' }),
      startEvent({ url: 'https://www.coursera.org/learn/python' }),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.results.map((r: { outcome: string }) => r.outcome)).toEqual([
      'enrolled',
      'enrolled',
    ]);
    expect((await enrollmentOf(officer.user.id, python.id))?.state).toBe('enrolled');
    expect(await statsOf(ctx.app, officer)).toEqual({
      totalPoints: 0,
      enrolledCourses: 1,
      completedCourses: 0,
      verifyingCourses: 0,
    });
  });

  it('awards a course’s points once for a completion with a certificate of its site', async () => {
    const officer = await createUser(db());
    const support = await course('Technical Support Fundamentals', 'Coursera');
    const certificate = certificateOf(ctx.sites, officer, support);
    const completion = completeEvent({ url: certificate, title: 'Technical Support Fundamentals' });
    const first = await postActivity(ctx.app, officer.token, [completion]);
    expect(first.statusCode).toBe(200);
    // Nothing pays before the site has confirmed the certificate.
    expect(first.json().data).toEqual({
      results: [{ id: completion.id, outcome: 'verifying', pointsAwarded: 0 }],
      totalPointsEarned: 0,
    });
    expect((await enrollmentOf(officer.user.id, support.id))?.state).toBe('verifying');
    await verify();
    expect((await reloadUser(db(), officer.user.id)).totalPointsEarned).toBe(support.point);
    const enrollment = await enrollmentOf(officer.user.id, support.id);
    expect(enrollment?.state).toBe('complete');
    expect(enrollment?.certificateUrl).toBe(certificate);

    // The extension retries the same event: nothing more.
    const retry = await postActivity(ctx.app, officer.token, [completion]);
    expect(retry.json().data.results[0]).toMatchObject({ outcome: 'duplicate', pointsAwarded: 0 });
    // A second report of the same course with a new event id: completed, but paid already.
    const again = await postActivity(ctx.app, officer.token, [
      completeEvent({ url: certificate, title: 'Technical Support Fundamentals' }),
    ]);
    expect(again.json().data.results[0]).toMatchObject({ outcome: 'completed', pointsAwarded: 0 });
    await verify();
    expect((await reloadUser(db(), officer.user.id)).totalPointsEarned).toBe(support.point);
    expect(await ledgerSum(db(), officer.user.id)).toBe(support.point);

    expect(await courseStatusOf(ctx.app, officer, support)).toBe('completed');
  });

  it('reads the course from the course page a completion was seen on', async () => {
    const officer = await createUser(db());
    const python = await course(PYTHON_COURSE, 'Coursera');
    const res = await postActivity(ctx.app, officer.token, [
      completeEvent({
        url: 'https://www.coursera.org/learn/python',
        certificateUrl: certificateOf(ctx.sites, officer, python),
      }),
    ]);
    expect(res.json().data.results[0]).toMatchObject({ outcome: 'verifying', pointsAwarded: 0 });
    await verify();
    expect((await reloadUser(db(), officer.user.id)).totalPointsEarned).toBe(python.point);
  });

  it('counts a Credly badge for a Cisco course, matched by its title (verified by its badge class)', async () => {
    const officer = await createUser(db());
    const networking = await course('Introduction to Cybersecurity', 'Cisco Networking Academy');
    const res = await postActivity(ctx.app, officer.token, [
      completeEvent({
        url: certificateOf(ctx.sites, officer, networking),
        title: 'Introduction to Cybersecurity',
      }),
    ]);
    expect(res.json().data.results[0]).toMatchObject({ outcome: 'verifying', pointsAwarded: 0 });
    await verify();
    expect((await reloadUser(db(), officer.user.id)).totalPointsEarned).toBe(networking.point);
  });

  it('pays nothing for a completion without certificate evidence', async () => {
    const officer = await createUser(db());
    const python = await course(PYTHON_COURSE, 'Coursera');
    const res = await postActivity(ctx.app, officer.token, [
      completeEvent({ url: 'https://www.coursera.org/learn/python', title: python.name }),
    ]);
    expect(res.json().data).toMatchObject({
      results: [{ outcome: 'ignored', pointsAwarded: 0 }],
      totalPointsEarned: 0,
    });
    // Being on the course page still counts as enrolled.
    expect((await enrollmentOf(officer.user.id, python.id))?.state).toBe('enrolled');
  });

  it('pays nothing when the certificate comes from another site than the course', async () => {
    const officer = await createUser(db());
    const res = await postActivity(ctx.app, officer.token, [
      // A Credly badge titled like a Coursera course: Coursera does not issue Credly badges.
      completeEvent({ url: credlyBadge(), title: 'Technical Support Fundamentals' }),
      // A Coursera certificate claimed on a Cisco course page.
      completeEvent({
        url: 'https://www.netacad.com/courses/networking-basics',
        certificateUrl: courseraCertificate(),
      }),
    ]);
    expect(res.json().data.results.map((r: { outcome: string }) => r.outcome)).toEqual([
      'unmatched',
      'ignored',
    ]);
    expect((await reloadUser(db(), officer.user.id)).totalPointsEarned).toBe(0);
  });

  it('pays nothing to a second officer who reuses someone else’s certificate (a person decides)', async () => {
    const owner = await createUser(db());
    const copier = await createUser(db());
    const title = 'The Bits and Bytes of Computer Networking';
    const certificate = certificateOf(ctx.sites, owner, await course(title, 'Coursera'));
    await postActivity(ctx.app, owner.token, [completeEvent({ url: certificate, title })]);
    await verify();
    expect((await reloadUser(db(), owner.user.id)).totalPointsEarned).toBeGreaterThan(0);
    const res = await postActivity(ctx.app, copier.token, [
      completeEvent({ url: certificate, title }),
    ]);
    expect(res.json().data.results[0]).toMatchObject({ outcome: 'verifying', pointsAwarded: 0 });
    await verify();
    expect((await reloadUser(db(), copier.user.id)).totalPointsEarned).toBe(0);
  });

  it('within one batch, counts a repeated event once and a certificate for one course only', async () => {
    const officer = await createUser(db());
    const python = await course(PYTHON_COURSE, 'Coursera');
    const certificate = certificateOf(ctx.sites, officer, python);
    const first = completeEvent({
      url: 'https://www.coursera.org/learn/python',
      certificateUrl: certificate,
    });
    const sameCertificateOtherCourse = completeEvent({
      url: 'https://www.coursera.org/learn/computer-networking',
      certificateUrl: certificate,
    });
    const res = await postActivity(ctx.app, officer.token, [
      first,
      first,
      sameCertificateOtherCourse,
    ]);
    expect(res.json().data.results).toEqual([
      { id: first.id, outcome: 'verifying', pointsAwarded: 0 },
      { id: first.id, outcome: 'duplicate', pointsAwarded: 0 },
      { id: sameCertificateOtherCourse.id, outcome: 'verifying', pointsAwarded: 0 },
    ]);
    // The site says which course the certificate is for: the other claim is refused.
    await verify();
    expect(await ledgerSum(db(), officer.user.id)).toBe(python.point);
  });

  it('keeps unknown addresses for review and awards nothing', async () => {
    const officer = await createUser(db());
    const unknown = visitEvent({ url: 'https://www.coursera.org/learn/not-in-the-catalogue' });
    const res = await postActivity(ctx.app, officer.token, [unknown]);
    expect(res.json().data.results[0]).toMatchObject({ outcome: 'unmatched', pointsAwarded: 0 });
    const [stored] = await db()
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.id, unknown.id));
    expect(stored).toMatchObject({ outcome: 'unmatched', courseId: null, userId: officer.user.id });
  });

  it('answers 401 without a session and 403 to an unverified officer', async () => {
    const event = visitEvent({ url: 'https://www.coursera.org/learn/python' });
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/v1/activity',
      payload: { events: [event] },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(serverMessages.authenticate);
    const unverified = await createUser(db(), { verified: false });
    const res = await postActivity(ctx.app, unverified.token, [event]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403, message: serverMessages.forbidden });
    const stored = await db().select().from(activityEvents).where(eq(activityEvents.id, event.id));
    expect(stored).toEqual([]);
  });

  it('refuses a whole batch with a malformed event or over 100 events, applying none', async () => {
    const officer = await createUser(db());
    const good = completeEvent({
      url: courseraCertificate(),
      title: 'Technical Support Fundamentals',
    });
    const cases: [unknown[], string][] = [
      [[good, { ...visitEvent({ url: 'not a url' }) }], 'body.events.1.url'],
      [
        [good, { ...visitEvent({ url: 'https://www.coursera.org/learn/python' }), id: 'x' }],
        'body.events.1.id',
      ],
      [
        [good, { ...visitEvent({ url: 'https://www.coursera.org/learn/python' }), type: 'finish' }],
        'body.events.1.type',
      ],
      [
        [
          good,
          { ...visitEvent({ url: 'https://www.coursera.org/learn/python' }), at: 'yesterday' },
        ],
        'body.events.1.at',
      ],
      [[good, { ...visitEvent({ url: 'javascript:alert(1)' }) }], 'body.events.1.url'],
      [
        Array.from({ length: 101 }, () =>
          visitEvent({ url: 'https://www.coursera.org/learn/python' }),
        ),
        'body.events',
      ],
      [[], 'body.events'],
    ];
    for (const [events, field] of cases) {
      const res = await postActivity(ctx.app, officer.token, events);
      expect(res.statusCode, field).toBe(400);
      expect(
        res.json().details.map((d: { field: string }) => d.field),
        field,
      ).toContain(field);
    }
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/v1/activity',
      headers: { ...bearer(officer.token), 'content-type': 'application/json' },
      payload: '{"events": [',
    });
    expect(notJson.statusCode).toBe(400);
    const stored = await db().select().from(activityEvents).where(eq(activityEvents.id, good.id));
    expect(stored).toEqual([]);
    expect((await reloadUser(db(), officer.user.id)).totalPointsEarned).toBe(0);
  });

  it('counts the same completion sent 20 times at once exactly once', async () => {
    const officer = await createUser(db());
    const support = await course('Technical Support Fundamentals', 'Coursera');
    const completion = completeEvent({
      url: certificateOf(ctx.sites, officer, support),
      title: support.name,
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postActivity(ctx.app, officer.token, [completion])),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const outcomes = answers.map((a) => a.json().data.results[0]);
    expect(outcomes.filter((o) => o.outcome === 'verifying')).toHaveLength(1);
    expect(outcomes.filter((o) => o.outcome === 'duplicate')).toHaveLength(19);
    await verify();
    expect((await reloadUser(db(), officer.user.id)).totalPointsEarned).toBe(support.point);
    expect(await ledgerSum(db(), officer.user.id)).toBe(support.point);
  });

  it('counts 20 different completions of one officer sent at once, each once, verified by two processes', async () => {
    const officer = await createUser(db());
    const catalogue = await db()
      .select()
      .from(courses)
      .where(eq(courses.website, 'Coursera'))
      .limit(20);
    expect(catalogue).toHaveLength(20);
    const answers = await Promise.all(
      catalogue.map((c) =>
        postActivity(ctx.app, officer.token, [
          completeEvent({ url: c.url, certificateUrl: certificateOf(ctx.sites, officer, c) }),
        ]),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    // Each process settles the claims it checked in groups under the officer's lock.
    const other = await ctx.startAnotherProcess();
    await Promise.all([verify(), other.jobs.drain(), verify()]);
    const expected = catalogue.reduce((sum, c) => sum + c.point, 0);
    expect((await reloadUser(db(), officer.user.id)).totalPointsEarned).toBe(expected);
    expect(await ledgerSum(db(), officer.user.id)).toBe(expected);
    await countersMatchRebuild();
  });

  it('keeps every total equal to its ledger when many officers complete courses at once', async () => {
    const officers = await Promise.all(Array.from({ length: 8 }, () => createUser(db())));
    const catalogue = await db().select().from(courses).limit(12);
    const batches = officers.flatMap((o) =>
      catalogue.map((c, i) =>
        postActivity(ctx.app, o.token, [
          completeEvent({ url: c.url, certificateUrl: evidenceFor(o, c, i) }),
          // Every officer also repeats a completion, to race against itself.
          completeEvent({
            url: catalogue[0]!.url,
            certificateUrl: evidenceFor(o, catalogue[0]!, 99),
          }),
        ]),
      ),
    );
    const answers = await Promise.all(batches);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    await verify();
    for (const officer of officers) {
      const user = await reloadUser(db(), officer.user.id);
      expect(user.totalPointsEarned).toBe(await ledgerSum(db(), officer.user.id));
      expect(user.totalPointsEarned).toBeGreaterThan(0);
    }
    await countersMatchRebuild();
  }, 120_000);
});

/** A certificate the course's site issues to the officer (fake site), fresh each call. */
function evidenceFor(
  officer: TestUser,
  c: Parameters<typeof certificateOf>[2],
  salt: number,
): string {
  try {
    return certificateOf(ctx.sites, officer, c);
  } catch {
    return `https://example.invalid/${Date.now().toString(36)}${salt}${Math.random().toString(36).slice(2, 10)}`;
  }
}
