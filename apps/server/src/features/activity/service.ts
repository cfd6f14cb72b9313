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
import type { Db, Tx } from '../../db/client.ts';
import { activityEvents, courses, enrollments } from '../../db/schema.ts';
import { isRetryableConflict } from '../../lib/db-errors.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import { lockOfficer } from '../points/index.ts';
import { openClaims } from '../claims/index.ts';

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

/** What one fresh event comes to once the rules and the catalogue have been read. */
type Plan = {
  reading: Reading;
  course: CourseRow | null;
  /** enrolls when nothing better happens */
  enrolls: boolean;
  outcome: Outcome;
  /** a certificate to claim: it pays once the issuing site has confirmed it */
  claim: { key: string; site: string; url: string } | null;
};

function plan(reading: Reading, catalogue: CourseRow[]): Plan {
  const pageCourse = reading.pageKey
    ? (catalogue.find((c) => c.courseKey === reading.pageKey) ?? null)
    : null;
  const none = { reading, claim: null };
  if (reading.event.type !== 'complete') {
    return pageCourse
      ? { ...none, course: pageCourse, enrolls: true, outcome: 'enrolled' }
      : { ...none, course: null, enrolls: false, outcome: 'unmatched' };
  }
  if (!reading.evidence || !reading.certificateKey) {
    // No certificate: a visit to the course page at most.
    return { ...none, course: pageCourse, enrolls: !!pageCourse, outcome: 'ignored' };
  }
  const course = courseForCompletion(reading, catalogue);
  if (!course) return { ...none, course: null, enrolls: false, outcome: 'unmatched' };
  if (!siteByName.get(course.website)?.isCompletionUrl(reading.evidence))
    return { ...none, course, enrolls: true, outcome: 'ignored' };
  return {
    reading,
    course,
    enrolls: true,
    outcome: 'verifying',
    claim: {
      key: reading.certificateKey,
      site: reading.certificateKey.slice(0, reading.certificateKey.indexOf(':')),
      url: reading.evidence.href,
    },
  };
}

/** Visits and starts enrol (one statement for the batch); completions wait for verification. */
async function writeEnrollments(tx: Tx, userId: string, plans: Plan[], now: Date): Promise<void> {
  const enrolled = new Set(plans.filter((p) => p.enrolls && p.course).map((p) => p.course!.id));
  if (enrolled.size === 0) return;
  await tx
    .insert(enrollments)
    .values(
      [...enrolled].map((courseId) => ({
        userId,
        courseId,
        state: 'enrolled' as const,
        enrolledAt: now,
      })),
    )
    .onConflictDoNothing();
}

/** Courses this batch shows visited or started (the server received it now: its own time). */
function startedInBatch(plans: Plan[]): Set<string> {
  return new Set(
    plans.flatMap((p) => (p.reading.event.type !== 'complete' && p.course ? [p.course.id] : [])),
  );
}

/**
 * Opens a claim per completed course and answers each claiming event's outcome by its claim's
 * state: `verifying`, `completed` (already verified) or `ignored` (refused).
 */
async function claimCompletions(
  tx: Tx,
  deps: IngestDeps,
  userId: string,
  plans: Plan[],
  now: Date,
): Promise<Map<string, Outcome>> {
  const claiming = plans.flatMap((p) =>
    p.claim && p.course ? [{ ...p, claim: p.claim, course: p.course }] : [],
  );
  if (claiming.length === 0) return new Map();
  const started = startedInBatch(plans);
  const opened = await openClaims(
    tx,
    deps.jobs,
    userId,
    claiming.map((p) => ({
      courseId: p.course.id,
      site: p.claim.site,
      certificateKey: p.claim.key,
      certificateUrl: p.claim.url,
      source: 'extension' as const,
      startedInBatch: started.has(p.course.id),
    })),
    now,
  );
  const outcomes = new Map<string, Outcome>();
  for (const p of claiming) {
    const claim = opened.get(p.course.id);
    const outcome: Outcome =
      !claim || 'refused' in claim || claim.state === 'rejected'
        ? 'ignored'
        : claim.state === 'verified'
          ? 'completed'
          : p.outcome;
    outcomes.set(p.reading.event.id, outcome);
  }
  return outcomes;
}

export type IngestDeps = { db: Db; jobs: JobQueue };

type IngestResult = { results: ActivityResult[]; totalPointsEarned: number };

/**
 * Idempotency: claims the batch's event ids and answers the ones that are new. A concurrent
 * batch with the same ids waits here for this one to commit, then finds them taken.
 */
async function claimEventIds(
  tx: Tx,
  userId: string,
  events: ActivityEvent[],
  now: Date,
): Promise<Set<string>> {
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
  return new Set(claimed.map((r) => r.id));
}

/** A plan per fresh event id; a repeated id within the batch counts once, like a retry. */
async function planBatch(
  tx: Tx,
  events: ActivityEvent[],
  fresh: Set<string>,
): Promise<Map<string, Plan>> {
  const readings = events.filter((e) => fresh.has(e.id)).map(read);
  const catalogue = await candidateCourses(tx, readings);
  const plans = new Map<string, Plan>();
  for (const reading of readings)
    if (!plans.has(reading.event.id)) plans.set(reading.event.id, plan(reading, catalogue));
  return plans;
}

/** Stores each fresh event's outcome and course (one statement for the batch). */
async function recordOutcomes(
  tx: Tx,
  plans: Plan[],
  outcomeOf: (p: Plan) => Outcome,
): Promise<void> {
  if (plans.length === 0) return;
  const values = sql.join(
    plans.map(
      (p) => sql`(${p.reading.event.id}::uuid, ${outcomeOf(p)}, ${p.course?.id ?? null}::uuid)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update activity_events e set outcome = v.outcome, course_id = v.course_id
    from (values ${values}) as v(id, outcome, course_id) where e.id = v.id`);
}

/** One answer per event in the order sent; ids seen before (or twice here) are `duplicate`. */
function answer(
  events: ActivityEvent[],
  plans: Map<string, Plan>,
  outcomeOf: (p: Plan) => Outcome,
): ActivityResult[] {
  const answered = new Set<string>();
  return events.map(({ id }) => {
    const p = plans.get(id);
    if (!p || answered.has(id)) return { id, outcome: 'duplicate', pointsAwarded: 0 };
    answered.add(id);
    return { id, outcome: outcomeOf(p), pointsAwarded: 0 };
  });
}

/**
 * One batch in one transaction: every event is applied, or none. Set-based: a fixed number of
 * statements whatever the batch size. Steps: claim the ids, plan, open claims, write, answer.
 * Nothing pays here: a completion pays when its claim is verified (a background job).
 */
async function ingestOnce(
  deps: IngestDeps,
  userId: string,
  events: ActivityEvent[],
  now: Date,
): Promise<IngestResult> {
  return deps.db.transaction(async (tx) => {
    // One officer's batches run one after another; different officers' run side by side.
    const standing = await lockOfficer(tx, userId);
    const fresh = await claimEventIds(tx, userId, events, now);
    const plans = await planBatch(tx, events, fresh);
    const planned = [...plans.values()];
    // Claims first: a start in this same batch is read from its event, not from the enrolment.
    const claimOutcomes = await claimCompletions(tx, deps, userId, planned, now);
    const outcomeOf = (p: Plan) => claimOutcomes.get(p.reading.event.id) ?? p.outcome;
    await writeEnrollments(tx, userId, planned, now);
    await recordOutcomes(tx, planned, outcomeOf);
    return { results: answer(events, plans, outcomeOf), totalPointsEarned: standing.total };
  });
}

/**
 * Applies a batch of extension events for one officer (docs/design.md §4). Concurrent batches
 * that collide on an event id, a certificate or a counter row wait for each other in the
 * database; a deadlock or serialisation failure reruns the batch, which is safe because it is
 * idempotent.
 */
export async function ingestActivity(
  deps: IngestDeps,
  userId: string,
  events: ActivityEvent[],
  now: Date,
): Promise<IngestResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ingestOnce(deps, userId, events, now);
    } catch (error) {
      if (attempt >= 3 || !isRetryableConflict(error)) throw error;
    }
  }
}
