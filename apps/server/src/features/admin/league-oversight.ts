import { and, asc, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { TAdminJoinedLeague, TAdminLeagueRow, TModerator } from '@dpts/contract';
import { rows, type Db } from '../../db/client.ts';
import { leagueMembers, leagues, users } from '../../db/schema.ts';
import { userSearchText } from './service.ts';
import { cappedCount, containsPattern } from './search.ts';

type PageQuery = { page: number; limit: number; search?: string | undefined };
type Page<T> = { items: T[]; total: number; totalCapped: boolean };

/**
 * Leagues whose name, or whose creator's name, holds the term. A union of the two trigram
 * indexes of migration 0009 (`lower(leagues.name)`, `lower(first_name || ' ' || last_name)`): an
 * OR across the join could use neither.
 */
function leagueMatches(pattern: string) {
  return sql`${leagues.id} in (
    select ln.id from leagues ln where lower(ln.name) like ${pattern}
    union
    select lc.id from users uc join leagues lc on lc.creator_id = uc.id
    where lower(uc.first_name || ' ' || uc.last_name) like ${pattern})`;
}

/** All leagues, newest first; search matches the league's or its moderator's name. */
export async function listLeagues(db: Db, query: PageQuery): Promise<Page<TAdminLeagueRow>> {
  const where = query.search ? leagueMatches(containsPattern(query.search)) : undefined;
  const list = db
    .select({
      id: leagues.id,
      name: leagues.name,
      description: leagues.description,
      image: leagues.image,
      isPrivate: leagues.isPrivate,
      membersCount: leagues.membersCount,
      createdAt: leagues.createdAt,
      creatorId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(leagues)
    .innerJoin(users, eq(users.id, leagues.creatorId))
    .where(where)
    .orderBy(desc(leagues.createdAt), desc(leagues.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const count = where
    ? cappedCount(db, sql`${leagues}`, where)
    : rows<{ n: number }>(db, sql`select count(*)::int as n from ${leagues}`).then(([r]) => ({
        total: r?.n ?? 0,
        totalCapped: false,
      }));
  const [found, counted] = await Promise.all([list, count]);
  return {
    items: found.map((l) => ({
      _id: l.id,
      name: l.name,
      description: l.description,
      image: l.image,
      private: l.isPrivate,
      members_count: l.membersCount,
      createdAt: l.createdAt.toISOString(),
      creator: { _id: l.creatorId, firstName: l.firstName, lastName: l.lastName, email: l.email },
    })),
    ...counted,
  };
}

/** League creators, newest first, with their leagues; search matches name or email. */
export async function listModerators(db: Db, query: PageQuery): Promise<Page<TModerator>> {
  const creates = exists(
    db
      .select({ one: sql`1` })
      .from(leagues)
      .where(eq(leagues.creatorId, users.id)),
  );
  // userSearchText (name, username, email) is what the users' trigram index covers.
  const where = query.search
    ? and(creates, sql`${userSearchText} like ${containsPattern(query.search)}`)!
    : creates;
  const list = db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const count = query.search
    ? cappedCount(db, sql`${users}`, where)
    : rows<{ n: number }>(
        db,
        sql`select count(distinct ${leagues.creatorId})::int as n from ${leagues}`,
      ).then(([r]) => ({ total: r?.n ?? 0, totalCapped: false }));
  const [creators, counted] = await Promise.all([list, count]);
  const owned =
    creators.length === 0
      ? []
      : await db
          .select({
            id: leagues.id,
            name: leagues.name,
            membersCount: leagues.membersCount,
            creatorId: leagues.creatorId,
          })
          .from(leagues)
          .where(
            inArray(
              leagues.creatorId,
              creators.map((c) => c.id),
            ),
          )
          .orderBy(desc(leagues.createdAt), desc(leagues.id));
  const byCreator = new Map<string, TModerator['leagues']>();
  for (const l of owned) {
    const list = byCreator.get(l.creatorId) ?? [];
    list.push({ _id: l.id, name: l.name, members_count: l.membersCount });
    byCreator.set(l.creatorId, list);
  }
  return {
    items: creators.map((c) => {
      const mine = byCreator.get(c.id) ?? [];
      return {
        creator: {
          _id: c.id,
          firstName: c.firstName,
          lastName: c.lastName,
          email: c.email,
          createdAt: c.createdAt.toISOString(),
        },
        noOfLeagues: mine.length,
        leagues: mine,
      };
    }),
    ...counted,
  };
}

/** The leagues an officer has joined (user details, "Leagues Joined"), latest first. */
export async function leaguesJoinedBy(db: Db, userId: string): Promise<TAdminJoinedLeague[]> {
  const found = await db
    .select({ id: leagues.id, name: leagues.name, joinedAt: leagueMembers.joinedAt })
    .from(leagueMembers)
    .innerJoin(leagues, eq(leagues.id, leagueMembers.leagueId))
    .where(eq(leagueMembers.userId, userId))
    .orderBy(desc(leagueMembers.joinedAt), asc(leagues.name));
  return found.map((l) => ({
    _id: l.id,
    joinedAt: l.joinedAt.toISOString(),
    _league: { _id: l.id, name: l.name },
  }));
}

/**
 * A league's members by points (the leaderboard popup), with the global board's tie rule (who
 * reached the total first, then id); null when there is no such league.
 */
export async function leagueLeaderboard(
  db: Db,
  leagueId: string,
): Promise<
  | {
      _id: string;
      firstName: string;
      lastName: string;
      image: string | null;
      totalPointsEarned: number;
    }[]
  | null
> {
  const [league] = await db
    .select({ id: leagues.id })
    .from(leagues)
    .where(eq(leagues.id, leagueId));
  if (!league) return null;
  const members = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      image: users.image,
      totalPointsEarned: users.totalPointsEarned,
    })
    .from(leagueMembers)
    .innerJoin(users, eq(users.id, leagueMembers.userId))
    .where(eq(leagueMembers.leagueId, leagueId))
    .orderBy(desc(users.totalPointsEarned), asc(users.pointsReachedAt), asc(users.id));
  return members.map(({ id, ...m }) => ({ _id: id, ...m }));
}
