import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  leagueMessages,
  type TLeague,
  type TLeagueCourse,
  type TLeagueJoinRequest,
  type TLeagueLeaderboard,
  type TLeaguePage,
  type ZAnswerRequest,
  type ZLeagueCreateRequest,
} from '@dpts/contract';
import { rows, type Database, type Db, type Tx } from '../../db/client.ts';
import {
  leagueCourses,
  leagueMembers,
  leagueRequests,
  leagues,
  leagueStars,
} from '../../db/schema.ts';
import type { UserRow } from '../../domain/users.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { lagosDay } from '../../lib/lagos-time.ts';
import { authorize, can, type LeagueFacts } from './policy.ts';

export type LeagueCreateInput = z.output<typeof ZLeagueCreateRequest>;
export type AnswerInput = z.output<typeof ZAnswerRequest>;
export type Page = { page: number; limit: number };

const conflict = (message: string) => new AppError('CONFLICT', message);

// ---------- presenting ----------

export type LeagueRow = {
  id: string;
  name: string;
  image: string;
  thumbnail: string;
  description: string;
  path: TLeague['path'];
  is_private: boolean;
  discoverable: boolean;
  speciality: TLeague['speciality'];
  members_count: number;
  created_at: Date | string;
  creator_id: string;
  creator_first_name: string;
  creator_last_name: string;
  is_member: boolean;
  is_saved: boolean;
  request: { _id: string; createdAt: string } | null;
  pending_requests: number;
  is_invited: boolean;
  courses: string[];
};

const iso = (v: Date | string) => new Date(v).toISOString();

export function presentLeague(row: LeagueRow, me: UserRow): TLeague {
  const facts = { creatorId: row.creator_id, isPrivate: row.is_private, isMember: row.is_member };
  return {
    _id: row.id,
    name: row.name,
    image: row.image,
    thumbnail: row.thumbnail,
    description: row.description,
    path: row.path,
    private: row.is_private,
    discoverable: row.discoverable,
    speciality: row.speciality,
    // A private league's courses are for those who may see its details (DESIGN.md section 5).
    courses: can(me, 'view-details', facts) ? row.courses : [],
    members_count: row.members_count,
    createdAt: iso(row.created_at),
    _creator: {
      _id: row.creator_id,
      firstName: row.creator_first_name,
      lastName: row.creator_last_name,
    },
    isCreator: row.creator_id === me.id,
    isMember: row.is_member,
    isSaved: row.is_saved,
    request: row.request ? { _id: row.request._id, createdAt: iso(row.request.createdAt) } : null,
    pendingRequests: row.pending_requests,
    isInvited: row.is_invited,
  };
}

const liveInvite = (leagueId: SQL, email: string) => sql`exists (select 1 from league_invites i
  where i.league_id = ${leagueId} and i.email = ${email.toLowerCase()} and i.used_at is null
    and i.expires_at > now())`;

/**
 * Leagues of `inner` (a statement answering league rows plus a `sort_at` column, already paged)
 * with the caller's relation to each, in `sort_at` order, newest first.
 */
async function leaguesWithRelations(db: Db | Tx, me: UserRow, inner: SQL): Promise<TLeague[]> {
  const found = await rows<LeagueRow>(
    db,
    sql`select l.id, l.name, l.image, l.thumbnail, l.description, l.path, l.is_private,
      l.discoverable, l.speciality, l.members_count, l.created_at, l.creator_id,
      c.first_name as creator_first_name, c.last_name as creator_last_name,
      exists (select 1 from league_members m where m.league_id = l.id and m.user_id = ${me.id})
        as is_member,
      exists (select 1 from league_stars s where s.league_id = l.id and s.user_id = ${me.id})
        as is_saved,
      (select json_build_object('_id', r.id, 'createdAt', r.created_at) from league_requests r
        where r.league_id = l.id and r.user_id = ${me.id} and r.state = 'pending') as request,
      (case when l.creator_id = ${me.id} then (select count(*) from league_requests r
        where r.league_id = l.id and r.state = 'pending') else 0 end)::int as pending_requests,
      ${liveInvite(sql`l.id`, me.email)} as is_invited,
      coalesce((select json_agg(lc.course_id) from league_courses lc where lc.league_id = l.id),
        '[]') as courses
    from (${inner}) l join users c on c.id = l.creator_id
    order by l.sort_at desc, l.id desc`,
  );
  return found.map((row) => presentLeague(row, me));
}

async function pageOf(
  db: Db,
  me: UserRow,
  page: Page,
  list: SQL,
  count: SQL,
): Promise<TLeaguePage> {
  const offset = (page.page - 1) * page.limit;
  const [items, [total]] = await Promise.all([
    leaguesWithRelations(db, me, sql`${list} limit ${page.limit} offset ${offset}`),
    rows<{ n: number }>(db, sql`select (${count})::int as n`),
  ]);
  return { items, page: page.page, limit: page.limit, total: total?.n ?? 0 };
}

// ---------- lists ----------

const notJoinedOrRequested = (me: UserRow) => sql`
  not exists (select 1 from league_members m where m.league_id = l.id and m.user_id = ${me.id})
  and not exists (select 1 from league_requests r
    where r.league_id = l.id and r.user_id = ${me.id} and r.state = 'pending')`;

/**
 * Discover: discoverable leagues (and leagues the caller is invited to) that the caller has not
 * joined nor asked to join, newest first. Walks the discover index and stops after a page; the
 * total subtracts the caller's own few leagues from the trigger-kept `league_totals`.
 */
export async function discoverLeagues(
  db: Db,
  me: UserRow,
  type: 'all' | 'public' | 'private',
  page: Page,
): Promise<TLeaguePage> {
  const kind =
    type === 'all' ? sql`true` : type === 'private' ? sql`l.is_private` : sql`not l.is_private`;
  const totalKind =
    type === 'all' ? sql`true` : type === 'private' ? sql`t.is_private` : sql`not t.is_private`;
  const email = me.email.toLowerCase();
  // Undiscoverable leagues the caller is invited to, found from their invites.
  const invited = sql`select l.*, l.created_at as sort_at from leagues l
    where l.id in (select i.league_id from league_invites i
        where i.email = ${email} and i.used_at is null and i.expires_at > now())
      and not l.discoverable and ${kind} and ${notJoinedOrRequested(me)}`;
  // Each branch walks its index newest first and stops after the rows this page needs.
  const upto = page.page * page.limit;
  const list = sql`(select * from (select l.*, l.created_at as sort_at from leagues l
        where l.discoverable and ${kind} and ${notJoinedOrRequested(me)}
        order by l.created_at desc, l.id desc limit ${upto}) listed
    union all
    select * from (${invited} order by l.created_at desc, l.id desc limit ${upto}) invited)
    order by sort_at desc, id desc`;
  const count = sql`(select coalesce(sum(t.discoverable), 0) from league_totals t where ${totalKind})
    - (select count(*) from leagues l where l.discoverable and ${kind} and l.id in (
        select m.league_id from league_members m where m.user_id = ${me.id}
        union select r.league_id from league_requests r
          where r.user_id = ${me.id} and r.state = 'pending'))
    + (select count(*) from (${invited}) x)`;
  return pageOf(db, me, page, list, count);
}

/** A discoverable league as Discover lists it, without the caller's relation to it. */
export type ListedLeague = Omit<
  LeagueRow,
  'is_member' | 'is_saved' | 'request' | 'pending_requests' | 'is_invited'
>;

/** The newest discoverable leagues, in Discover's order, and how many there are of each kind. */
export type DiscoverHead = {
  rows: ListedLeague[];
  /** `rows` are every discoverable league */
  complete: boolean;
  totals: { public: number; private: number };
};

/** The first `size` leagues of Discover's order, for every officer (decision 035). */
export async function discoverHead(database: Database, size: number): Promise<DiscoverHead> {
  const found = await database.preparedRows<ListedLeague>(
    'discover_head',
    `select l.id, l.name, l.image, l.thumbnail, l.description, l.path, l.is_private,
      l.discoverable, l.speciality, l.members_count, l.created_at, l.creator_id,
      c.first_name as creator_first_name, c.last_name as creator_last_name,
      coalesce((select json_agg(lc.course_id) from league_courses lc where lc.league_id = l.id),
        '[]') as courses
    from (select * from leagues where discoverable order by created_at desc, id desc limit $1) l
    join users c on c.id = l.creator_id
    order by l.created_at desc, l.id desc`,
    [size + 1],
  );
  const totals = await database.preparedRows<{ is_private: boolean; discoverable: number }>(
    'discover_totals',
    'select is_private, discoverable from league_totals',
    [],
  );
  return {
    rows: found.slice(0, size),
    complete: found.length <= size,
    totals: {
      public: totals.find((t) => !t.is_private)?.discoverable ?? 0,
      private: totals.find((t) => t.is_private)?.discoverable ?? 0,
    },
  };
}

/** One officer's relation to leagues, as Discover needs it. */
export type OfficerLeagues = {
  /** the address the invites were read for (lower case) */
  email: string;
  /** leagues joined or asked to join, with what Discover's total needs of them */
  joined: Map<string, { discoverable: boolean; isPrivate: boolean }>;
  saved: Set<string>;
  /** live invites to the officer's address: league → when the last of them expires (ms) */
  invites: Map<string, number>;
};

export async function officerLeagues(database: Database, me: UserRow): Promise<OfficerLeagues> {
  const email = me.email.toLowerCase();
  const found = await database.preparedRows<{
    what: 'joined' | 'saved' | 'invited';
    league_id: string;
    discoverable: boolean | null;
    is_private: boolean | null;
    expires_at: Date | string | null;
  }>(
    'officer_leagues',
    `select 'joined' as what, m.league_id, l.discoverable, l.is_private, null::timestamptz as expires_at
      from league_members m join leagues l on l.id = m.league_id where m.user_id = $1
    union all
    select 'joined', r.league_id, l.discoverable, l.is_private, null
      from league_requests r join leagues l on l.id = r.league_id
      where r.user_id = $1 and r.state = 'pending'
    union all
    select 'saved', s.league_id, null, null, null from league_stars s where s.user_id = $1
    union all
    select 'invited', i.league_id, null, null, i.expires_at from league_invites i
      where i.email = $2 and i.used_at is null and i.expires_at > now()`,
    [me.id, email],
  );
  const relations: OfficerLeagues = {
    email,
    joined: new Map(),
    saved: new Set(),
    invites: new Map(),
  };
  for (const row of found) {
    if (row.what === 'joined')
      relations.joined.set(row.league_id, {
        discoverable: row.discoverable === true,
        isPrivate: row.is_private === true,
      });
    else if (row.what === 'saved') relations.saved.add(row.league_id);
    else {
      const expires = new Date(row.expires_at!).getTime();
      relations.invites.set(
        row.league_id,
        Math.max(expires, relations.invites.get(row.league_id) ?? 0),
      );
    }
  }
  return relations;
}

export async function createdLeagues(
  db: Db,
  me: UserRow,
  pendingOnly: boolean,
  page: Page,
): Promise<TLeaguePage> {
  const pending = pendingOnly
    ? sql`and exists (select 1 from league_requests r where r.league_id = l.id and r.state = 'pending')`
    : sql``;
  return pageOf(
    db,
    me,
    page,
    sql`select l.*, l.created_at as sort_at from leagues l where l.creator_id = ${me.id} ${pending}
      order by l.created_at desc, l.id desc`,
    sql`select count(*) from leagues l where l.creator_id = ${me.id} ${pending}`,
  );
}

/** Every league the caller is a member of (their own included), latest joined first. */
export async function joinedLeagues(db: Db, me: UserRow, page: Page): Promise<TLeaguePage> {
  return pageOf(
    db,
    me,
    page,
    sql`select l.*, m.joined_at as sort_at from league_members m join leagues l on l.id = m.league_id
      where m.user_id = ${me.id} order by m.joined_at desc, l.id desc`,
    sql`select count(*) from league_members m where m.user_id = ${me.id}`,
  );
}

export async function sentRequests(db: Db, me: UserRow, page: Page): Promise<TLeaguePage> {
  return pageOf(
    db,
    me,
    page,
    sql`select l.*, r.created_at as sort_at from league_requests r join leagues l on l.id = r.league_id
      where r.user_id = ${me.id} and r.state = 'pending' order by r.created_at desc, l.id desc`,
    sql`select count(*) from league_requests r where r.user_id = ${me.id} and r.state = 'pending'`,
  );
}

/** Saved leagues the caller has not joined, latest saved first. */
export async function savedLeagues(db: Db, me: UserRow, page: Page): Promise<TLeaguePage> {
  const notJoined = sql`not exists (select 1 from league_members m
    where m.league_id = s.league_id and m.user_id = ${me.id})`;
  return pageOf(
    db,
    me,
    page,
    sql`select l.*, s.created_at as sort_at from league_stars s join leagues l on l.id = s.league_id
      where s.user_id = ${me.id} and ${notJoined} order by s.created_at desc, l.id desc`,
    sql`select count(*) from league_stars s where s.user_id = ${me.id} and ${notJoined}`,
  );
}

// ---------- one league ----------

type LockedLeague = LeagueFacts & {
  id: string;
  membersCount: number;
  discoverable: boolean;
  isInvited: boolean;
};

/**
 * The league and the caller's place in it, or 404. `lock` takes the league row for update:
 * every membership change of one league runs one at a time, so members_count stays exact.
 */
async function lockLeague(db: Db | Tx, id: string): Promise<void> {
  await db.execute(sql`select 1 from leagues where id = ${id} for update`);
}

export async function loadLeague(
  db: Db | Tx,
  me: UserRow,
  id: string,
  lock = false,
): Promise<LockedLeague> {
  // Lock first, then read: a statement that waited for the lock reads the rows committed by
  // then (READ COMMITTED), so the membership it sees is the current one.
  if (lock) await lockLeague(db, id);
  const [row] = await rows<{
    id: string;
    creator_id: string;
    is_private: boolean;
    discoverable: boolean;
    is_member: boolean;
    is_invited: boolean;
    members_count: number;
  }>(
    db,
    sql`select l.id, l.creator_id, l.is_private, l.discoverable, l.members_count,
      exists (select 1 from league_members m where m.league_id = l.id and m.user_id = ${me.id})
        as is_member,
      ${liveInvite(sql`l.id`, me.email)} as is_invited
    from leagues l where l.id = ${id}`,
  );
  if (!row) throw notFound(leagueMessages.notFound);
  return {
    id: row.id,
    creatorId: row.creator_id,
    isPrivate: row.is_private,
    discoverable: row.discoverable,
    isMember: row.is_member,
    isInvited: row.is_invited,
    membersCount: row.members_count,
  };
}

async function presentOne(db: Db | Tx, me: UserRow, id: string): Promise<TLeague> {
  const [league] = await leaguesWithRelations(
    db,
    me,
    sql`select l.*, l.created_at as sort_at from leagues l where l.id = ${id}`,
  );
  if (!league) throw notFound(leagueMessages.notFound);
  return league;
}

/** Adds a member and counts them, in the caller's transaction; false when already a member. */
export async function addMember(tx: Tx, leagueId: string, userId: string): Promise<boolean> {
  const added = await tx
    .insert(leagueMembers)
    .values({ leagueId, userId })
    .onConflictDoNothing()
    .returning({ userId: leagueMembers.userId });
  if (added.length === 0) return false;
  await tx.execute(
    sql`update leagues set members_count = members_count + 1 where id = ${leagueId}`,
  );
  // A pending request is answered by the membership.
  await tx.execute(sql`update league_requests set state = 'accepted', answered_at = now()
    where league_id = ${leagueId} and user_id = ${userId} and state = 'pending'`);
  return true;
}

/** Marks the caller's live invites to a league used (single use per address). */
async function useInvites(tx: Tx, leagueId: string, email: string): Promise<void> {
  await tx.execute(sql`update league_invites set used_at = now()
    where league_id = ${leagueId} and email = ${email.toLowerCase()} and used_at is null`);
}

// ---------- writes ----------

/** Creates the league with its creator as first member (and its courses) in one transaction. */
export async function createLeague(
  db: Db,
  me: UserRow,
  input: LeagueCreateInput,
): Promise<TLeague> {
  const courseIds = [...new Set(input.courses)];
  if (courseIds.length > 0) {
    const found = await rows<{ id: string; learning_path: string }>(
      db,
      sql`select id, learning_path from courses
        where is_active and id in (${sql.join(
          courseIds.map((c) => sql`${c}::uuid`),
          sql`, `,
        )})`,
    );
    if (found.length !== courseIds.length) throw badRequest('Unknown course', 'body.courses');
    if (input.path !== 'all' && found.some((c) => c.learning_path !== input.path))
      throw badRequest(leagueMessages.coursesNotInPath, 'body.courses');
  }
  const id = await db.transaction(async (tx) => {
    const [league] = await tx
      .insert(leagues)
      .values({
        creatorId: me.id,
        name: input.name,
        description: input.description,
        image: input.image,
        thumbnail: input.thumbnail ?? input.image,
        path: input.speciality === 'Specialized' ? input.path : 'all',
        isPrivate: input.private,
        discoverable: input.discoverable,
        speciality: input.private ? (input.speciality ?? null) : null,
      })
      .returning({ id: leagues.id });
    await addMember(tx, league!.id, me.id);
    if (courseIds.length > 0)
      await tx
        .insert(leagueCourses)
        .values(courseIds.map((courseId) => ({ leagueId: league!.id, courseId })));
    return league!.id;
  });
  return presentOne(db, me, id);
}

/** The creator deletes; members, requests, stars, invites and courses go with it (cascade). */
export async function deleteLeague(db: Db, me: UserRow, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const league = await loadLeague(tx, me, id, true);
    authorize(me, 'manage', league);
    await tx.delete(leagues).where(sql`${leagues.id} = ${id}`);
  });
}

export async function setDiscoverable(
  db: Db,
  me: UserRow,
  id: string,
  discoverable: boolean,
): Promise<TLeague> {
  const league = await loadLeague(db, me, id);
  authorize(me, 'manage', league);
  await db
    .update(leagues)
    .set({ discoverable })
    .where(sql`${leagues.id} = ${id}`);
  return presentOne(db, me, id);
}

/** Joins a public league, or a private one the caller was invited to. */
export async function joinLeague(db: Db, me: UserRow, id: string): Promise<TLeague> {
  await db.transaction(async (tx) => {
    const league = await loadLeague(tx, me, id, true);
    if (league.isMember) throw conflict(leagueMessages.alreadyMember);
    if (league.isPrivate && !league.isInvited) throw forbiddenJoin();
    if (!(await addMember(tx, id, me.id))) throw conflict(leagueMessages.alreadyMember);
    await useInvites(tx, id, me.email);
  });
  return presentOne(db, me, id);
}
const forbiddenJoin = () => new AppError('FORBIDDEN', leagueMessages.privateNeedsRequest);

/** Asks to join a private league; one pending request per officer and league. */
export async function requestToJoin(db: Db, me: UserRow, id: string): Promise<TLeague> {
  try {
    await db.transaction(async (tx) => {
      const league = await loadLeague(tx, me, id, true);
      if (league.isMember) throw conflict(leagueMessages.alreadyMember);
      if (!league.isPrivate) throw badRequest(leagueMessages.publicJoinDirectly);
      const [blocked] = await rows(
        tx,
        sql`select 1 from league_requests where league_id = ${id} and user_id = ${me.id} and blocked`,
      );
      if (blocked) throw new AppError('FORBIDDEN', leagueMessages.blocked);
      await tx.insert(leagueRequests).values({ leagueId: id, userId: me.id });
    });
  } catch (err) {
    if (uniqueViolation(err) === 'league_requests_pending_key')
      throw conflict(leagueMessages.alreadyRequested);
    throw err;
  }
  return presentOne(db, me, id);
}

export async function withdrawRequest(db: Db, me: UserRow, id: string): Promise<void> {
  await loadLeague(db, me, id);
  const withdrawn = await db
    .update(leagueRequests)
    .set({ state: 'withdrawn', answeredAt: new Date() })
    .where(
      sql`${leagueRequests.leagueId} = ${id} and ${leagueRequests.userId} = ${me.id} and ${leagueRequests.state} = 'pending'`,
    )
    .returning({ id: leagueRequests.id });
  if (withdrawn.length === 0) throw notFound(leagueMessages.requestNotFound);
}

/** The creator accepts (the officer becomes a member) or rejects a pending request, once. */
export async function answerRequest(
  db: Db,
  me: UserRow,
  leagueId: string,
  input: AnswerInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const league = await loadLeague(tx, me, leagueId, true);
    authorize(me, 'manage', league);
    const accepted = input.state === 'Accepted';
    const [answered] = await tx
      .update(leagueRequests)
      .set({
        state: accepted ? 'accepted' : 'rejected',
        blocked: !accepted && input.block,
        answeredAt: new Date(),
      })
      .where(
        sql`${leagueRequests.id} = ${input.id} and ${leagueRequests.leagueId} = ${leagueId} and ${leagueRequests.state} = 'pending'`,
      )
      .returning({ userId: leagueRequests.userId });
    if (!answered) {
      const [exists] = await rows(
        tx,
        sql`select 1 from league_requests where id = ${input.id} and league_id = ${leagueId}`,
      );
      throw exists
        ? conflict(leagueMessages.requestAnswered)
        : notFound(leagueMessages.requestNotFound);
    }
    if (accepted) await addMember(tx, leagueId, answered.userId);
  });
}

export async function leaveLeague(db: Db, me: UserRow, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const league = await loadLeague(tx, me, id, true);
    if (league.creatorId === me.id) throw badRequest(leagueMessages.creatorCannotLeave);
    authorize(me, 'leave', league);
    const removed = await tx
      .delete(leagueMembers)
      .where(sql`${leagueMembers.leagueId} = ${id} and ${leagueMembers.userId} = ${me.id}`)
      .returning({ userId: leagueMembers.userId });
    if (removed.length > 0)
      await tx.execute(sql`update leagues set members_count = members_count - 1 where id = ${id}`);
  });
}

// ---------- stars ----------

export async function saveLeague(db: Db, me: UserRow, id: string): Promise<TLeague> {
  const league = await loadLeague(db, me, id);
  if (!league.discoverable && !league.isMember && !league.isInvited && league.creatorId !== me.id)
    throw notFound(leagueMessages.notFound);
  const saved = await db
    .insert(leagueStars)
    .values({ userId: me.id, leagueId: id })
    .onConflictDoNothing()
    .returning({ leagueId: leagueStars.leagueId });
  if (saved.length === 0) throw conflict(leagueMessages.alreadySaved);
  return presentOne(db, me, id);
}

export async function unsaveLeague(db: Db, me: UserRow, id: string): Promise<void> {
  const removed = await db
    .delete(leagueStars)
    .where(sql`${leagueStars.userId} = ${me.id} and ${leagueStars.leagueId} = ${id}`)
    .returning({ leagueId: leagueStars.leagueId });
  if (removed.length === 0) throw notFound(leagueMessages.notSaved);
}

// ---------- reads of one league ----------

/**
 * The league's card for its share link: any signed-in officer holding the id sees it, even when
 * it is not discoverable (the link is the invitation), with their relation to it. It names no
 * members, and a private league's courses only to those who may see its details.
 */
export async function leagueCard(db: Db, me: UserRow, id: string): Promise<TLeague> {
  return presentOne(db, me, id);
}

/** 'View Details': the league's courses with the caller's status in each. */
export async function leagueDetails(
  db: Db,
  me: UserRow,
  id: string,
): Promise<{ league: TLeague; courses: TLeagueCourse[] }> {
  const facts = await loadLeague(db, me, id);
  authorize(me, 'view-details', facts);
  const [league, found] = await Promise.all([
    presentOne(db, me, id),
    rows<{
      id: string;
      name: string;
      website: string;
      url: string;
      point: number;
      state: string | null;
    }>(
      db,
      sql`select c.id, c.name, c.website, c.url, c.point, e.state
        from league_courses lc join courses c on c.id = lc.course_id
        left join enrollments e on e.course_id = c.id and e.user_id = ${me.id}
        where lc.league_id = ${id} order by c.name`,
    ),
  ]);
  return {
    league,
    courses: found.map((c) => ({
      _id: c.id,
      name: c.name,
      website: c.website,
      url: c.url,
      point: c.point,
      status:
        c.state === 'complete' ? 'completed' : c.state === 'enrolled' ? 'enrolled' : 'not-started',
    })),
  };
}

export async function leagueRequestsOf(
  db: Db,
  me: UserRow,
  id: string,
  page: Page,
): Promise<{ league: TLeague; items: TLeagueJoinRequest[]; total: number }> {
  const facts = await loadLeague(db, me, id);
  authorize(me, 'read-requests', facts);
  const offset = (page.page - 1) * page.limit;
  const [league, found, [count]] = await Promise.all([
    presentOne(db, me, id),
    rows<{
      id: string;
      user_id: string;
      first_name: string;
      last_name: string;
      username: string | null;
      image: string | null;
      created_at: Date | string;
    }>(
      db,
      sql`select r.id, r.user_id, u.first_name, u.last_name, u.username, u.image, r.created_at
        from league_requests r join users u on u.id = r.user_id
        where r.league_id = ${id} and r.state = 'pending'
        order by r.created_at desc, r.id desc limit ${page.limit} offset ${offset}`,
    ),
    rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from league_requests where league_id = ${id} and state = 'pending'`,
    ),
  ]);
  return {
    league,
    total: count?.n ?? 0,
    items: found.map((r) => ({
      _id: r.id,
      userId: r.user_id,
      firstName: r.first_name,
      lastName: r.last_name,
      username: r.username,
      image: r.image,
      createdAt: iso(r.created_at),
    })),
  };
}

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
