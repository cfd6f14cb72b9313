import { sql } from 'drizzle-orm';
import type { TLeaderboard, TLeaderboardEntry } from '@dpts/contract';
import type { Database, Db, Tx } from '../../db/client.ts';
import { lagosDay, lagosDayStart } from '../../lib/lagos-time.ts';

type EntryRow = Omit<TLeaderboardEntry, 'rank'>;
type BoardRow = {
  entries: EntryRow[] | null;
  rankedOfficers: number;
  points: number | null;
  rank: number | null;
};

function entry(alias: string, points: string): string {
  return `json_build_object('_id', ${alias}.id, 'firstName', ${alias}.first_name,
    'lastName', ${alias}.last_name, 'username', ${alias}.username, 'image', ${alias}.image,
    'totalPointsEarned', ${points})`;
}

function board(
  type: TLeaderboard['type'],
  day: string | null,
  row: BoardRow | undefined,
): TLeaderboard {
  return {
    type,
    day,
    rankedOfficers: row?.rankedOfficers ?? 0,
    // Ties are already broken by who got there first, so positions are ranks.
    entries: (row?.entries ?? []).map((e, i) => ({ rank: i + 1, ...e })),
    me: { rank: row?.rank ?? null, totalPointsEarned: row?.points ?? 0 },
  };
}

// Each board is one prepared statement: the top entries (as JSON), the number ranked and the
// caller's own rank; planning it would cost more than running it. `desc nulls last` everywhere:
// the rank indexes are built that way (drizzle-kit's default), and PostgreSQL only walks an index
// whose null order matches the query's.

const GLOBAL_BOARD = `select
  (select json_agg(${entry('u', 'u.total_points_earned')}
     order by u.total_points_earned desc, u.points_reached_at, u.id) from (
     select * from users where total_points_earned > 0
     order by total_points_earned desc nulls last, points_reached_at, id
     limit $1) u) as entries,
  (select coalesce(sum(users), 0) from point_totals)::int as "rankedOfficers",
  $2::int as points,
  case when $2::int > 0 then (1
    + (select coalesce(sum(users), 0) from point_totals where total > $2::int)
    + (select coalesce(sum(users), 0) from point_total_days where total = $2::int and day < $3::date)
    + (select count(*) from users
         where total_points_earned = $2::int and points_reached_at >= $4::timestamptz
           and (points_reached_at, id) < ($5::timestamptz, $6::uuid))
  )::int end as rank`;

/**
 * Global ranks: totalPointsEarned descending, ties to who reached the total first. The caller's
 * own rank is read from the counters (officers above their total, then those who reached the
 * same total on an earlier Lagos day, then earlier the same day), so its cost does not grow with
 * the number of officers.
 */
export async function globalLeaderboard(
  database: Database,
  me: { id: string; totalPointsEarned: number; pointsReachedAt: Date },
  limit: number,
): Promise<TLeaderboard> {
  const day = lagosDay(me.pointsReachedAt);
  const [row] = await database.preparedRows<BoardRow>('global_board', GLOBAL_BOARD, [
    limit,
    me.totalPointsEarned,
    day,
    lagosDayStart(day),
    me.pointsReachedAt,
    me.id,
  ]);
  return board('global', null, row);
}

const DAILY_BOARD = `with mine as (
    select points, reached_at from daily_points where day = $1::date and user_id = $2::uuid)
  select
  (select json_agg(${entry('u', 'd.points')} order by d.points desc, d.reached_at, d.user_id)
     from (select * from daily_points where day = $1::date
           order by points desc nulls last, reached_at, user_id limit $3) d
     join users u on u.id = d.user_id) as entries,
  (select coalesce(sum(users), 0) from daily_point_totals where day = $1::date)::int
    as "rankedOfficers",
  (select points from mine) as points,
  (select (1
    + (select coalesce(sum(users), 0) from daily_point_totals
         where day = $1::date and points > mine.points)
    + (select count(*) from daily_points d
         where d.day = $1::date and d.points = mine.points
           and (d.reached_at, d.user_id) < (mine.reached_at, $2::uuid))
  )::int from mine where mine.points > 0) as rank`;

/** Daily ranking: points earned since midnight in Lagos, ties to who reached them first. */
export async function dailyLeaderboard(
  database: Database,
  me: { id: string },
  limit: number,
  now: Date,
): Promise<TLeaderboard> {
  const day = lagosDay(now);
  const [row] = await database.preparedRows<BoardRow>('daily_board', DAILY_BOARD, [
    day,
    me.id,
    limit,
  ]);
  return board('daily', day, row);
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
