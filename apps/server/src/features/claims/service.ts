import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { certificateLookup, claimReasons, type TClaim } from '@dpts/contract';
import { preparedQuery, rows, type Db, type Tx } from '../../db/client.ts';
import { completionClaims, courses, enrollments, users } from '../../db/schema.ts';
import type { JobContext, JobQueue } from '../../lib/job-queue.ts';
import { awardPoints, type Standing } from '../points/ledger.ts';
import { checkCertificate, type Verdict } from './check-certificate.ts';
import type { ClaimSettler } from './settle.ts';
import {
  FetchRefused,
  SiteUnreachable,
  type CertificateFetcher,
  type SitePacer,
} from './fetch-certificate.ts';

declare module '../../lib/job-queue.ts' {
  interface JobTypes {
    'verify-completion': { claimId: string };
  }
}

export type ClaimRow = typeof completionClaims.$inferSelect;

/** A completion to claim: the course, and the certificate that should prove it. */
export type NewClaim = {
  courseId: string;
  /** the issuing site's rule id */
  site: string;
  /** `{site}:{certificate id}` */
  certificateKey: string;
  certificateUrl: string;
  source: 'extension' | 'manual';
  /** when the officer reported starting it, if the same batch did */
  startedAt?: Date;
};

/** What opening a claim came to for its course. */
export type Opened = { claimId: string; state: ClaimRow['state']; created: boolean };

/**
 * Opens completion claims for one officer inside the caller's transaction (which holds the
 * officer's lock), and queues their verification there too, so a claim never exists without its
 * job. A course with an open claim (pending, in review or verified) keeps it; a certificate
 * someone else proved is rejected without fetching. The course shows `Verifying` meanwhile.
 */
export async function openClaims(
  tx: Tx,
  jobs: JobQueue,
  userId: string,
  claims: NewClaim[],
  now: Date,
  minMinutes: number,
): Promise<Map<string, Opened>> {
  const opened = new Map<string, Opened>();
  const wanted = [...new Map(claims.map((c) => [c.courseId, c])).values()];
  if (wanted.length === 0) return opened;
  const courseIds = wanted.map((c) => c.courseId);

  const existing = await tx
    .select({
      id: completionClaims.id,
      courseId: completionClaims.courseId,
      state: completionClaims.state,
    })
    .from(completionClaims)
    .where(
      and(
        eq(completionClaims.userId, userId),
        inArray(completionClaims.courseId, courseIds),
        ne(completionClaims.state, 'rejected'),
      ),
    );
  for (const e of existing)
    opened.set(e.courseId, { claimId: e.id, state: e.state, created: false });
  const fresh = wanted.filter((c) => !opened.has(c.courseId));
  if (fresh.length === 0) return opened;

  const holders = await rows<{ key: string; userId: string; courseId: string }>(
    tx,
    sql`select certificate_key as key, user_id as "userId", course_id as "courseId"
        from completion_certificates
        where certificate_key in (${sql.join(
          fresh.map((c) => sql`${c.certificateKey}`),
          sql`, `,
        )})`,
  );
  const holder = new Map(holders.map((h) => [h.key, h]));
  // Started (visited) too recently: the course cannot have been done in that time.
  const started = await tx
    .select({ courseId: enrollments.courseId, enrolledAt: enrollments.enrolledAt })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), inArray(enrollments.courseId, courseIds)));
  const startedAt = new Map(started.map((s) => [s.courseId, s.enrolledAt]));
  const soon = now.getTime() - minMinutes * 60_000;

  const values = fresh.map((c) => {
    const h = holder.get(c.certificateKey);
    const taken = !!h && (h.userId !== userId || h.courseId !== c.courseId);
    const known = startedAt.get(c.courseId);
    const start =
      known && c.startedAt ? (known < c.startedAt ? known : c.startedAt) : (known ?? c.startedAt);
    const { startedAt: _reported, ...claim } = c;
    return {
      ...claim,
      userId,
      state: taken ? ('rejected' as const) : ('pending' as const),
      reason: taken ? claimReasons.taken : null,
      holdReason: start && start.getTime() > soon ? claimReasons.tooSoon : null,
      createdAt: now,
      decidedAt: taken ? now : null,
    };
  });
  const inserted = await tx
    .insert(completionClaims)
    .values(values)
    .onConflictDoNothing()
    .returning({
      id: completionClaims.id,
      courseId: completionClaims.courseId,
      state: completionClaims.state,
    });
  for (const i of inserted)
    opened.set(i.courseId, { claimId: i.id, state: i.state, created: true });

  const pending = inserted.filter((i) => i.state === 'pending');
  await jobs.enqueue(
    tx,
    'verify-completion',
    pending.map((p) => ({ claimId: p.id })),
  );
  if (pending.length > 0) {
    await tx
      .insert(enrollments)
      .values(
        pending.map((p) => ({
          userId,
          courseId: p.courseId,
          state: 'verifying' as const,
          enrolledAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [enrollments.userId, enrollments.courseId],
        set: {
          state: sql`case when ${enrollments.state} = 'complete' then 'complete' else 'verifying' end`,
        },
      });
  }
  return opened;
}

export type VerifierDeps = {
  db: Db;
  fetcher: CertificateFetcher;
  pacer: SitePacer;
  settler: ClaimSettler;
};

/** What the verifier reads about a claim before asking the site (a prepared statement). */
const claimToVerify = preparedQuery((db) =>
  db
    .select({
      state: completionClaims.state,
      site: completionClaims.site,
      certificateUrl: completionClaims.certificateUrl,
      userId: completionClaims.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      courseName: courses.name,
      titleKey: courses.titleKey,
      courseKey: courses.courseKey,
      // Already bound to another officer: rejected without asking the site.
      taken: sql<boolean>`exists (select 1 from completion_certificates cc
        where cc.certificate_key = ${completionClaims.certificateKey}
          and cc.user_id <> ${completionClaims.userId})`,
    })
    .from(completionClaims)
    .innerJoin(courses, eq(courses.id, completionClaims.courseId))
    .innerJoin(users, eq(users.id, completionClaims.userId))
    .where(eq(completionClaims.id, sql.placeholder('claimId')))
    .prepare('claim_to_verify'),
);

/**
 * The `verify-completion` job: asks the issuing site about the certificate, then settles the
 * claim (with the officer's other claims checked meanwhile, `ClaimSettler`). An unreachable site
 * is retried by the queue; on the last try the claim goes to review.
 */
export async function verifyClaim(
  deps: VerifierDeps,
  claimId: string,
  job: JobContext,
): Promise<void> {
  const [claim] = await claimToVerify(deps.db).execute({ claimId });
  if (!claim || claim.state !== 'pending') return;

  let verdict: Verdict;
  const found = claim.taken ? null : certificateLookup(claim.site, new URL(claim.certificateUrl));
  if (claim.taken) verdict = { outcome: 'rejected', reason: claimReasons.taken };
  else if (!found) verdict = { outcome: 'review', reason: claimReasons.noPublicCheck };
  else {
    try {
      await deps.pacer.wait(claim.site, job.signal);
      const answer = await deps.fetcher.fetch(found.lookup.source, found.check.hosts, job.signal);
      verdict = checkCertificate(
        found.lookup.reader,
        answer,
        { firstName: claim.firstName, lastName: claim.lastName },
        { name: claim.courseName, titleKey: claim.titleKey, courseKey: claim.courseKey },
      );
    } catch (err) {
      if (job.signal.aborted) throw err;
      if (err instanceof FetchRefused)
        verdict = { outcome: 'review', reason: claimReasons.refused };
      else if (job.attempt < job.maxAttempts)
        throw err; // the queue retries with backoff
      else
        verdict = {
          outcome: 'review',
          reason: err instanceof SiteUnreachable ? claimReasons.unreachable : claimReasons.unclear,
        };
    }
  }
  if (job.signal.aborted) throw job.signal.reason;
  await deps.settler.settle(claim.userId, { claimId, verdict, job });
}

type Completion = {
  userId: string;
  courseId: string;
  certificateKey: string;
  certificateUrl: string;
  point: number;
};

/**
 * Binds the certificate to this officer for this course; a race with another officer's claim on
 * the same certificate is won by the first to get here. Returns why it cannot be bound, if so.
 */
export async function bindCertificate(tx: Tx, claim: Completion): Promise<string | null> {
  await tx.execute(sql`
    insert into completion_certificates (certificate_key, user_id, course_id, certificate_url)
    values (${claim.certificateKey}, ${claim.userId}, ${claim.courseId}, ${claim.certificateUrl})
    on conflict do nothing`);
  const [holder] = await rows<{ userId: string; courseId: string }>(
    tx,
    sql`select user_id as "userId", course_id as "courseId" from completion_certificates
        where certificate_key = ${claim.certificateKey}`,
  );
  if (holder?.userId !== claim.userId) return claimReasons.taken;
  if (holder.courseId !== claim.courseId) return claimReasons.otherCourse;
  return null;
}

/**
 * Pays a bound completion through the ledger (its row is unique per officer and course, so a
 * course pays once) and marks the enrollment complete. The caller holds the officer's lock
 * (`standing`). Returns the points paid.
 */
export async function payCompletion(
  tx: Tx,
  claim: Completion,
  standing: Standing,
  now: Date,
): Promise<number> {
  const paid = await awardPoints(
    tx,
    claim.userId,
    [{ courseId: claim.courseId, points: claim.point, source: 'course' }],
    now,
    standing,
  );
  await tx
    .insert(enrollments)
    .values({
      userId: claim.userId,
      courseId: claim.courseId,
      state: 'complete',
      certificateUrl: claim.certificateUrl,
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
  return paid.reduce((sum, r) => sum + r.points, 0);
}

// ---------- history ----------

const claimColumns = {
  id: completionClaims.id,
  site: completionClaims.site,
  certificateUrl: completionClaims.certificateUrl,
  source: completionClaims.source,
  state: completionClaims.state,
  reason: completionClaims.reason,
  points: completionClaims.points,
  beforeSignup: completionClaims.beforeSignup,
  certificateDate: completionClaims.certificateDate,
  createdAt: completionClaims.createdAt,
  decidedAt: completionClaims.decidedAt,
  courseId: courses.id,
  courseName: courses.name,
  website: courses.website,
  courseUrl: courses.url,
};
type ClaimListRow = Omit<ClaimRow, 'userId' | 'courseId' | 'certificateKey' | 'holdReason'> & {
  courseId: string;
  courseName: string;
  website: string;
  courseUrl: string;
};

export function presentClaim(row: ClaimListRow): TClaim {
  return {
    _id: row.id,
    course: { _id: row.courseId, name: row.courseName, website: row.website, url: row.courseUrl },
    site: row.site,
    certificateUrl: row.certificateUrl,
    source: row.source,
    state: row.state,
    reason: row.reason,
    points: row.points,
    beforeSignup: row.beforeSignup,
    certificateDate: row.certificateDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export async function claimById(db: Db, claimId: string): Promise<TClaim | null> {
  const [row] = await db
    .select(claimColumns)
    .from(completionClaims)
    .innerJoin(courses, eq(courses.id, completionClaims.courseId))
    .where(eq(completionClaims.id, claimId));
  return row ? presentClaim(row) : null;
}

/** An officer's claims, newest first, and how many are still waiting. */
export async function pointsHistory(db: Db, userId: string, page: number, limit: number) {
  const [items, [totals]] = await Promise.all([
    db
      .select(claimColumns)
      .from(completionClaims)
      .innerJoin(courses, eq(courses.id, completionClaims.courseId))
      .where(eq(completionClaims.userId, userId))
      .orderBy(desc(completionClaims.createdAt), desc(completionClaims.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({
        total: count(),
        verifying: sql<number>`(count(*) filter (where ${completionClaims.state} in ('pending', 'review')))::int`,
      })
      .from(completionClaims)
      .where(eq(completionClaims.userId, userId)),
  ]);
  return {
    items: items.map(presentClaim),
    page,
    limit,
    total: totals?.total ?? 0,
    verifying: totals?.verifying ?? 0,
  };
}
