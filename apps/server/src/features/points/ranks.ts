import { sql } from 'drizzle-orm';
import type { TLeaderboard, TLeaderboardEntry } from '@dpts/contract';
import { rows, type Db, type Tx } from '../../db/client.ts';
import { lagosDay, lagosDayStart } from '../../lib/lagos-time.ts';

type EntryRow = Omit<TLeaderboardEntry, 'rank'>;
type BoardRow = {
  entries: EntryRow[] | null;
  rankedOfficers: number;
  points: number | null;
  rank: number | null;
};

function entry(alias: string, points: string) {
  return sql.raw(`json_build_object('_id', ${alias}.id, 'firstName', ${alias}.first_name,
    'lastName', ${alias}.last_name, 'username', ${alias}.username, 'image', ${alias}.image,
    'totalPointsEarned', ${points})`);
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

// Each board is one statement: the top entries (as JSON), the number ranked and the caller's own
// rank. `desc nulls last` everywhere: the rank indexes are built that way (drizzle-kit's
// default), and PostgreSQL only walks an index whose null order matches the query's.

/**
 * Global ranks: totalPointsEarned descending, ties to who reached the total first. The caller's
 * own rank is read from the counters (officers above their total, then those who reached the
 * same total on an earlier Lagos day, then earlier the same day), so its cost does not grow with
 * the number of officers.
 */
export async function globalLeaderboard(
  db: Db,
  me: { id: string; totalPointsEarned: number; pointsReachedAt: Date },
  limit: number,
): Promise<TLeaderboard> {
  const total = me.totalPointsEarned;
  const day = lagosDay(me.pointsReachedAt);
  const [row] = await rows<BoardRow>(
    db,
    sql`select
      (select json_agg(${entry('u', 'u.total_points_earned')}
         order by u.total_points_earned desc, u.points_reached_at, u.id) from (
         select * from users where total_points_earned > 0
         order by total_points_earned desc nulls last, points_reached_at, id
         limit ${limit}) u) as entries,
      (select coalesce(sum(users), 0) from point_totals)::int as "rankedOfficers",
      ${total}::int as points,
      case when ${total}::int > 0 then (1
        + (select coalesce(sum(users), 0) from point_totals where total > ${total}::int)
        + (select coalesce(sum(users), 0) from point_total_days
             where total = ${total}::int and day < ${day}::date)
        + (select count(*) from users
             where total_points_earned = ${total}::int
               and points_reached_at >= ${lagosDayStart(day)}::timestamptz
               and (points_reached_at, id) < (${me.pointsReachedAt}::timestamptz, ${me.id}::uuid))
      )::int end as rank`,
  );
  return board('global', null, row);
}

/** Daily ranking: points earned since midnight in Lagos, ties to who reached them first. */
export async function dailyLeaderboard(
  db: Db,
  me: { id: string },
  limit: number,
  now: Date,
): Promise<TLeaderboard> {
  const day = lagosDay(now);
  const [row] = await rows<BoardRow>(
    db,
    sql`with mine as (
        select points, reached_at from daily_points where day = ${day}::date and user_id = ${me.id}::uuid)
      select
      (select json_agg(${entry('u', 'd.points')} order by d.points desc, d.reached_at, d.user_id)
         from (select * from daily_points where day = ${day}::date
               order by points desc nulls last, reached_at, user_id limit ${limit}) d
         join users u on u.id = d.user_id) as entries,
      (select coalesce(sum(users), 0) from daily_point_totals where day = ${day}::date)::int
        as "rankedOfficers",
      (select points from mine) as points,
      (select (1
        + (select coalesce(sum(users), 0) from daily_point_totals
             where day = ${day}::date and points > mine.points)
        + (select count(*) from daily_points d
             where d.day = ${day}::date and d.points = mine.points
               and (d.reached_at, d.user_id) < (mine.reached_at, ${me.id}::uuid))
      )::int from mine where mine.points > 0) as rank`,
  );
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
