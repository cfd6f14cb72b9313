import { and, eq, inArray, or, sql } from 'drizzle-orm';
import {
  courseKeyOf,
  findSite,
  learningSites,
  normalizeCourseTitle,
  type LearningSiteRule,
  type ZActivityResponse,
  type TActivityEvent,
} from '@dpts/contract';
import type { z } from 'zod';
import { rows, type Db, type Tx } from '../../db/client.ts';
import { activityEvents, completionCertificates, courses, enrollments } from '../../db/schema.ts';
import { isRetryableConflict } from '../../lib/db-errors.ts';
import { awardPoints, lockOfficer, type Award } from '../points/ledger.ts';

export type ActivityResult = z.infer<typeof ZActivityResponse>['data']['results'][number];
type Outcome = ActivityResult['outcome'];
export type ActivityEvent = Omit<TActivityEvent, 'title'> & { title: string };
type CourseRow = {
  id: string;
  website: string;
  point: number;
  courseKey: string;
  titleKey: string;
};

const siteByName = new Map<string, LearningSiteRule>(learningSites.map((s) => [s.name, s]));

function toUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** What the rules read from one event, before the database is asked anything. */
type Reading = {
  event: ActivityEvent;
  pageKey: string | null;
  evidence: URL | null;
  /** `{evidence site id}:{certificate id}` of a complete event with a certificate */
  certificateKey: string | null;
  /** names of the sites whose courses this certificate can prove */
  evidenceFor: string[];
  titleKey: string;
};

function read(event: ActivityEvent): Reading {
  const pageKey = courseKeyOf(event.url);
  if (event.type !== 'complete')
    return { event, pageKey, evidence: null, certificateKey: null, evidenceFor: [], titleKey: '' };
  const evidence = toUrl(event.certificateUrl ?? event.url);
  const site = evidence ? findSite(evidence) : undefined;
  const certificateId = evidence && site ? site.certificateId(evidence) : null;
  return {
    event,
    pageKey,
    evidence: certificateId ? evidence : null,
    certificateKey: site && certificateId ? `${site.id}:${certificateId}` : null,
    evidenceFor:
      evidence && certificateId
        ? learningSites.filter((s) => s.isCompletionUrl(evidence)).map((s) => s.name)
        : [],
    titleKey: normalizeCourseTitle(event.title),
  };
}

/** Every course the batch could mean, in one query. */
async function candidateCourses(tx: Tx, readings: Reading[]): Promise<CourseRow[]> {
  const keys = [...new Set(readings.map((r) => r.pageKey).filter((k): k is string => !!k))];
  const titles = [
    ...new Set(readings.filter((r) => r.evidence && r.titleKey).map((r) => r.titleKey)),
  ];
  if (keys.length === 0 && titles.length === 0) return [];
  const match = [
    ...(keys.length ? [inArray(courses.courseKey, keys)] : []),
    ...(titles.length ? [inArray(courses.titleKey, titles)] : []),
  ];
  return tx
    .select({
      id: courses.id,
      website: courses.website,
      point: courses.point,
      courseKey: courses.courseKey,
      titleKey: courses.titleKey,
    })
    .from(courses)
    .where(and(eq(courses.isActive, true), or(...match)));
}

/**
 * The course a completion proves: the course page it was seen on, else the certificate title
 * matched to a course of a site that accepts this certificate (Credly badges count for Cisco and
 * IBM courses).
 */
function courseForCompletion(reading: Reading, catalogue: CourseRow[]): CourseRow | null {
  const byPage = reading.pageKey ? catalogue.find((c) => c.courseKey === reading.pageKey) : null;
  if (byPage) return byPage;
  if (!reading.titleKey) return null;
  return (
    catalogue.find(
      (c) => c.titleKey === reading.titleKey && reading.evidenceFor.includes(c.website),
    ) ?? null
  );
}

/**
 * Claims a certificate for one officer and course. True when it is theirs for this course (first
 * claim or a repeat of it); false when someone else, or another course, already holds it.
 */
async function claimCertificate(
  tx: Tx,
  key: string,
  userId: string,
  courseId: string,
  certificateUrl: string,
): Promise<boolean> {
  const claimed = await tx
    .insert(completionCertificates)
    .values({ certificateKey: key, userId, courseId, certificateUrl })
    .onConflictDoNothing()
    .returning({ key: completionCertificates.certificateKey });
  if (claimed.length > 0) return true;
  const [holder] = await tx
    .select({ userId: completionCertificates.userId, courseId: completionCertificates.courseId })
    .from(completionCertificates)
    .where(eq(completionCertificates.certificateKey, key));
  return holder?.userId === userId && holder.courseId === courseId;
}

async function enroll(tx: Tx, userId: string, courseId: string, now: Date): Promise<void> {
  await tx
    .insert(enrollments)
    .values({ userId, courseId, state: 'enrolled', enrolledAt: now })
    .onConflictDoNothing();
}

async function markComplete(
  tx: Tx,
  userId: string,
  courseId: string,
  certificateUrl: string,
  now: Date,
): Promise<void> {
  await tx
    .insert(enrollments)
    .values({
      userId,
      courseId,
      state: 'complete',
      certificateUrl,
      enrolledAt: now,
      completedAt: now,
    })
    .onConflictDoUpdate({
      target: [enrollments.userId, enrollments.courseId],
      set: {
        state: 'complete',
        certificateUrl: sql`coalesce(${enrollments.certificateUrl}, excluded.certificate_url)`,
        completedAt: sql`coalesce(${enrollments.completedAt}, excluded.completed_at)`,
      },
    });
}

/** Applies one fresh event; answers its outcome and the course it concerns. */
async function apply(
  tx: Tx,
  userId: string,
  reading: Reading,
  catalogue: CourseRow[],
  now: Date,
): Promise<{ outcome: Outcome; course: CourseRow | null }> {
  const pageCourse = reading.pageKey
    ? (catalogue.find((c) => c.courseKey === reading.pageKey) ?? null)
    : null;
  if (reading.event.type !== 'complete') {
    if (!pageCourse) return { outcome: 'unmatched', course: null };
    await enroll(tx, userId, pageCourse.id, now);
    return { outcome: 'enrolled', course: pageCourse };
  }
  if (!reading.evidence || !reading.certificateKey) {
    // No certificate: a visit to the course page at most.
    if (pageCourse) await enroll(tx, userId, pageCourse.id, now);
    return { outcome: 'ignored', course: pageCourse };
  }
  const course = courseForCompletion(reading, catalogue);
  if (!course) return { outcome: 'unmatched', course: null };
  const issuedByCourseSite = siteByName.get(course.website)?.isCompletionUrl(reading.evidence);
  if (
    !issuedByCourseSite ||
    !(await claimCertificate(tx, reading.certificateKey, userId, course.id, reading.evidence.href))
  ) {
    await enroll(tx, userId, course.id, now);
    return { outcome: 'ignored', course };
  }
  await markComplete(tx, userId, course.id, reading.evidence.href, now);
  return { outcome: 'completed', course };
}

type IngestResult = { results: ActivityResult[]; totalPointsEarned: number };

/** One batch in one transaction: every event is applied, or none. */
async function ingestOnce(
  db: Db,
  userId: string,
  events: ActivityEvent[],
  now: Date,
): Promise<IngestResult> {
  return db.transaction(async (tx) => {
    // One officer's batches run one after another; different officers' run side by side.
    await lockOfficer(tx, userId);
    // Idempotency: claim the event ids first. A concurrent batch with the same ids waits here
    // for this one to commit, then finds them taken.
    const claimed = await tx
      .insert(activityEvents)
      .values(
        events.map((e) => ({
          id: e.id,
          userId,
          type: e.type,
          url: e.url,
          title: e.title,
          certificateUrl: e.certificateUrl ?? null,
          outcome: 'pending',
          occurredAt: new Date(e.at),
          receivedAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: activityEvents.id });
    const fresh = new Set(claimed.map((r) => r.id));
    const readings = events.map(read);
    const catalogue = await candidateCourses(
      tx,
      readings.filter((r) => fresh.has(r.event.id)),
    );

    const results: ActivityResult[] = [];
    const applied: { id: string; outcome: Outcome; courseId: string | null }[] = [];
    const awards = new Map<string, Award>();
    /** the result that carries a course's points: its first completion in the batch */
    const payee = new Map<string, ActivityResult>();
    for (const reading of readings) {
      const { id } = reading.event;
      if (!fresh.delete(id)) {
        results.push({ id, outcome: 'duplicate', pointsAwarded: 0 });
        continue;
      }
      const { outcome, course } = await apply(tx, userId, reading, catalogue, now);
      const result: ActivityResult = { id, outcome, pointsAwarded: 0 };
      if (outcome === 'completed' && course && !awards.has(course.id)) {
        awards.set(course.id, { courseId: course.id, points: course.point, source: 'course' });
        payee.set(course.id, result);
      }
      results.push(result);
      applied.push({ id, outcome, courseId: course?.id ?? null });
    }
    if (applied.length > 0) {
      const values = sql.join(
        applied.map((a) => sql`(${a.id}::uuid, ${a.outcome}, ${a.courseId}::uuid)`),
        sql`, `,
      );
      await tx.execute(sql`
        update activity_events e set outcome = v.outcome, course_id = v.course_id
        from (values ${values}) as v(id, outcome, course_id) where e.id = v.id`);
    }
    // Points only for ledger rows really written: a course already paid for pays nothing.
    for (const row of await awardPoints(tx, userId, [...awards.values()], now)) {
      const result = row.courseId ? payee.get(row.courseId) : undefined;
      if (result) result.pointsAwarded = row.points;
    }
    const [user] = await rows<{ total: number }>(
      tx,
      sql`select total_points_earned as total from users where id = ${userId}`,
    );
    return { results, totalPointsEarned: user?.total ?? 0 };
  });
}

/**
 * Applies a batch of extension events for one officer (DESIGN.md section 4). Concurrent batches
 * that collide on an event id, a certificate or a counter row wait for each other in the
 * database; a deadlock or serialisation failure reruns the batch, which is safe because it is
 * idempotent.
 */
export async function ingestActivity(
  db: Db,
  userId: string,
  events: ActivityEvent[],
  now: Date,
): Promise<IngestResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ingestOnce(db, userId, events, now);
    } catch (error) {
      if (attempt >= 3 || !isRetryableConflict(error)) throw error;
    }
  }
}
