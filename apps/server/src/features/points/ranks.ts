import { sql } from 'drizzle-orm';
import type { TLeaderboard, TLeaderboardEntry } from '@dpts/contract';
import type { Database, Db, Tx } from '../../db/client.ts';
import { CHANGES_CHANNEL } from '../../lib/change-feed.ts';
import { lagosDay, lagosDayStart } from '../../lib/lagos-time.ts';

export type EntryRow = Omit<TLeaderboardEntry, 'rank'>;
/** The top of a board, the same for every caller. */
export type BoardTop = { entries: EntryRow[]; rankedOfficers: number };
/** The caller's own standing on a board. */
export type OwnRank = { points: number; rank: number | null };

function entry(alias: string, points: string): string {
  return `json_build_object('_id', ${alias}.id, 'firstName', ${alias}.first_name,
    'lastName', ${alias}.last_name, 'username', ${alias}.username, 'image', ${alias}.image,
    'totalPointsEarned', ${points})`;
}

export function presentBoard(
  type: TLeaderboard['type'],
  day: string | null,
  top: BoardTop,
  own: OwnRank,
): TLeaderboard {
  return {
    type,
    day,
    rankedOfficers: top.rankedOfficers,
    // Ties are already broken by who got there first, so positions are ranks.
    entries: top.entries.map((e, i) => ({ rank: i + 1, ...e })),
    me: { rank: own.rank, totalPointsEarned: own.points },
  };
}

// Each statement runs as a named prepared statement: planning it would cost more than running
// it. `desc nulls last` everywhere: the rank indexes are built that way (drizzle-kit's default),
// and PostgreSQL only walks an index whose null order matches the query's.

const GLOBAL_TOP = `select
  coalesce((select json_agg(${entry('u', 'u.total_points_earned')}
     order by u.total_points_earned desc, u.points_reached_at, u.id) from (
     select * from users where total_points_earned > 0
     order by total_points_earned desc nulls last, points_reached_at, id
     limit $1) u), '[]') as entries,
  (select coalesce(sum(users), 0) from point_totals)::int as "rankedOfficers"`;

/** Global ranks: totalPointsEarned descending, ties to who reached the total first. */
export async function globalTop(database: Database, limit: number): Promise<BoardTop> {
  const [row] = await database.preparedRows<BoardTop>('global_top', GLOBAL_TOP, [limit]);
  return row!;
}

const GLOBAL_RANK = `select (1
  + (select coalesce(sum(users), 0) from point_totals where total > $1::int)
  + (select coalesce(sum(users), 0) from point_total_days where total = $1::int and day < $2::date)
  + (select count(*) from users
       where total_points_earned = $1::int and points_reached_at >= $3::timestamptz
         and (points_reached_at, id) < ($4::timestamptz, $5::uuid))
  )::int as rank`;

/**
 * The caller's own global rank, read from the counters (officers above their total, then those
 * who reached the same total on an earlier Lagos day, then earlier the same day), so its cost
 * does not grow with the number of officers. Officers with 0 dpts are not ranked.
 */
export async function globalRank(
  database: Database,
  me: { id: string; totalPointsEarned: number; pointsReachedAt: Date },
): Promise<OwnRank> {
  if (me.totalPointsEarned <= 0) return { points: 0, rank: null };
  const day = lagosDay(me.pointsReachedAt);
  const [row] = await database.preparedRows<{ rank: number }>('global_rank', GLOBAL_RANK, [
    me.totalPointsEarned,
    day,
    lagosDayStart(day),
    me.pointsReachedAt,
    me.id,
  ]);
  return { points: me.totalPointsEarned, rank: row!.rank };
}

const DAILY_TOP = `select
  coalesce((select json_agg(${entry('u', 'd.points')} order by d.points desc, d.reached_at, d.user_id)
     from (select * from daily_points where day = $1::date
           order by points desc nulls last, reached_at, user_id limit $2) d
     join users u on u.id = d.user_id), '[]') as entries,
  (select coalesce(sum(users), 0) from daily_point_totals where day = $1::date)::int
    as "rankedOfficers"`;

/** Daily ranking: points earned since midnight in Lagos, ties to who reached them first. */
export async function dailyTop(database: Database, day: string, limit: number): Promise<BoardTop> {
  const [row] = await database.preparedRows<BoardTop>('daily_top', DAILY_TOP, [day, limit]);
  return row!;
}

const DAILY_RANK = `select mine.points, case when mine.points > 0 then (1
    + (select coalesce(sum(users), 0) from daily_point_totals
         where day = $1::date and points > mine.points)
    + (select count(*) from daily_points d
         where d.day = $1::date and d.points = mine.points
           and (d.reached_at, d.user_id) < (mine.reached_at, $2::uuid))
  )::int end as rank
  from daily_points mine where mine.day = $1::date and mine.user_id = $2::uuid`;

/** The caller's own points and rank on the daily board of `day`. */
export async function dailyRank(database: Database, day: string, userId: string): Promise<OwnRank> {
  const [row] = await database.preparedRows<OwnRank>('daily_rank', DAILY_RANK, [day, userId]);
  return row ?? { points: 0, rank: null };
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
  // Ranks the read caches hold were computed from the counters just replaced.
  await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, '*')`);
}
