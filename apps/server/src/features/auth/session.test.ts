import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@dpts/contract';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { bearer, createUser } from '../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const probe = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/v1/auth/session', headers });

describe('GET /v1/auth/session (the web app asks who is signed in)', () => {
  it('answers a visitor 200 with data null, never cached', async () => {
    const res = await probe();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('answers the officer of a session cookie with their profile', async () => {
    const { user, token } = await createUser(ctx.database.db, { verified: false });
    const res = await probe({ cookie: `${SESSION_COOKIE}=${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: user.id, email: user.email });
  });

  it('answers a bearer token the same way', async () => {
    const { user, token } = await createUser(ctx.database.db, { role: 'admin' });
    const res = await probe(bearer(token));
    expect(res.json().data).toMatchObject({ _id: user.id, role: 'admin' });
  });

  it('answers data null for a revoked session and clears its stale cookie', async () => {
    const { token } = await createUser(ctx.database.db);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    const res = await probe({ cookie: `${SESSION_COOKIE}=${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
    const cleared = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
  });

  it('answers data null for a token that is no session at all', async () => {
    const res = await probe(bearer('not-a-token'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
  });
});
