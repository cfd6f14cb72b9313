import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { serverMessages, type ZSocialRegisterRequest } from '@dpts/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { signupColumns, type UserRow } from '../../domain/users.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { uniqueViolation, userConflict } from '../../lib/db-errors.ts';
import type { OidcIdentity } from '../../lib/oidc.ts';
import { createSession } from '../../lib/sessions.ts';
import { acceptInviteOnSignup } from '../leagues/index.ts';

export type SocialRegisterInput = Omit<z.output<typeof ZSocialRegisterRequest>, 'credential'>;
export type SignedIn = { user: UserRow; token: string };

const conflict = (message: string) => new AppError('CONFLICT', message);

/**
 * Signs in the account linked to this Google `sub`. An account that only shares the email is
 * never linked here (409): its owner links Google after a password sign-in.
 */
export async function signInWithGoogle(db: Db, identity: OidcIdentity): Promise<SignedIn> {
  const [linked] = await db.select().from(users).where(eq(users.googleUid, identity.uid)).limit(1);
  if (linked) {
    const session = await createSession(db, linked.id);
    return { user: linked, token: session.token };
  }
  const [sameEmail] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, identity.email))
    .limit(1);
  if (sameEmail) throw conflict(serverMessages.googleLinkRequired);
  throw notFound(serverMessages.googleAccountUnknown);
}

/**
 * Creates a verified account (Google verified the email) with its first session in one
 * transaction. A taken email, username, phone or Google account leaves no row behind.
 */
export async function registerWithGoogle(
  db: Db,
  identity: OidcIdentity,
  input: SocialRegisterInput,
  language: UserRow['appLanguage'] = 'en',
): Promise<SignedIn> {
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          firstName: identity.firstName,
          lastName: identity.lastName,
          email: identity.email,
          googleUid: identity.uid,
          image: identity.picture,
          thumbnail: identity.picture,
          emailVerifiedAt: new Date(),
          ...signupColumns(input),
          appLanguage: language,
        })
        .returning();
      // An emailed league invite for this address makes the new officer a member, as on sign-up.
      await acceptInviteOnSignup(tx, user!, input.code);
      const session = await createSession(tx, user!.id);
      return { user: user!, token: session.token };
    });
  } catch (err) {
    if (uniqueViolation(err) === 'users_google_uid_key')
      throw conflict(serverMessages.googleAlreadyRegistered);
    throw userConflict(err) ?? err;
  }
}

/**
 * Links Google to the signed-in officer, who proved the account with its password (or a reset
 * link) in this browser. The same verified email also verifies an unverified account.
 */
export async function linkGoogle(db: Db, userId: string, identity: OidcIdentity) {
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (user!.googleUid === identity.uid) return user!;
      if (user!.googleUid) throw conflict(serverMessages.googleOtherLinked);
      const [updated] = await tx
        .update(users)
        .set({
          googleUid: identity.uid,
          emailVerifiedAt:
            user!.emailVerifiedAt ?? (user!.email === identity.email ? new Date() : null),
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId))
        .returning();
      return updated!;
    });
  } catch (err) {
    if (uniqueViolation(err) === 'users_google_uid_key')
      throw conflict(serverMessages.googleLinkedElsewhere);
    throw err;
  }
}
