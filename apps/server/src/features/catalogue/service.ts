import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  serverMessages,
  type TCourse,
  type TCourseStatus,
  type TTopic,
  type TTopicCourse,
} from '@dpts/contract';
import type { Db } from '../../db/client.ts';
import { courses, enrollments, topics } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';

const topicColumns = {
  id: topics.id,
  name: topics.name,
  description: topics.description,
  learningPath: topics.learningPath,
  totalPoints: sql<number>`coalesce(sum(${courses.point}) filter (where ${courses.isActive}), 0)::int`,
  courseCount: sql<number>`(count(${courses.id}) filter (where ${courses.isActive}))::int`,
};

const courseColumns = {
  id: courses.id,
  name: courses.name,
  website: courses.website,
  url: courses.url,
  point: courses.point,
};

export type TopicRow = {
  id: string;
  name: string;
  description: string;
  learningPath: TTopic['learningPath'];
  totalPoints: number;
  courseCount: number;
};

function presentTopic(row: TopicRow, learningPath: readonly string[]): TTopic {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    learningPath: row.learningPath,
    totalPoints: row.totalPoints,
    courseCount: row.courseCount,
    inMyPath: learningPath.includes(row.name),
  };
}

type CourseRow = { id: string; name: string; website: string; url: string; point: number };
type EnrollmentState = 'enrolled' | 'verifying' | 'complete';

/**
 * The reads behind the Learning pages. `databaseReads` goes to the database every time; the
 * routes use a cached copy kept true by the change feed (`./cache.ts`).
 */
export type CatalogueReads = {
  /** every track with its active courses' count and points, by name */
  topics(): Promise<TopicRow[]>;
  /** a track's active courses, by points then name */
  activeCourses(topicId: string): Promise<CourseRow[]>;
  /** the officer's enrollment state per course id */
  enrollmentStates(userId: string): Promise<Map<string, EnrollmentState>>;
};

export function databaseReads(db: Db): CatalogueReads {
  return {
    topics: () =>
      db
        .select(topicColumns)
        .from(topics)
        .leftJoin(courses, eq(courses.topicId, topics.id))
        .where(eq(topics.isActive, true))
        .groupBy(topics.id)
        .orderBy(asc(topics.name)),
    activeCourses: (topicId) =>
      db
        .select(courseColumns)
        .from(courses)
        .where(and(eq(courses.topicId, topicId), eq(courses.isActive, true)))
        .orderBy(asc(courses.point), asc(courses.name)),
    enrollmentStates: async (userId) => {
      const rows = await db
        .select({ courseId: enrollments.courseId, state: enrollments.state })
        .from(enrollments)
        .where(eq(enrollments.userId, userId));
      return new Map(rows.map((r) => [r.courseId, r.state]));
    },
  };
}

/** Every learning track with its earnable points; the officer's own paths first. */
export async function listTopics(
  reads: CatalogueReads,
  learningPath: readonly string[],
): Promise<TTopic[]> {
  const presented = (await reads.topics()).map((row) => presentTopic(row, learningPath));
  return [...presented.filter((t) => t.inMyPath), ...presented.filter((t) => !t.inMyPath)];
}

function statusOf(state: EnrollmentState | undefined): TCourseStatus {
  if (state === 'complete') return 'completed';
  if (state === 'verifying') return 'verifying';
  if (state === 'enrolled') return 'enrolled';
  return 'not-started';
}

/** A track and its courses with the officer's status on each. */
export async function getTopicDetails(
  reads: CatalogueReads,
  user: { id: string; learningPath: readonly string[] },
  topicId: string,
): Promise<{ topic: TTopic; courses: TTopicCourse[] }> {
  const row = (await reads.topics()).find((t) => t.id === topicId);
  if (!row) throw notFound(serverMessages.topicNotFound);
  const [courseRows, states] = await Promise.all([
    reads.activeCourses(topicId),
    reads.enrollmentStates(user.id),
  ]);
  return {
    topic: presentTopic(row, user.learningPath),
    courses: courseRows.map((c) => ({
      courseId: c.id,
      courseName: c.name,
      website: c.website,
      url: c.url,
      point: c.point,
      status: statusOf(states.get(c.id)),
    })),
  };
}

/** The catalogue, optionally narrowed by path kind, track or a search on name and website. */
export async function listCourses(
  db: Db,
  query: {
    learningPath?: TCourse['learningPath'] | undefined;
    topic?: string | undefined;
    search?: string | undefined;
  },
): Promise<TCourse[]> {
  const filters: SQL[] = [eq(courses.isActive, true)];
  if (query.learningPath) filters.push(eq(courses.learningPath, query.learningPath));
  if (query.topic) filters.push(eq(courses.topicId, query.topic));
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(courses.name, pattern), ilike(courses.website, pattern))!);
  }
  const rows = await db
    .select({
      ...courseColumns,
      learningPath: courses.learningPath,
      topicId: topics.id,
      topicName: topics.name,
    })
    .from(courses)
    .innerJoin(topics, eq(topics.id, courses.topicId))
    .where(and(...filters))
    .orderBy(asc(topics.name), asc(courses.name));
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    website: r.website,
    url: r.url,
    point: r.point,
    learningPath: r.learningPath,
    topic: { _id: r.topicId, name: r.topicName },
  }));
}
