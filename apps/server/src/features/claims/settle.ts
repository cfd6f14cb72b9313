import { sql, type SQL } from 'drizzle-orm';
import { claimReasons } from '@dpts/contract';
import type { Config } from '../../config.ts';
import { rows, type Db, type Tx } from '../../db/client.ts';
import { finishJobs, type JobContext } from '../../lib/job-queue.ts';
import { lagosDay, lagosDayStart } from '../../lib/lagos-time.ts';
import { awardPoints, lockOfficer } from '../points/ledger.ts';
import type { Verdict } from './check-certificate.ts';

/** A checked claim to settle, and the job that checked it (finished with the settling). */
export type Settling = { claimId: string; verdict: Verdict; job?: JobContext };

type Caps = Config['claims'];

const list = (values: (string | number)[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** A claim as read under its officer's lock, its certificate bound if it was verified. */
type Locked = {
  id: string;
  courseId: string;
  state: string;
  certificateUrl: string;
  holdReason: string | null;
  point: number;
  signedUpAt: Date | string;
  holderId: string | null;
  holderCourseId: string | null;
  doneToday: number;
  earnedToday: number;
};

type Decision = {
  id: string;
  state: 'verified' | 'rejected' | 'review';
  reason: string | null;
  certificateDate: Date | null;
  beforeSignup: boolean;
};

/**
 * Settles checked claims of one officer in one transaction under the officer's lock: a verified
 * certificate is bound to the officer and pays its course through the ledger (exactly once: the
 * claim must still be pending, the ledger row is unique), unless a hold or a daily cap sends it
 * to review; the claims' jobs end in the same commit. Claims are decided in the order given, so
 * the caps count the ones paid before them. A fixed number of statements however many claims.
 */
export async function settleClaims(
  db: Db,
  userId: string,
  items: Settling[],
  now: Date,
  caps: Caps,
): Promise<void> {
  if (items.length === 0) return;
  await db.transaction(async (tx) => {
    const standing = await lockOfficer(tx, userId);
    // After the lock, so that this statement's snapshot holds every earlier settling of theirs.
    const today = lagosDay(now);
    const verifiedIds = items.filter((i) => i.verdict.outcome === 'verified').map((i) => i.claimId);
    const locked = await rows<Locked>(
      tx,
      sql`with claim as (
            select c.id, c.course_id, c.state, c.certificate_key, c.certificate_url,
                   c.hold_reason, co.point, u.created_at
            from completion_claims c
            join courses co on co.id = c.course_id
            join users u on u.id = c.user_id
            where c.id in (${list(items.map((i) => i.claimId))}) and c.user_id = ${userId}
            for update of c
          ), bound as (
            insert into completion_certificates (certificate_key, user_id, course_id, certificate_url)
            select certificate_key, ${userId}, course_id, certificate_url from claim
            where state = 'pending'
              and ${verifiedIds.length > 0 ? sql`id in (${list(verifiedIds)})` : sql`false`}
            on conflict do nothing
            returning certificate_key, user_id, course_id
          )
          select claim.id, claim.course_id as "courseId", claim.state,
                 claim.certificate_url as "certificateUrl", claim.hold_reason as "holdReason",
                 claim.point, claim.created_at as "signedUpAt",
                 -- A certificate bound by another officer's transaction that committed after
                 -- this statement began shows neither here: it is someone else's (null).
                 coalesce(b.user_id, h.user_id) as "holderId",
                 coalesce(b.course_id, h.course_id) as "holderCourseId",
                 (select count(*) from completion_claims
                  where user_id = ${userId} and state = 'verified'
                    and decided_at >= ${lagosDayStart(today)})::int as "doneToday",
                 coalesce((select points from daily_points
                           where day = ${today} and user_id = ${userId}), 0)::int as "earnedToday"
          from claim
          left join bound b on b.certificate_key = claim.certificate_key
          left join completion_certificates h on h.certificate_key = claim.certificate_key`,
    );
    const byId = new Map(locked.map((c) => [c.id, c]));
    let done = locked[0]?.doneToday ?? 0;
    let earned = locked[0]?.earnedToday ?? 0;
    const decisions: Decision[] = [];
    const paying: Locked[] = [];
    const decided = new Set<string>();
    for (const { claimId, verdict } of items) {
      const claim = byId.get(claimId);
      if (!claim || claim.state !== 'pending' || decided.has(claimId)) continue;
      decided.add(claimId);
      const certificateDate =
        verdict.outcome === 'rejected' ? null : (verdict.certificateDate ?? null);
      const decide = (state: Decision['state'], reason: string | null) =>
        decisions.push({
          id: claimId,
          state,
          reason,
          certificateDate,
          beforeSignup: !!certificateDate && certificateDate < new Date(claim.signedUpAt),
        });
      if (verdict.outcome !== 'verified') decide(verdict.outcome, verdict.reason);
      else if (claim.holderId !== userId) decide('rejected', claimReasons.taken);
      else if (claim.holderCourseId !== claim.courseId)
        decide('rejected', claimReasons.otherCourse);
      else if (claim.holdReason) decide('review', claim.holdReason);
      else if (done >= caps.dailyCompletions) decide('review', claimReasons.dailyCompletions);
      else if (earned + claim.point > caps.dailyPoints) decide('review', claimReasons.dailyPoints);
      else {
        done += 1;
        earned += claim.point;
        decide('verified', null);
        paying.push(claim);
      }
    }

    const paid = new Map<string, number>();
    if (paying.length > 0) {
      const written = await awardPoints(
        tx,
        userId,
        paying.map((c) => ({ courseId: c.courseId, points: c.point, source: 'course' as const })),
        now,
        standing,
      );
      for (const w of written) if (w.courseId) paid.set(w.courseId, w.points);
    }
    if (decisions.length > 0) await writeDecisions(tx, userId, decisions, paying, paid, now);
    await finishJobs(
      tx,
      items.flatMap((i) => (i.job ? [i.job] : [])),
    );
  });
}

/**
 * Writes the claims' states and the enrolments they change: paid courses complete (keeping a
 * certificate link and completion time they had), rejected ones back to enrolled.
 */
async function writeDecisions(
  tx: Tx,
  userId: string,
  decisions: Decision[],
  paying: Locked[],
  paid: Map<string, number>,
  now: Date,
): Promise<void> {
  const courseOf = new Map(paying.map((c) => [c.id, c.courseId]));
  const values = sql.join(
    decisions.map(
      (d) =>
        sql`(${d.id}::uuid, ${d.state}::text, ${d.reason}::text,
             ${d.state === 'verified' ? (paid.get(courseOf.get(d.id)!) ?? 0) : 0}::int,
             ${d.certificateDate}::timestamptz, ${d.beforeSignup}::boolean)`,
    ),
    sql`, `,
  );
  const completed =
    paying.length > 0
      ? sql`, completed as (
          insert into enrollments
            (user_id, course_id, state, certificate_url, enrolled_at, completed_at)
          values ${sql.join(
            paying.map(
              (c) =>
                sql`(${userId}::uuid, ${c.courseId}::uuid, 'complete', ${c.certificateUrl}, ${now}::timestamptz, ${now}::timestamptz)`,
            ),
            sql`, `,
          )}
          on conflict (user_id, course_id) do update set
            state = 'complete',
            certificate_url = coalesce(enrollments.certificate_url, excluded.certificate_url),
            completed_at = coalesce(enrollments.completed_at, excluded.completed_at)
        )`
      : sql``;
  await tx.execute(sql`
    with settled as (
      update completion_claims c
      set state = v.state, reason = v.reason, points = v.points,
          certificate_date = v.certificate_date, before_signup = v.before_signup,
          decided_at = ${now}
      from (values ${values}) as v(id, state, reason, points, certificate_date, before_signup)
      where c.id = v.id
    )${completed}
    select 1`);
  const rejected = decisions.filter((d) => d.state === 'rejected').map((d) => d.id);
  if (rejected.length > 0)
    await tx.execute(sql`
      update enrollments e set state = 'enrolled'
      from completion_claims c
      where c.id in (${list(rejected)}) and e.user_id = c.user_id and e.course_id = c.course_id
        and e.state = 'verifying'`);
}

type Waiting = { item: Settling; resolve: () => void; reject: (err: unknown) => void };

/**
 * Settles checked claims as they come, one transaction at a time per officer: the claims of an
 * officer that arrive while one of theirs is being settled wait here (not on a database
 * connection, behind the officer's row lock) and are then settled together in one transaction.
 * An officer's completions tend to arrive in batches (the extension syncs them together), so
 * this turns a batch's row-lock queue into one or two transactions.
 */
export class ClaimSettler {
  private readonly waiting = new Map<string, Waiting[]>();

  constructor(private readonly deps: { db: Db; caps: Caps; now(): Date; maxGroup?: number }) {}

  /** Resolves once the claim is settled (or found settled already); rejects if that failed. */
  settle(userId: string, item: Settling): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const entry = { item, resolve, reject };
      const queue = this.waiting.get(userId);
      if (queue) {
        queue.push(entry);
        return;
      }
      this.waiting.set(userId, [entry]);
      void this.run(userId);
    });
  }

  private async run(userId: string): Promise<void> {
    const queue = this.waiting.get(userId)!;
    while (queue.length > 0)
      await this.settleGroup(userId, queue.splice(0, this.deps.maxGroup ?? 100));
    this.waiting.delete(userId);
  }

  private async settleGroup(userId: string, group: Waiting[]): Promise<void> {
    // A job whose process is stopping writes nothing: the queue runs it again.
    const live = group.filter(({ item, reject }) => {
      if (!item.job?.signal.aborted) return true;
      reject(item.job.signal.reason);
      return false;
    });
    const settle = (entries: Waiting[]) =>
      settleClaims(
        this.deps.db,
        userId,
        entries.map((e) => e.item),
        this.deps.now(),
        this.deps.caps,
      );
    try {
      await settle(live);
      for (const e of live) e.resolve();
    } catch (err) {
      if (live.length === 1) return live[0]!.reject(err);
      // One failing claim must not hold back the others: each on its own, then.
      for (const e of live) await settle([e]).then(e.resolve, e.reject);
    }
  }
}
