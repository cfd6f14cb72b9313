import { eq, sql } from 'drizzle-orm';
import type { TUser } from '@dpts/contract';
import type { Db, Tx } from '../db/client.ts';
import { enrollments, users } from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type CourseCounts = { enrolledCourses: number; completedCourses: number };

export async function courseCounts(db: Db | Tx, userId: string): Promise<CourseCounts> {
  const [row] = await db
    .select({
      enrolledCourses: sql<number>`count(*)::int`,
      completedCourses: sql<number>`(count(*) filter (where ${enrollments.state} = 'complete'))::int`,
    })
    .from(enrollments)
    .where(eq(enrollments.userId, userId));
  return row ?? { enrolledCourses: 0, completedCourses: 0 };
}

/** The user as the API presents it (contract `ZUser`). */
export function presentUser(user: UserRow, counts: CourseCounts): TUser {
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    username: user.username,
    image: user.image,
    thumbnail: user.thumbnail,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    completedCourses: counts.completedCourses,
    enrolledCourses: counts.enrolledCourses,
    totalPointsEarned: user.totalPointsEarned,
    dateOfBirth: user.dateOfBirth,
    phone: user.phone,
    stateOfOrigin: user.stateOfOrigin,
    localGovtOfOrigin: user.localGovtOfOrigin,
    stateOfResidence: user.stateOfResidence,
    localGovtOfResidence: user.localGovtOfResidence,
    officerType: user.officerType,
    officerData: {
      complementSkill: (user.complementSkill as TUser['officerData']['complementSkill']) ?? null,
      technicalCapability:
        (user.technicalCapability as TUser['officerData']['technicalCapability']) ?? null,
      language: (user.language as TUser['officerData']['language']) ?? null,
    },
    learningPath: user.learningPath,
    _email: user.emailVerifiedAt !== null,
  };
}

export async function loadPresentedUser(db: Db | Tx, user: UserRow): Promise<TUser> {
  return presentUser(user, await courseCounts(db, user.id));
}
