import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { courses, topics } from '../../db/schema.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import {
  bearer,
  createUser,
  postActivity,
  startEvent,
  type TestUser,
} from '../../test/factories.ts';
import { seedCatalogue } from './seed.ts';
import { seedCourses, seedTopics } from './seed-data.ts';

let ctx: TestContext;
let officer: TestUser;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestApp();
  officer = await createUser(db());
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, token = officer.token) => ctx.app.inject({ url, headers: bearer(token) });

describe('GET /v1/topics', () => {
  it('lists every learning track with its earnable points, the officer’s own paths first', async () => {
    const res = await get('/v1/topics');
    expect(res.statusCode).toBe(200);
    const result = res.json().result as {
      _id: string;
      name: string;
      totalPoints: number;
      courseCount: number;
      inMyPath: boolean;
    }[];
    expect(result).toHaveLength(seedTopics.length);
    const mine = officer.user.learningPath;
    expect(
      result
        .slice(0, mine.length)
        .map((t) => t.name)
        .sort(),
    ).toEqual([...mine].sort());
    expect(result.filter((t) => t.inMyPath)).toHaveLength(mine.length);
    for (const topic of result) {
      const seeded = seedCourses.filter((c) => c.topic === topic.name);
      expect(topic.courseCount, topic.name).toBe(seeded.length);
      expect(topic.totalPoints, topic.name).toBe(seeded.reduce((s, c) => s + c.point, 0));
    }
  });

  it('needs a session', async () => {
    const res = await ctx.app.inject({ url: '/v1/topics' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /v1/topics/{id}', () => {
  it('lists a track’s courses with name, website, url, points and a not-started status', async () => {
    const [topic] = await db().select().from(topics).where(eq(topics.name, 'Cybersecurity'));
    const res = await get(`/v1/topics/${topic!.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.topic.name).toBe('Cybersecurity');
    const seeded = seedCourses.filter((c) => c.topic === 'Cybersecurity');
    expect(body.courses).toHaveLength(seeded.length);
    for (const course of body.courses) {
      const match = seeded.find((c) => c.url === course.url);
      expect(match, course.url).toBeDefined();
      expect(course).toMatchObject({
        courseName: match!.name,
        website: match!.website,
        point: match!.point,
        status: 'not-started',
      });
    }
  });

  it('answers 404 for an unknown track and 400 for a malformed id', async () => {
    const unknown = await get(`/v1/topics/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Learning track not found');
    const malformed = await get('/v1/topics/not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details[0].field).toBe('params.id');
  });
});

describe('GET /v1/courses', () => {
  it('searches course names and websites, case-insensitively', async () => {
    const res = await get('/v1/courses?search=PYTHON');
    const names = (res.json().result as { name: string }[]).map((c) => c.name);
    const expected = seedCourses.filter((c) => /python/i.test(`${c.name} ${c.website}`));
    expect(names.sort()).toEqual(expected.map((c) => c.name).sort());
  });

  it('narrows by path kind and by track', async () => {
    const sales = (await get('/v1/courses?learningPath=sales')).json().result as {
      learningPath: string;
    }[];
    expect(sales.length).toBe(seedCourses.filter((c) => c.learningPath === 'sales').length);
    expect(sales.every((c) => c.learningPath === 'sales')).toBe(true);
    const [topic] = await db().select().from(topics).where(eq(topics.name, 'IT Support'));
    const support = (await get(`/v1/courses?topic=${topic!.id}`)).json().result as {
      topic: { name: string };
    }[];
    expect(support.every((c) => c.topic.name === 'IT Support')).toBe(true);
    expect(support.length).toBe(seedCourses.filter((c) => c.topic === 'IT Support').length);
  });

  it('treats % and _ in a search as plain characters', async () => {
    const res = await get(`/v1/courses?search=${encodeURIComponent('%')}`);
    expect(res.json().result).toEqual([]);
  });

  it('refuses a bad filter with a 400 naming it', async () => {
    for (const [query, field] of [
      ['learningPath=cooking', 'querystring.learningPath'],
      ['topic=42', 'querystring.topic'],
    ]) {
      const res = await get(`/v1/courses?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().details[0].field, query).toBe(field);
    }
  });
});

describe('seeding the catalogue', () => {
  it('is idempotent: a second run changes no count', async () => {
    const before = await db().select({ n: count() }).from(courses);
    const again = await seedCatalogue(db());
    const after = await db().select({ n: count() }).from(courses);
    expect(after).toEqual(before);
    expect(again).toEqual({ topics: seedTopics.length, courses: seedCourses.length });
  });
});

describe('Learning pages served from memory, kept true by the change feed', () => {
  it('shows a new enrollment at once, and a catalogue change once the feed has it', async () => {
    const reader = await createUser(db());
    const [topic] = await db().select().from(topics).where(eq(topics.name, 'Cybersecurity'));
    const details = async () => (await get(`/v1/topics/${topic!.id}`, reader.token)).json();
    const topicsNow = async () =>
      (await get('/v1/topics', reader.token)).json().result as {
        _id: string;
        totalPoints: number;
      }[];
    const first = await details();
    const before = (await topicsNow()).find((t) => t._id === topic!.id)!.totalPoints;
    const course = first.courses[0] as { url: string; courseId: string; point: number };

    // The officer starts a course: the next read shows it (read-your-writes).
    const started = await postActivity(ctx.app, reader.token, [startEvent({ url: course.url })]);
    expect(started.statusCode).toBe(200);
    const after = await details();
    expect(
      after.courses.find((c: { courseId: string }) => c.courseId === course.courseId).status,
    ).toBe('enrolled');

    // An administrator changes a course's points: every process drops its copy.
    await db()
      .update(courses)
      .set({ point: course.point + 7 })
      .where(eq(courses.id, course.courseId));
    await ctx.app.changes.sync();
    expect((await topicsNow()).find((t) => t._id === topic!.id)!.totalPoints).toBe(before + 7);
    expect(
      (await details()).courses.find((c: { courseId: string }) => c.courseId === course.courseId)
        .point,
    ).toBe(course.point + 7);
    await db().update(courses).set({ point: course.point }).where(eq(courses.id, course.courseId));
  });
});
