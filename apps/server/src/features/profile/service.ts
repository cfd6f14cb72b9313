import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ZLearningPathUpdate,
  checkLocations,
  serverMessages,
  type TFieldIssue,
  type ZProfileUpdateRequest,
} from '@dpts/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { UserRow } from '../../domain/users.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { userConflict } from '../../lib/db-errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { assertStrongPassword } from '../../lib/password-strength.ts';
import { revokeUserSessions } from '../../lib/sessions.ts';
import { requestCertificateName } from '../claims/index.ts';

export type ProfileUpdate = z.output<typeof ZProfileUpdateRequest>;

const officerKeys = ['officerType', 'officerData', 'learningPath'] as const;
const originKeys = ['stateOfOrigin', 'localGovtOfOrigin'] as const;
const residenceKeys = ['stateOfResidence', 'localGovtOfResidence'] as const;

function ruleError(issues: TFieldIssue[]): AppError {
  return new AppError('VALIDATION_FAILED', issues[0]!.message, issues);
}

/**
 * Merges a partial update with the stored profile and applies the sign-up rules to the result:
 * the officer rules when any officer field is sent, the state/LGA pairing for each location pair
 * sent, a username only when none is set yet, unique phone and username.
 */
export async function updateProfile(db: Db, current: UserRow, input: ProfileUpdate) {
  const changes: Partial<typeof users.$inferInsert> = {};
  const has = (keys: readonly (keyof ProfileUpdate)[]) => keys.some((k) => input[k] !== undefined);

  if (input.username !== undefined) {
    if (!current.username) changes.username = input.username;
    else if (current.username.toLowerCase() !== input.username.toLowerCase())
      throw badRequest(serverMessages.usernameReadOnly, 'body.username', 'USERNAME_READ_ONLY');
  }
  for (const key of [
    'firstName',
    'lastName',
    'dateOfBirth',
    'phone',
    ...originKeys,
    ...residenceKeys,
  ] as const) {
    if (input[key] !== undefined) changes[key] = input[key];
  }

  if (has(officerKeys)) {
    // The contract's learning-path update rules, on the stored profile merged with what was sent.
    const merged = ZLearningPathUpdate.safeParse({
      officerType: input.officerType ?? current.officerType ?? undefined,
      officerData: input.officerData ?? {
        complementSkill: current.complementSkill,
        technicalCapability: current.technicalCapability,
        language: current.language,
      },
      learningPath: input.learningPath ?? current.learningPath,
    });
    if (!merged.success)
      throw ruleError(
        merged.error.issues.map((i) => ({
          field: ['body', ...i.path].join('.'),
          message: i.message,
        })),
      );
    changes.officerType = merged.data.officerType;
    changes.complementSkill = merged.data.officerData.complementSkill;
    changes.technicalCapability = merged.data.officerData.technicalCapability;
    changes.language = merged.data.officerData.language;
    changes.learningPath = merged.data.learningPath;
  }

  if (has(originKeys) || has(residenceKeys)) {
    const issues: TFieldIssue[] = [];
    const ctx = {
      addIssue: (issue: { path?: PropertyKey[]; message?: string }) => {
        const field = String(issue.path?.[0]);
        const isTouched =
          (has(originKeys) && field === 'localGovtOfOrigin') ||
          (has(residenceKeys) && field === 'localGovtOfResidence');
        if (isTouched) issues.push({ field: `body.${field}`, message: issue.message ?? '' });
      },
    } as unknown as z.RefinementCtx;
    checkLocations(
      {
        stateOfOrigin: input.stateOfOrigin ?? current.stateOfOrigin ?? '',
        localGovtOfOrigin: input.localGovtOfOrigin ?? current.localGovtOfOrigin ?? '',
        stateOfResidence: input.stateOfResidence ?? current.stateOfResidence ?? '',
        localGovtOfResidence: input.localGovtOfResidence ?? current.localGovtOfResidence ?? '',
      },
      ctx,
    );
    if (issues.length) throw ruleError(issues);
  }

  if (Object.keys(changes).length === 0) return { user: current, nameRequested: null };
  try {
    return await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, current.id))
        .returning();
      const renamed = changes.firstName !== undefined || changes.lastName !== undefined;
      const nameRequested = renamed
        ? await requestCertificateName(tx, current.id, {
            firstName: updated!.firstName,
            lastName: updated!.lastName,
          })
        : null;
      return { user: updated!, nameRequested };
    });
  } catch (err) {
    throw userConflict(err) ?? err;
  }
}

/** The language the officer reads the app and their emails in (decision 074). */
export async function updateLanguage(
  db: Db,
  current: UserRow,
  language: UserRow['appLanguage'],
): Promise<UserRow> {
  if (current.appLanguage === language) return current;
  const [updated] = await db
    .update(users)
    .set({ appLanguage: language, updatedAt: new Date() })
    .where(eq(users.id, current.id))
    .returning();
  return updated!;
}

/** Settings › Update Password: the current password, then every other session is signed out. */
export async function changePassword(
  db: Db,
  session: { sessionId: string; user: UserRow },
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  if (!(await verifyPassword(session.user.passwordHash, currentPassword)))
    throw badRequest(serverMessages.currentPasswordWrong, 'body.currentPassword', 'WRONG_PASSWORD');
  const { user } = session;
  assertStrongPassword(newPassword, 'body.newPassword', [
    user.email,
    user.firstName,
    user.lastName,
  ]);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, session.user.id));
    await revokeUserSessions(tx, session.user.id, session.sessionId);
  });
}
