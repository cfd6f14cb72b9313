import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  adminMessages,
  courseKeyOf,
  findSite,
  normalizeCourseTitle,
  type TCatalogueCourse,
  type TCatalogueTopic,
  type TCourseUpdate,
  type TLearningPathKind,
  type TTopicUpdate,
} from '@dpts/contract';
import type { Db, Tx } from '../../db/client.ts';
import { courses, topics } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { writeAudit, type Actor } from './audit.ts';
import { cappedCount, containsPattern } from './search.ts';

/**
 * The catalogue as administrators manage it. Retiring hides a track or course from officers and
 * stops new completions from paying; points already paid stay in the ledger untouched.
 * No catalogue read is cached in memory (decision 012 caches sessions, boards, ranks and course
 * counts, none of which a catalogue change alters), so nothing needs dropping here.
 */

type TopicRow = typeof topics.$inferSelect;
type CourseRow = typeof courses.$inferSelect;

const courseSearchText = sql`lower(${courses.name} || E'\n' || ${courses.website})`;
const completionsOf = sql<number>`(select count(*)::int from enrollments e where e.course_id = ${courses.id} and e.state = 'complete')`;

function topicSnapshot(t: TopicRow) {
  return {
    name: t.name,
    description: t.description,
    learningPath: t.learningPath,
    isActive: t.isActive,
  };
}
function courseSnapshot(c: CourseRow) {
  return {
    name: c.name,
    website: c.website,
    url: c.url,
    point: c.point,
    learningPath: c.learningPath,
    topicId: c.topicId,
    isActive: c.isActive,
  };
}

const conflict = (message: string) => new AppError('CONFLICT', message);

// ---------- topics ----------

export async function listCatalogueTopics(db: Db): Promise<TCatalogueTopic[]> {
  const found = await db
    .select({
      id: topics.id,
      name: topics.name,
      description: topics.description,
      learningPath: topics.learningPath,
      isActive: topics.isActive,
      createdAt: topics.createdAt,
      courseCount: sql<number>`(count(${courses.id}) filter (where ${courses.isActive}))::int`,
    })
    .from(topics)
    .leftJoin(courses, eq(courses.topicId, topics.id))
    .groupBy(topics.id)
    .orderBy(desc(topics.isActive), asc(topics.name));
  return found.map((t) => ({ ...t, _id: t.id, createdAt: t.createdAt.toISOString() }));
}

async function presentTopic(db: Db | Tx, id: string): Promise<TCatalogueTopic> {
  const [t] = await db
    .select({
      id: topics.id,
      name: topics.name,
      description: topics.description,
      learningPath: topics.learningPath,
      isActive: topics.isActive,
      createdAt: topics.createdAt,
      courseCount: sql<number>`(select count(*)::int from courses c where c.topic_id = ${topics.id} and c.is_active)`,
    })
    .from(topics)
    .where(eq(topics.id, id));
  if (!t) throw notFound(adminMessages.topicNotFound);
  return { ...t, _id: t.id, createdAt: t.createdAt.toISOString() };
}

export async function createTopic(
  db: Db,
  actor: Actor,
  input: { name: string; description: string; learningPath: TLearningPathKind },
): Promise<TCatalogueTopic> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(topics)
      .values({ ...input, curatedAt: new Date() })
      .onConflictDoNothing()
      .returning();
    if (!created) throw conflict(adminMessages.topicNameTaken);
    await writeAudit(tx, actor, {
      action: 'topic.create',
      entity: 'topic',
      entityId: created.id,
      before: null,
      after: topicSnapshot(created),
    });
    return presentTopic(tx, created.id);
  });
}

async function lockTopic(tx: Tx, id: string): Promise<TopicRow> {
  const [row] = await tx.select().from(topics).where(eq(topics.id, id)).for('update');
  if (!row) throw notFound(adminMessages.topicNotFound);
  return row;
}

export async function updateTopic(
  db: Db,
  actor: Actor,
  id: string,
  input: TTopicUpdate,
): Promise<TCatalogueTopic> {
  return db.transaction(async (tx) => {
    const before = await lockTopic(tx, id);
    const [after] = await tx
      .update(topics)
      .set({
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.learningPath !== undefined ? { learningPath: input.learningPath } : {}),
        curatedAt: new Date(),
      })
      .where(eq(topics.id, id))
      .returning();
    await writeAudit(tx, actor, {
      action: 'topic.update',
      entity: 'topic',
      entityId: id,
      before: topicSnapshot(before),
      after: topicSnapshot(after!),
    });
    return presentTopic(tx, id);
  });
}

/**
 * Retiring a track retires its active courses with it (officers no longer see or earn from
 * them); restoring brings back the track only: its courses come back one by one.
 */
export async function setTopicActive(
  db: Db,
  actor: Actor,
  id: string,
  isActive: boolean,
): Promise<TCatalogueTopic> {
  return db.transaction(async (tx) => {
    const before = await lockTopic(tx, id);
    if (before.isActive === isActive) return presentTopic(tx, id);
    const [after] = await tx
      .update(topics)
      .set({ isActive, curatedAt: new Date() })
      .where(eq(topics.id, id))
      .returning();
    const retiredCourses = isActive
      ? []
      : await tx
          .update(courses)
          .set({ isActive: false, curatedAt: new Date() })
          .where(and(eq(courses.topicId, id), eq(courses.isActive, true)))
          .returning({ id: courses.id, name: courses.name });
    await writeAudit(tx, actor, {
      action: isActive ? 'topic.restore' : 'topic.retire',
      entity: 'topic',
      entityId: id,
      before: topicSnapshot(before),
      after: {
        ...topicSnapshot(after!),
        ...(isActive ? {} : { retiredCourses: retiredCourses.map((c) => c.name) }),
      },
    });
    return presentTopic(tx, id);
  });
}

// ---------- courses ----------

const courseColumns = {
  id: courses.id,
  name: courses.name,
  website: courses.website,
  url: courses.url,
  point: courses.point,
  learningPath: courses.learningPath,
  isActive: courses.isActive,
  createdAt: courses.createdAt,
  topicId: topics.id,
  topicName: topics.name,
  topicActive: topics.isActive,
  completions: completionsOf,
};
type CourseListRow = {
  id: string;
  name: string;
  website: string;
  url: string;
  point: number;
  learningPath: TLearningPathKind;
  isActive: boolean;
  createdAt: Date;
  topicId: string;
  topicName: string;
  topicActive: boolean;
  completions: number;
};

function presentCourse(c: CourseListRow): TCatalogueCourse {
  return {
    _id: c.id,
    name: c.name,
    website: c.website,
    url: c.url,
    point: c.point,
    learningPath: c.learningPath,
    isActive: c.isActive,
    topic: { _id: c.topicId, name: c.topicName, isActive: c.topicActive },
    completions: c.completions,
    createdAt: c.createdAt.toISOString(),
  };
}

/** The whole catalogue, retired courses included, newest first. */
export async function listCatalogueCourses(
  db: Db,
  query: {
    page: number;
    limit: number;
    search?: string | undefined;
    topic?: string | undefined;
    status: 'active' | 'retired' | 'all';
  },
): Promise<{ items: TCatalogueCourse[]; total: number; totalCapped: boolean }> {
  const filters: SQL[] = [];
  if (query.search) filters.push(sql`${courseSearchText} like ${containsPattern(query.search)}`);
  if (query.topic) filters.push(eq(courses.topicId, query.topic));
  if (query.status !== 'all') filters.push(eq(courses.isActive, query.status === 'active'));
  const where = filters.length ? and(...filters)! : sql`true`;
  const [found, counted] = await Promise.all([
    db
      .select(courseColumns)
      .from(courses)
      .innerJoin(topics, eq(topics.id, courses.topicId))
      .where(where)
      .orderBy(desc(courses.createdAt), desc(courses.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    cappedCount(db, sql`${courses}`, where),
  ]);
  return { items: found.map(presentCourse), ...counted };
}

async function findCourse(db: Db | Tx, id: string): Promise<TCatalogueCourse> {
  const [c] = await db
    .select(courseColumns)
    .from(courses)
    .innerJoin(topics, eq(topics.id, courses.topicId))
    .where(eq(courses.id, id));
  if (!c) throw notFound(adminMessages.courseNotFound);
  return presentCourse(c);
}

async function activeTopic(tx: Tx, topicId: string): Promise<TopicRow> {
  const [topic] = await tx.select().from(topics).where(eq(topics.id, topicId)).for('share');
  if (!topic) throw badRequest(adminMessages.topicNotFound, 'topicId');
  if (!topic.isActive) throw badRequest(adminMessages.topicRetired, 'topicId');
  return topic;
}

export async function createCourse(
  db: Db,
  actor: Actor,
  input: {
    name: string;
    url: string;
    point: number;
    learningPath: TLearningPathKind;
    topicId: string;
  },
): Promise<TCatalogueCourse> {
  const courseKey = courseKeyOf(input.url);
  const site = findSite(input.url);
  if (!courseKey || !site) throw badRequest(adminMessages.courseUrlUnknown, 'url');
  return db.transaction(async (tx) => {
    await activeTopic(tx, input.topicId);
    const [created] = await tx
      .insert(courses)
      .values({
        ...input,
        website: site.name,
        courseKey,
        titleKey: normalizeCourseTitle(input.name),
        curatedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw conflict(adminMessages.courseUrlTaken);
    await writeAudit(tx, actor, {
      action: 'course.create',
      entity: 'course',
      entityId: created.id,
      before: null,
      after: courseSnapshot(created),
    });
    return findCourse(tx, created.id);
  });
}

async function lockCourse(tx: Tx, id: string): Promise<CourseRow> {
  const [row] = await tx.select().from(courses).where(eq(courses.id, id)).for('update');
  if (!row) throw notFound(adminMessages.courseNotFound);
  return row;
}

/** A new point value pays future completions; what was paid stays as paid. */
export async function updateCourse(
  db: Db,
  actor: Actor,
  id: string,
  input: TCourseUpdate,
): Promise<TCatalogueCourse> {
  return db.transaction(async (tx) => {
    const before = await lockCourse(tx, id);
    if (input.topicId !== undefined && input.topicId !== before.topicId)
      await activeTopic(tx, input.topicId);
    const [after] = await tx
      .update(courses)
      .set({
        ...(input.name !== undefined
          ? { name: input.name, titleKey: normalizeCourseTitle(input.name) }
          : {}),
        ...(input.point !== undefined ? { point: Number(input.point) } : {}),
        ...(input.learningPath !== undefined ? { learningPath: input.learningPath } : {}),
        ...(input.topicId !== undefined ? { topicId: input.topicId } : {}),
        curatedAt: new Date(),
      })
      .where(eq(courses.id, id))
      .returning();
    await writeAudit(tx, actor, {
      action: 'course.update',
      entity: 'course',
      entityId: id,
      before: courseSnapshot(before),
      after: courseSnapshot(after!),
    });
    return findCourse(tx, id);
  });
}

export async function setCourseActive(
  db: Db,
  actor: Actor,
  id: string,
  isActive: boolean,
): Promise<TCatalogueCourse> {
  return db.transaction(async (tx) => {
    const before = await lockCourse(tx, id);
    if (before.isActive === isActive) return findCourse(tx, id);
    if (isActive) await activeTopic(tx, before.topicId);
    const [after] = await tx
      .update(courses)
      .set({ isActive, curatedAt: new Date() })
      .where(eq(courses.id, id))
      .returning();
    await writeAudit(tx, actor, {
      action: isActive ? 'course.restore' : 'course.retire',
      entity: 'course',
      entityId: id,
      before: courseSnapshot(before),
      after: courseSnapshot(after!),
    });
    return findCourse(tx, id);
  });
}
