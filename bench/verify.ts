import { sql } from 'drizzle-orm';
import { rows, type Db } from '../apps/server/src/db/client.ts';
import type { SentEvent } from './load.ts';

export type Check = { name: string; pass: boolean; detail: string };
export type Integrity = {
  pass: boolean;
  checks: Check[];
  events: {
    sent: number;
    answered: number;
    answeredPaid: number;
    /** sent, no 2xx answer seen (error, timeout, or still in flight when a run ended) */
    unanswered: number;
    unansweredWritten: number;
    ledgerRows: number;
    ledgerPoints: number;
    reportedPoints: number;
  };
};

async function one(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<{ n: number | string | null }>(db, query);
  return Number(row?.n ?? 0);
}

/**
 * After ingestion, with the server stopped: the ledger against what the server answered.
 * - every officer's total equals their ledger sum (all officers, one query);
 * - the ledger rows written since ingestion began are exactly the events the server answered
 *   `verifying` (a claim opened) once their claims were verified, with the course's points (none
 *   missing, none extra or doubled); events whose answer was lost (errors, runs ending
 *   mid-request) may have been written or not, but only once;
 * - every event answered 2xx opened a claim that verified and paid: each was a first completion
 *   of a course with a fresh certificate the fake site confirms;
 * - daily points and the rank counters agree with the ledger and the totals.
 */
export async function verifyIngestion(
  db: Db,
  sent: Map<string, SentEvent>,
  since: Date,
  todayStart: Date,
  seededLedgerRows: number,
): Promise<Integrity> {
  const checks: Check[] = [];
  const check = (name: string, pass: boolean, detail: string) =>
    checks.push({ name, pass, detail });

  const drift = await one(
    db,
    sql`select count(*)::int as n from users u
        left join (select user_id, sum(points)::int as s from points_ledger group by user_id) l
          on l.user_id = u.id
        where u.total_points_earned <> coalesce(l.s, 0)`,
  );
  check(
    'every officer’s total equals their ledger sum',
    drift === 0,
    drift === 0 ? 'all officers' : `${drift} officers differ`,
  );

  const written = await rows<{ userId: string; courseId: string; points: number }>(
    db,
    sql`select user_id as "userId", course_id as "courseId", points from points_ledger
        where created_at >= ${since.toISOString()}::timestamptz`,
  );
  const ledgerTotal = await one(db, sql`select count(*)::int as n from points_ledger`);
  const byKey = new Map<string, SentEvent>();
  for (const event of sent.values()) byKey.set(`${event.userId}:${event.courseId}`, event);

  let foreign = 0;
  let wrongPoints = 0;
  let unansweredWritten = 0;
  let ledgerPoints = 0;
  const writtenKeys = new Set<string>();
  for (const row of written) {
    ledgerPoints += row.points;
    const key = `${row.userId}:${row.courseId}`;
    writtenKeys.add(key);
    const event = byKey.get(key);
    if (!event) foreign++;
    else if (event.points !== row.points) wrongPoints++;
    if (event && !event.answered) unansweredWritten++;
  }
  let answered = 0;
  let answeredPaid = 0;
  let reportedPoints = 0;
  let unpaid = 0;
  let lost = 0;
  for (const event of sent.values()) {
    if (!event.answered) continue;
    answered++;
    // Ingestion pays nothing itself: a claim opened, paid once the worker verified it.
    const claimed = event.outcome === 'verifying';
    if (claimed) {
      answeredPaid++;
      reportedPoints += event.points;
    }
    const written = writtenKeys.has(`${event.userId}:${event.courseId}`);
    if (!claimed || !written) unpaid++;
    if (claimed && !written) lost++;
  }
  const unanswered = sent.size - answered;

  check(
    'ledger rows since ingestion began = claims opened (+ unanswered ones written)',
    written.length === answeredPaid + unansweredWritten && foreign === 0,
    `${written.length} rows; ${answeredPaid} events answered verifying, ${unansweredWritten} written without an answer seen, ${foreign} rows for no sent event`,
  );
  check(
    'points in those rows = points the answers reported',
    wrongPoints === 0 && lost === 0,
    `${ledgerPoints} dpts in the ledger, ${reportedPoints} claimed; ${wrongPoints} rows with other points, ${lost} claims with no row`,
  );
  check(
    'every event answered 2xx was verified and paid its course’s points',
    unpaid === 0,
    unpaid === 0 ? `${answered} of ${answered}` : `${unpaid} of ${answered} not paid in full`,
  );
  check(
    'no rows besides the seed and the ingestion',
    ledgerTotal === seededLedgerRows + written.length,
    `${ledgerTotal} rows = ${seededLedgerRows} seeded + ${written.length} ingested`,
  );

  const dailyDrift = await one(
    db,
    sql`select count(*)::int as n from (
          select (created_at at time zone 'Africa/Lagos')::date as day, user_id, sum(points)::int as s
          from points_ledger where created_at >= ${todayStart.toISOString()}::timestamptz
          group by 1, 2) l
        full join (select day, user_id, points from daily_points
                   where day >= (${todayStart.toISOString()}::timestamptz at time zone 'Africa/Lagos')::date) d
          using (day, user_id)
        where coalesce(l.s, 0) <> coalesce(d.points, 0)`,
  );
  check(
    'daily points equal the ledger since Lagos midnight',
    dailyDrift === 0,
    dailyDrift === 0 ? 'all officers' : `${dailyDrift} officer-days differ`,
  );

  const counterDrift = await one(
    db,
    sql`select (
          (select count(*) from (
             select total_points_earned as total, count(*)::int as n from users
             where total_points_earned > 0 group by 1) a
           full join (select total, users from point_totals where users <> 0) b using (total)
           where coalesce(a.n, 0) <> coalesce(b.users, 0))
        + (select count(*) from (
             select total_points_earned as total,
                    (points_reached_at at time zone 'Africa/Lagos')::date as day, count(*)::int as n
             from users where total_points_earned > 0 group by 1, 2) a
           full join (select total, day, users from point_total_days where users <> 0) b
             using (total, day)
           where coalesce(a.n, 0) <> coalesce(b.users, 0))
        + (select count(*) from (
             select day, points, count(*)::int as n from daily_points where points > 0
             group by 1, 2) a
           full join (select day, points, users from daily_point_totals where users <> 0) b
             using (day, points)
           where coalesce(a.n, 0) <> coalesce(b.users, 0)))::int as n`,
  );
  check(
    'rank counters agree with totals and daily points',
    counterDrift === 0,
    counterDrift === 0 ? 'all counters' : `${counterDrift} counter rows differ`,
  );

  return {
    pass: checks.every((c) => c.pass),
    checks,
    events: {
      sent: sent.size,
      answered,
      answeredPaid,
      unanswered,
      unansweredWritten,
      ledgerRows: written.length,
      ledgerPoints,
      reportedPoints,
    },
  };
}
