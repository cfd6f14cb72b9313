import { sql } from 'drizzle-orm';
import { leagueMessages, type TLeague } from '@dpts/contract';
import { rows, type Db, type Tx } from '../../db/client.ts';
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
import { authorize } from './policy.ts';
import { notify } from '../notifications/index.ts';
import { presentOne, type AnswerInput, type LeagueCreateInput } from './presenters.ts';
import { loadLeague } from './queries.ts';

/** Writes to leagues: create, delete, join, requests and their answers, leave, stars. */

const conflict = (message: string) => new AppError('CONFLICT', message);

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
    // The officer who asked is told either way (the bell, and push where allowed).
    const [named] = await rows<{ name: string }>(
      tx,
      sql`select name from leagues where id = ${leagueId}`,
    );
    await notify(tx, {
      userId: answered.userId,
      kind: 'league.request.answered',
      params: { league: named?.name ?? 'the league', accepted },
      link: accepted ? `/leagues/my-leagues` : '/leagues/discover',
    });
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
