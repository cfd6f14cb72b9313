import { and, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_INTERVAL_SECONDS,
  OTP_RESEND_PER_HOUR,
  OTP_TTL_MINUTES,
  RESET_TOKEN_TTL_MINUTES,
  VERIFY_LINK_TTL_HOURS,
  serverMessages,
  type ZRegisterRequest,
} from '@dpts/contract';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { accountTokens, emailOtpSends, emailOtps, users } from '../../db/schema.ts';
import { signupColumns, type UserRow } from '../../domain/users.ts';
import { badRequest, unauthorized } from '../../lib/app-error.ts';
import { userConflict } from '../../lib/db-errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { assertStrongPassword } from '../../lib/password-strength.ts';
import { createSession, revokeUserSessions } from '../../lib/sessions.ts';
import { hashToken, newOtp, newToken, sameHash } from '../../lib/tokens.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import { passwordResetEmail, verificationEmail } from './emails.ts';
import { acceptInviteOnSignup } from '../leagues/index.ts';

export type AuthDeps = { db: Db; mailer: Mailer; config: Pick<Config, 'appUrl'> };
export type RegisterInput = z.output<typeof ZRegisterRequest>;
export type SignedIn = { user: UserRow; token: string };
type Verification = { code: string; linkToken: string };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

// ---------- sign-up and sign-in ----------

/**
 * Creates the account, its first session and its first verification code in one transaction;
 * a taken email, username or phone (including a racing sign-up) leaves no row behind.
 */
export async function registerUser(
  deps: AuthDeps,
  input: RegisterInput,
  language: UserRow['appLanguage'] = 'en',
): Promise<SignedIn> {
  assertStrongPassword(input.password, 'body.password', [
    input.email,
    input.firstName,
    input.lastName,
    input.username,
  ]);
  const passwordHash = await hashPassword(input.password);
  let created: SignedIn;
  try {
    created = await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          passwordHash,
          ...signupColumns(input),
          appLanguage: language,
        })
        .returning();
      // An emailed league invite for this address makes the new officer a member.
      await acceptInviteOnSignup(tx, user!, input.code);
      const session = await createSession(tx, user!.id);
      await sendVerification(deps, tx, user!, await issueVerification(tx, user!.id));
      return { user: user!, token: session.token };
    });
  } catch (err) {
    throw userConflict(err) ?? err;
  }
  deps.mailer.poke();
  return { user: created.user, token: created.token };
}

let dummyHash: Promise<string> | undefined;

/** Signs in with email and password. Unknown emails cost the same hash check as known ones. */
export async function signIn(deps: AuthDeps, email: string, password: string): Promise<SignedIn> {
  const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
  dummyHash ??= hashPassword('no account has this password');
  const isValid = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
  if (!user || !user.passwordHash || !isValid)
    throw unauthorized(serverMessages.invalidCredentials, 'INVALID_CREDENTIALS');
  const session = await createSession(deps.db, user.id);
  return { user, token: session.token };
}

const lowerUsername = sql<string>`lower(${users.username})`;
const eqUsername = (username: string) =>
  eq(lowerUsername, username.replace(/\s+/g, '').toLowerCase());

/** Usernames are compared without spaces and case-insensitively (spec section 4). */
export async function isUsernameAvailable(db: Db, username: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eqUsername(username))
    .limit(1);
  return !taken;
}

/** Sign-up step 1: whether an email and a phone are still free (null: not asked). */
export async function contactAvailability(
  db: Db,
  contact: { email?: string; phone?: string },
): Promise<{ emailAvailable: boolean | null; phoneAvailable: boolean | null }> {
  const isFree = async (where: SQL) =>
    !(await db.select({ id: users.id }).from(users).where(where).limit(1))[0];
  const [emailAvailable, phoneAvailable] = await Promise.all([
    contact.email === undefined ? null : isFree(eq(users.email, contact.email)),
    contact.phone === undefined ? null : isFree(eq(users.phone, contact.phone)),
  ]);
  return { emailAvailable, phoneAvailable };
}

// ---------- email verification ----------

/** A new 6-digit code (replacing the previous one) and a new single-use link token. */
async function issueVerification(tx: Tx, userId: string): Promise<Verification> {
  const now = new Date();
  const code = newOtp();
  const codeHash = hashToken(code);
  const expiresAt = new Date(now.getTime() + OTP_TTL_MINUTES * MINUTE_MS);
  await tx
    .insert(emailOtps)
    .values({ userId, codeHash, attempts: 0, expiresAt, createdAt: now })
    .onConflictDoUpdate({
      target: emailOtps.userId,
      set: { codeHash, attempts: 0, expiresAt, createdAt: now },
    });
  await tx.insert(emailOtpSends).values({ userId, sentAt: now });
  const linkToken = newToken();
  await tx.insert(accountTokens).values({
    tokenHash: hashToken(linkToken),
    userId,
    purpose: 'verify-email',
    expiresAt: new Date(now.getTime() + VERIFY_LINK_TTL_HOURS * HOUR_MS),
  });
  return { code, linkToken };
}

/** Queues the code and link in the transaction that issued them. */
async function sendVerification(
  deps: AuthDeps,
  tx: Tx,
  user: UserRow,
  v: Verification,
): Promise<void> {
  const link = `${deps.config.appUrl}/verify-email?token=${encodeURIComponent(v.linkToken)}`;
  await deps.mailer.send(tx, verificationEmail(user, v.code, link));
}

export type Verified = { user: UserRow; message: string };

/**
 * Checks the signed-in user's code. A wrong code counts as an attempt (committed even though
 * the request fails); the fifth wrong attempt voids the code until a new one is sent.
 */
export async function verifyEmailCode(deps: AuthDeps, userId: string, otp: number) {
  const outcome = await deps.db.transaction(async (tx): Promise<Verified | { error: string }> => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) return { error: serverMessages.authenticate };
    if (user.emailVerifiedAt) return { user, message: serverMessages.alreadyVerified };
    const [code] = await tx.select().from(emailOtps).where(eq(emailOtps.userId, userId));
    if (!code) return { error: serverMessages.otpNone };
    if (code.attempts >= OTP_MAX_ATTEMPTS) return { error: serverMessages.otpVoid };
    if (code.expiresAt.getTime() <= Date.now()) return { error: serverMessages.otpExpired };
    if (!sameHash(hashToken(String(otp)), code.codeHash)) {
      const attempts = code.attempts + 1;
      await tx.update(emailOtps).set({ attempts }).where(eq(emailOtps.userId, userId));
      return {
        error: attempts >= OTP_MAX_ATTEMPTS ? serverMessages.otpVoid : serverMessages.otpInvalid,
      };
    }
    await tx.delete(emailOtps).where(eq(emailOtps.userId, userId));
    return { user: await markVerified(tx, userId), message: serverMessages.verified };
  });
  if ('error' in outcome) throw badRequest(outcome.error, 'body.otp', 'OTP_REJECTED');
  return outcome;
}

/** The emailed link: a single-use token valid 24 hours, no session needed. */
export async function verifyEmailLink(deps: AuthDeps, token: string): Promise<Verified> {
  return deps.db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, 'verify-email');
    if (!userId)
      throw badRequest(serverMessages.verifyLinkInvalid, 'querystring.token', 'LINK_INVALID');
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (user!.emailVerifiedAt) return { user: user!, message: serverMessages.alreadyVerified };
    await tx.delete(emailOtps).where(eq(emailOtps.userId, userId));
    return { user: await markVerified(tx, userId), message: serverMessages.verified };
  });
}

async function markVerified(tx: Tx, userId: string): Promise<UserRow> {
  const [user] = await tx
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return user!;
}

/** What a resend did: sent, nothing to send (unknown or verified), or too soon. */
export type ResendOutcome =
  | { status: 'sent' }
  | { status: 'none' }
  | { status: 'throttled'; message: string; retryAfterSeconds: number };

/**
 * Sends a new code and link: at most one a minute and OTP_RESEND_PER_HOUR an hour per account,
 * counting the code sent at sign-up. The caller decides what the outcome may reveal: an
 * anonymous caller gets one answer for every address.
 */
export async function resendVerification(deps: AuthDeps, email: string): Promise<ResendOutcome> {
  const outcome = await deps.db.transaction(async (tx): Promise<ResendOutcome> => {
    // The row lock makes two simultaneous resends count against each other.
    const [user] = await tx.select().from(users).where(eq(users.email, email)).for('update');
    // The code sent last stays valid while a new one is refused.
    if (!user || user.emailVerifiedAt) return { status: 'none' };
    const now = Date.now();
    const recent = await tx
      .select({ sentAt: emailOtpSends.sentAt })
      .from(emailOtpSends)
      .where(
        and(eq(emailOtpSends.userId, user.id), gt(emailOtpSends.sentAt, new Date(now - HOUR_MS))),
      )
      .orderBy(desc(emailOtpSends.sentAt))
      .limit(OTP_RESEND_PER_HOUR);
    const wait = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
    const last = recent[0]?.sentAt.getTime();
    if (last !== undefined && now - last < OTP_RESEND_INTERVAL_SECONDS * 1000)
      return {
        status: 'throttled',
        message: serverMessages.resendTooSoon,
        retryAfterSeconds: wait(last + OTP_RESEND_INTERVAL_SECONDS * 1000 - now),
      };
    if (recent.length >= OTP_RESEND_PER_HOUR)
      return {
        status: 'throttled',
        message: serverMessages.resendTooMany,
        retryAfterSeconds: wait(recent.at(-1)!.sentAt.getTime() + HOUR_MS - now),
      };
    await sendVerification(deps, tx, user, await issueVerification(tx, user.id));
    return { status: 'sent' };
  });
  if (outcome.status === 'sent') deps.mailer.poke();
  return outcome;
}

// ---------- password reset ----------

/** Emails a reset link when the account exists; the caller answers the same either way. */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  const queued = await deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
    if (!user) return false;
    const token = newToken();
    await tx.insert(accountTokens).values({
      tokenHash: hashToken(token),
      userId: user.id,
      purpose: 'reset-password',
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * MINUTE_MS),
    });
    const link = `${deps.config.appUrl}/login?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
    // Queued, not sent: the answer comes as fast for an account as for an unknown address.
    await deps.mailer.send(tx, passwordResetEmail(user, link));
    return true;
  });
  if (queued) deps.mailer.poke();
}

/**
 * The reason a reset token cannot be used, checked in this order so a token for another
 * account never reveals its state. `email` is optional for the one-call reset.
 */
async function resetTokenProblem(
  db: Db | Tx,
  token: string,
  email?: string,
): Promise<{ problem: string } | { userId: string }> {
  const [found] = await db
    .select({ token: accountTokens, email: users.email })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, 'reset-password'),
      ),
    )
    .limit(1);
  if (!found) return { problem: serverMessages.resetTokenInvalid };
  if (email !== undefined && found.email !== email)
    return { problem: serverMessages.resetTokenEmailMismatch };
  if (found.token.usedAt) return { problem: serverMessages.resetTokenUsed };
  if (found.token.expiresAt.getTime() <= Date.now())
    return { problem: serverMessages.resetTokenInvalid };
  return { userId: found.token.userId };
}

/** forgot/validate: exchanges a valid link for a short 'reset' session. */
export async function validateResetToken(
  deps: AuthDeps,
  token: string,
  email: string,
): Promise<SignedIn & { expiresAt: Date }> {
  const checked = await resetTokenProblem(deps.db, token, email);
  if ('problem' in checked) throw badRequest(checked.problem, 'body.token', 'LINK_INVALID');
  const [user] = await deps.db.select().from(users).where(eq(users.id, checked.userId));
  const session = await createSession(deps.db, checked.userId, 'reset');
  return { user: user!, token: session.token, expiresAt: session.expiresAt };
}

/**
 * Sets the new password, revokes every session and uses up every reset link of the account.
 * Receiving the link proved the address, so an unverified email becomes verified.
 */
async function applyNewPassword(tx: Tx, userId: string, passwordHash: string): Promise<void> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  await tx
    .update(users)
    .set({
      passwordHash,
      emailVerifiedAt: user!.emailVerifiedAt ?? new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  await revokeUserSessions(tx, userId);
  await tx
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, 'reset-password'),
        isNull(accountTokens.usedAt),
      ),
    );
}

/** forgot/new/password: the reset session's user sets a password. */
export async function setNewPassword(deps: AuthDeps, userId: string, password: string) {
  assertStrongPassword(password, 'body.password');
  const passwordHash = await hashPassword(password);
  await deps.db.transaction((tx) => applyNewPassword(tx, userId, passwordHash));
}

/** /auth/reset-password?token=: validate and set in one call; a racing second use fails. */
export async function resetPasswordWithToken(
  deps: AuthDeps,
  token: string,
  password: string,
  email?: string,
): Promise<void> {
  const checked = await resetTokenProblem(deps.db, token, email);
  if ('problem' in checked) throw badRequest(checked.problem, 'querystring.token', 'LINK_INVALID');
  assertStrongPassword(password, 'body.password', [email]);
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, 'reset-password');
    if (!userId)
      throw badRequest(serverMessages.resetTokenUsed, 'querystring.token', 'LINK_INVALID');
    await applyNewPassword(tx, userId, passwordHash);
  });
}

/** Marks a live token used and returns its user, or null when it is unknown, used or expired. */
async function consumeToken(
  tx: Tx,
  token: string,
  purpose: 'verify-email' | 'reset-password',
): Promise<string | null> {
  const now = new Date();
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return row?.userId ?? null;
}
