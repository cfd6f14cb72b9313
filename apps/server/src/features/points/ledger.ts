import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../../db/client.ts';
import { lagosDay } from '../../lib/lagos-time.ts';

export type Award = {
  courseId: string | null;
  points: number;
  source: 'course' | 'volunteering' | 'adjustment';
};

/** Counter changes as `[key…, delta]`, written in ascending key order so awards never deadlock. */
type Delta = { keys: (string | number)[]; delta: number };

function sortDeltas(deltas: Delta[]): Delta[] {
  return deltas
    .filter((d) => d.delta !== 0)
    .sort((a, b) => {
      for (let i = 0; i < a.keys.length; i++) {
        const x = a.keys[i]!;
        const y = b.keys[i]!;
        if (x < y) return -1;
        if (x > y) return 1;
      }
      return 0;
    });
}

/** An officer's standing as read under their lock. */
export type Standing = { total: number; reachedAt: Date };

/**
 * Serialises the point-changing work of one officer and reads their standing. `for no key
 * update` (what an update of totals takes anyway) does not conflict with the key-share locks
 * that inserting rows which reference the officer takes, so a batch may lock after such inserts
 * without deadlocking.
 */
export async function lockOfficer(tx: Tx, userId: string): Promise<Standing> {
  const [row] = await rows<{ total: number; reachedAt: Date }>(
    tx,
    sql`select total_points_earned as total, points_reached_at as "reachedAt"
        from users where id = ${userId} for no key update`,
  );
  if (!row) throw new Error(`no officer ${userId}`);
  return { total: row.total, reachedAt: new Date(row.reachedAt) };
}

/**
 * Writes awards to the append-only ledger for one officer and moves their totals, inside the
 * caller's transaction. A course pays once per officer (unique ledger row); the rest of the
 * work only happens for rows that were really inserted, so retries and races count nothing twice.
 * `locked` is the standing from the caller's own `lockOfficer`, saving a second lock.
 * Returns the ledger rows actually written (course id and points).
 */
export async function awardPoints(
  tx: Tx,
  userId: string,
  awards: Award[],
  now: Date,
  locked?: Standing,
): Promise<{ courseId: string | null; points: number }[]> {
  if (awards.length === 0) return [];
  const before = locked ?? (await lockOfficer(tx, userId));
  const values = sql.join(
    awards.map((a) => sql`(${userId}, ${a.courseId}, ${a.source}, ${a.points}, ${now})`),
    sql`, `,
  );
  const inserted = await rows<{ courseId: string | null; points: number }>(
    tx,
    sql`insert into points_ledger (user_id, course_id, source, points, created_at)
        values ${values}
        on conflict (user_id, course_id) do nothing
        returning course_id as "courseId", points`,
  );
  const gained = inserted.reduce((sum, r) => sum + r.points, 0);
  if (gained === 0) return inserted;

  const oldTotal = before.total;
  const newTotal = oldTotal + gained;
  await tx.execute(sql`update users set total_points_earned = ${newTotal}, points_reached_at = ${now}
    where id = ${userId}`);
  const today = lagosDay(now);
  const oldDay = lagosDay(before.reachedAt);
  const [daily] = await rows<{ points: number }>(
    tx,
    sql`insert into daily_points (day, user_id, points, reached_at)
        values (${today}, ${userId}, ${gained}, ${now})
        on conflict (day, user_id) do update
          set points = daily_points.points + excluded.points, reached_at = excluded.reached_at
        returning points`,
  );
  const newDaily = daily!.points;
  const oldDaily = newDaily - gained;

  const totals = sortDeltas([
    ...(oldTotal > 0 ? [{ keys: [oldTotal], delta: -1 }] : []),
    { keys: [newTotal], delta: 1 },
  ]);
  await applyDeltas(tx, 'point_totals', ['total'], totals);
  const totalDays = sortDeltas([
    ...(oldTotal > 0 ? [{ keys: [oldTotal, oldDay], delta: -1 }] : []),
    { keys: [newTotal, today], delta: 1 },
  ]);
  await applyDeltas(tx, 'point_total_days', ['total', 'day'], totalDays);
  const dailyTotals = sortDeltas([
    ...(oldDaily > 0 ? [{ keys: [today, oldDaily], delta: -1 }] : []),
    { keys: [today, newDaily], delta: 1 },
  ]);
  await applyDeltas(tx, 'daily_point_totals', ['day', 'points'], dailyTotals);
  return inserted;
}

/** One upsert per counter table; rows are locked in the order given (ascending keys). */
async function applyDeltas(
  tx: Tx,
  table: 'point_totals' | 'point_total_days' | 'daily_point_totals',
  keyColumns: string[],
  deltas: Delta[],
): Promise<void> {
  if (deltas.length === 0) return;
  const target = sql.raw(table);
  const columns = sql.raw([...keyColumns, 'users'].join(', '));
  const conflict = sql.raw(keyColumns.join(', '));
  const values = sql.join(
    deltas.map(
      (d) =>
        sql`(${sql.join(
          [...d.keys, d.delta].map((v) => sql`${v}`),
          sql`, `,
        )})`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    insert into ${target} (${columns}) values ${values}
    on conflict (${conflict}) do update set users = ${target}.users + excluded.users`);
}
