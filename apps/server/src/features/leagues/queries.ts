import { sql } from 'drizzle-orm';
import {
  leagueMessages,
  type TLeague,
  type TLeagueCourse,
  type TLeagueJoinRequest,
  type TLeaguePage,
} from '@dpts/contract';
import { rows, type Database, type Db, type Tx } from '../../db/client.ts';
import type { UserRow } from '../../domain/users.ts';
import { notFound } from '../../lib/app-error.ts';
import { authorize, type LeagueFacts } from './policy.ts';
import { iso, liveInvite, pageOf, presentOne, type LeagueRow, type Page } from './presenters.ts';

/** Reads of leagues: the lists, one league and its facts, details and requests. */

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

export type LockedLeague = LeagueFacts & {
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
