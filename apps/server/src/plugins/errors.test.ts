import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import {
  RATE_LIMITS,
  ZApiError,
  errorCodeList,
  errorCodes,
  serverMessages,
  type ErrorCode,
} from '@dpts/contract';
import { createTestApp, type TestContext } from '../test/helpers.ts';
import { bearer, createUser, signUp, validSignup, visitEvent } from '../test/factories.ts';
import { AppError } from '../lib/app-error.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(
    { RATE_LIMITS: 'on' },
    {
      beforeReady: (app) => {
        // Test-only routes: every code of the contract raised as an AppError, and a crash.
        app.get<{ Params: { code: ErrorCode } }>('/test/raise/:code', async (request) => {
          throw new AppError(request.params.code, `raised ${request.params.code}`);
        });
        app.get('/test/crash', async () => {
          throw new Error('a bug with a secret inside');
        });
      },
    },
  );
});
afterAll(async () => ctx.close());

/** The answer is the one error shape, with a code the contract knows and its status. */
function expectCode(res: LightMyRequestResponse, code: ErrorCode) {
  const body = ZApiError.parse(res.json());
  expect(body.code, res.body).toBe(code);
  expect(res.statusCode).toBe(errorCodes[code]);
  expect(body.statusCode).toBe(errorCodes[code]);
  return body;
}

describe('every error carries a code from the contract', () => {
  it.each(errorCodeList)('%s is answered with its status and code', async (code) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/test/raise/${code}` });
    expectCode(res, code);
  });

  it('400: a field that breaks a contract schema answers VALIDATION_FAILED with details', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/authentication/register',
      payload: { ...validSignup(), dateOfBirth: '2011-02-30' },
    });
    const body = expectCode(res, 'VALIDATION_FAILED');
    expect(body.details?.[0]?.field).toBe('body.dateOfBirth');
  });

  it('400: malformed JSON and an empty body answer MALFORMED_REQUEST', async () => {
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/v1/authentication/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expectCode(broken, 'MALFORMED_REQUEST');
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/v1/authentication/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(expectCode(empty, 'MALFORMED_REQUEST').message).toBe(serverMessages.emptyBody);
  });

  it('415 and 413: the wrong content type and a too large body', async () => {
    const xml = await ctx.app.inject({
      method: 'POST',
      url: '/v1/authentication/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expectCode(xml, 'UNSUPPORTED_MEDIA_TYPE');
    const huge = await ctx.app.inject({
      method: 'POST',
      url: '/v1/authentication/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expectCode(huge, 'PAYLOAD_TOO_LARGE');
  });

  it('400: a taken email or phone answers its own code, with the spec text unchanged', async () => {
    const first = await signUp(ctx.app);
    const email = await ctx.app.inject({
      method: 'POST',
      url: '/v1/authentication/register',
      payload: validSignup({ email: first.payload.email }),
    });
    expect(expectCode(email, 'EMAIL_EXISTS').message).toBe(serverMessages.emailExists);
    const phone = await ctx.app.inject({
      method: 'POST',
      url: '/v1/authentication/register',
      payload: validSignup({ phone: first.payload.phone }),
    });
    expect(expectCode(phone, 'PHONE_EXISTS').message).toBe(serverMessages.phoneExists);
  });

  it('401: no session is UNAUTHORIZED, a wrong password INVALID_CREDENTIALS', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/v1/profile' });
    expect(expectCode(anonymous, 'UNAUTHORIZED').message).toBe(serverMessages.authenticate);
    const { user } = await createUser(ctx.database.db);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/v1/authentication/login',
      payload: { email: user.email, password: 'not the password' },
    });
    expect(expectCode(wrong, 'INVALID_CREDENTIALS').message).toBe(
      serverMessages.invalidCredentials,
    );
  });

  it('403: an unverified officer reporting activity gets EMAIL_NOT_VERIFIED', async () => {
    const { token } = await createUser(ctx.database.db, { verified: false });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/activity',
      headers: bearer(token),
      payload: { events: [visitEvent({ url: 'https://www.coursera.org/learn/python' })] },
    });
    expect(expectCode(res, 'EMAIL_NOT_VERIFIED').message).toBe(serverMessages.forbidden);
  });

  it('404: an unknown route and an unknown topic', async () => {
    expectCode(await ctx.app.inject({ method: 'GET', url: '/v1/nope' }), 'ROUTE_NOT_FOUND');
    const { token } = await createUser(ctx.database.db);
    const topic = await ctx.app.inject({
      method: 'GET',
      url: '/v1/topics/00000000-0000-4000-8000-000000000000',
      headers: bearer(token),
    });
    expect(expectCode(topic, 'NOT_FOUND').message).toBe(serverMessages.topicNotFound);
  });

  it('429: the rate limit answers TOO_MANY_REQUESTS', async () => {
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i <= RATE_LIMITS.login.max; i++) {
      last = await ctx.app.inject({
        method: 'POST',
        url: '/v1/authentication/login',
        remoteAddress: '10.9.8.7',
        payload: { email: 'nobody@example.com', password: 'whatever' },
      });
    }
    expect(expectCode(last!, 'TOO_MANY_REQUESTS').message).toBe(serverMessages.rateLimited);
  });

  it('500: a bug answers INTERNAL without its message', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/test/crash' });
    const body = expectCode(res, 'INTERNAL');
    expect(body.message).toBe(serverMessages.unexpected);
    expect(res.body).not.toContain('secret');
  });
});
