import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  adminMessages,
  POINTS_CHART_DAYS,
  type TAdminEnrolledCourse,
  ADMIN_SEARCH_COUNT_CAP,
  type TAdminUserRow,
  type TAllPoints,
  type TRole,
} from '@dpts/contract';
import { rows, type Db } from '../../db/client.ts';
import { courses, enrollments, userCount, users } from '../../db/schema.ts';
import type { UserRow } from '../../domain/users.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { lagosDay } from '../../lib/lagos-time.ts';
import { writeAudit, type Actor } from './audit.ts';
import { containsPattern } from './search.ts';

/** What an administrator searches: the expression of the trigram index of migration 0006. */
export const userSearchText = sql`lower(${users.firstName} || ' ' || ${users.lastName} || E'\n' || coalesce(${users.username}, '') || E'\n' || ${users.email})`;

const userRowColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  username: users.username,
  image: users.image,
  role: users.role,
  officerType: users.officerType,
  totalPointsEarned: users.totalPointsEarned,
  createdAt: users.createdAt,
  emailVerifiedAt: users.emailVerifiedAt,
};

type ListedUser = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  username: string | null;
  image: string | null;
  role: TRole;
  officerType: UserRow['officerType'];
  totalPointsEarned: number;
  createdAt: Date;
  emailVerifiedAt: Date | null;
};

const presentListed = (u: ListedUser): TAdminUserRow => ({
  _id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  username: u.username,
  image: u.image,
  role: u.role,
  officerType: u.officerType,
  totalPointsEarned: u.totalPointsEarned,
  createdAt: u.createdAt.toISOString(),
  _email: u.emailVerifiedAt !== null,
});

export type UserList = { items: TAdminUserRow[]; total: number; totalCapped: boolean };

/**
 * Every account, newest first; search is a case-insensitive substring of name, username or email.
 * A search reads its matches once, up to the count cap: when that is all of them (a name, a
 * username, an address), the page and the total come from that one trigram scan; when there are
 * more, the page walks the newest-first index and the total says "1,000+".
 */
export async function listUsers(
  db: Db,
  query: { page: number; limit: number; search?: string | undefined },
): Promise<UserList> {
  const offset = (query.page - 1) * query.limit;
  const page = (where: SQL | undefined) =>
    db
      .select(userRowColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset(offset);
  if (!query.search) {
    const [found, [count]] = await Promise.all([
      page(undefined),
      db.select({ n: userCount.users }).from(userCount),
    ]);
    return { items: found.map(presentListed), total: count?.n ?? 0, totalCapped: false };
  }
  const where = sql`${userSearchText} like ${containsPattern(query.search)}`;
  // One row per user on the page, or one row of nulls, each with the number of matches.
  const matches = await rows<{
    n: number;
    id: string | null;
    first_name: string;
    last_name: string;
    email: string;
    username: string | null;
    image: string | null;
    role: TRole;
    officer_type: UserRow['officerType'];
    total_points_earned: number;
    created_at: Date | string;
    email_verified_at: Date | string | null;
  }>(
    db,
    sql`with hits as materialized (
        select id, first_name, last_name, email, username, image, role, officer_type,
          total_points_earned, created_at, email_verified_at
        from ${users} where ${where} limit ${ADMIN_SEARCH_COUNT_CAP + 1})
      select (select count(*)::int from hits) as n, p.* from (select 1) one
      left join (select * from hits order by created_at desc, id desc
        limit ${query.limit} offset ${offset}) p on true`,
  );
  const n = matches[0]?.n ?? 0;
  if (n > ADMIN_SEARCH_COUNT_CAP) {
    const found = await page(where);
    return { items: found.map(presentListed), total: ADMIN_SEARCH_COUNT_CAP, totalCapped: true };
  }
  const items = matches.flatMap((m) =>
    m.id === null
      ? []
      : [
          presentListed({
            id: m.id,
            firstName: m.first_name,
            lastName: m.last_name,
            email: m.email,
            username: m.username,
            image: m.image,
            role: m.role,
            officerType: m.officer_type,
            totalPointsEarned: m.total_points_earned,
            createdAt: new Date(m.created_at),
            emailVerifiedAt: m.email_verified_at === null ? null : new Date(m.email_verified_at),
          }),
        ],
  );
  return { items, total: n, totalCapped: false };
}

export async function findUser(db: Db, id: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw notFound(adminMessages.userNotFound);
  return user;
}

/** An officer's enrolled courses, newest first, with the course's name and points. */
export async function enrolledCoursesOf(db: Db, userId: string): Promise<TAdminEnrolledCourse[]> {
  const found = await db
    .select({
      courseId: courses.id,
      name: courses.name,
      point: courses.point,
      website: courses.website,
      state: enrollments.state,
      enrolledAt: enrollments.enrolledAt,
      completedAt: enrollments.completedAt,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(enrollments.userId, userId))
    .orderBy(desc(enrollments.enrolledAt), asc(courses.name));
  return found.map((e) => ({
    _id: e.courseId,
    state: e.state,
    enrolledAt: e.enrolledAt.toISOString(),
    completedAt: e.completedAt?.toISOString() ?? null,
    _course: { _id: e.courseId, name: e.name, point: e.point, website: e.website },
  }));
}

/**
 * Total points ever paid and points per Lagos day for the last 30 days, from the rank counters
 * the award transaction keeps: a handful of rows, however many officers there are.
 */
export async function allPoints(db: Db, now: Date): Promise<TAllPoints> {
  const days: string[] = [];
  for (let i = POINTS_CHART_DAYS - 1; i >= 0; i--) {
    days.push(lagosDay(new Date(now.getTime() - i * 86_400_000)));
  }
  const [[total], perDay] = await Promise.all([
    rows<{ n: string }>(
      db,
      sql`select coalesce(sum(total::bigint * users), 0)::text as n from point_totals`,
    ),
    rows<{ day: string; points: string }>(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, sum(points::bigint * users)::text as points
          from daily_point_totals where day >= ${days[0]}::date and day <= ${days.at(-1)}::date
          group by day`,
    ),
  ]);
  const byDay = new Map(perDay.map((d) => [d.day, Number(d.points)]));
  return {
    totalPoints: Number(total?.n ?? 0),
    perDay: days.map((day) => ({ day, points: byDay.get(day) ?? 0 })),
  };
}

/**
 * Makes an account `user`, `admin` or `super` (super only). Nobody changes their own role, and
 * the last super administrator stays: supers are locked while counted.
 */
export async function setRole(db: Db, actor: Actor, userId: string, role: TRole): Promise<UserRow> {
  if (actor.id === userId) throw badRequest(adminMessages.ownRole, 'role');
  return db.transaction(async (tx) => {
    const supers = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'super'))
      .orderBy(asc(users.id))
      .for('update');
    const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!before) throw notFound(adminMessages.userNotFound);
    if (before.role === role) return before;
    if (before.role === 'super' && supers.length <= 1)
      throw new AppError('CONFLICT', adminMessages.lastSuper);
    const [after] = await tx
      .update(users)
      .set({
        role,
        updatedAt: new Date(),
        // an administrator's email counts as verified (create-admin does the same)
        ...(role !== 'user' && !before.emailVerifiedAt ? { emailVerifiedAt: new Date() } : {}),
      })
      .where(and(eq(users.id, userId)))
      .returning();
    await writeAudit(tx, actor, {
      action: 'user.role',
      entity: 'user',
      entityId: userId,
      before: { email: before.email, role: before.role },
      after: { email: before.email, role },
    });
    return after!;
  });
}
