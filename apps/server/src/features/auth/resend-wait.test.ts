import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OTP_RESEND_INTERVAL_SECONDS, serverMessages } from '@dpts/contract';
import { emailOtpSends } from '../../db/schema.ts';
import { createTestApp, mailboxFor, type TestContext } from '../../test/helpers.ts';
import { bearer, createUser, signUp, uniqueId } from '../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const resend = (email: string, token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/authentication/verify/send',
    headers: token ? bearer(token) : {},
    payload: { email },
  });

/** Pretend every code of the officer was sent `ms` earlier. */
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

describe('POST /authentication/verify/send within its limit', () => {
  it('tells the signed-in officer to wait: 429 with Retry-After, and sends nothing', async () => {
    const { token, payload, user } = await signUp(ctx.app);
    await ageSends(user._id, 20_000);
    const res = await resend(payload.email, token);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: serverMessages.resendTooSoon,
    });
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(OTP_RESEND_INTERVAL_SECONDS - 19);
    // Only the sign-up's code was sent.
    expect(await mailboxFor(ctx.app, payload.email)).toHaveLength(1);

    // After the wait, a new code is sent.
    await ageSends(user._id, OTP_RESEND_INTERVAL_SECONDS * 1000);
    const later = await resend(payload.email, token);
    expect(later.statusCode).toBe(200);
    expect(later.json()).toEqual({ success: true, message: serverMessages.verificationSent });
    expect(await mailboxFor(ctx.app, payload.email)).toHaveLength(2);
  });

  it('stays uniform where an address could be probed: anonymous, or another officer’s address', async () => {
    const { payload } = await signUp(ctx.app);
    const { token: stranger } = await createUser(ctx.database.db);
    for (const res of [
      await resend(payload.email),
      await resend(payload.email, stranger),
      await resend(`nobody.${uniqueId()}@example.com`, stranger),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: serverMessages.verificationSent });
      expect(res.headers['retry-after']).toBeUndefined();
    }
    expect(await mailboxFor(ctx.app, payload.email)).toHaveLength(1);
  });
});
