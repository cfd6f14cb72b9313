import { sql, type SQL } from 'drizzle-orm';
import type { TReviewClaim, TReviewQuery } from '@dpts/contract';
import { adminMessages, claimReasons } from '@dpts/contract';
import { rows, type Db, type Tx } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import {
  decideClaims,
  reopenClaim,
  type Caps,
  type Decided,
  type Refusal,
} from '../claims/index.ts';
import { lockOfficer, type Standing } from '../points/index.ts';
import { writeAudit, type Actor } from './audit.ts';

type PageQuery = Required<Pick<TReviewQuery, 'page' | 'limit' | 'view'>>;

/**
 * Which claims each tab lists: waiting in review (the partial index of migration 0004); paid or
 * waiting while another officer held the certificate (an administrator says who holds it); and
 * rejected in the last 30 days (an administrator may reopen one).
 */
const views: Record<PageQuery['view'], SQL> = {
  waiting: sql`c.state = 'review'`,
  held: sql`c.held_by is not null and c.state in ('review', 'verified')`,
  rejected: sql`c.state = 'rejected' and c.decided_at > now() - interval '30 days'`,
};

type ReviewRow = {
  id: string;
  site: string;
  certificateKey: string;
  certificateUrl: string;
  source: string;
  state: 'review' | 'verified' | 'rejected';
  reason: string | null;
  holdReason: string | null;
  certificateDate: Date | string | null;
  beforeSignup: boolean;
  pastLearning: boolean;
  evidence: Record<string, string> | null;
  createdAt: Date | string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  courseId: string;
  courseName: string;
  website: string;
  point: number;
  holderId: string | null;
  holderFirstName: string | null;
  holderLastName: string | null;
  holderEmail: string | null;
};

/** Claims for an administrator (one tab), oldest first; rejected ones newest first. */
export async function listReviewClaims(
  db: Db,
  query: PageQuery,
): Promise<{ items: TReviewClaim[]; total: number; totalCapped: boolean }> {
  const where = views[query.view];
  const order = query.view === 'rejected' ? sql`c.decided_at desc, c.id` : sql`c.created_at, c.id`;
  const [found, [counted]] = await Promise.all([
    rows<ReviewRow>(
      db,
      sql`select c.id, c.site, c.certificate_key as "certificateKey",
                 c.certificate_url as "certificateUrl", c.source, c.state, c.reason,
                 c.hold_reason as "holdReason", c.certificate_date as "certificateDate",
                 c.before_signup as "beforeSignup", c.past_learning as "pastLearning",
                 c.evidence, c.created_at as "createdAt",
                 u.id as "userId", u.first_name as "firstName", u.last_name as "lastName",
                 u.email, co.id as "courseId", co.name as "courseName", co.website, co.point,
                 h.id as "holderId", h.first_name as "holderFirstName",
                 h.last_name as "holderLastName", h.email as "holderEmail"
          from completion_claims c
          join users u on u.id = c.user_id
          join courses co on co.id = c.course_id
          left join users h on h.id = c.held_by
          where ${where}
          order by ${order}
          limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
    ),
    rows<{ n: number }>(db, sql`select count(*)::int as n from completion_claims c where ${where}`),
  ]);
  return { items: found.map(presentReviewClaim), total: counted?.n ?? 0, totalCapped: false };
}

function presentReviewClaim(c: ReviewRow): TReviewClaim {
  const date = c.certificateDate ? new Date(c.certificateDate) : null;
  return {
    _id: c.id,
    officer: { _id: c.userId, firstName: c.firstName, lastName: c.lastName, email: c.email },
    course: { _id: c.courseId, name: c.courseName, website: c.website, point: c.point },
    evidenceUrl: c.certificateUrl,
    // What the verifier read in the issuer's fields (no page text is kept), labelled for the
    // administrator's table.
    verifierSaw: {
      Site: c.site,
      'Certificate id': c.certificateKey.slice(c.certificateKey.indexOf(':') + 1),
      'Sent from': c.source === 'manual' ? 'a pasted link' : 'the extension',
      ...(c.evidence ?? {}),
      ...(date ? { 'Certificate date': date.toISOString().slice(0, 10) } : {}),
      ...(c.beforeSignup ? { 'Dated before sign-up': 'yes' } : {}),
      ...(c.pastLearning ? { 'Past learning': 'yes' } : {}),
      ...(c.holdReason && c.holdReason !== c.reason ? { Held: c.holdReason } : {}),
    },
    reviewReason: c.reason ?? c.holdReason ?? '',
    state: c.state,
    heldBy: c.holderId
      ? {
          _id: c.holderId,
          firstName: c.holderFirstName ?? '',
          lastName: c.holderLastName ?? '',
          email: c.holderEmail ?? '',
        }
      : null,
    createdAt: new Date(c.createdAt).toISOString(),
  };
}

/** How many claims wait (the menu badge). */
export async function countReviewClaims(db: Db): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from completion_claims where state = 'review'`,
  );
  return row?.n ?? 0;
}

type ClaimHead = {
  userId: string;
  courseId: string;
  state: string;
  reason: string | null;
  certificateKey: string;
  heldBy: string | null;
  email: string;
  courseName: string;
};

async function claimHead(db: Db | Tx, claimId: string): Promise<ClaimHead> {
  const [head] = await rows<ClaimHead>(
    db,
    sql`select c.user_id as "userId", c.course_id as "courseId", c.state, c.reason,
               c.certificate_key as "certificateKey", c.held_by as "heldBy", u.email,
               co.name as "courseName"
        from completion_claims c join users u on u.id = c.user_id
        join courses co on co.id = c.course_id
        where c.id = ${claimId}`,
  );
  if (!head) throw notFound(adminMessages.claimNotFound);
  return head;
}

/** Nobody decides their own claim, nor one on a certificate they hold. */
function notOwn(actor: Actor, ...officers: (string | null)[]): void {
  if (officers.includes(actor.id)) throw forbidden(adminMessages.ownClaim);
}

function refusedError(refusal: Refusal | undefined): AppError {
  if (!refusal || refusal.why === 'decided')
    return new AppError('CONFLICT', adminMessages.claimDecided);
  return refusal.why === 'overCap'
    ? new AppError('CLAIM_OVER_CAP', adminMessages.claimOverCap(refusal.message))
    : new AppError('CONFLICT', refusal.message);
}

function applied(result: Decided | undefined): Extract<Decided, { state: string }> {
  if (!result || 'refused' in result)
    throw refusedError(result && 'refused' in result ? result.refused : undefined);
  return result;
}

export type ClaimDecision =
  { approve: true; overCap?: boolean } | { approve: false; reason: string };

/**
 * Approves (through the claim life cycle: bound, within the daily caps unless `overCap`, paid
 * once) or rejects a claim in `review`, and records it in the audit log. A claim another
 * administrator decided first answers 409 `adminMessages.claimDecided`; an approval past a daily
 * cap without `overCap` answers 409 with the cap; one's own claim 403. The officer's lock is taken
 * first, as the verifier takes it.
 */
export async function decideClaim(
  db: Db,
  actor: Actor,
  claimId: string,
  decision: ClaimDecision,
  caps: Caps,
  now = new Date(),
): Promise<{ _id: string; state: 'verified' | 'rejected'; pointsAwarded: number }> {
  return db.transaction(async (tx) => {
    const head = await claimHead(tx, claimId);
    notOwn(actor, head.userId);
    const standing = await lockOfficer(tx, head.userId);
    const [decided] = await decideClaims(
      tx,
      head.userId,
      standing,
      [
        decision.approve
          ? { kind: 'approve', claimId, overCap: decision.overCap ?? false }
          : { kind: 'reject', claimId, reason: decision.reason },
      ],
      now,
      caps,
    );
    const result = applied(decided);
    const state = result.state === 'verified' ? 'verified' : 'rejected';
    await writeAudit(tx, actor, {
      action: decision.approve ? 'claim.approve' : 'claim.reject',
      entity: 'claim',
      entityId: claimId,
      before: { email: head.email, course: head.courseName, state: 'review', reason: head.reason },
      after: {
        email: head.email,
        course: head.courseName,
        state,
        reason: result.reason,
        points: result.points,
        ...(result.overCap ? { overCap: true } : {}),
      },
    });
    return { _id: claimId, state, pointsAwarded: result.points };
  });
}

/**
 * Moves a certificate to this claim's officer, its real holder: every other officer who was paid
 * for it has those points taken back (their claim rejected, their course no longer complete), and
 * this officer's claim is approved (within the caps unless `overCap`) or, paid already, kept. The
 * officers are locked in one order, so two moves never deadlock; claim states make it happen once.
 */
export async function moveCertificate(
  db: Db,
  actor: Actor,
  claimId: string,
  options: { overCap: boolean },
  caps: Caps,
  now = new Date(),
): Promise<{
  _id: string;
  state: 'verified';
  pointsAwarded: number;
  pointsTakenBack: number;
}> {
  return db.transaction(async (tx) => {
    const head = await claimHead(tx, claimId);
    const others = await rows<{ id: string; userId: string; email: string }>(
      tx,
      sql`select c.id, c.user_id as "userId", u.email from completion_claims c
          join users u on u.id = c.user_id
          where c.certificate_key = ${head.certificateKey} and c.user_id <> ${head.userId}
            and c.state = 'verified'
          union
          select null, cc.user_id, u.email from completion_certificates cc
          join users u on u.id = cc.user_id
          where cc.certificate_key = ${head.certificateKey} and cc.user_id <> ${head.userId}`,
    );
    const holders = [...new Set(others.map((o) => o.userId))];
    notOwn(actor, head.userId, ...holders);
    if (holders.length === 0 && !head.heldBy)
      throw new AppError('CONFLICT', adminMessages.claimNotHeld);

    const standings = new Map<string, Standing>();
    for (const id of [head.userId, ...holders].sort()) standings.set(id, await lockOfficer(tx, id));
    const fresh = await claimHead(tx, claimId);
    if (fresh.state !== 'review' && fresh.state !== 'verified')
      throw new AppError('CONFLICT', adminMessages.claimDecided);

    let takenBack = 0;
    for (const holder of holders) {
      const claims = others.filter((o) => o.userId === holder && o.id);
      const decided = await decideClaims(
        tx,
        holder,
        standings.get(holder)!,
        claims.map((c) => ({
          kind: 'revoke' as const,
          claimId: c.id,
          reason: claimReasons.movedToHolder,
        })),
        now,
        caps,
      );
      for (const d of decided) takenBack -= applied(d).points;
    }
    // Whatever binding is left (held without being paid) goes too.
    await tx.execute(sql`delete from completion_certificates
      where certificate_key = ${head.certificateKey} and user_id <> ${head.userId}`);

    let paid = 0;
    if (fresh.state === 'review') {
      const [decided] = await decideClaims(
        tx,
        head.userId,
        standings.get(head.userId)!,
        [{ kind: 'approve', claimId, overCap: options.overCap }],
        now,
        caps,
      );
      paid = applied(decided).points;
    } else {
      // Paid already (two officers were paid before certificates were normalised): it keeps
      // the points and now holds the certificate alone.
      await tx.execute(sql`
        insert into completion_certificates (certificate_key, user_id, course_id, certificate_url)
        select certificate_key, user_id, course_id, certificate_url from completion_claims
        where id = ${claimId}
        on conflict (certificate_key) do update set user_id = excluded.user_id,
          course_id = excluded.course_id, certificate_url = excluded.certificate_url`);
    }
    await tx.execute(sql`update completion_claims set held_by = null where id = ${claimId}`);
    // Others still waiting on this certificate now wait on its holder.
    await tx.execute(sql`update completion_claims set held_by = ${head.userId}
      where certificate_key = ${head.certificateKey} and state = 'review'
        and user_id <> ${head.userId}`);
    await writeAudit(tx, actor, {
      action: 'claim.move',
      entity: 'claim',
      entityId: claimId,
      before: {
        course: head.courseName,
        holders: [...new Set(others.map((o) => o.email))],
        state: fresh.state,
      },
      after: {
        course: head.courseName,
        holder: head.email,
        points: paid,
        pointsTakenBack: takenBack,
        ...(options.overCap ? { overCap: true } : {}),
      },
    });
    return { _id: claimId, state: 'verified', pointsAwarded: paid, pointsTakenBack: takenBack };
  });
}

/** Reopens a rejected claim: it is checked again, and its officer need not wait a week. */
export async function reopenRejectedClaim(
  db: Db,
  jobs: JobQueue,
  actor: Actor,
  claimId: string,
  now = new Date(),
): Promise<{ _id: string; state: 'pending'; pointsAwarded: number }> {
  return db.transaction(async (tx) => {
    const head = await claimHead(tx, claimId);
    notOwn(actor, head.userId);
    await lockOfficer(tx, head.userId);
    const outcome = await reopenClaim(tx, jobs, head.userId, claimId, now);
    if (outcome === 'decided') throw new AppError('CONFLICT', adminMessages.claimNotRejected);
    if (outcome === 'open') throw new AppError('CONFLICT', adminMessages.claimStillOpen);
    await writeAudit(tx, actor, {
      action: 'claim.reopen',
      entity: 'claim',
      entityId: claimId,
      before: {
        email: head.email,
        course: head.courseName,
        state: 'rejected',
        reason: head.reason,
      },
      after: { email: head.email, course: head.courseName, state: 'pending' },
    });
    return { _id: claimId, state: 'pending', pointsAwarded: 0 };
  });
}
