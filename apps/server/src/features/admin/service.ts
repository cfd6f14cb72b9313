import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  adminMessages,
  POINTS_CHART_DAYS,
  type TAdminEnrolledCourse,
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
import { cappedCount, containsPattern } from './search.ts';

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

/** Every account, newest first; search is a case-insensitive substring of name, username or email. */
export async function listUsers(
  db: Db,
  query: { page: number; limit: number; search?: string | undefined },
): Promise<{ items: TAdminUserRow[]; total: number; totalCapped: boolean }> {
  const where = query.search
    ? sql`${userSearchText} like ${containsPattern(query.search)}`
    : undefined;
  const list = db
    .select(userRowColumns)
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const count = where
    ? cappedCount(db, sql`${users}`, where)
    : db
        .select({ n: userCount.users })
        .from(userCount)
        .then(([row]) => ({ total: row?.n ?? 0, totalCapped: false }));
  const [found, counted] = await Promise.all([list, count]);
  return {
    items: found.map((u) => ({
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
    })),
    ...counted,
  };
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
