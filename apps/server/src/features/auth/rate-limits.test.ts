import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS, serverMessages } from '@dpts/contract';
import { createTestApp, mailboxFor, testRedisEnv, type TestContext } from '../../test/helpers.ts';
import {
  DEFAULT_PASSWORD,
  bearer,
  createUser,
  uniqueId,
  validSignup,
} from '../../test/factories.ts';

/**
 * The only suite with RATE_LIMITS=on: every other suite turns them off. The counters are in
 * Redis when TEST_REDIS_URL is set.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMITS: 'on', ...testRedisEnv() });
});
afterAll(async () => ctx.close());

let ipCounter = 0;
// A Redis outlives the run: each run takes its own range so an earlier run's counts stay apart.
const ipRange = `10.${randomInt(256)}.${randomInt(256)}`;
/** Each test gets its own client addresses so the per-IP counters do not mix. */
const newIp = () => `${ipRange}.${++ipCounter}`;

function expectLimited(res: {
  statusCode: number;
  json(): unknown;
  headers: Record<string, unknown>;
}) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({
    statusCode: 429,
    error: 'Too Many Requests',
    code: 'TOO_MANY_REQUESTS',
    message: serverMessages.rateLimited,
  });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  return Number(res.headers['retry-after']);
}

const login = (email: string, ip: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/authentication/login',
    remoteAddress: ip,
    // A malformed password keeps argon2 out of it: the limit counts attempts, not outcomes.
    payload: { email, password: 'wrong password' },
  });

describe('rate limits', () => {
  it(`login: ${RATE_LIMITS.login.max} a minute per IP`, async () => {
    const ip = newIp();
    for (let i = 0; i < RATE_LIMITS.login.max; i++) {
      const res = await login(`user${i}.${uniqueId()}@example.com`, ip);
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    expectLimited(await login(`another.${uniqueId()}@example.com`, ip));
    // Another address is not affected.
    expect((await login(`user.${uniqueId()}@example.com`, newIp())).statusCode).toBe(401);
  });

  it(`login: ${RATE_LIMITS.loginPerPair.max} a minute per address and account; other places still sign in`, async () => {
    const { user } = await createUser(ctx.database.db);
    const ip = newIp();
    for (let i = 0; i < RATE_LIMITS.loginPerPair.max; i++)
      expect((await login(user.email, ip)).statusCode).toBe(401);
    expectLimited(await login(user.email.toUpperCase(), ip));
    // The owner, elsewhere, is not locked out by someone guessing from one address.
    const owner = await ctx.app.inject({
      method: 'POST',
      url: '/v1/authentication/login',
      remoteAddress: newIp(),
      payload: { email: user.email, password: DEFAULT_PASSWORD },
    });
    expect(owner.statusCode).toBe(200);
  });

  it(`login: ${RATE_LIMITS.loginPerEmail.max} an hour per account from any number of addresses, and the reset path stays open`, async () => {
    const { user } = await createUser(ctx.database.db);
    for (let i = 0; i < RATE_LIMITS.loginPerEmail.max; i++)
      expect((await login(user.email, newIp())).statusCode).toBe(401);
    const retryAfter = expectLimited(await login(user.email, newIp()));
    expect(retryAfter).toBeGreaterThan(55 * 60);
    // The owner can still ask for a reset link and use it.
    const forgot = await ctx.app.inject({
      method: 'POST',
      url: '/v1/authentication/forgot/request',
      remoteAddress: newIp(),
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(200);
    const [mail] = await mailboxFor(ctx.app, user.email);
    const token = /token=([^&\s"]+)/.exec(mail!.text)![1]!;
    const reset = await ctx.app.inject({
      method: 'POST',
      url: `/v1/auth/reset-password?token=${token}`,
      remoteAddress: newIp(),
      payload: { password: 'a new long password', email: user.email },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('check-contact: 10 an hour per IP (no walking the list of members)', async () => {
    const ip = newIp();
    const ask = () =>
      ctx.app.inject({
        method: 'GET',
        url: `/v1/authentication/check-contact?email=a.${uniqueId()}%40example.com`,
        remoteAddress: ip,
      });
    for (let i = 0; i < 10; i++) expect((await ask()).statusCode, `ask ${i + 1}`).toBe(200);
    expectLimited(await ask());
  });

  it('register: 5 a minute per IP', async () => {
    const ip = newIp();
    const bad = { ...validSignup(), phone: 'x' }; // refused by validation: no hashing needed
    for (let i = 0; i < 5; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/v1/authentication/register',
        remoteAddress: ip,
        payload: bad,
      });
      expect(res.statusCode).toBe(400);
    }
    expectLimited(
      await ctx.app.inject({
        method: 'POST',
        url: '/v1/authentication/register',
        remoteAddress: ip,
        payload: validSignup(),
      }),
    );
  });

  it('OTP verify: 10 a minute per account', async () => {
    const { token } = await createUser(ctx.database.db, { verified: false });
    const verify = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/authentication/verify/email',
        remoteAddress: newIp(),
        headers: bearer(token),
        payload: { otp: 123456 },
      });
    for (let i = 0; i < 10; i++) expect((await verify()).statusCode).toBe(400);
    expectLimited(await verify());
  });

  it('OTP verify: 10 a minute per IP', async () => {
    const ip = newIp();
    const verify = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/v1/authentication/verify/email?token=${'t'.repeat(43)}`,
        remoteAddress: ip,
      });
    for (let i = 0; i < 10; i++) expect((await verify()).statusCode).toBe(400);
    expectLimited(await verify());
  });

  it(`forgot password: ${RATE_LIMITS.forgotPerEmail.max} emails an hour per address, known or not; more are answered the same and send nothing`, async () => {
    const { user } = await createUser(ctx.database.db);
    for (const email of [user.email, `ghost.${uniqueId()}@example.com`]) {
      const forgot = () =>
        ctx.app.inject({
          method: 'POST',
          url: '/v1/authentication/forgot/request',
          remoteAddress: newIp(),
          payload: { email },
        });
      for (let i = 0; i <= RATE_LIMITS.forgotPerEmail.max; i++) {
        const res = await forgot();
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ success: true, message: serverMessages.resetRequested });
      }
    }
    expect(await mailboxFor(ctx.app, user.email)).toHaveLength(RATE_LIMITS.forgotPerEmail.max);
  });

  it(`forgot password: ${RATE_LIMITS.forgotPerIp.max} an hour per IP`, async () => {
    const ip = newIp();
    const forgot = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/authentication/forgot/request',
        remoteAddress: ip,
        payload: { email: `ghost.${uniqueId()}@example.com` },
      });
    for (let i = 0; i < RATE_LIMITS.forgotPerIp.max; i++)
      expect((await forgot()).statusCode).toBe(200);
    expectLimited(await forgot());
  });
});
