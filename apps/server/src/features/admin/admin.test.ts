import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { adminMessages, serverMessages } from '@dpts/contract';
import { courses, enrollments, topics, users } from '../../db/schema.ts';
import { awardPoints } from '../points/ledger.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { bearer, createUser, reloadUser, type TestUser } from '../../test/factories.ts';

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

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object };
const call = (c: Call, token?: string) =>
  ctx.app.inject({
    method: c.method,
    url: c.url,
    ...(c.payload ? { payload: c.payload } : {}),
    ...(token ? { headers: bearer(token) } : {}),
  });

async function aTopic(): Promise<string> {
  const [t] = await db()
    .select({ id: topics.id })
    .from(topics)
    .where(eq(topics.name, 'Cybersecurity'));
  return t!.id;
}

describe('who may call /v1/super/*', () => {
  const id = randomUUID();
  const reads: Call[] = [
    { method: 'GET', url: '/v1/super' },
    { method: 'GET', url: '/v1/super/users' },
    { method: 'GET', url: '/v1/super/users?search=ada&page=2' },
    { method: 'GET', url: '/v1/super/leagues' },
    { method: 'GET', url: '/v1/super/league-moderators' },
    { method: 'GET', url: '/v1/super/all/points' },
    { method: 'GET', url: '/v1/super/catalogue/topics' },
    { method: 'GET', url: '/v1/super/catalogue/courses' },
    { method: 'GET', url: '/v1/super/audit' },
    { method: 'GET', url: '/v1/super/review' },
    { method: 'GET', url: '/v1/super/review/count' },
  ];
  const reviews: Call[] = [
    { method: 'POST', url: `/v1/super/review/${id}/approve` },
    {
      method: 'POST',
      url: `/v1/super/review/${id}/reject`,
      payload: { reason: 'Not the same name' },
    },
  ];
  const superOnly = (): Call[] => [
    {
      method: 'POST',
      url: '/v1/super/catalogue/topics',
      payload: { name: `Track ${randomUUID()}`, learningPath: 'general' },
    },
    { method: 'PUT', url: `/v1/super/catalogue/topics/${id}`, payload: { description: 'x' } },
    { method: 'POST', url: `/v1/super/catalogue/topics/${id}/retire` },
    { method: 'POST', url: `/v1/super/catalogue/topics/${id}/restore` },
    {
      method: 'POST',
      url: '/v1/super/catalogue/courses',
      payload: {
        name: 'x',
        url: 'https://www.coursera.org/learn/x',
        point: 10,
        learningPath: 'general',
        topicId: id,
      },
    },
    { method: 'PUT', url: `/v1/super/catalogue/courses/${id}`, payload: { point: 20 } },
    { method: 'POST', url: `/v1/super/catalogue/courses/${id}/retire` },
    { method: 'POST', url: `/v1/super/catalogue/courses/${id}/restore` },
    { method: 'PUT', url: `/v1/super/users/${id}/role`, payload: { role: 'admin' } },
  ];

  it('answers 401 to anonymous callers and 403 with the spec text to officers, on every call', async () => {
    for (const c of [...reads, ...reviews, ...superOnly()]) {
      const anonymous = await call(c);
      expect(anonymous.statusCode, `${c.method} ${c.url}`).toBe(401);
      const user = await call(c, officer.token);
      expect(user.statusCode, `${c.method} ${c.url}`).toBe(403);
      expect(user.json().message).toBe(serverMessages.forbidden);
    }
  });

  it('lets admin and super read and review', async () => {
    for (const token of [admin.token, superAdmin.token]) {
      for (const c of reads) expect((await call(c, token)).statusCode, c.url).toBe(200);
      // no claim has that id: both get as far as looking for it
      for (const c of reviews) expect((await call(c, token)).statusCode, c.url).toBe(404);
    }
  });

  it('lets only super change the catalogue and roles', async () => {
    for (const c of superOnly()) {
      const res = await call(c, admin.token);
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(403);
      expect(res.json().message).toBe(serverMessages.forbidden);
      const bySuper = await call(c, superAdmin.token);
      expect([200, 400, 404], `${c.method} ${c.url}`).toContain(bySuper.statusCode);
    }
  });

  it('answers the same 400 shape for bad input', async () => {
    const bad: Call[] = [
      { method: 'GET', url: '/v1/super/users?page=0' },
      { method: 'GET', url: '/v1/super/users?limit=1000' },
      { method: 'GET', url: '/v1/super/users/not-a-uuid' },
      {
        method: 'POST',
        url: '/v1/super/catalogue/topics',
        payload: { name: '', learningPath: 'general' },
      },
      {
        method: 'POST',
        url: '/v1/super/catalogue/courses',
        payload: {
          name: 'x',
          url: 'https://example.com/course',
          point: 10,
          learningPath: 'general',
          topicId: id,
        },
      },
      { method: 'POST', url: `/v1/super/review/${id}/reject`, payload: { reason: '' } },
      { method: 'PUT', url: `/v1/super/users/${id}/role`, payload: { role: 'owner' } },
    ];
    for (const c of bad) {
      const res = await call(c, superAdmin.token);
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(typeof res.json().message).toBe('string');
    }
  });
});

describe('GET /v1/super/users', () => {
  let people: TestUser[];
  beforeAll(async () => {
    people = [];
    for (const [firstName, lastName, username] of [
      ['Chiamaka', 'Eze', 'chiamaka_e'],
      ['Tunde', 'Bakare', 'tbakare'],
      ['Ngozi', 'Chiamaka-Obi', null],
    ] as const) {
      const p = await createUser(db(), { username });
      await db().update(users).set({ firstName, lastName }).where(eq(users.id, p.user.id));
      people.push(p);
    }
    // Written beside the API: the list is read once the change feed has delivered them.
    await ctx.app.changes.sync();
  });

  const search = async (term: string, extra = '') => {
    const res = await call(
      { method: 'GET', url: `/v1/super/users?search=${encodeURIComponent(term)}${extra}` },
      admin.token,
    );
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      items: { _id: string; email: string }[];
      total: number;
      page: number;
      limit: number;
      totalCapped: boolean;
    };
  };

  it('finds users by a case-insensitive piece of their name, full name, username or email', async () => {
    const [chiamaka, tunde, ngozi] = people as [TestUser, TestUser, TestUser];
    const ids = (d: { items: { _id: string }[] }) => d.items.map((i) => i._id).sort();
    expect(ids(await search('CHIAMAKA'))).toEqual([chiamaka.user.id, ngozi.user.id].sort());
    expect(ids(await search('tunde bak'))).toEqual([tunde.user.id]);
    expect(ids(await search('maka_'))).toEqual([chiamaka.user.id]);
    expect(ids(await search(ngozi.user.email.slice(2, 14).toUpperCase()))).toEqual([ngozi.user.id]);
    // wildcards are taken literally, and a search never spans two fields
    expect((await search('%')).total).toBe(0);
    expect((await search(`eze${chiamaka.user.username}`)).total).toBe(0);
  });

  it('pages 10 at a time, newest first, with the total', async () => {
    const first = await search('');
    expect(first.limit).toBe(10);
    const all = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(users);
    expect(first.total).toBe(all[0]!.n);
    const res = await call({ method: 'GET', url: '/v1/super/users?limit=2&page=1' }, admin.token);
    const page1 = res.json().data.items as { _id: string; createdAt: string }[];
    const page2 = (
      await call({ method: 'GET', url: '/v1/super/users?limit=2&page=2' }, admin.token)
    ).json().data.items as { _id: string; createdAt: string }[];
    expect(page1[0]!._id).toBe(people[2]!.user.id);
    expect(page1.concat(page2).map((u) => u.createdAt)).toEqual(
      page1
        .concat(page2)
        .map((u) => u.createdAt)
        .sort()
        .reverse(),
    );
    expect(new Set([...page1, ...page2].map((u) => u._id)).size).toBe(4);
  });

  it('counts a new account in the total as soon as the change feed has it', async () => {
    const before = (await search('')).total;
    await createUser(db());
    await ctx.app.changes.sync();
    expect((await search('')).total).toBe(before + 1);
  });
});

describe('GET /v1/super/users/{id}', () => {
  it("shows a user's details and enrolled courses with state and course name and points", async () => {
    const someone = await createUser(db());
    const [a, b] = await db().select().from(courses).limit(2);
    await db()
      .insert(enrollments)
      .values([
        { userId: someone.user.id, courseId: a!.id, state: 'complete', completedAt: new Date() },
        { userId: someone.user.id, courseId: b!.id },
      ]);
    const res = await call(
      { method: 'GET', url: `/v1/super/users/${someone.user.id}` },
      admin.token,
    );
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.userDetails).toMatchObject({
      _id: someone.user.id,
      email: someone.user.email,
      enrolledCourses: 2,
      completedCourses: 1,
    });
    expect(data.enrolledCourses).toHaveLength(2);
    expect(data.enrolledCourses).toContainEqual(
      expect.objectContaining({
        state: 'complete',
        _course: expect.objectContaining({ name: a!.name, point: a!.point }),
      }),
    );
    expect(data.myLeagues).toEqual([]);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await call({ method: 'GET', url: `/v1/super/users/${randomUUID()}` }, admin.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(adminMessages.userNotFound);
  });
});

describe('GET /v1/super/all/points', () => {
  it('totals every point paid and shows the last 30 days, today last', async () => {
    const someone = await createUser(db());
    const [course] = await db().select().from(courses).limit(1);
    const before = (await call({ method: 'GET', url: '/v1/super/all/points' }, admin.token)).json()
      .data;
    await db().transaction((tx) =>
      awardPoints(
        tx,
        someone.user.id,
        [{ courseId: course!.id, points: 35, source: 'course' }],
        new Date(),
      ),
    );
    const after = (await call({ method: 'GET', url: '/v1/super/all/points' }, admin.token)).json()
      .data;
    expect(after.perDay).toHaveLength(30);
    expect(after.totalPoints).toBe(before.totalPoints + 35);
    expect(after.perDay.at(-1).points).toBe(before.perDay.at(-1).points + 35);
    const ledger = await db().execute(
      sql`select coalesce(sum(points),0)::int as n from points_ledger`,
    );
    expect(after.totalPoints).toBe((ledger as { rows: { n: number }[] }).rows[0]!.n);
  });
});

describe('roles', () => {
  it('super makes an officer admin, which the audit log records; nobody changes their own role', async () => {
    const someone = await createUser(db(), { verified: false });
    const res = await call(
      { method: 'PUT', url: `/v1/super/users/${someone.user.id}/role`, payload: { role: 'admin' } },
      superAdmin.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ role: 'admin', _email: true });
    const asAdmin = await call({ method: 'GET', url: '/v1/super' }, someone.token);
    expect(asAdmin.statusCode).toBe(200);
    const audit = (
      await call({ method: 'GET', url: '/v1/super/audit?entity=user' }, admin.token)
    ).json().data.items;
    expect(audit[0]).toMatchObject({
      action: 'user.role',
      entityId: someone.user.id,
      actor: { _id: superAdmin.user.id, email: superAdmin.user.email },
      before: { role: 'user' },
      after: { role: 'admin' },
    });
    const own = await call(
      {
        method: 'PUT',
        url: `/v1/super/users/${superAdmin.user.id}/role`,
        payload: { role: 'user' },
      },
      superAdmin.token,
    );
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(adminMessages.ownRole);
  });

  it('two supers demoting each other at once leave one super', async () => {
    await db().update(users).set({ role: 'admin' }).where(eq(users.role, 'super'));
    const a = await createUser(db(), { role: 'super' });
    const b = await createUser(db(), { role: 'super' });
    const demote = (actor: TestUser, target: TestUser) =>
      call(
        {
          method: 'PUT',
          url: `/v1/super/users/${target.user.id}/role`,
          payload: { role: 'admin' },
        },
        actor.token,
      );
    const answers = await Promise.all([demote(a, b), demote(b, a)]);
    // the loser was either already demoted when it was let in (403) or is told it is the last (409)
    const [won, lost] = [...answers].sort((x, y) => x.statusCode - y.statusCode);
    expect(won!.statusCode).toBe(200);
    expect([403, 409]).toContain(lost!.statusCode);
    if (lost!.statusCode === 409) expect(lost!.json().message).toBe(adminMessages.lastSuper);
    const supers = await db().select({ id: users.id }).from(users).where(eq(users.role, 'super'));
    expect(supers).toHaveLength(1);
    await db().update(users).set({ role: 'super' }).where(eq(users.id, superAdmin.user.id));
  });
});

describe('catalogue', () => {
  const officerTopics = async () =>
    (await call({ method: 'GET', url: '/v1/topics' }, officer.token)).json().result as {
      _id: string;
      name: string;
    }[];
  const officerCourses = async (topicId: string) =>
    (await call({ method: 'GET', url: `/v1/topics/${topicId}` }, officer.token)).json().courses as {
      courseId: string;
      courseName: string;
      point: number;
    }[];

  it('super adds a track and a course that officers then see, each change in the audit log', async () => {
    const name = `Digital Safety ${randomUUID().slice(0, 6)}`;
    const topic = await call(
      {
        method: 'POST',
        url: '/v1/super/catalogue/topics',
        payload: { name, description: 'Staying safe online', learningPath: 'general' },
      },
      superAdmin.token,
    );
    expect(topic.statusCode).toBe(200);
    const topicId = topic.json().data._id as string;
    expect((await officerTopics()).map((t) => t.name)).toContain(name);

    const dup = await call(
      {
        method: 'POST',
        url: '/v1/super/catalogue/topics',
        payload: { name, learningPath: 'general' },
      },
      superAdmin.token,
    );
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(adminMessages.topicNameTaken);

    const course = await call(
      {
        method: 'POST',
        url: '/v1/super/catalogue/courses',
        payload: {
          name: 'Online Safety Basics',
          url: `https://www.coursera.org/learn/online-safety-${randomUUID().slice(0, 6)}?utm=x`,
          point: 40,
          learningPath: 'general',
          topicId,
        },
      },
      superAdmin.token,
    );
    expect(course.statusCode).toBe(200);
    expect(course.json().data).toMatchObject({
      website: 'Coursera',
      point: 40,
      isActive: true,
      topic: { _id: topicId },
    });
    expect(await officerCourses(topicId)).toEqual([
      expect.objectContaining({ courseName: 'Online Safety Basics', point: 40 }),
    ]);

    const again = await call(
      {
        method: 'POST',
        url: '/v1/super/catalogue/courses',
        payload: {
          name: 'Copy',
          url: course.json().data.url,
          point: 10,
          learningPath: 'general',
          topicId,
        },
      },
      superAdmin.token,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(adminMessages.courseUrlTaken);

    const audit = (await call({ method: 'GET', url: '/v1/super/audit' }, admin.token)).json().data
      .items as {
      action: string;
      entityId: string;
      before: unknown;
      after: Record<string, unknown>;
    }[];
    expect(audit.slice(0, 2)).toEqual([
      expect.objectContaining({
        action: 'course.create',
        before: null,
        after: expect.objectContaining({ name: 'Online Safety Basics', point: 40 }),
      }),
      expect.objectContaining({
        action: 'topic.create',
        entityId: topicId,
        after: expect.objectContaining({ name }),
      }),
    ]);
  });

  it('refuses a course address that is not a course page of a tracked site', async () => {
    const topicId = await aTopic();
    for (const url of [
      'https://example.com/learn/x',
      'https://www.coursera.org/about',
      'http://www.coursera.org/learn/python',
    ]) {
      const res = await call(
        {
          method: 'POST',
          url: '/v1/super/catalogue/courses',
          payload: { name: 'X', url, point: 10, learningPath: 'general', topicId },
        },
        superAdmin.token,
      );
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('editing a course records before and after; the new points pay future completions only', async () => {
    const [course] = await db().select().from(courses).where(eq(courses.isActive, true)).limit(1);
    const res = await call(
      {
        method: 'PUT',
        url: `/v1/super/catalogue/courses/${course!.id}`,
        payload: { point: course!.point + 5, name: `${course!.name} (updated)` },
      },
      superAdmin.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      point: course!.point + 5,
      name: `${course!.name} (updated)`,
    });
    const [entry] = (
      await call({ method: 'GET', url: '/v1/super/audit?entity=course' }, admin.token)
    ).json().data.items;
    expect(entry).toMatchObject({
      action: 'course.update',
      entityId: course!.id,
      before: { point: course!.point },
      after: { point: course!.point + 5 },
    });
  });

  it('a retired course leaves the officers’ lists and keeps the points it paid', async () => {
    const topicId = await aTopic();
    const [course] = await db()
      .select()
      .from(courses)
      .where(and(eq(courses.topicId, topicId), eq(courses.isActive, true)))
      .limit(1);
    const earner = await createUser(db());
    await db().insert(enrollments).values({
      userId: earner.user.id,
      courseId: course!.id,
      state: 'complete',
      completedAt: new Date(),
    });
    await db().transaction((tx) =>
      awardPoints(
        tx,
        earner.user.id,
        [{ courseId: course!.id, points: course!.point, source: 'course' }],
        new Date(),
      ),
    );
    const retired = await call(
      { method: 'POST', url: `/v1/super/catalogue/courses/${course!.id}/retire` },
      superAdmin.token,
    );
    expect(retired.statusCode).toBe(200);
    expect(retired.json().data).toMatchObject({ isActive: false, completions: 1 });
    expect((await officerCourses(topicId)).map((c) => c.courseId)).not.toContain(course!.id);
    expect((await reloadUser(db(), earner.user.id)).totalPointsEarned).toBe(course!.point);
    const details = (
      await call({ method: 'GET', url: `/v1/super/users/${earner.user.id}` }, admin.token)
    ).json().data;
    expect(details.userDetails.totalPointsEarned).toBe(course!.point);
    expect(details.enrolledCourses[0]).toMatchObject({
      state: 'complete',
      _course: { _id: course!.id },
    });

    const restored = await call(
      { method: 'POST', url: `/v1/super/catalogue/courses/${course!.id}/restore` },
      superAdmin.token,
    );
    expect(restored.json().data.isActive).toBe(true);
    expect((await officerCourses(topicId)).map((c) => c.courseId)).toContain(course!.id);
  });

  it('retiring a track retires its courses; its courses come back only after the track', async () => {
    const created = await call(
      {
        method: 'POST',
        url: '/v1/super/catalogue/topics',
        payload: { name: `Retire me ${randomUUID().slice(0, 6)}`, learningPath: 'sales' },
      },
      superAdmin.token,
    );
    const topicId = created.json().data._id as string;
    const course = await call(
      {
        method: 'POST',
        url: '/v1/super/catalogue/courses',
        payload: {
          name: 'Selling online',
          url: `https://www.coursera.org/learn/selling-${randomUUID().slice(0, 6)}`,
          point: 20,
          learningPath: 'sales',
          topicId,
        },
      },
      superAdmin.token,
    );
    const courseId = course.json().data._id as string;
    const retired = await call(
      { method: 'POST', url: `/v1/super/catalogue/topics/${topicId}/retire` },
      superAdmin.token,
    );
    expect(retired.json().data).toMatchObject({ isActive: false, courseCount: 0 });
    expect((await officerTopics()).map((t) => t._id)).not.toContain(topicId);
    expect(
      (await call({ method: 'GET', url: `/v1/topics/${topicId}` }, officer.token)).statusCode,
    ).toBe(404);
    const early = await call(
      { method: 'POST', url: `/v1/super/catalogue/courses/${courseId}/restore` },
      superAdmin.token,
    );
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(adminMessages.topicRetired);
    await call(
      { method: 'POST', url: `/v1/super/catalogue/topics/${topicId}/restore` },
      superAdmin.token,
    );
    expect(
      (
        await call(
          { method: 'POST', url: `/v1/super/catalogue/courses/${courseId}/restore` },
          superAdmin.token,
        )
      ).statusCode,
    ).toBe(200);
    expect((await officerCourses(topicId)).map((c) => c.courseId)).toEqual([courseId]);
  });

  it('lists the catalogue with retired courses, searchable by name or site', async () => {
    const res = await call(
      { method: 'GET', url: '/v1/super/catalogue/courses?search=COURSERA&status=active&limit=5' },
      admin.token,
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.items.length).toBeGreaterThan(0);
    for (const c of data.items) {
      expect(c.isActive).toBe(true);
      expect(`${c.name} ${c.website}`.toLowerCase()).toContain('coursera');
    }
  });

  it('the start-up seed keeps what an administrator changed', async () => {
    const { seedCatalogue } = await import('../catalogue/seed.ts');
    const [course] = await db().select().from(courses).where(eq(courses.isActive, true)).limit(1);
    await call(
      { method: 'PUT', url: `/v1/super/catalogue/courses/${course!.id}`, payload: { point: 77 } },
      superAdmin.token,
    );
    await call(
      { method: 'POST', url: `/v1/super/catalogue/courses/${course!.id}/retire` },
      superAdmin.token,
    );
    await seedCatalogue(db());
    const [after] = await db().select().from(courses).where(eq(courses.id, course!.id));
    expect(after).toMatchObject({ point: 77, isActive: false });
  });
});
