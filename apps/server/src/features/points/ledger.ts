import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../../db/client.ts';
import { lagosDay } from '../../lib/lagos-time.ts';

export type Award = {
  courseId: string | null;
  points: number;
  source: 'course' | 'volunteering' | 'adjustment';
  /** Required for rows without a course: what they pay for, paid once per officer. */
  ref?: string;
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
    awards.map((a) => {
      if (a.points <= 0) throw new Error('an award pays a positive number of points');
      if (a.courseId === null && !a.ref) throw new Error('an award without a course needs a ref');
      return sql`(${userId}, ${a.courseId}, ${a.source}, ${a.points}, ${a.courseId === null ? a.ref : null}, ${now})`;
    }),
    sql`, `,
  );
  // Either unique key may hold the row already (a retry, a race): nothing is paid twice.
  const inserted = await rows<{ courseId: string | null; points: number }>(
    tx,
    sql`insert into points_ledger (user_id, course_id, source, points, ref, created_at)
        values ${values}
        on conflict do nothing
        returning course_id as "courseId", points`,
  );
  const gained = inserted.reduce((sum, r) => sum + r.points, 0);
  if (gained === 0) return inserted;
  await moveStanding(tx, userId, before, gained, gained, now);
  return inserted;
}

/** Which earlier row a reversal takes back: a course's, or one paid under a ref. */
export type Reversal =
  { courseId: string; ref?: undefined } | { ref: string; courseId?: undefined };

/**
 * Takes back an earlier award through the ledger (a claim found to be someone else's, an approval
 * undone by an audit): a negative row `reversal:<ref>`, once, and the totals move down. Today's
 * board loses the points only if they were earned today. Returns the points taken back (0 when
 * there was nothing to take back, or it was already taken back).
 */
export async function reversePoints(
  tx: Tx,
  userId: string,
  reversal: Reversal,
  now: Date,
  locked?: Standing,
): Promise<number> {
  const before = locked ?? (await lockOfficer(tx, userId));
  const [original] = await rows<{ id: number; points: number; createdAt: Date }>(
    tx,
    reversal.courseId
      ? sql`select id, points, created_at as "createdAt" from points_ledger
            where user_id = ${userId} and course_id = ${reversal.courseId}`
      : sql`select id, points, created_at as "createdAt" from points_ledger
            where user_id = ${userId} and ref = ${reversal.ref}`,
  );
  if (!original || original.points <= 0) return 0;
  const ref = `reversal:${reversal.courseId ? `course:${reversal.courseId}` : reversal.ref}`;
  const inserted = await rows<{ points: number }>(
    tx,
    sql`insert into points_ledger (user_id, course_id, source, points, ref, created_at)
        values (${userId}, null, 'reversal', ${-original.points}, ${ref}, ${now})
        on conflict do nothing
        returning points`,
  );
  if (inserted.length === 0) return 0;
  const earnedToday = lagosDay(new Date(original.createdAt)) === lagosDay(now);
  await moveStanding(tx, userId, before, -original.points, earnedToday ? -original.points : 0, now);
  return original.points;
}

/**
 * Moves an officer's total by `delta` and today's board by `dailyDelta`, with every rank
 * counter. A gain moves the officer's "reached at" to now (the tie order); a loss keeps it.
 */
async function moveStanding(
  tx: Tx,
  userId: string,
  before: Standing,
  delta: number,
  dailyDelta: number,
  now: Date,
): Promise<void> {
  const gained = delta;

  const oldTotal = before.total;
  const newTotal = oldTotal + gained;
  const reachedAt = gained > 0 ? now : before.reachedAt;
  await tx.execute(sql`update users set total_points_earned = ${newTotal},
    points_reached_at = ${reachedAt} where id = ${userId}`);
  const today = lagosDay(now);
  const oldDay = lagosDay(before.reachedAt);
  const newDay = lagosDay(reachedAt);

  const totals = sortDeltas([
    ...(oldTotal > 0 ? [{ keys: [oldTotal], delta: -1 }] : []),
    ...(newTotal > 0 ? [{ keys: [newTotal], delta: 1 }] : []),
  ]);
  await applyDeltas(tx, 'point_totals', ['total'], totals);
  const totalDays = sortDeltas([
    ...(oldTotal > 0 ? [{ keys: [oldTotal, oldDay], delta: -1 }] : []),
    ...(newTotal > 0 ? [{ keys: [newTotal, newDay], delta: 1 }] : []),
  ]);
  await applyDeltas(tx, 'point_total_days', ['total', 'day'], totalDays);

  if (dailyDelta === 0) return;
  const [daily] = await rows<{ points: number }>(
    tx,
    dailyDelta > 0
      ? sql`insert into daily_points (day, user_id, points, reached_at)
            values (${today}, ${userId}, ${dailyDelta}, ${now})
            on conflict (day, user_id) do update
              set points = daily_points.points + excluded.points, reached_at = excluded.reached_at
            returning points`
      : sql`update daily_points set points = points + ${dailyDelta}
            where day = ${today} and user_id = ${userId} returning points`,
  );
  if (!daily) return;
  const newDaily = daily.points;
  const oldDaily = newDaily - dailyDelta;
  // An officer taken back to nothing today leaves today's board.
  if (newDaily <= 0)
    await tx.execute(sql`delete from daily_points where day = ${today} and user_id = ${userId}`);
  const dailyTotals = sortDeltas([
    ...(oldDaily > 0 ? [{ keys: [today, oldDaily], delta: -1 }] : []),
    ...(newDaily > 0 ? [{ keys: [today, newDaily], delta: 1 }] : []),
  ]);
  await applyDeltas(tx, 'daily_point_totals', ['day', 'points'], dailyTotals);
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
