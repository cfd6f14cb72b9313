import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  leagueMessages,
  type TLeague,
  type TLeaguePage,
  type ZAnswerRequest,
  type ZLeagueCreateRequest,
} from '@dpts/contract';
import { rows, type Db, type Tx } from '../../db/client.ts';
import type { UserRow } from '../../domain/users.ts';
import { notFound } from '../../lib/app-error.ts';
import { can } from './policy.ts';

/** How leagues leave the server: rows to the contract's shape, with the caller's relation. */

export type LeagueCreateInput = z.output<typeof ZLeagueCreateRequest>;
export type AnswerInput = z.output<typeof ZAnswerRequest>;
export type Page = { page: number; limit: number };

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

export const iso = (v: Date | string) => new Date(v).toISOString();

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
    // A private league's courses are for those who may see its details (docs/design.md §5).
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

export const liveInvite = (
  leagueId: SQL,
  email: string,
) => sql`exists (select 1 from league_invites i
  where i.league_id = ${leagueId} and i.email = ${email.toLowerCase()} and i.used_at is null
    and i.expires_at > now())`;

/**
 * Leagues of `inner` (a statement answering league rows plus a `sort_at` column, already paged)
 * with the caller's relation to each, in `sort_at` order, newest first.
 */
export async function leaguesWithRelations(
  db: Db | Tx,
  me: UserRow,
  inner: SQL,
): Promise<TLeague[]> {
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

export async function pageOf(
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

/** One league with the caller's relation to it, or 404. */
export async function presentOne(db: Db | Tx, me: UserRow, id: string): Promise<TLeague> {
  const [league] = await leaguesWithRelations(
    db,
    me,
    sql`select l.*, l.created_at as sort_at from leagues l where l.id = ${id}`,
  );
  if (!league) throw notFound(leagueMessages.notFound);
  return league;
}
