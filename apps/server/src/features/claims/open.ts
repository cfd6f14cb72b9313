import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  CLAIMS_RECLAIM_BLOCK_DAYS,
  CLAIMS_REVIEW_OPEN_MAX,
  certificateLookup,
  claimReasons,
  claimReasonsWithoutBlock,
} from '@dpts/contract';
import { rows, type Tx } from '../../db/client.ts';
import { completionClaims, enrollments } from '../../db/schema.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import { holdersOf, list, markVerifying } from './steps.ts';

export type ClaimRow = typeof completionClaims.$inferSelect;

/** A completion to claim: the course, and the certificate that should prove it. */
export type NewClaim = {
  courseId: string;
  /** the issuing site's rule id */
  site: string;
  /** `{site}:{certificate id}`, the id normalised by the site's rule (one certificate, one key) */
  certificateKey: string;
  certificateUrl: string;
  source: 'extension' | 'manual';
  /** the same batch reported a visit or start of the course (received now) */
  startedInBatch?: boolean;
};

/** What opening a claim came to for its course. */
export type Opened =
  | { claimId: string; state: ClaimRow['state']; created: boolean }
  /** not opened: the certificate was rejected lately, or too many claims wait for review */
  | { refused: 'blocked'; rejectedAt: Date }
  | { refused: 'reviewCap' };

const DAY = 86_400_000;

/**
 * Opens completion claims for one officer inside the caller's transaction (which holds the
 * officer's lock), and queues their verification there too, so a claim never exists without its
 * job. A course with an open claim (pending, in review or verified) keeps it. A certificate the
 * officer had rejected in the last 7 days is not claimed again. One another officer holds, or one
 * whose site has no public check, goes straight to review, at most `CLAIMS_REVIEW_OPEN_MAX`
 * waiting at once. The course shows `Verifying` meanwhile.
 */
export async function openClaims(
  tx: Tx,
  jobs: JobQueue,
  userId: string,
  claims: NewClaim[],
  now: Date,
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
  let fresh = wanted.filter((c) => !opened.has(c.courseId));
  if (fresh.length === 0) return opened;

  // Rejected lately, and not reopened since: not again for a week.
  const keys = fresh.map((c) => c.certificateKey);
  const recent = await rows<{ key: string; at: Date | string }>(
    tx,
    sql`select certificate_key as key, max(decided_at) as at from completion_claims
        where user_id = ${userId} and state = 'rejected' and certificate_key in (${list(keys)})
          and decided_at > ${new Date(now.getTime() - CLAIMS_RECLAIM_BLOCK_DAYS * DAY)}
          and coalesce(reason, '') not in (${list([...claimReasonsWithoutBlock])})
        group by certificate_key`,
  );
  const rejectedAt = new Map(recent.map((r) => [r.key, new Date(r.at)]));
  for (const c of fresh) {
    const at = rejectedAt.get(c.certificateKey);
    if (at) opened.set(c.courseId, { refused: 'blocked', rejectedAt: at });
  }
  fresh = fresh.filter((c) => !opened.has(c.courseId));
  if (fresh.length === 0) return opened;

  const holders = await holdersOf(tx, keys);
  // The server's own record of the officer on the course: never a time the client states.
  const seen = await tx
    .select({ courseId: enrollments.courseId, enrolledAt: enrollments.enrolledAt })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), inArray(enrollments.courseId, courseIds)));
  const seenAt = new Map(seen.map((s) => [s.courseId, s.enrolledAt]));
  const [waiting] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from completion_claims
        where user_id = ${userId} and state = 'review'`,
  );
  let inReview = waiting?.n ?? 0;

  const values = [];
  for (const c of fresh) {
    const h = holders.get(c.certificateKey);
    const heldBy = h && h.userId !== userId ? h.userId : null;
    const checkable = !!certificateLookup(c.site, new URL(c.certificateUrl));
    const toReview = heldBy
      ? claimReasons.heldByOther
      : checkable
        ? null
        : claimReasons.noPublicCheck;
    if (toReview) {
      if (inReview >= CLAIMS_REVIEW_OPEN_MAX) {
        opened.set(c.courseId, { refused: 'reviewCap' });
        continue;
      }
      inReview += 1;
    }
    const { startedInBatch, ...claim } = c;
    values.push({
      ...claim,
      userId,
      state: toReview ? ('review' as const) : ('pending' as const),
      reason: toReview,
      heldBy,
      seenStartedAt: seenAt.get(c.courseId) ?? (startedInBatch ? now : null),
      createdAt: now,
      decidedAt: toReview ? now : null,
    });
  }
  if (values.length === 0) return opened;
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
  await markVerifying(
    tx,
    userId,
    inserted.map((p) => p.courseId),
    now,
  );
  return opened;
}
