import { count, desc, eq, sql } from 'drizzle-orm';
import type { TClaim } from '@dpts/contract';
import type { Db } from '../../db/client.ts';
import { completionClaims, courses } from '../../db/schema.ts';
import type { ClaimRow } from './open.ts';

const claimColumns = {
  id: completionClaims.id,
  site: completionClaims.site,
  certificateUrl: completionClaims.certificateUrl,
  source: completionClaims.source,
  state: completionClaims.state,
  reason: completionClaims.reason,
  points: completionClaims.points,
  beforeSignup: completionClaims.beforeSignup,
  pastLearning: completionClaims.pastLearning,
  heldByOther: sql<boolean>`${completionClaims.heldBy} is not null`,
  certificateDate: completionClaims.certificateDate,
  createdAt: completionClaims.createdAt,
  decidedAt: completionClaims.decidedAt,
  courseId: courses.id,
  courseName: courses.name,
  website: courses.website,
  courseUrl: courses.url,
};
type ClaimListRow = Pick<
  ClaimRow,
  | 'id'
  | 'site'
  | 'certificateUrl'
  | 'source'
  | 'state'
  | 'reason'
  | 'points'
  | 'beforeSignup'
  | 'pastLearning'
  | 'certificateDate'
  | 'createdAt'
  | 'decidedAt'
> & {
  heldByOther: boolean;
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
    pastLearning: row.pastLearning,
    heldByOther: row.heldByOther,
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
