import { sql } from 'drizzle-orm';
import type { TLeaderboard, TLeaderboardEntry } from '@dpts/contract';
import { rows, type Db, type Tx } from '../../db/client.ts';
import { lagosDay, lagosDayStart } from '../../lib/lagos-time.ts';

type EntryRow = Omit<TLeaderboardEntry, 'rank'>;

const entryColumns = sql`u.id as "_id", u.first_name as "firstName", u.last_name as "lastName",
  u.username, u.image`;

// `desc nulls last` everywhere: the rank indexes are built that way (drizzle-kit's default), and
// PostgreSQL only walks an index whose null order matches the query's, even on NOT NULL columns.
function ranked(entries: EntryRow[]): TLeaderboardEntry[] {
  // Ties are already broken by who got there first, so positions are ranks.
  return entries.map((entry, i) => ({ rank: i + 1, ...entry }));
}

/**
 * Global ranks: totalPointsEarned descending, ties to who reached the total first. The caller's
 * own rank is read from the counters (officers above their total, then those who reached the
 * same total on an earlier Lagos day, then earlier the same day), so its cost does not grow with
 * the number of officers.
 */
export async function globalLeaderboard(
  db: Db,
  me: { id: string },
  limit: number,
): Promise<TLeaderboard> {
  const entries = await rows<EntryRow>(
    db,
    sql`select ${entryColumns}, u.total_points_earned as "totalPointsEarned"
        from users u where u.total_points_earned > 0
        order by u.total_points_earned desc nulls last, u.points_reached_at, u.id
        limit ${limit}`,
  );
  const [own] = await rows<{ total: number; reachedAt: Date }>(
    db,
    sql`select total_points_earned as total, points_reached_at as "reachedAt" from users where id = ${me.id}`,
  );
  const [counted] = await rows<{ rankedOfficers: number }>(
    db,
    sql`select coalesce(sum(users), 0)::int as "rankedOfficers" from point_totals`,
  );
  let rank: number | null = null;
  if (own && own.total > 0) {
    const reachedAt = new Date(own.reachedAt);
    const day = lagosDay(reachedAt);
    const [r] = await rows<{ rank: number }>(
      db,
      sql`select (1
          + (select coalesce(sum(users), 0) from point_totals where total > ${own.total})
          + (select coalesce(sum(users), 0) from point_total_days
               where total = ${own.total} and day < ${day})
          + (select count(*) from users
               where total_points_earned = ${own.total}
                 and points_reached_at >= ${lagosDayStart(day)}
                 and (points_reached_at, id) < (${reachedAt}, ${me.id}::uuid)))::int as rank`,
    );
    rank = r?.rank ?? null;
  }
  return {
    type: 'global',
    day: null,
    rankedOfficers: counted?.rankedOfficers ?? 0,
    entries: ranked(entries),
    me: { rank, totalPointsEarned: own?.total ?? 0 },
  };
}

/** Daily ranking: points earned since midnight in Lagos, ties to who reached them first. */
export async function dailyLeaderboard(
  db: Db,
  me: { id: string },
  limit: number,
  now: Date,
): Promise<TLeaderboard> {
  const day = lagosDay(now);
  const entries = await rows<EntryRow>(
    db,
    sql`select ${entryColumns}, d.points as "totalPointsEarned"
        from daily_points d join users u on u.id = d.user_id
        where d.day = ${day}
        order by d.points desc nulls last, d.reached_at, d.user_id
        limit ${limit}`,
  );
  const [own] = await rows<{ points: number; reachedAt: Date }>(
    db,
    sql`select points, reached_at as "reachedAt" from daily_points
        where day = ${day} and user_id = ${me.id}`,
  );
  const [counted] = await rows<{ rankedOfficers: number }>(
    db,
    sql`select coalesce(sum(users), 0)::int as "rankedOfficers" from daily_point_totals where day = ${day}`,
  );
  let rank: number | null = null;
  if (own && own.points > 0) {
    const [r] = await rows<{ rank: number }>(
      db,
      sql`select (1
          + (select coalesce(sum(users), 0) from daily_point_totals
               where day = ${day} and points > ${own.points})
          + (select count(*) from daily_points
               where day = ${day} and points = ${own.points}
                 and (reached_at, user_id) < (${new Date(own.reachedAt)}, ${me.id}::uuid)))::int as rank`,
    );
    rank = r?.rank ?? null;
  }
  return {
    type: 'daily',
    day,
    rankedOfficers: counted?.rankedOfficers ?? 0,
    entries: ranked(entries),
    me: { rank, totalPointsEarned: own?.points ?? 0 },
  };
}

/**
 * Recomputes every rank counter from users and daily_points, for bulk loads (demo data, the
 * benchmark) that write rows directly rather than through `awardPoints`.
 */
export async function rebuildRankCounters(db: Db | Tx): Promise<void> {
  await db.execute(sql`delete from point_totals`);
  await db.execute(sql`delete from point_total_days`);
  await db.execute(sql`delete from daily_point_totals`);
  await db.execute(sql`
    insert into point_totals (total, users)
    select total_points_earned, count(*) from users where total_points_earned > 0
    group by total_points_earned`);
  await db.execute(sql`
    insert into point_total_days (total, day, users)
    select total_points_earned, (points_reached_at at time zone 'Africa/Lagos')::date, count(*)
    from users where total_points_earned > 0
    group by 1, 2`);
  await db.execute(sql`
    insert into daily_point_totals (day, points, users)
    select day, points, count(*) from daily_points where points > 0 group by 1, 2`);
}
