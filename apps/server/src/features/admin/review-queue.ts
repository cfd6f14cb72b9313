import { asc, eq, sql } from 'drizzle-orm';
import type { TReviewClaim } from '@dpts/contract';
import { adminMessages } from '@dpts/contract';
import { rows, type Db } from '../../db/client.ts';
import { completionClaims, courses, users } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { bindCertificate, payCompletion } from '../claims/service.ts';
import { lockOfficer } from '../points/ledger.ts';
import { writeAudit, type Actor } from './audit.ts';

type PageQuery = { page: number; limit: number; search?: string | undefined };

const inReview = eq(completionClaims.state, 'review');

/** Claims waiting for an administrator, oldest first (the partial index of migration 0004). */
export async function listReviewClaims(
  db: Db,
  query: PageQuery,
): Promise<{ items: TReviewClaim[]; total: number; totalCapped: boolean }> {
  const [found, total] = await Promise.all([
    db
      .select({
        id: completionClaims.id,
        site: completionClaims.site,
        certificateKey: completionClaims.certificateKey,
        certificateUrl: completionClaims.certificateUrl,
        source: completionClaims.source,
        reason: completionClaims.reason,
        holdReason: completionClaims.holdReason,
        certificateDate: completionClaims.certificateDate,
        beforeSignup: completionClaims.beforeSignup,
        createdAt: completionClaims.createdAt,
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        courseId: courses.id,
        courseName: courses.name,
        website: courses.website,
        point: courses.point,
      })
      .from(completionClaims)
      .innerJoin(users, eq(users.id, completionClaims.userId))
      .innerJoin(courses, eq(courses.id, completionClaims.courseId))
      .where(inReview)
      .orderBy(asc(completionClaims.createdAt), asc(completionClaims.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    countReviewClaims(db),
  ]);
  return {
    items: found.map((c) => ({
      _id: c.id,
      officer: { _id: c.userId, firstName: c.firstName, lastName: c.lastName, email: c.email },
      course: { _id: c.courseId, name: c.courseName, website: c.website, point: c.point },
      evidenceUrl: c.certificateUrl,
      // What the claims feature keeps of the verifier's reading (it stores no page text),
      // labelled for the administrator's table.
      verifierSaw: {
        Site: c.site,
        'Certificate id': c.certificateKey.slice(c.certificateKey.indexOf(':') + 1),
        'Sent from': c.source === 'manual' ? 'a pasted link' : 'the extension',
        ...(c.certificateDate
          ? { 'Certificate date': c.certificateDate.toISOString().slice(0, 10) }
          : {}),
        ...(c.beforeSignup ? { 'Dated before sign-up': 'yes' } : {}),
        ...(c.holdReason && c.holdReason !== c.reason ? { Held: c.holdReason } : {}),
      },
      reviewReason: c.reason ?? c.holdReason ?? '',
      createdAt: c.createdAt.toISOString(),
    })),
    total,
    totalCapped: false,
  };
}

/** How many claims wait (the menu badge). */
export async function countReviewClaims(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(completionClaims)
    .where(inReview);
  return row?.n ?? 0;
}

export type ClaimDecision = { approve: true } | { approve: false; reason: string };

/**
 * Approves (points through the ledger, once) or rejects a claim in `review`; a claim another
 * administrator decided first answers 409 `adminMessages.claimDecided`. The officer's lock is
 * taken before the claim row's, in the order the verifier takes them.
 */
export async function decideClaim(
  db: Db,
  actor: Actor,
  claimId: string,
  decision: ClaimDecision,
  now = new Date(),
): Promise<{ _id: string; state: 'verified' | 'rejected'; pointsAwarded: number }> {
  return db.transaction(async (tx) => {
    const [head] = await tx
      .select({ userId: completionClaims.userId })
      .from(completionClaims)
      .where(eq(completionClaims.id, claimId));
    if (!head) throw notFound(adminMessages.claimNotFound);
    const standing = await lockOfficer(tx, head.userId);
    const [claim] = await rows<{
      userId: string;
      courseId: string;
      state: string;
      reason: string | null;
      certificateKey: string;
      certificateUrl: string;
      point: number;
      email: string;
      courseName: string;
    }>(
      tx,
      sql`select c.user_id as "userId", c.course_id as "courseId", c.state, c.reason,
                 c.certificate_key as "certificateKey", c.certificate_url as "certificateUrl",
                 co.point, u.email, co.name as "courseName"
          from completion_claims c join courses co on co.id = c.course_id
          join users u on u.id = c.user_id
          where c.id = ${claimId} for update of c`,
    );
    if (!claim) throw notFound(adminMessages.claimNotFound);
    if (claim.state !== 'review') throw new AppError('CONFLICT', adminMessages.claimDecided);

    let state: 'verified' | 'rejected' = 'rejected';
    let reason = decision.approve ? null : decision.reason;
    let points = 0;
    if (decision.approve) {
      // The certificate may have been proved by another officer since; that one keeps it.
      const refused = await bindCertificate(tx, claim);
      if (refused) throw new AppError('CONFLICT', refused);
      points = await payCompletion(tx, claim, standing, now);
      state = 'verified';
      reason = null;
    } else {
      await tx.execute(sql`
        update enrollments set state = 'enrolled'
        where user_id = ${claim.userId} and course_id = ${claim.courseId} and state = 'verifying'`);
    }
    await tx
      .update(completionClaims)
      .set({ state, reason, points, decidedAt: now })
      .where(eq(completionClaims.id, claimId));
    await writeAudit(tx, actor, {
      action: decision.approve ? 'claim.approve' : 'claim.reject',
      entity: 'claim',
      entityId: claimId,
      before: {
        email: claim.email,
        course: claim.courseName,
        state: 'review',
        reason: claim.reason,
      },
      after: { email: claim.email, course: claim.courseName, state, reason, points },
    });
    return { _id: claimId, state, pointsAwarded: points };
  });
}
