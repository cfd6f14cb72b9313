import { sql } from 'drizzle-orm';
import { claimReasons } from '@dpts/contract';
import type { Config } from '../../config.ts';
import { rows, type Tx } from '../../db/client.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import { lagosDay, lagosDayStart } from '../../lib/lagos-time.ts';
import { notify, type Notice } from '../notifications/index.ts';
import { reversePoints, type Standing } from '../points/index.ts';
import type { Evidence, Verdict } from './check-certificate.ts';
import type { Granted } from './readers.ts';
import {
  bindCertificates,
  freeCourses,
  holdersOf,
  list,
  markCompleteStatement,
  markVerifying,
  payCompletions,
  releaseCertificates,
  type Holder,
} from './steps.ts';

/**
 * The transitions of a completion claim after it was opened (`open.ts`), decided in one place
 * for the verifier and the administrators alike (issues #18, #19):
 *
 *   pending ──checked──▶ verified (paid) | review (held) | rejected
 *   review ──approve──▶ verified (paid)      review ──reject──▶ rejected
 *   rejected ──reopen──▶ pending (checked again)
 *   verified ──revoke──▶ rejected (points taken back: the certificate moved to its holder)
 *
 * Every transition runs in the caller's transaction under the officer's lock, and goes through
 * the same steps (`steps.ts`): a claim that pays binds its certificate, passes the timing hold and
 * the daily caps (an administrator may approve past a cap only by saying so), is paid through the
 * ledger and marks its enrolment complete; one that does not pay frees its course again.
 */

export type Caps = Config['claims'];

/** The name a check compared: frozen as the officer's certificate name by their first payment. */
export type CheckedName = { firstName: string; lastName: string };

export type Transition =
  /** the verifier read the issuing site: `pending` → verified, review or rejected */
  | { kind: 'checked'; claimId: string; verdict: Verdict; checkedName?: CheckedName }
  /** an administrator approves a claim in review; `overCap` approves past the daily caps */
  | { kind: 'approve'; claimId: string; overCap: boolean }
  /** an administrator rejects a claim in review */
  | { kind: 'reject'; claimId: string; reason: string }
  /** the certificate belongs to another officer: what it paid is taken back */
  | { kind: 'revoke'; claimId: string; reason: string };

/** What a transition came to. `refused` (administrators only): nothing was written for it. */
export type Decided =
  | {
      claimId: string;
      state: 'verified' | 'review' | 'rejected';
      reason: string | null;
      /** paid (verified) or taken back (revoked, negative) */
      points: number;
      /** approved past a daily cap (an explicit, audited choice) */
      overCap: boolean;
    }
  | { claimId: string; refused: Refusal };

export type Refusal =
  /** not in the state the transition starts from (decided by someone else first) */
  | { why: 'decided' }
  /** the certificate is bound to another officer or another course */
  | { why: 'taken' | 'otherCourse'; message: string }
  /** approving would go past a daily cap, and the administrator did not say so */
  | { why: 'overCap'; message: string };

/** A claim as read under its officer's lock. */
type Locked = {
  id: string;
  courseId: string;
  state: string;
  certificateKey: string;
  certificateUrl: string;
  holdReason: string | null;
  point: number;
  courseName: string;
  signedUpAt: Date | string;
  seenStartedAt: Date | string | null;
  createdAt: Date | string;
};

type Decision = {
  claim: Locked;
  state: 'verified' | 'rejected' | 'review';
  reason: string | null;
  granted: Granted | null;
  evidence: Evidence | null;
  heldBy: string | null;
  pastLearning: boolean;
  overCap: boolean;
  revoke: boolean;
};

const startState = {
  checked: 'pending',
  approve: 'review',
  reject: 'review',
  revoke: 'verified',
} as const;

const MINUTE = 60_000;

/**
 * The timing hold, from facts the server saw (never the client's clock): when it first saw the
 * officer on the course (`seenStartedAt`, else the claim itself) and when the issuer says the
 * certificate was granted.
 * - granted at least `minMinutes` before the server first saw the course: past learning (pays);
 * - granted less than `minMinutes` after a start the server saw, or around it: too soon;
 * - no start seen and granted lately, or no grant date and no start seen: a person decides;
 * - no grant date: the claim itself must come `minMinutes` after the start seen.
 */
export function timingHold(
  facts: { seenStartedAt: Date | null; claimedAt: Date; granted: Granted | null },
  minMinutes: number,
): { hold: string | null; pastLearning: boolean } {
  const min = minMinutes * MINUTE;
  const started = facts.seenStartedAt?.getTime() ?? null;
  const firstSeen = started ?? facts.claimedAt.getTime();
  const g = facts.granted;
  if (g) {
    // A day-only date counts by its latest possible instant here, its earliest below.
    if (g.to.getTime() <= firstSeen - min) return { hold: null, pastLearning: true };
    if (started === null) return { hold: claimReasons.noStart, pastLearning: false };
    if (g.from.getTime() < started + min)
      return { hold: claimReasons.tooSoon, pastLearning: false };
    return { hold: null, pastLearning: false };
  }
  if (started === null) return { hold: claimReasons.noStart, pastLearning: false };
  return facts.claimedAt.getTime() - started < min
    ? { hold: claimReasons.tooSoon, pastLearning: false }
    : { hold: null, pastLearning: false };
}

/**
 * Applies transitions to one officer's claims, in the order given (so the daily caps count the
 * claims paid before them). The caller's transaction holds the officer's lock (`standing`). A
 * fixed number of statements however many claims.
 */
export async function decideClaims(
  tx: Tx,
  userId: string,
  standing: Standing,
  transitions: Transition[],
  now: Date,
  caps: Caps,
): Promise<Decided[]> {
  if (transitions.length === 0) return [];
  const locked = await lockClaims(
    tx,
    userId,
    transitions.map((t) => t.claimId),
  );
  const byId = new Map(locked.map((c) => [c.id, c]));

  // Those that would pay bind their certificate first: whoever binds it first holds it. A check
  // that ended in review still learns whether someone else holds the certificate.
  const live = transitions.flatMap((t) => {
    const claim = byId.get(t.claimId);
    return claim && claim.state === startState[t.kind] ? [{ t, claim }] : [];
  });
  const binding = live.filter(
    ({ t }) => t.kind === 'approve' || (t.kind === 'checked' && t.verdict.outcome === 'verified'),
  );
  const holders = await bindCertificates(
    tx,
    userId,
    binding.map((b) => b.claim),
  );
  const asking = live.filter(({ t }) => t.kind === 'checked' && t.verdict.outcome === 'review');
  for (const [key, holder] of await holdersOf(
    tx,
    asking.map((a) => a.claim.certificateKey),
  ))
    holders.set(key, holder);
  const today = await dayTotals(tx, userId, now);

  const decisions: Decision[] = [];
  const results: Decided[] = [];
  const decided = new Set<string>();
  for (const t of transitions) {
    const claim = byId.get(t.claimId);
    if (!claim || claim.state !== startState[t.kind] || decided.has(t.claimId)) {
      results.push({ claimId: t.claimId, refused: { why: 'decided' } });
      continue;
    }
    const decision = decideOne(t, claim, holders.get(claim.certificateKey), userId, today, caps);
    if ('why' in decision) {
      results.push({ claimId: t.claimId, refused: decision });
      continue;
    }
    decided.add(t.claimId);
    decisions.push(decision);
    if (decision.state === 'verified') {
      today.done += 1;
      today.earned += claim.point;
    }
  }

  const paying = decisions.filter((d) => d.state === 'verified').map((d) => d.claim);
  const paid = await payCompletions(tx, userId, paying, now, standing);
  const takenBack = new Map<string, number>();
  for (const d of decisions.filter((x) => x.revoke)) {
    const points = await reversePoints(tx, userId, { courseId: d.claim.courseId }, now, standing);
    standing.total -= points;
    takenBack.set(d.claim.id, -points);
  }
  await writeDecisions(tx, userId, decisions, paid, now);
  if (paying.length > 0) {
    const checked = transitions.find(
      (t): t is Extract<Transition, { kind: 'checked' }> =>
        t.kind === 'checked' && !!t.checkedName && paying.some((c) => c.id === t.claimId),
    );
    await freezeCertificateName(tx, userId, checked?.checkedName ?? null, now);
  }
  await notify(tx, ...decisions.map((d) => noticeOf(userId, d, paid, takenBack)));
  for (const d of decisions)
    results.push({
      claimId: d.claim.id,
      state: d.state,
      reason: d.reason,
      points:
        d.state === 'verified'
          ? (paid.get(d.claim.courseId) ?? 0)
          : (takenBack.get(d.claim.id) ?? 0),
      overCap: d.overCap,
    });
  return results;
}

/**
 * What the officer is told of a decision (the bell, push, and email unless turned off): its
 * course, the points and the reason, in the transaction that decides it.
 */
function noticeOf(
  userId: string,
  d: Decision,
  paid: Map<string, number>,
  takenBack: Map<string, number>,
): Notice {
  const params = { course: d.claim.courseName, reason: d.reason, claimId: d.claim.id };
  if (d.revoke)
    return {
      userId,
      kind: 'points.reversed',
      params: { ...params, points: takenBack.get(d.claim.id) ?? 0 },
      link: '/my-points',
    };
  if (d.state === 'verified')
    return {
      userId,
      kind: 'claim.verified',
      params: { ...params, points: paid.get(d.claim.courseId) ?? 0 },
      link: '/my-points',
    };
  return {
    userId,
    kind: d.state === 'review' ? 'claim.review' : 'claim.rejected',
    params,
    link: '/my-points',
  };
}

/** One transition's decision, or why an administrator's cannot be made. */
function decideOne(
  t: Transition,
  claim: Locked,
  holder: Holder | undefined,
  userId: string,
  today: { done: number; earned: number },
  caps: Caps,
): Decision | Refusal {
  const checked = t.kind === 'checked' ? t.verdict : null;
  const decision = (
    state: Decision['state'],
    reason: string | null,
    extra: Partial<Decision> = {},
  ): Decision => ({
    claim,
    state,
    reason,
    granted: checked && checked.outcome !== 'rejected' ? (checked.granted ?? null) : null,
    evidence: checked?.evidence ?? null,
    heldBy: null,
    pastLearning: false,
    overCap: false,
    revoke: false,
    ...extra,
  });
  if (t.kind === 'reject') return decision('rejected', t.reason);
  if (t.kind === 'revoke') return decision('rejected', t.reason, { revoke: true });
  if (checked?.outcome === 'rejected') return decision('rejected', checked.reason);

  // Another officer holds the certificate: a person decides who, it is never paid twice.
  const heldBy = holder && holder.userId !== userId ? holder.userId : null;
  if (heldBy)
    return t.kind === 'checked'
      ? decision('review', claimReasons.heldByOther, { heldBy })
      : { why: 'taken', message: claimReasons.heldByOther };
  if (checked?.outcome === 'review') return decision('review', checked.reason);
  if (holder && holder.courseId !== claim.courseId)
    return t.kind === 'checked'
      ? decision('rejected', claimReasons.otherCourse)
      : { why: 'otherCourse', message: claimReasons.otherCourse };

  const overCap =
    today.done >= caps.dailyCompletions
      ? claimReasons.dailyCompletions
      : today.earned + claim.point > caps.dailyPoints
        ? claimReasons.dailyPoints
        : null;
  if (t.kind === 'approve') {
    if (overCap && !t.overCap) return { why: 'overCap', message: overCap };
    return decision('verified', null, { overCap: !!overCap });
  }
  const timing = timingHold(
    {
      seenStartedAt: claim.seenStartedAt ? new Date(claim.seenStartedAt) : null,
      claimedAt: new Date(claim.createdAt),
      granted: checked?.granted ?? null,
    },
    caps.minMinutes,
  );
  const pastLearning = timing.pastLearning;
  if (claim.holdReason) return decision('review', claim.holdReason, { pastLearning });
  if (timing.hold) return decision('review', timing.hold);
  if (overCap) return decision('review', overCap, { pastLearning });
  return decision('verified', null, { pastLearning });
}

/** Locks the officer's claims (after the officer's own lock, as every path takes them). */
async function lockClaims(tx: Tx, userId: string, ids: string[]): Promise<Locked[]> {
  return rows<Locked>(
    tx,
    sql`select c.id, c.course_id as "courseId", c.state, c.certificate_key as "certificateKey",
               c.certificate_url as "certificateUrl", c.hold_reason as "holdReason",
               co.point, co.name as "courseName", u.created_at as "signedUpAt", c.seen_started_at as "seenStartedAt",
               c.created_at as "createdAt"
        from completion_claims c
        join courses co on co.id = c.course_id
        join users u on u.id = c.user_id
        where c.id in (${list(ids)}) and c.user_id = ${userId}
        for update of c`,
  );
}

/** The officer's completions paid and points earned today (Lagos day), read under their lock. */
async function dayTotals(
  tx: Tx,
  userId: string,
  now: Date,
): Promise<{ done: number; earned: number }> {
  const today = lagosDay(now);
  const [row] = await rows<{ done: number; earned: number }>(
    tx,
    sql`select
          (select count(*) from completion_claims
           where user_id = ${userId} and state = 'verified'
             and decided_at >= ${lagosDayStart(today)})::int as done,
          coalesce((select points from daily_points
                    where day = ${today} and user_id = ${userId}), 0)::int as earned`,
  );
  return row ?? { done: 0, earned: 0 };
}

/**
 * The officer's certificate name is frozen by their first paid claim: the name that check
 * compared (or, approved by hand, their name then). Changing it later is a request an
 * administrator approves (`name_change_requests`).
 */
async function freezeCertificateName(
  tx: Tx,
  userId: string,
  name: CheckedName | null,
  now: Date,
): Promise<void> {
  await tx.execute(sql`
    update users set
      certificate_first_name = ${name ? sql`${name.firstName}` : sql`first_name`},
      certificate_last_name = ${name ? sql`${name.lastName}` : sql`last_name`},
      certificate_name_at = ${now}
    where id = ${userId} and certificate_name_at is null`);
}

/**
 * Writes the claims' new states, marks paid courses complete, and frees the courses of those
 * that did not pay (letting go of a certificate they had bound).
 */
async function writeDecisions(
  tx: Tx,
  userId: string,
  decisions: Decision[],
  paid: Map<string, number>,
  now: Date,
): Promise<void> {
  if (decisions.length === 0) return;
  const values = sql.join(
    decisions.map((d) => {
      const date = d.granted?.from ?? null;
      return sql`(${d.claim.id}::uuid, ${d.state}::text, ${d.reason}::text,
             ${d.state === 'verified' ? (paid.get(d.claim.courseId) ?? 0) : 0}::int,
             ${date}::timestamptz,
             ${!!date && date < new Date(d.claim.signedUpAt)}::boolean,
             ${d.pastLearning}::boolean, ${d.heldBy}::uuid,
             ${d.evidence ? JSON.stringify(d.evidence) : null}::jsonb)`;
    }),
    sql`, `,
  );
  const complete = markCompleteStatement(
    userId,
    decisions.filter((d) => d.state === 'verified').map((d) => d.claim),
    now,
  );
  await tx.execute(sql`
    with settled as (
      update completion_claims c
      set state = v.state, reason = v.reason, points = v.points,
          certificate_date = coalesce(v.certificate_date, c.certificate_date),
          before_signup = v.before_signup or c.before_signup,
          past_learning = v.past_learning or c.past_learning,
          held_by = case when v.state = 'verified' then null else coalesce(v.held_by, c.held_by) end,
          evidence = coalesce(v.evidence, c.evidence),
          decided_at = ${now}
      from (values ${values})
        as v(id, state, reason, points, certificate_date, before_signup, past_learning, held_by,
             evidence)
      where c.id = v.id
    )${complete ? sql`, completed as (${complete})` : sql``}
    select 1`);
  const rejected = decisions.filter((d) => d.state === 'rejected');
  if (rejected.length > 0) {
    await releaseCertificates(
      tx,
      userId,
      rejected.map((d) => d.claim),
    );
    const revoked = rejected.filter((d) => d.revoke).map((d) => d.claim.courseId);
    await freeCourses(
      tx,
      userId,
      rejected.filter((d) => !d.revoke).map((d) => d.claim.courseId),
    );
    await freeCourses(tx, userId, revoked, true);
  }
}

/**
 * Reopens a rejected claim (an administrator's decision): it is checked again from the start,
 * and the week's wait before claiming that certificate again no longer applies. Answers false
 * when the claim is not rejected, or the officer has another open claim for that course.
 */
export async function reopenClaim(
  tx: Tx,
  jobs: JobQueue,
  userId: string,
  claimId: string,
  now: Date,
): Promise<'reopened' | 'decided' | 'open'> {
  const [claim] = await rows<{ state: string; courseId: string; other: boolean }>(
    tx,
    sql`select c.state, c.course_id as "courseId",
               exists (select 1 from completion_claims o where o.user_id = c.user_id
                        and o.course_id = c.course_id and o.state <> 'rejected') as other
        from completion_claims c where c.id = ${claimId} and c.user_id = ${userId}
        for update of c`,
  );
  if (!claim || claim.state !== 'rejected') return 'decided';
  if (claim.other) return 'open';
  await tx.execute(sql`
    update completion_claims set state = 'pending', reason = null, points = 0,
      decided_at = null, held_by = null, hold_reason = null
    where id = ${claimId}`);
  await jobs.enqueue(tx, 'verify-completion', [{ claimId }]);
  await markVerifying(tx, userId, [claim.courseId], now);
  return 'reopened';
}
