import { sql, type SQL } from 'drizzle-orm';
import type { TBadgeRule } from '@dpts/contract';

/**
 * Rules whose award is revoked when what earned it is taken back: claims (course rows of the
 * ledger), volunteering hours, and the points that made a day's first place. A founded league
 * that reached its members is not: nothing of it is claimed or reviewed, members come and go by
 * their own choice, and one leaving would revoke another officer's credential (decision 077).
 */
export const REVOCABLE_KINDS = new Set<TBadgeRule['kind']>([
  'courses',
  'track',
  'site',
  'volunteering',
  'weeks',
  'board_first',
]);

/**
 * What a rule is judged on: `now`, the ledger with what was taken back; `beforeTakeBacks`, as if
 * nothing had been. An award is revoked only when the officer meets the second and not the
 * first, so a rule made harder or a course added to a track revokes nothing.
 */
export type Basis = 'now' | 'beforeTakeBacks';

/** Course rows of the ledger (not taken back, `now`): the officer's verified courses. */
const verifiedCourses = (who: SQL, basis: Basis) => sql`
  select l.user_id, l.course_id, l.created_at from points_ledger l
  where l.course_id is not null and l.points > 0 and ${who}
    ${
      basis === 'now'
        ? sql`and not exists (select 1 from points_ledger r
                where r.user_id = l.user_id and r.ref = 'reversal:course:' || l.course_id)`
        : sql``
    }`;

/**
 * Points an officer earned on `day` and had taken back on a later day: a closed day's board
 * keeps them (a take-back moves only today's board), so the day's standing subtracts them.
 */
const takenBackLater = (userId: SQL, day: SQL) => sql`(
  select coalesce(sum(earned.points), 0) from points_ledger earned
  join points_ledger back on back.user_id = earned.user_id
   and back.ref = case when earned.course_id is not null
                       then 'reversal:course:' || earned.course_id::text
                       else 'reversal:' || earned.ref end
  where earned.user_id = ${userId} and earned.points > 0
    and (earned.created_at at time zone 'Africa/Lagos')::date = ${day}
    and (back.created_at at time zone 'Africa/Lagos')::date <> ${day})`;

/**
 * Whether the officer in column `officer` was first on a closed day's board (its order: points,
 * then who got there first), on the board as it closed or (`now`) less what each officer had
 * taken back since. One index range per day the officer earned on.
 */
function firstOnAClosedDay(officer: SQL, today: string, basis: Basis): SQL {
  const mine =
    basis === 'now'
      ? sql`(d.points - ${takenBackLater(sql`d.user_id`, sql`d.day`)})`
      : sql`d.points`;
  const theirs =
    basis === 'now'
      ? sql`(o.points - ${takenBackLater(sql`o.user_id`, sql`o.day`)})`
      : sql`o.points`;
  return sql`exists (
    select 1 from daily_points d
    where d.user_id = ${officer} and d.day < ${today}::date and ${mine} > 0
      and not exists (
        select 1 from daily_points o
        where o.day = d.day and o.user_id <> d.user_id and o.points >= ${mine}
          and (${theirs} > ${mine}
               or (${theirs} = ${mine}
                   and (o.reached_at < d.reached_at
                        or (o.reached_at = d.reached_at and o.user_id < d.user_id))))))`;
}

/**
 * The query of officers (`user_id`) who meet `rule`, among those `scope` selects: one officer,
 * or a page after a cursor. `today` is the Lagos day still open; `perHour` the volunteering
 * points of one hour.
 */
export function eligibleOfficers(
  rule: TBadgeRule,
  scope: { userId: string } | { after: string | null; limit: number },
  context: { today: string; perHour: number },
  basis: Basis = 'now',
): SQL {
  const on = (column: string) => {
    const c = sql.raw(column);
    return 'userId' in scope
      ? sql`${c} = ${scope.userId}`
      : scope.after
        ? sql`${c} > ${scope.after}`
        : sql`true`;
  };
  const page = 'userId' in scope ? sql`` : sql` order by user_id limit ${scope.limit}`;
  let query: SQL;
  switch (rule.kind) {
    case 'courses':
      query = sql`select user_id from (${verifiedCourses(on('l.user_id'), basis)}) v
                  group by user_id having count(*) >= ${rule.count}`;
      break;
    case 'track':
      query = sql`select v.user_id from (${verifiedCourses(on('l.user_id'), basis)}) v
                  join courses c on c.id = v.course_id and c.topic_id = ${rule.topicId} and c.is_active
                  group by v.user_id
                  having count(*) = (select count(*) from courses
                                     where topic_id = ${rule.topicId} and is_active)`;
      break;
    case 'site':
      query = sql`select v.user_id from (${verifiedCourses(on('l.user_id'), basis)}) v
                  join courses c on c.id = v.course_id and lower(c.website) = lower(${rule.website})
                  group by v.user_id having count(*) >= ${rule.count}`;
      break;
    case 'volunteering':
      // Approved hours live in the ledger as `volunteering:<entry>` rows; reversals are negative.
      query = sql`select user_id from points_ledger l
                  where ${on('l.user_id')}
                    and (l.ref like 'volunteering:%'
                         ${basis === 'now' ? sql`or l.ref like 'reversal:volunteering:%'` : sql``})
                  group by user_id
                  having sum(points) >= ${rule.hours * context.perHour}`;
      break;
    case 'board_first':
      query =
        'userId' in scope
          ? sql`select ${scope.userId}::uuid as user_id
                where ${firstOnAClosedDay(sql`${scope.userId}::uuid`, context.today, basis)}`
          : // Each closed day's first as it closed, kept while still first less take-backs.
            sql`select distinct user_id from (
                  select distinct on (day) day, user_id from daily_points
                  where day < ${context.today}::date
                  order by day, points desc, reached_at, user_id) firsts
                where ${on('user_id')}
                  ${basis === 'now' ? sql`and ${firstOnAClosedDay(sql`firsts.user_id`, context.today, basis)}` : sql``}`;
      break;
    case 'league_members':
      query = sql`select distinct creator_id as user_id from leagues
                  where members_count >= ${rule.members} and ${on('creator_id')}`;
      break;
    case 'weeks':
      // Gaps and islands over Lagos weeks with a verified course.
      query = sql`select user_id from (
                    select user_id, week - (row_number() over (partition by user_id order by week) * 7)::int as island
                    from (select distinct v.user_id,
                                 date_trunc('week', v.created_at at time zone 'Africa/Lagos')::date as week
                          from (${verifiedCourses(on('l.user_id'), basis)}) v) w) runs
                  group by user_id, island having count(*) >= ${rule.weeks}`;
      break;
  }
  return sql`select distinct user_id from (${query}) eligible${page}`;
}
