import { and, eq } from 'drizzle-orm';
import {
  CLAIMS_RECLAIM_BLOCK_DAYS,
  LAGOS_TIME_ZONE,
  claimMessages,
  findSite,
  learningSites,
  type TClaimRequest,
} from '@dpts/contract';
import type { Db } from '../../db/client.ts';
import { claimClientKeys, courses } from '../../db/schema.ts';
import { AppError, badRequest, tooManyRequests } from '../../lib/app-error.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import { isRetryableConflict } from '../../lib/db-errors.ts';
import { lockOfficer } from '../points/index.ts';
import { openClaims } from './open.ts';

/**
 * A certificate link pasted by an officer: it must be a certificate page the course's own site
 * issues (Credly badges for Cisco and IBM courses), then it goes through the same claim and
 * verification as the extension's completions. Returns the claim's id.
 */
export async function claimManually(
  deps: { db: Db; jobs: JobQueue },
  userId: string,
  request: TClaimRequest,
  now: Date,
): Promise<string> {
  // The same key again (a phone resending a claim it saved offline): the claim it made.
  const key = request.idempotencyKey;
  const earlier = key ? await claimOfKey(deps.db, userId, key) : null;
  if (earlier) return earlier;
  const url = new URL(request.certificateUrl);
  const site = findSite(url);
  const certificateId = site?.certificateId(url) ?? null;
  if (!site || !certificateId) throw badRequest(claimMessages.notACertificate, 'certificateUrl');
  if (!request.courseId) throw badRequest(claimMessages.unknownCourse, 'courseId');
  const [course] = await deps.db
    .select({ id: courses.id, website: courses.website })
    .from(courses)
    .where(and(eq(courses.id, request.courseId), eq(courses.isActive, true)));
  if (!course) throw badRequest('Unknown course', 'courseId');
  const courseSite = learningSites.find((s) => s.name === course.website);
  if (!courseSite?.isCompletionUrl(url))
    throw badRequest(claimMessages.notThisSite(course.website), 'certificateUrl');

  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.db.transaction(async (tx) => {
        await lockOfficer(tx, userId);
        const opened = await openClaims(
          tx,
          deps.jobs,
          userId,
          [
            {
              courseId: course.id,
              site: site.id,
              certificateKey: `${site.id}:${certificateId}`,
              certificateUrl: url.href,
              source: 'manual',
            },
          ],
          now,
        );
        const claim = opened.get(course.id)!;
        if ('refused' in claim) {
          if (claim.refused === 'reviewCap') throw tooManyRequests(claimMessages.tooManyInReview);
          const from = new Date(
            claim.rejectedAt.getTime() + CLAIMS_RECLAIM_BLOCK_DAYS * 86_400_000,
          );
          throw new AppError(
            'CONFLICT',
            claimMessages.rejectedRecently(dayOf(claim.rejectedAt), dayOf(from)),
          );
        }
        if (!claim.created) throw new AppError('CONFLICT', claimMessages.alreadyClaimed);
        // Committed with the claim: two requests with one key race here, one of them wins.
        if (key) await tx.insert(claimClientKeys).values({ userId, key, claimId: claim.claimId });
        return claim.claimId;
      });
    } catch (error) {
      // The same key sent twice at once: the other request made the claim.
      const other = key ? await claimOfKey(deps.db, userId, key) : null;
      if (other) return other;
      if (attempt >= 3 || !isRetryableConflict(error)) throw error;
    }
  }
}

async function claimOfKey(db: Db, userId: string, key: string): Promise<string | null> {
  const [row] = await db
    .select({ claimId: claimClientKeys.claimId })
    .from(claimClientKeys)
    .where(and(eq(claimClientKeys.userId, userId), eq(claimClientKeys.key, key)));
  return row?.claimId ?? null;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: LAGOS_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const dayOf = (at: Date) => dayFormat.format(at);
