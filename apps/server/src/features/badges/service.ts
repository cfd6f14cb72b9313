import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { TBadgeAward, TBadgeClass, TBadgeRule } from '@dpts/contract';
import { rows, type Db, type Tx } from '../../db/client.ts';
import { badgeAwards, badgeClasses, badgeStatusLists } from '../../db/schema.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import { lagosDay } from '../../lib/lagos-time.ts';
import { notify } from '../notifications/index.ts';
import { defaultEmblem, statusPosition } from './credentials.ts';
import { eligibleOfficers, REVOCABLE_KINDS, type Basis } from './rules.ts';

declare module '../../lib/job-queue.ts' {
  interface JobTypes {
    /** evaluate one officer's badges (queued by triggers on the ledger and league members) */
    'badges-evaluate': { userId: string };
    /** evaluate one class for every officer, a page at a time */
    'badges-class': { classId: string; after?: string | null };
    /** sign one award's credential */
    'badges-sign': { awardId: string };
    /** re-sign one revocation list */
    'badges-sign-status': { list: number };
    /** the Lagos day `day` has closed: its board's first place */
    'badges-close-day': { day: string };
  }
}

export type EvaluationContext = { now: Date; perHour: number; jobs: JobQueue };

/**
 * Kinds an officer's own evaluation awards (a day's first place is awarded when the day closes;
 * held, it is checked for take-backs like the others).
 */
const OFFICER_KINDS: TBadgeRule['kind'][] = [
  'courses',
  'track',
  'site',
  'volunteering',
  'weeks',
  'league_members',
];

const PAGE = 500;

type ClassRow = typeof badgeClasses.$inferSelect;

export const classImage = (c: Pick<ClassRow, 'image' | 'name'>) => c.image ?? defaultEmblem(c.name);

export function presentClass(c: ClassRow): TBadgeClass {
  return {
    _id: c.id,
    name: c.name,
    description: c.description,
    criteria: c.criteria,
    image: classImage(c),
    rule: c.rule,
    isActive: c.isActive,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

const uuidList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`(${id}::uuid)`),
    sql`, `,
  );

/**
 * Awards a class to the officers given, once each (the partial unique index turns a raced or
 * retried award into nothing): each new award gets its notice, its signing job, and its status
 * list. Returns the ids of awards really made.
 */
export async function awardClass(
  tx: Tx,
  klass: Pick<ClassRow, 'id' | 'name'>,
  userIds: string[],
  context: EvaluationContext,
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const made = await rows<{ id: string; userId: string; statusIndex: number }>(
    tx,
    sql`insert into badge_awards (class_id, user_id, awarded_at)
        select ${klass.id}::uuid, v.u, ${context.now} from (values ${uuidList(userIds)}) v(u)
        on conflict (user_id, class_id) where revoked_at is null do nothing
        returning id, user_id as "userId", status_index as "statusIndex"`,
  );
  if (made.length === 0) return [];
  await notify(
    tx,
    ...made.map((m) => ({
      userId: m.userId,
      kind: 'badge.awarded' as const,
      params: { badge: klass.name, awardId: m.id },
      link: `/badges/${m.id}`,
    })),
  );
  await context.jobs.enqueue(
    tx,
    'badges-sign',
    made.map((m) => ({ awardId: m.id })),
  );
  // A credential's status list must be served signed from its first day.
  const lists = [...new Set(made.map((m) => statusPosition(m.statusIndex).list))];
  const fresh = await rows<{ id: number }>(
    tx,
    sql`insert into badge_status_lists (id, dirty)
        select l, true from (values ${sql.join(
          lists.map((l) => sql`(${l}::int)`),
          sql`, `,
        )}) v(l)
        on conflict do nothing returning id`,
  );
  await context.jobs.enqueue(
    tx,
    'badges-sign-status',
    fresh.map((f) => ({ list: f.id })),
  );
  return made.map((m) => m.id);
}

/** Revokes live awards; their status lists are re-signed by a job at once. */
export async function revokeAwards(
  tx: Tx,
  awardIds: string[],
  reason: string,
  context: EvaluationContext,
): Promise<number> {
  if (awardIds.length === 0) return 0;
  const revoked = await tx
    .update(badgeAwards)
    .set({ revokedAt: context.now, revokedReason: reason })
    .where(and(inArray(badgeAwards.id, awardIds), isNull(badgeAwards.revokedAt)))
    .returning({ statusIndex: badgeAwards.statusIndex });
  const lists = [...new Set(revoked.map((r) => statusPosition(r.statusIndex).list))].sort();
  for (const list of lists) {
    const [wasClean] = await rows<{ id: number }>(
      tx,
      sql`insert into badge_status_lists (id, dirty) values (${list}, true)
          on conflict (id) do update set dirty = true
          returning id`,
    );
    if (wasClean) await context.jobs.enqueue(tx, 'badges-sign-status', [{ list }]);
  }
  return revoked.length;
}

/**
 * One officer's evaluation (after their ledger or a league of theirs changed): awards what they
 * now meet, and revokes an award of a revocable kind when taking back is what makes them fall
 * short (they meet its rule counting what was taken back, and no longer without it), whether
 * or not the class is still active. Serialised per officer.
 */
export async function evaluateOfficer(
  db: Db,
  userId: string,
  context: EvaluationContext,
): Promise<{ awarded: number; revoked: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('badges:' || ${userId}))`);
    // Writes after this point queue a new evaluation.
    await tx.execute(sql`delete from badge_evaluations where user_id = ${userId}`);
    const live = await tx
      .select({ id: badgeAwards.id, classId: badgeAwards.classId })
      .from(badgeAwards)
      .where(and(eq(badgeAwards.userId, userId), isNull(badgeAwards.revokedAt)));
    const held = new Map(live.map((a) => [a.classId, a.id]));
    const classes = await tx
      .select()
      .from(badgeClasses)
      .where(
        or(
          and(eq(badgeClasses.isActive, true), inArray(badgeClasses.ruleKind, OFFICER_KINDS)),
          held.size > 0 ? inArray(badgeClasses.id, [...held.keys()]) : sql`false`,
        ),
      );
    const scope = { today: lagosDay(context.now), perHour: context.perHour };
    const meets = async (rule: TBadgeRule, basis: Basis) =>
      (await rows(tx, eligibleOfficers(rule, { userId }, scope, basis))).length > 0;
    let awarded = 0;
    const revoke: string[] = [];
    for (const klass of classes) {
      const awardId = held.get(klass.id);
      if (awardId) {
        if (
          REVOCABLE_KINDS.has(klass.rule.kind) &&
          !(await meets(klass.rule, 'now')) &&
          (await meets(klass.rule, 'beforeTakeBacks'))
        )
          revoke.push(awardId);
      } else if (await meets(klass.rule, 'now')) {
        awarded += (await awardClass(tx, klass, [userId], context)).length;
      }
    }
    const revoked = await revokeAwards(tx, revoke, 'taken back', context);
    return { awarded, revoked };
  });
}

/**
 * One page of a class's evaluation for everyone (a new or changed class): officers after
 * `after` in id order. Returns the cursor of the next page, or null when done.
 */
export async function evaluateClassPage(
  db: Db,
  classId: string,
  after: string | null,
  context: EvaluationContext,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [klass] = await tx.select().from(badgeClasses).where(eq(badgeClasses.id, classId));
    if (!klass || !klass.isActive) return null;
    const page = await rows<{ user_id: string }>(
      tx,
      eligibleOfficers(
        klass.rule,
        { after, limit: PAGE },
        { today: lagosDay(context.now), perHour: context.perHour },
      ),
    );
    await awardClass(
      tx,
      klass,
      page.map((p) => p.user_id),
      context,
    );
    return page.length === PAGE ? page.at(-1)!.user_id : null;
  });
}

/** A closed Lagos day: its board's first place earns the `board_first` classes. */
export async function closeDay(
  db: Db,
  day: string,
  context: EvaluationContext,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [first] = await rows<{ userId: string }>(
      tx,
      sql`select user_id as "userId" from daily_points where day = ${day}::date
          order by points desc, reached_at, user_id limit 1`,
    );
    if (!first) return null;
    const classes = await tx
      .select()
      .from(badgeClasses)
      .where(and(eq(badgeClasses.isActive, true), eq(badgeClasses.ruleKind, 'board_first')));
    for (const klass of classes) await awardClass(tx, klass, [first.userId], context);
    return first.userId;
  });
}

type AwardRow = Pick<
  typeof badgeAwards.$inferSelect,
  'id' | 'classId' | 'awardedAt' | 'signedAt' | 'revokedAt' | 'hideName'
>;

export function presentAward(
  a: AwardRow,
  c: Pick<ClassRow, 'name' | 'description' | 'image'>,
): TBadgeAward {
  return {
    _id: a.id,
    classId: a.classId,
    name: c.name,
    description: c.description,
    image: classImage(c),
    awardedAt: a.awardedAt.toISOString(),
    issued: a.signedAt !== null,
    revoked: a.revokedAt !== null,
    hideName: a.hideName,
  };
}

/** The gallery: one officer's badges, newest first (one index range). */
export async function listOfficerBadges(db: Db, userId: string): Promise<TBadgeAward[]> {
  const found = await db
    .select({
      award: {
        id: badgeAwards.id,
        classId: badgeAwards.classId,
        awardedAt: badgeAwards.awardedAt,
        signedAt: badgeAwards.signedAt,
        revokedAt: badgeAwards.revokedAt,
        hideName: badgeAwards.hideName,
      },
      klass: {
        name: badgeClasses.name,
        description: badgeClasses.description,
        image: badgeClasses.image,
      },
    })
    .from(badgeAwards)
    .innerJoin(badgeClasses, eq(badgeClasses.id, badgeAwards.classId))
    .where(eq(badgeAwards.userId, userId))
    .orderBy(desc(badgeAwards.awardedAt))
    .limit(200);
  return found.map((r) => presentAward(r.award, r.klass));
}

/** Status lists waiting to be signed (`badge_status_lists.dirty`). */
export async function dirtyStatusLists(db: Db): Promise<number[]> {
  const found = await db
    .select({ id: badgeStatusLists.id })
    .from(badgeStatusLists)
    .where(eq(badgeStatusLists.dirty, true));
  return found.map((f) => f.id);
}
