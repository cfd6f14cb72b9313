import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { serverMessages } from '@dpts/contract';
import { accountTokens, emailOtpSends, emailOtps, users } from '../../db/schema.ts';
import { createTestApp, mailboxFor, type TestContext } from '../../test/helpers.ts';
import { bearer, reloadUser, signUp, uniqueId, verificationFrom } from '../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const verifyCode = (token: string, otp: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/authentication/verify/email',
    headers: bearer(token),
    payload: { otp } as object,
  });
const verifyLink = (linkToken: string, payload: object = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/v1/authentication/verify/email?token=${encodeURIComponent(linkToken)}`,
    payload,
  });
const resend = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/v1/authentication/verify/send', payload: { email } });

async function newestVerification(email: string) {
  return verificationFrom((await mailboxFor(ctx.app, email))[0]);
}
/** A wrong code that is still a valid 6-digit number. */
const wrongCode = (code: string) => (Number(code) === 999_999 ? 100_000 : Number(code) + 1);
/** Pretend every code was sent `ms` earlier. */
async function ageSends(userId: string, ms: number) {
  const sends = await ctx.database.db
    .select()
    .from(emailOtpSends)
    .where(eq(emailOtpSends.userId, userId));
  for (const send of sends)
    await ctx.database.db
      .update(emailOtpSends)
      .set({ sentAt: new Date(send.sentAt.getTime() - ms) })
      .where(eq(emailOtpSends.id, send.id));
}

describe('verify by code', () => {
  it('the emailed code verifies the signed-in account and answers with the user', async () => {
    const { token, payload, user } = await signUp(ctx.app);
    const { code } = await newestVerification(payload.email);
    const res = await verifyCode(token, Number(code));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: serverMessages.verified,
      user: { _id: user._id, _email: true },
    });
    expect((await reloadUser(ctx.database.db, user._id)).emailVerifiedAt).toBeInstanceOf(Date);
    // The code is gone; verifying again is harmless.
    const again = await verifyCode(token, Number(code));
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(serverMessages.alreadyVerified);
  });

  it('a wrong code is a 400 and leaves the account unverified', async () => {
    const { token, payload, user } = await signUp(ctx.app);
    const { code } = await newestVerification(payload.email);
    const res = await verifyCode(token, wrongCode(code));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: serverMessages.otpInvalid,
      details: [{ field: 'body.otp' }],
    });
    expect((await reloadUser(ctx.database.db, user._id)).emailVerifiedAt).toBeNull();
  });

  it('five wrong tries void the code: the fifth and everything after, even the right code, say so', async () => {
    const { token, payload, user } = await signUp(ctx.app);
    const { code } = await newestVerification(payload.email);
    for (let i = 1; i <= 4; i++) {
      const res = await verifyCode(token, wrongCode(code));
      expect(res.json().message, `try ${i}`).toBe(serverMessages.otpInvalid);
    }
    const fifth = await verifyCode(token, wrongCode(code));
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().message).toBe(serverMessages.otpVoid);
    const right = await verifyCode(token, Number(code));
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(serverMessages.otpVoid);
    expect((await reloadUser(ctx.database.db, user._id)).emailVerifiedAt).toBeNull();

    // A new code starts over.
    await ageSends(user._id, 61_000);
    expect((await resend(payload.email)).statusCode).toBe(200);
    const fresh = await newestVerification(payload.email);
    expect((await verifyCode(token, Number(fresh.code))).statusCode).toBe(200);
  });

  it('parallel wrong guesses count exactly: four are wrong, the rest find the code void', async () => {
    const { token, payload, user } = await signUp(ctx.app);
    const { code } = await newestVerification(payload.email);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => verifyCode(token, wrongCode(code))),
    );
    const messages = results.map((r) => r.json().message).sort();
    expect(messages).toEqual(
      [
        ...Array(4).fill(serverMessages.otpInvalid),
        ...Array(4).fill(serverMessages.otpVoid),
      ].sort(),
    );
    const [otp] = await ctx.database.db
      .select()
      .from(emailOtps)
      .where(eq(emailOtps.userId, user._id));
    expect(otp?.attempts).toBe(5);
    expect((await verifyCode(token, Number(code))).json().message).toBe(serverMessages.otpVoid);
  });

  it('an expired code is refused with its own message', async () => {
    const { token, payload, user } = await signUp(ctx.app);
    const { code } = await newestVerification(payload.email);
    await ctx.database.db
      .update(emailOtps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailOtps.userId, user._id));
    const res = await verifyCode(token, Number(code));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(serverMessages.otpExpired);
  });

  it('a code is valid for 10 minutes', async () => {
    const { user } = await signUp(ctx.app);
    const [otp] = await ctx.database.db
      .select()
      .from(emailOtps)
      .where(eq(emailOtps.userId, user._id));
    const minutes = (otp!.expiresAt.getTime() - otp!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(10, 1);
  });

  it('accepts the code as a number or a numeric string; anything not 6 digits is a 400 naming otp', async () => {
    const { token, payload } = await signUp(ctx.app);
    for (const otp of [12345, 1234567, 'abcdef', null, 12.5]) {
      const res = await verifyCode(token, otp);
      expect(res.statusCode, String(otp)).toBe(400);
      expect(res.json().details[0].field).toBe('body.otp');
    }
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/v1/authentication/verify/email',
      headers: bearer(token),
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].field).toBe('body.otp');
    const { code } = await newestVerification(payload.email);
    expect((await verifyCode(token, code)).statusCode).toBe(200);
  });

  it('needs a session: without one it is 401 Please authenticate', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/authentication/verify/email',
      payload: { otp: 123456 },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(serverMessages.authenticate);
  });
});

describe('verify by link', () => {
  it('the emailed link verifies without a session, once', async () => {
    const { payload, user } = await signUp(ctx.app);
    const { token } = await newestVerification(payload.email);
    const res = await verifyLink(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: serverMessages.verified,
      user: { _email: true },
    });
    expect((await reloadUser(ctx.database.db, user._id)).emailVerifiedAt).toBeInstanceOf(Date);
    const reused = await verifyLink(token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      message: serverMessages.verifyLinkInvalid,
      details: [{ field: 'querystring.token' }],
    });
  });

  it('works with no body at all', async () => {
    const { payload } = await signUp(ctx.app);
    const { token } = await newestVerification(payload.email);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/v1/authentication/verify/email?token=${encodeURIComponent(token)}`,
    });
    expect(res.json()).toMatchObject({ success: true });
  });

  it('an expired or unknown link is refused; a malformed one is a 400 naming the token', async () => {
    const { payload, user } = await signUp(ctx.app);
    const { token } = await newestVerification(payload.email);
    await ctx.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, user._id));
    expect((await verifyLink(token)).json().message).toBe(serverMessages.verifyLinkInvalid);
    expect((await verifyLink('x'.repeat(43))).json().message).toBe(
      serverMessages.verifyLinkInvalid,
    );
    const short = await verifyLink('abc');
    expect(short.statusCode).toBe(400);
    expect(short.json().details[0].field).toBe('querystring.token');
    expect((await reloadUser(ctx.database.db, user._id)).emailVerifiedAt).toBeNull();
  });

  it('a link is valid for 24 hours', async () => {
    const { user } = await signUp(ctx.app);
    const [link] = await ctx.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, user._id));
    expect(link?.purpose).toBe('verify-email');
    const hours = (link!.expiresAt.getTime() - link!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);
  });

  it('after the code verified the account, the link still answers kindly', async () => {
    const { payload, token: session } = await signUp(ctx.app);
    const { code, token } = await newestVerification(payload.email);
    expect((await verifyCode(session, Number(code))).statusCode).toBe(200);
    const res = await verifyLink(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(serverMessages.alreadyVerified);
  });
});

describe('resend', () => {
  it('not within a minute of the last code, then a new code that replaces the old one', async () => {
    const { payload, user, token } = await signUp(ctx.app);
    const first = await newestVerification(payload.email);
    const tooSoon = await resend(payload.email.toUpperCase());
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'TOO_MANY_REQUESTS',
      message: serverMessages.resendTooSoon,
    });
    expect(await mailboxFor(ctx.app, payload.email)).toHaveLength(1);

    await ageSends(user._id, 61_000);
    const ok = await resend(payload.email);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: serverMessages.verificationSent });
    const second = await newestVerification(payload.email);
    expect(second.code === first.code && second.token === first.token).toBe(false);
    if (second.code !== first.code) {
      const old = await verifyCode(token, Number(first.code));
      expect(old.json().message).toBe(serverMessages.otpInvalid);
    }
    expect((await verifyCode(token, Number(second.code))).statusCode).toBe(200);
  });

  it('at most 5 codes an hour per account (the sign-up code counts)', async () => {
    const { payload, user } = await signUp(ctx.app);
    for (let sent = 2; sent <= 5; sent++) {
      await ageSends(user._id, 61_000);
      expect((await resend(payload.email)).statusCode, `code ${sent}`).toBe(200);
    }
    await ageSends(user._id, 61_000);
    const sixth = await resend(payload.email);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(serverMessages.resendTooMany);
    expect(await mailboxFor(ctx.app, payload.email)).toHaveLength(5);
    // An hour later the oldest sends no longer count.
    await ageSends(user._id, 60 * 60_000);
    expect((await resend(payload.email)).statusCode).toBe(200);
  });

  it('two simultaneous resends send one code', async () => {
    const { payload, user } = await signUp(ctx.app);
    await ageSends(user._id, 61_000);
    const results = await Promise.all([resend(payload.email), resend(payload.email)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429]);
    expect(await mailboxFor(ctx.app, payload.email)).toHaveLength(2);
  });

  it('an unknown email answers like a known one and sends nothing', async () => {
    const email = `nobody.${uniqueId()}@example.com`;
    const res = await resend(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: serverMessages.verificationSent });
    expect(await mailboxFor(ctx.app, email)).toHaveLength(0);
  });

  it('a verified account is told so', async () => {
    const { payload, user } = await signUp(ctx.app);
    await ctx.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, user._id));
    const res = await resend(payload.email);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(serverMessages.alreadyVerified);
  });

  it('a bad email is a 400 naming the field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/authentication/verify/send',
      payload: { email: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('body.email');
  });
});
