import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TUser, ZRegisterRequest } from '@dpts/contract';
import { preparedQuery, type Db } from '../db/client.ts';
import { enrollments, type users } from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

/** The answers both sign-up paths (email and Google) store on a new account. */
export type SignupAnswers = Pick<
  z.output<typeof ZRegisterRequest>,
  | 'code'
  | 'username'
  | 'dateOfBirth'
  | 'phone'
  | 'stateOfOrigin'
  | 'localGovtOfOrigin'
  | 'stateOfResidence'
  | 'localGovtOfResidence'
  | 'officerType'
  | 'officerData'
  | 'learningPath'
>;

/** The account columns of those answers (spec section 3's signup payload). */
export function signupColumns(input: SignupAnswers) {
  return {
    username: input.username,
    dateOfBirth: input.dateOfBirth,
    phone: input.phone,
    stateOfOrigin: input.stateOfOrigin,
    localGovtOfOrigin: input.localGovtOfOrigin,
    stateOfResidence: input.stateOfResidence,
    localGovtOfResidence: input.localGovtOfResidence,
    officerType: input.officerType,
    complementSkill: input.officerData.complementSkill,
    technicalCapability: input.officerData.technicalCapability,
    language: input.officerData.language,
    learningPath: input.learningPath,
    inviteCode: input.code || null,
  };
}
export type CourseCounts = {
  enrolledCourses: number;
  completedCourses: number;
  verifyingCourses: number;
};

const countsOfUser = preparedQuery((db) =>
  db
    .select({
      enrolledCourses: sql<number>`count(*)::int`,
      completedCourses: sql<number>`(count(*) filter (where ${enrollments.state} = 'complete'))::int`,
      verifyingCourses: sql<number>`(count(*) filter (where ${enrollments.state} = 'verifying'))::int`,
    })
    .from(enrollments)
    .where(eq(enrollments.userId, sql.placeholder('userId')))
    .prepare('course_counts'),
);

export async function courseCounts(db: Db, userId: string): Promise<CourseCounts> {
  const [row] = await countsOfUser(db).execute({ userId });
  return row ?? { enrolledCourses: 0, completedCourses: 0, verifyingCourses: 0 };
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
    language: user.appLanguage,
    _email: user.emailVerifiedAt !== null,
  };
}
