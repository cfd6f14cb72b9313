import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@dpts/contract';
import { createTestApp, mailboxFor, type TestContext } from '../../test/helpers.ts';
import { resetLinkFrom, validSignup, verificationFrom } from '../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

/** A browser-like client: keeps the ttk cookie between calls, as the web app does. */
function cookieClient() {
  let cookie = '';
  return async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await ctx.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
    const set = res.cookies.find((c) => c.name === SESSION_COOKIE);
    if (set) cookie = set.value ? `${SESSION_COOKIE}=${set.value}` : '';
    return res;
  };
}

describe('the account journey (the README walk-through)', () => {
  it('sign-up → code from the mailbox → verify → logout → login → profile update → reset password', async () => {
    const call = cookieClient();
    const signup = validSignup();

    const registered = await call('POST', '/v1/authentication/register', signup);
    expect(registered.statusCode).toBe(200);
    expect(registered.json().user._email).toBe(false);

    const { code } = verificationFrom((await mailboxFor(ctx.app, signup.email))[0]);
    const verified = await call('POST', '/v1/authentication/verify/email', { otp: Number(code) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user._email).toBe(true);

    expect((await call('POST', '/v1/auth/logout')).statusCode).toBe(200);
    expect((await call('GET', '/v1/profile')).statusCode).toBe(401);

    const loggedIn = await call('POST', '/v1/authentication/login', {
      email: signup.email,
      password: signup.password,
    });
    expect(loggedIn.statusCode).toBe(200);

    const updated = await call('PUT', '/v1/profile', {
      officerType: 'sales',
      officerData: {
        complementSkill: 'Marketing & Ideation',
        technicalCapability: null,
        language: 'Yoruba',
      },
      learningPath: ['Digital Marketing', 'Sales', 'Remote Work', 'Data Analysis'],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.officerType).toBe('sales');
    expect((await call('GET', '/v1/profile')).json().data.learningPath).toHaveLength(4);

    expect(
      (await call('POST', '/v1/authentication/forgot/request', { email: signup.email })).statusCode,
    ).toBe(200);
    const link = resetLinkFrom((await mailboxFor(ctx.app, signup.email))[0]);
    const validated = await call('POST', '/v1/authentication/forgot/validate', link);
    expect(validated.statusCode).toBe(200);
    const changed = await call('PUT', '/v1/authentication/forgot/new/password', {
      password: 'my new passphrase',
    });
    expect(changed.statusCode).toBe(200);

    const withNew = await call('POST', '/v1/authentication/login', {
      email: signup.email,
      password: 'my new passphrase',
    });
    expect(withNew.statusCode).toBe(200);
    expect((await call('GET', '/v1/profile')).json().data.email).toBe(signup.email);
  });
});
