import { sql } from 'drizzle-orm';
import {
  LEAGUE_LIMITS,
  type TLeagueBoardMember,
  type TLeagueLeaderboard,
  type TLeaguePage,
  type TLeagueWithBoardPage,
} from '@dpts/contract';
import { rows, type Database, type Db } from '../../db/client.ts';
import type { UserRow } from '../../domain/users.ts';
import { lagosDay } from '../../lib/lagos-time.ts';
import { authorize } from './policy.ts';
import { loadLeague } from './queries.ts';

/** League leaderboards: ranking members all time or this Lagos week. */

/** Monday of the Lagos week holding `day` (YYYY-MM-DD). */
export function weekStart(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const back = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

/** A member's place on a league's board: rank 1 is the top. */
export type RankedMember = {
  id: string;
  first_name: string;
  last_name: string;
  username: string | null;
  image: string | null;
  points: number;
  rank: number;
};

/**
 * The board's ranking as a prepared statement ($1 the league, $2 the week's Monday): by
 * totalPointsEarned, ties to who reached the total first (as the global board); or by dpts
 * earned since Monday in Lagos, ties to who reached them first. `top` keeps only the first
 * $3 (or $2) ranks and the officer $4 (or $3).
 */
function boardStatement(period: 'all' | 'week', top: boolean): { name: string; text: string } {
  const ranked =
    period === 'all'
      ? `select u.id, u.first_name, u.last_name, u.username, u.image,
          u.total_points_earned as points,
          row_number() over (order by u.total_points_earned desc, u.points_reached_at, u.id)::int as rank
        from league_members m join users u on u.id = m.user_id where m.league_id = $1`
      : `select u.id, u.first_name, u.last_name, u.username, u.image,
          coalesce(w.points, 0)::int as points,
          row_number() over (order by coalesce(w.points, 0) desc, w.reached_at nulls last, u.id)::int as rank
        from league_members m join users u on u.id = m.user_id
        left join lateral (select sum(d.points) as points, max(d.reached_at) as reached_at
          from daily_points d where d.user_id = m.user_id and d.day >= $2::date) w on true
        where m.league_id = $1`;
  const [limit, me] = period === 'all' ? ['$2', '$3'] : ['$3', '$4'];
  return {
    name: `league_board_${period}${top ? '_top' : ''}`,
    text: top
      ? `select * from (${ranked}) r where r.rank <= ${limit} or r.id = ${me} order by r.rank`
      : `${ranked} order by rank`,
  };
}

/** Every member of the league, ranked (first rank first). */
export async function rankedMembers(
  database: Database,
  id: string,
  since: string | null,
): Promise<RankedMember[]> {
  const { name, text } = boardStatement(since === null ? 'all' : 'week', false);
  return database.preparedRows<RankedMember>(name, text, since === null ? [id] : [id, since]);
}

/** What the leaderboard needs of the league: who may see it, and how many members it has. */
export async function boardFacts(
  database: Database,
  id: string,
): Promise<{ creatorId: string; isPrivate: boolean; membersCount: number } | null> {
  const [row] = await database.preparedRows<{
    creator_id: string;
    is_private: boolean;
    members_count: number;
  }>(
    'league_board_facts',
    'select creator_id, is_private, members_count from leagues where id = $1',
    [id],
  );
  return row
    ? { creatorId: row.creator_id, isPrivate: row.is_private, membersCount: row.members_count }
    : null;
}

/** The answer from ranked members: all of them, or the top `limit` and the caller. */
export function presentLeaderboard(
  me: UserRow,
  period: 'all' | 'week',
  since: string | null,
  membersCount: number,
  limit: number,
  found: RankedMember[],
): TLeagueLeaderboard {
  const entries: TLeagueLeaderboard['entries'] = [];
  let mine: RankedMember | undefined;
  // `found` is in rank order.
  for (const r of found) {
    if (r.id === me.id) mine = r;
    if (r.rank <= limit)
      entries.push({
        rank: r.rank,
        _id: r.id,
        firstName: r.first_name,
        lastName: r.last_name,
        username: r.username,
        image: r.image,
        totalPointsEarned: r.points,
      });
    else if (mine) break;
  }
  return {
    period,
    since,
    members: membersCount,
    entries,
    me: {
      rank: mine ? mine.rank : null,
      totalPointsEarned: mine ? mine.points : period === 'all' ? me.totalPointsEarned : 0,
    },
  };
}

/** The first Monday of the board's period in Lagos, or null for all time. */
export function boardSince(period: 'all' | 'week', now: Date): string | null {
  return period === 'week' ? weekStart(lagosDay(now)) : null;
}

/**
 * A league's leaderboard from the database: members by totalPointsEarned, ties to who reached
 * the total first (as the global board); or by dpts earned since Monday in Lagos ('this week'),
 * ties to who reached them first. Only the top `limit` and the caller leave the database.
 */
export async function leagueLeaderboard(
  database: Database,
  me: UserRow,
  id: string,
  period: 'all' | 'week',
  limit: number,
  now: Date,
): Promise<TLeagueLeaderboard> {
  const facts = await loadLeague(database.readDb, me, id);
  authorize(me, 'view-leaderboard', facts);
  const since = boardSince(period, now);
  const { name, text } = boardStatement(period, true);
  const found = await database.preparedRows<RankedMember>(
    name,
    text,
    since === null ? [id, limit, me.id] : [id, since, limit, me.id],
  );
  return presentLeaderboard(me, period, since, facts.membersCount, limit, found);
}

/**
 * A page of joined or created leagues as the spec's data section has it: each league under
 * `_league` with the top of its all-time board (decision 043). The caller is a member or the
 * creator of each, so each board is theirs to see. One statement for the page.
 */
export async function withBoards(db: Db, page: TLeaguePage): Promise<TLeagueWithBoardPage> {
  const ids = page.items.map((l) => l._id);
  const boards = new Map<string, TLeagueBoardMember[]>(ids.map((id) => [id, []]));
  if (ids.length > 0) {
    const found = await rows<RankedMember & { league_id: string }>(
      db,
      sql`select l.id as league_id, b.* from leagues l cross join lateral (
          select u.id, u.first_name, u.last_name, u.username, u.image,
            u.total_points_earned as points,
            row_number() over (order by u.total_points_earned desc, u.points_reached_at, u.id)::int
              as rank
          from league_members m join users u on u.id = m.user_id where m.league_id = l.id
          order by rank limit ${LEAGUE_LIMITS.boardPreview}) b
        where l.id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        order by l.id, b.rank`,
    );
    for (const r of found)
      boards.get(r.league_id)?.push({
        _id: {
          _id: r.id,
          firstName: r.first_name,
          lastName: r.last_name,
          username: r.username,
          image: r.image,
        },
        rank: r.rank,
        totalPointsEarned: r.points,
      });
  }
  return {
    ...page,
    items: page.items.map((league) => ({
      _league: league,
      leaderboard: boards.get(league._id) ?? [],
    })),
  };
}
