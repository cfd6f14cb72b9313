import { and, eq } from 'drizzle-orm';
import { claimMessages, findSite, learningSites, type TClaimRequest } from '@dpts/contract';
import type { Db } from '../../db/client.ts';
import { courses } from '../../db/schema.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import { isRetryableConflict } from '../../lib/db-errors.ts';
import { lockOfficer } from '../points/ledger.ts';
import { openClaims } from './service.ts';

/**
 * A certificate link pasted by an officer: it must be a certificate page the course's own site
 * issues (Credly badges for Cisco and IBM courses), then it goes through the same claim and
 * verification as the extension's completions. Returns the claim's id.
 */
export async function claimManually(
  deps: { db: Db; jobs: JobQueue; minMinutes: number },
  userId: string,
  request: TClaimRequest,
  now: Date,
): Promise<string> {
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
          deps.minMinutes,
        );
        const claim = opened.get(course.id)!;
        if (!claim.created) throw new AppError('CONFLICT', claimMessages.alreadyClaimed);
        return claim.claimId;
      });
    } catch (error) {
      if (attempt >= 3 || !isRetryableConflict(error)) throw error;
    }
  }
}
