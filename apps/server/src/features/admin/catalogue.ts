import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  adminMessages,
  courseKeyOf,
  findSite,
  normalizeCourseTitle,
  identifierKindsOf,
  type TCatalogueCourse,
  type TCourseIdentifier,
  type TCatalogueTopic,
  type TCourseUpdate,
  type TLearningPathKind,
  type TTopicUpdate,
} from '@dpts/contract';
import type { Db, Tx } from '../../db/client.ts';
import { courseIdentifiers, courses, topics } from '../../db/schema.ts';
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
const identifiersOf = sql<
  TCatalogueCourse['identifiers']
>`coalesce((select json_agg(json_build_object('kind', ci.kind, 'value', ci.value) order by ci.kind, ci.value) from course_identifiers ci where ci.course_id = ${courses.id}), '[]'::json)`;

const conflict = (message: string) => new AppError('CONFLICT', message);

type CatalogueRow = { id: string; isActive: boolean; curatedAt: Date | null };

/**
 * What one kind of catalogue entry needs for an audited change: how to lock and write its row,
 * what of it the audit log keeps, and how administrators see it afterwards.
 */
type Curated<Row extends CatalogueRow, Shown> = {
  entity: 'topic' | 'course';
  lock: (tx: Tx, id: string) => Promise<Row>;
  write: (tx: Tx, id: string, values: Partial<Row> | Partial<CatalogueRow>) => Promise<Row>;
  snapshot: (row: Row) => Record<string, unknown>;
  present: (db: Db | Tx, id: string) => Promise<Shown>;
};

/** Records the change in the audit log, in its transaction, and answers with the entry as shown. */
async function audited<Row extends CatalogueRow, Shown>(
  tx: Tx,
  actor: Actor,
  kind: Curated<Row, Shown>,
  action: 'create' | 'update' | 'retire' | 'restore',
  before: Row | null,
  after: Row,
  noted: Record<string, unknown> = {},
): Promise<Shown> {
  await writeAudit(tx, actor, {
    action: `${kind.entity}.${action}`,
    entity: kind.entity,
    entityId: after.id,
    before: before && kind.snapshot(before),
    after: { ...kind.snapshot(after), ...noted },
  });
  return kind.present(tx, after.id);
}

/** Adds an entry; `insert` answers nothing when a unique key is already taken. */
function createAudited<Row extends CatalogueRow, Shown>(
  db: Db,
  actor: Actor,
  kind: Curated<Row, Shown>,
  takenMessage: string,
  insert: (tx: Tx, curatedAt: Date) => Promise<Row | undefined>,
): Promise<Shown> {
  return db.transaction(async (tx) => {
    const created = await insert(tx, new Date());
    if (!created) throw conflict(takenMessage);
    return audited(tx, actor, kind, 'create', null, created);
  });
}

/** Edits a locked entry with the values `change` works out from it. */
function updateAudited<Row extends CatalogueRow, Shown>(
  db: Db,
  actor: Actor,
  kind: Curated<Row, Shown>,
  id: string,
  change: (tx: Tx, before: Row) => Promise<Partial<Row>>,
): Promise<Shown> {
  return db.transaction(async (tx) => {
    const before = await kind.lock(tx, id);
    const values = await change(tx, before);
    const after = await kind.write(tx, id, { ...values, curatedAt: new Date() });
    return audited(tx, actor, kind, 'update', before, after);
  });
}

/**
 * Retires or restores an entry; asking for the state it is already in changes and records
 * nothing. `alongside` does what the change needs besides (a check, or related rows) and
 * answers what the audit entry notes of it.
 */
function setActiveAudited<Row extends CatalogueRow, Shown>(
  db: Db,
  actor: Actor,
  kind: Curated<Row, Shown>,
  id: string,
  isActive: boolean,
  alongside: (tx: Tx, before: Row) => Promise<Record<string, unknown> | void> = async () => {},
): Promise<Shown> {
  return db.transaction(async (tx) => {
    const before = await kind.lock(tx, id);
    if (before.isActive === isActive) return kind.present(tx, id);
    const noted = (await alongside(tx, before)) ?? {};
    const after = await kind.write(tx, id, { isActive, curatedAt: new Date() });
    return audited(tx, actor, kind, isActive ? 'restore' : 'retire', before, after, noted);
  });
}

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

const topicKind: Curated<TopicRow, TCatalogueTopic> = {
  entity: 'topic',
  async lock(tx, id) {
    const [row] = await tx.select().from(topics).where(eq(topics.id, id)).for('update');
    if (!row) throw notFound(adminMessages.topicNotFound);
    return row;
  },
  async write(tx, id, values) {
    const [row] = await tx.update(topics).set(values).where(eq(topics.id, id)).returning();
    return row!;
  },
  snapshot: (t) => ({
    name: t.name,
    description: t.description,
    learningPath: t.learningPath,
    isActive: t.isActive,
  }),
  present: presentTopic,
};

export function createTopic(
  db: Db,
  actor: Actor,
  input: { name: string; description: string; learningPath: TLearningPathKind },
): Promise<TCatalogueTopic> {
  return createAudited(
    db,
    actor,
    topicKind,
    adminMessages.topicNameTaken,
    async (tx, curatedAt) => {
      const [created] = await tx
        .insert(topics)
        .values({ ...input, curatedAt })
        .onConflictDoNothing()
        .returning();
      return created;
    },
  );
}

export function updateTopic(
  db: Db,
  actor: Actor,
  id: string,
  input: TTopicUpdate,
): Promise<TCatalogueTopic> {
  return updateAudited(db, actor, topicKind, id, async () => ({
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.learningPath !== undefined ? { learningPath: input.learningPath } : {}),
  }));
}

/**
 * Retiring a track retires its active courses with it (officers no longer see or earn from
 * them); restoring brings back the track only: its courses come back one by one.
 */
export function setTopicActive(
  db: Db,
  actor: Actor,
  id: string,
  isActive: boolean,
): Promise<TCatalogueTopic> {
  return setActiveAudited(db, actor, topicKind, id, isActive, async (tx) => {
    if (isActive) return {};
    const retiredCourses = await tx
      .update(courses)
      .set({ isActive: false, curatedAt: new Date() })
      .where(and(eq(courses.topicId, id), eq(courses.isActive, true)))
      .returning({ id: courses.id, name: courses.name });
    return { retiredCourses: retiredCourses.map((c) => c.name) };
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
  identifiers: identifiersOf,
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
  identifiers: TCatalogueCourse['identifiers'];
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
    identifiers: c.identifiers,
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

const courseKind: Curated<CourseRow, TCatalogueCourse> = {
  entity: 'course',
  async lock(tx, id) {
    const [row] = await tx.select().from(courses).where(eq(courses.id, id)).for('update');
    if (!row) throw notFound(adminMessages.courseNotFound);
    return row;
  },
  async write(tx, id, values) {
    const [row] = await tx.update(courses).set(values).where(eq(courses.id, id)).returning();
    return row!;
  },
  snapshot: (c) => ({
    name: c.name,
    website: c.website,
    url: c.url,
    point: c.point,
    learningPath: c.learningPath,
    topicId: c.topicId,
    isActive: c.isActive,
  }),
  present: findCourse,
};

export function createCourse(
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
  return createAudited(
    db,
    actor,
    courseKind,
    adminMessages.courseUrlTaken,
    async (tx, curatedAt) => {
      await activeTopic(tx, input.topicId);
      const [created] = await tx
        .insert(courses)
        .values({
          ...input,
          website: site.name,
          courseKey,
          titleKey: normalizeCourseTitle(input.name),
          curatedAt,
        })
        .onConflictDoNothing()
        .returning();
      return created;
    },
  );
}

/** A new point value pays future completions; what was paid stays as paid. */
export function updateCourse(
  db: Db,
  actor: Actor,
  id: string,
  input: TCourseUpdate,
): Promise<TCatalogueCourse> {
  return updateAudited(db, actor, courseKind, id, async (tx, before) => {
    if (input.topicId !== undefined && input.topicId !== before.topicId)
      await activeTopic(tx, input.topicId);
    return {
      ...(input.name !== undefined
        ? { name: input.name, titleKey: normalizeCourseTitle(input.name) }
        : {}),
      ...(input.point !== undefined ? { point: Number(input.point) } : {}),
      ...(input.learningPath !== undefined ? { learningPath: input.learningPath } : {}),
      ...(input.topicId !== undefined ? { topicId: input.topicId } : {}),
    };
  });
}

export function setCourseActive(
  db: Db,
  actor: Actor,
  id: string,
  isActive: boolean,
): Promise<TCatalogueCourse> {
  return setActiveAudited(db, actor, courseKind, id, isActive, async (tx, before) => {
    if (isActive) await activeTopic(tx, before.topicId);
  });
}

/**
 * Replaces a course's identifiers at its issuer (issue #19), audit-logged. Only the kinds its site
 * publishes are accepted; an identifier that already names another course answers 409.
 */
export function setCourseIdentifiers(
  db: Db,
  actor: Actor,
  id: string,
  identifiers: TCourseIdentifier[],
): Promise<TCatalogueCourse> {
  return db.transaction(async (tx) => {
    const before = await courseKind.lock(tx, id);
    const allowed = identifierKindsOf[before.website] ?? [];
    identifiers.forEach((i, n) => {
      if (!allowed.includes(i.kind))
        throw badRequest(
          adminMessages.identifierKindUnknown(before.website),
          `identifiers.${n}.kind`,
        );
    });
    const wanted = [...new Map(identifiers.map((i) => [`${i.kind}\n${i.value}`, i])).values()];
    const old = await tx
      .select({ kind: courseIdentifiers.kind, value: courseIdentifiers.value })
      .from(courseIdentifiers)
      .where(eq(courseIdentifiers.courseId, id));
    const taken = wanted.length
      ? await tx
          .select({ kind: courseIdentifiers.kind, value: courseIdentifiers.value })
          .from(courseIdentifiers)
          .where(
            and(
              sql`${courseIdentifiers.courseId} <> ${id}`,
              sql`${courseIdentifiers.kind} <> 'credly-issuer'`,
              sql`(${courseIdentifiers.kind}, ${courseIdentifiers.value}) in (${sql.join(
                wanted.map((w) => sql`(${w.kind}, ${w.value})`),
                sql`, `,
              )})`,
            ),
          )
      : [];
    if (taken.length > 0) throw conflict(adminMessages.identifierTaken);
    await tx.delete(courseIdentifiers).where(eq(courseIdentifiers.courseId, id));
    if (wanted.length > 0)
      await tx.insert(courseIdentifiers).values(wanted.map((w) => ({ ...w, courseId: id })));
    await courseKind.write(tx, id, { curatedAt: new Date() });
    await writeAudit(tx, actor, {
      action: 'course.identifiers',
      entity: 'course',
      entityId: id,
      before: { name: before.name, identifiers: old },
      after: { name: before.name, identifiers: wanted },
    });
    return findCourse(tx, id);
  });
}
