import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { RESET_SESSION_TTL_MINUTES, SESSION_COOKIE, serverMessages } from '@dpts/contract';
import { accountTokens, sessions } from '../../db/schema.ts';
import { createTestApp, mailboxFor, type TestContext } from '../../test/helpers.ts';
import {
  bearer,
  createUser,
  reloadUser,
  resetLinkFrom,
  uniqueId,
  type TestUser,
} from '../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const NEW_PASSWORD = 'a brand new passphrase';

const forgot = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/v1/authentication/forgot/request', payload: { email } });
const validate = (token: string, email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/authentication/forgot/validate',
    payload: { token, email },
  });
const newPassword = (resetToken: string, password: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/v1/authentication/forgot/new/password',
    headers: bearer(resetToken),
    payload: { password },
  });
const resetInOneCall = (token: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/v1/auth/reset-password?token=${encodeURIComponent(token)}`,
    payload,
  });
const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/v1/authentication/login', payload: { email, password } });
const profile = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/v1/profile', headers: bearer(token) });

async function requestLink(user: TestUser['user']) {
  expect((await forgot(user.email)).statusCode).toBe(200);
  const [mail] = await mailboxFor(ctx.app, user.email);
  expect(mail?.subject).toBe('Reset your DigiPoints password');
  return resetLinkFrom(mail);
}

describe('forgot/request', () => {
  it('emails a link to /login?token=…&email=… valid for 30 minutes, storing only a hash', async () => {
    const { user } = await createUser(ctx.database.db);
    const link = await requestLink(user);
    expect(link.email).toBe(user.email);
    const [mail] = await mailboxFor(ctx.app, user.email);
    expect(mail?.text).toContain(`http://app.test/login?token=`);
    const [row] = await ctx.database.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, user.id), eq(accountTokens.purpose, 'reset-password')));
    expect(row?.tokenHash).not.toBe(link.token);
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(30, 1);
  });

  it('an unknown email answers exactly like a known one, and nothing is sent', async () => {
    const { user } = await createUser(ctx.database.db);
    const known = await forgot(user.email);
    const unknownEmail = `ghost.${uniqueId()}@example.com`;
    const unknown = await forgot(unknownEmail);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    expect(known.json()).toEqual({ success: true, message: serverMessages.resetRequested });
    expect(await mailboxFor(ctx.app, unknownEmail)).toHaveLength(0);
  });

  it('a malformed email is a 400 naming the field', async () => {
    const res = await forgot('not an email');
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('body.email');
  });
});

describe('forgot/validate then forgot/new/password', () => {
  it('exchanges the link for a short reset session that only sets a password', async () => {
    const { user, token: oldSession } = await createUser(ctx.database.db);
    const link = await requestLink(user);
    const res = await validate(link.token, link.email);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user._id).toBe(user.id);
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.maxAge).toBe(RESET_SESSION_TTL_MINUTES * 60);

    // The reset session is not a sign-in.
    expect((await profile(body.token)).statusCode).toBe(401);
    // …and a normal session cannot set a password this way.
    expect((await newPassword(oldSession, NEW_PASSWORD)).statusCode).toBe(401);

    const set = await newPassword(body.token, NEW_PASSWORD);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ success: true, message: serverMessages.passwordUpdated });

    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(user.email, 'correct horse battery')).statusCode).toBe(401);
    // Every session is revoked, the reset session included, and the link is used up.
    expect((await profile(oldSession)).statusCode).toBe(401);
    expect((await newPassword(body.token, 'yet another password')).statusCode).toBe(401);
    const reused = await validate(link.token, link.email);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(serverMessages.resetTokenUsed);
  });

  it('a second link is used up by the first reset too', async () => {
    const { user } = await createUser(ctx.database.db);
    const first = await requestLink(user);
    const second = await requestLink(user);
    const { token } = (await validate(first.token, first.email)).json();
    expect((await newPassword(token, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await validate(second.token, second.email)).json().message).toBe(
      serverMessages.resetTokenUsed,
    );
  });

  it('a link for another email, an expired link and an unknown link get clear 400s', async () => {
    const { user } = await createUser(ctx.database.db);
    const other = await createUser(ctx.database.db);
    const link = await requestLink(user);

    const mismatch = await validate(link.token, other.user.email);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: serverMessages.resetTokenEmailMismatch,
    });

    const unknown = await validate('z'.repeat(43), user.email);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(serverMessages.resetTokenInvalid);

    await ctx.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, user.id));
    const expired = await validate(link.token, link.email);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(serverMessages.resetTokenInvalid);
    expect(
      await ctx.database.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, user.id), eq(sessions.kind, 'reset'))),
    ).toHaveLength(0);
  });

  it('an expired reset session cannot set a password', async () => {
    const { user } = await createUser(ctx.database.db);
    const link = await requestLink(user);
    const { token } = (await validate(link.token, link.email)).json();
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(sessions.userId, user.id), eq(sessions.kind, 'reset')));
    const res = await newPassword(token, NEW_PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(serverMessages.authenticate);
  });

  it('the new password needs 8 characters', async () => {
    const { user } = await createUser(ctx.database.db);
    const link = await requestLink(user);
    const { token } = (await validate(link.token, link.email)).json();
    const res = await newPassword(token, 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toEqual({
      field: 'body.password',
      message: serverMessages.passwordTooShort,
    });
    // The link still works after a refused password.
    expect((await newPassword(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('resetting verifies an unverified email (the link proved the address)', async () => {
    const { user } = await createUser(ctx.database.db, { verified: false });
    const link = await requestLink(user);
    const { token } = (await validate(link.token, link.email)).json();
    expect((await newPassword(token, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await reloadUser(ctx.database.db, user.id)).emailVerifiedAt).toBeInstanceOf(Date);
  });
});

describe('/auth/reset-password?token= in one call', () => {
  it('sets the password, revokes every session and uses the link up', async () => {
    const { user, token: session } = await createUser(ctx.database.db);
    const link = await requestLink(user);
    const res = await resetInOneCall(link.token, { password: NEW_PASSWORD, email: link.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: serverMessages.passwordUpdated });
    expect((await profile(session)).statusCode).toBe(401);
    const live = await ctx.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
    expect(live).toHaveLength(0);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const reused = await resetInOneCall(link.token, { password: 'another new password' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(serverMessages.resetTokenUsed);
  });

  it('the email is optional, but when given it must be the account’s', async () => {
    const { user } = await createUser(ctx.database.db);
    const other = await createUser(ctx.database.db);
    const link = await requestLink(user);
    const wrong = await resetInOneCall(link.token, {
      password: NEW_PASSWORD,
      email: other.user.email,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(serverMessages.resetTokenEmailMismatch);
    expect((await resetInOneCall(link.token, { password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('an expired link is refused and the password stays', async () => {
    const { user, password } = await createUser(ctx.database.db);
    const link = await requestLink(user);
    await ctx.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, user.id));
    const res = await resetInOneCall(link.token, { password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(serverMessages.resetTokenInvalid);
    expect((await login(user.email, password)).statusCode).toBe(200);
  });

  it('two racing uses of one link: exactly one succeeds', async () => {
    const { user } = await createUser(ctx.database.db);
    const link = await requestLink(user);
    const results = await Promise.all([
      resetInOneCall(link.token, { password: 'first racing password' }),
      resetInOneCall(link.token, { password: 'second racing password' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('a missing or short token is a 400 naming querystring.token', async () => {
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/reset-password',
      payload: { password: NEW_PASSWORD },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].field).toBe('querystring.token');
  });
});
