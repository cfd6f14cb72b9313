import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordStrengthMessages } from '@dpts/contract/password-strength';
import { eq, sql } from 'drizzle-orm';
import { SESSION_COOKIE, SESSION_TTL_DAYS, serverMessages } from '@dpts/contract';
import { emailOtps, sessions, users } from '../../db/schema.ts';
import { rows } from '../../db/client.ts';
import { requireRole, requireVerified } from '../../plugins/auth.ts';
import { createTestApp, mailboxFor, type TestContext } from '../../test/helpers.ts';
import {
  DEFAULT_PASSWORD,
  bearer,
  createUser,
  signUp,
  uniqueId,
  validSignup,
  verificationFrom,
} from '../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(
    {},
    {
      // Stand-ins for the later issues' guarded actions (points, leagues, /super).
      beforeReady: (app) => {
        app.get('/v1/test/verified-only', { preHandler: requireVerified }, async () => ({
          ok: true,
        }));
        app.get('/v1/test/super-only', { preHandler: requireRole('super', 'admin') }, async () => ({
          ok: true,
        }));
      },
    },
  );
});
afterAll(async () => ctx.close());

const register = (payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/authentication/register',
    payload: payload as object,
  });
const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/authentication/login',
    payload: { email, password },
    headers,
  });
const profile = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/v1/profile', headers });
const usersWith = async (column: 'email' | 'phone', value: string) =>
  (await ctx.database.db.select().from(users).where(eq(users[column], value))).length;

function sessionCookie<T extends { name: string }>(res: { cookies: T[] }): T | undefined {
  return res.cookies.find((c) => c.name === SESSION_COOKIE);
}

describe('register', () => {
  it('creates the account, answers {user, token}, sets the ttk cookie and emails a code and a link', async () => {
    const payload = validSignup({ code: 'LEAGUE42', email: `  Mixed.${uniqueId()}@Example.com ` });
    const res = await register(payload);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const email = payload.email.trim().toLowerCase();
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({
      email,
      firstName: 'Adaeze',
      username: payload.username,
      role: 'user',
      phone: payload.phone,
      officerType: 'technical',
      officerData: {
        technicalCapability: 'Mid',
        language: 'English',
        complementSkill: 'Research & Data',
      },
      learningPath: payload.learningPath,
      totalPointsEarned: 0,
      _email: false,
    });
    expect(body.user).not.toHaveProperty('passwordHash');

    const cookie = sessionCookie(res);
    expect(cookie).toMatchObject({
      value: body.token,
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: SESSION_TTL_DAYS * 86_400,
    });
    expect(cookie?.secure).toBeFalsy();

    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.inviteCode).toBe('LEAGUE42');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.dateOfBirth).toBe('1995-05-17');

    const [mail] = await mailboxFor(ctx.app, email);
    expect(mail?.subject).toBe('Verify your DigiPoints email');
    const { code, token } = verificationFrom(mail);
    expect(code).toMatch(/^[1-9]\d{5}$/);
    expect(mail?.text).toContain(`http://app.test/verify-email?token=`);
    expect(mail?.html).toContain(code);
    expect(token.length).toBeGreaterThan(30);
    // Only hashes are stored.
    const [otp] = await ctx.database.db
      .select()
      .from(emailOtps)
      .where(eq(emailOtps.userId, body.user._id));
    expect(otp?.codeHash).not.toContain(code);
  });

  it('strips spaces from the username', async () => {
    const id = uniqueId();
    const res = await register(validSignup({ username: ` ada ${id} ` }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user.username).toBe(`ada${id}`);
  });

  it('stores a phone written 0803 123 4567 as +234…, and its other forms count as taken', async () => {
    const e164 = validSignup().phone; // +234 and ten digits
    const local = `0${e164.slice(4, 7)}-${e164.slice(7, 10)} ${e164.slice(10)}`;
    const res = await register(validSignup({ phone: local }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user.phone).toBe(e164);
    expect(await usersWith('phone', e164)).toBe(1);
    const again = await register(validSignup({ phone: `234${e164.slice(4)}` }));
    expect(again.json().message).toBe(serverMessages.phoneExists);
  });

  it('refuses "password" and other easy guesses with the reason, and adds no row', async () => {
    for (const password of ['password', 'password123', 'qwertyuiop']) {
      const payload = validSignup({ password });
      const res = await register(payload);
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ field: 'body.password', message: passwordStrengthMessages.common }],
      });
      expect(await usersWith('email', payload.email.trim().toLowerCase())).toBe(0);
    }
  });

  it('refuses a taken email, phone or username (any case) with the spec texts and adds no row', async () => {
    const first = validSignup();
    expect((await register(first)).statusCode).toBe(200);

    const sameEmail = await register(validSignup({ email: first.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(400);
    expect(sameEmail.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: serverMessages.emailExists,
      details: [{ field: 'body.email' }],
    });

    const samePhone = await register(validSignup({ phone: first.phone }));
    expect(samePhone.statusCode).toBe(400);
    expect(samePhone.json().message).toBe(serverMessages.phoneExists);
    expect(await usersWith('phone', first.phone)).toBe(1);

    const sameUsername = await register(validSignup({ username: first.username.toUpperCase() }));
    expect(sameUsername.statusCode).toBe(400);
    expect(sameUsername.json().message).toBe(serverMessages.usernameExists);
  });

  it.each([
    ['email', (shared: ReturnType<typeof validSignup>) => ({ email: shared.email })],
    ['username', (shared: ReturnType<typeof validSignup>) => ({ username: shared.username })],
    ['phone', (shared: ReturnType<typeof validSignup>) => ({ phone: shared.phone })],
  ])(
    'two sign-ups racing for one %s: exactly one wins, the other gets the spec text',
    async (field, same) => {
      const shared = validSignup();
      const results = await Promise.all([0, 1, 2].map(() => register(validSignup(same(shared)))));
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, 400, 400]);
      const expected = {
        email: serverMessages.emailExists,
        username: serverMessages.usernameExists,
        phone: serverMessages.phoneExists,
      }[field];
      for (const r of results.filter((r) => r.statusCode === 400))
        expect(r.json().message).toBe(expected);
      const count = await rows<{ n: number }>(
        ctx.database.db,
        field === 'username'
          ? sql`select count(*)::int as n from users where lower(username) = lower(${shared.username})`
          : sql`select count(*)::int as n from users where ${sql.identifier(field)} = ${field === 'email' ? shared.email : shared.phone}`,
      );
      expect(count[0]?.n).toBe(1);
      // The loser left no session or code behind either.
      const orphans = await rows<{ n: number }>(
        ctx.database.db,
        sql`select count(*)::int as n from sessions s left join users u on u.id = s.user_id where u.id is null`,
      );
      expect(orphans[0]?.n).toBe(0);
    },
  );

  it.each([
    ['date of birth after 2011-01-01', { dateOfBirth: '2011-01-02' }, 'body.dateOfBirth'],
    ['a phone of 9 digits', { phone: '801234567' }, 'body.phone'],
    ['a phone that lost a digit', { phone: '0803123456' }, 'body.phone'],
    ['a phone with letters', { phone: '80123456ab' }, 'body.phone'],
    ['a 7-character password', { password: 'short12' }, 'body.password'],
    ['an LGA of another state', { localGovtOfOrigin: 'Albasu' }, 'body.localGovtOfOrigin'],
    ['an unknown state', { stateOfResidence: 'Atlantis' }, 'body.stateOfResidence'],
    [
      'a technical officer with 2 technical paths',
      { learningPath: ['Cloud-Computing', 'Data Analysis', 'Sales'] },
      'body.learningPath',
    ],
    [
      'a technical officer with no sales path',
      { learningPath: ['Cloud-Computing', 'Data Analysis', 'Cybersecurity'] },
      'body.learningPath',
    ],
    [
      'a technical officer without a technical capability',
      {
        officerData: {
          complementSkill: 'Research & Data',
          technicalCapability: '',
          language: 'English',
        },
      },
      'body.officerData.technicalCapability',
    ],
    [
      'a sales officer without a complement skill',
      {
        officerType: 'sales' as const,
        officerData: { complementSkill: null, technicalCapability: null, language: 'Yoruba' },
        learningPath: ['Sales', 'Cloud-Computing'],
      },
      'body.officerData.complementSkill',
    ],
    ['an unknown learning path', { learningPath: ['Cooking', 'Sales'] }, 'body.learningPath.0'],
    ['a missing first name', { firstName: '' }, 'body.firstName'],
    ['a username with symbols', { username: 'ada<script>' }, 'body.username'],
  ])('refuses %s naming the field, and stores nothing', async (_name, override, field) => {
    const payload = validSignup(override);
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(body.details.map((d: { field: string }) => d.field)).toContain(field);
    expect(body.message).toContain(field);
    expect(await usersWith('email', payload.email)).toBe(0);
  });

  it('accepts a sales officer with one path of each list (the submit rule)', async () => {
    const res = await register(
      validSignup({
        officerType: 'sales',
        officerData: {
          complementSkill: 'Marketing & Ideation',
          technicalCapability: '',
          language: 'Hausa',
        },
        learningPath: ['Sales', 'Cloud-Computing'],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user.officerData).toEqual({
      complementSkill: 'Marketing & Ideation',
      technicalCapability: null,
      language: 'Hausa',
    });
  });

  it('accepts the date-of-birth maximum itself', async () => {
    expect((await register(validSignup({ dateOfBirth: '2011-01-01' }))).statusCode).toBe(200);
  });
});

describe('login and logout', () => {
  it('signs in an unverified account with {user, token} and the cookie', async () => {
    const { user, password } = await createUser(ctx.database.db, { verified: false });
    const res = await login(user.email.toUpperCase(), password);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ _id: user.id, _email: false });
    expect(sessionCookie(res)?.value).toBe(res.json().token);
  });

  it('refuses a wrong password and an unknown email with the same 401 text', async () => {
    const { user } = await createUser(ctx.database.db);
    const wrong = await login(user.email, 'not the password');
    const unknown = await login(`nobody.${uniqueId()}@example.com`, DEFAULT_PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        code: 'INVALID_CREDENTIALS',
        message: serverMessages.invalidCredentials,
      });
      expect(sessionCookie(res)).toBeUndefined();
    }
  });

  it('a session works as the ttk cookie and as a bearer token', async () => {
    const { user, password } = await createUser(ctx.database.db);
    const { token } = (await login(user.email, password)).json();
    const byCookie = await profile({ cookie: `${SESSION_COOKIE}=${token}` });
    const byBearer = await profile(bearer(token));
    expect(byCookie.statusCode).toBe(200);
    expect(byBearer.statusCode).toBe(200);
    expect(byCookie.json().data._id).toBe(user.id);
  });

  it('logout revokes the session and clears the cookie; logging out twice is harmless', async () => {
    const { token } = await createUser(ctx.database.db);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: serverMessages.loggedOut });
    const cleared = sessionCookie(out);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await profile(bearer(token))).statusCode).toBe(401);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(200);
  });

  it('an expired session is refused', async () => {
    const { user, token } = await createUser(ctx.database.db);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await profile(bearer(token))).statusCode).toBe(401);
  });
});

describe('guards', () => {
  it('no, an unknown or an oversized token answers 401 Please authenticate', async () => {
    const cases: Array<Record<string, string>> = [
      {},
      bearer('not-a-session-token-at-all'),
      bearer('x'.repeat(10_000)),
      { cookie: `${SESSION_COOKIE}=nope` },
      { authorization: 'Basic abc' },
    ];
    for (const headers of cases) {
      const res = await profile(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        code: 'UNAUTHORIZED',
        message: serverMessages.authenticate,
      });
    }
  });

  it('an unverified account gets 403 Forbidden: Not Verified or Not Permitted until it verifies', async () => {
    const { token, payload } = await signUp(ctx.app);
    const blocked = await ctx.app.inject({
      method: 'GET',
      url: '/v1/test/verified-only',
      headers: bearer(token),
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      code: 'EMAIL_NOT_VERIFIED',
      message: serverMessages.forbidden,
    });
    const { code } = verificationFrom((await mailboxFor(ctx.app, payload.email))[0]);
    const verify = await ctx.app.inject({
      method: 'POST',
      url: '/v1/authentication/verify/email',
      headers: bearer(token),
      payload: { otp: Number(code) },
    });
    expect(verify.statusCode).toBe(200);
    const allowed = await ctx.app.inject({
      method: 'GET',
      url: '/v1/test/verified-only',
      headers: bearer(token),
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('role guards answer 403 to an ordinary user and let a super through', async () => {
    const officer = await createUser(ctx.database.db);
    const admin = await createUser(ctx.database.db, { role: 'super' });
    const denied = await ctx.app.inject({
      method: 'GET',
      url: '/v1/test/super-only',
      headers: bearer(officer.token),
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(serverMessages.forbidden);
    const ok = await ctx.app.inject({
      method: 'GET',
      url: '/v1/test/super-only',
      headers: bearer(admin.token),
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('check-username', () => {
  const check = (username: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/v1/authentication/check-username?username=${encodeURIComponent(username)}`,
    });

  it('answers available for a free name and not for a taken one, ignoring spaces and case', async () => {
    const { user } = await createUser(ctx.database.db);
    const free = await check(`free${uniqueId()}`);
    expect(free.statusCode).toBe(200);
    expect(free.json()).toEqual({ message: 'User Name Check Successful', available: true });
    const name = user.username!;
    for (const variant of [name, name.toUpperCase(), ` ${name.slice(0, 3)} ${name.slice(3)} `]) {
      expect((await check(variant)).json()).toEqual({
        message: 'User Name Check Successful',
        available: false,
      });
    }
  });

  it('a name sign-up would refuse is not available; a missing name is a 400', async () => {
    expect((await check('a<b>')).json().available).toBe(false);
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/v1/authentication/check-username',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].field).toBe('querystring.username');
  });
});

describe('check-contact', () => {
  const check = (query: string) =>
    ctx.app.inject({ method: 'GET', url: `/v1/authentication/check-contact?${query}` });

  it('tells sign-up step 1 whether an email and a phone are taken, ignoring email case', async () => {
    const { user } = await createUser(ctx.database.db);
    const taken = await check(
      `email=${encodeURIComponent(user.email.toUpperCase())}&phone=${user.phone}`,
    );
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ emailAvailable: false, phoneAvailable: false });
    const free = await check(`email=free.${uniqueId()}%40example.com`);
    expect(free.json()).toEqual({ emailAvailable: true, phoneAvailable: null });
  });

  it('refuses a malformed question with a 400 and asks for one of the two', async () => {
    expect((await check('phone=123')).json().code).toBe('VALIDATION_FAILED');
    expect((await check('')).statusCode).toBe(400);
  });
});

describe('bad input never reaches the database and never answers 500', () => {
  const post = (payload: string | undefined, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/authentication/register',
      headers: { 'content-type': 'application/json', ...headers },
      ...(payload === undefined ? {} : { payload }),
    });

  it('malformed JSON is a 400 in the error shape', async () => {
    const res = await post('{"email": "a@b.c",');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('an empty body and a missing body are 400s', async () => {
    const empty = await post('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Request body is empty');
    const none = await ctx.app.inject({ method: 'POST', url: '/v1/authentication/register' });
    expect(none.statusCode).toBe(400);
    expect(none.json().statusCode).toBe(400);
  });

  it('wrong types name every field', async () => {
    const res = await post(
      JSON.stringify({ ...validSignup(), email: 42, learningPath: 'Sales', officerData: [] }),
    );
    expect(res.statusCode).toBe(400);
    const fields = res.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(
      expect.arrayContaining(['body.email', 'body.learningPath', 'body.officerData']),
    );
  });

  it('a JSON array or string instead of an object is a 400', async () => {
    expect((await post('[]')).statusCode).toBe(400);
    expect((await post('"hello"')).statusCode).toBe(400);
    expect((await post('null')).statusCode).toBe(400);
  });

  it('huge strings are refused by field, a huge body by size', async () => {
    const long = await post(JSON.stringify(validSignup({ firstName: 'A'.repeat(100_000) })));
    expect(long.statusCode).toBe(400);
    expect(long.json().details[0].field).toBe('body.firstName');
    const huge = await post(
      JSON.stringify({ ...validSignup(), padding: 'x'.repeat(2 * 1024 * 1024) }),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
  });

  it('a wrong content type is refused in the error shape', async () => {
    const text = await post(JSON.stringify(validSignup()), { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    const xml = await post('<signup/>', { 'content-type': 'application/xml' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
  });

  it('a bad login body names the field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/authentication/login',
      payload: { email: 'not-an-email', password: '' },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(['body.email', 'body.password']);
  });
});

describe('OpenAPI', () => {
  it('documents every authentication, profile and support call with its schemas', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    const expected: Array<[string, string]> = [
      ['/v1/authentication/login', 'post'],
      ['/v1/authentication/register', 'post'],
      ['/v1/auth/logout', 'post'],
      ['/v1/authentication/verify/email', 'post'],
      ['/v1/authentication/verify/send', 'post'],
      ['/v1/authentication/check-username', 'get'],
      ['/v1/authentication/forgot/request', 'post'],
      ['/v1/authentication/forgot/validate', 'post'],
      ['/v1/authentication/forgot/new/password', 'put'],
      ['/v1/auth/reset-password', 'post'],
      ['/v1/profile', 'get'],
      ['/v1/profile', 'put'],
      ['/v1/profile/password', 'post'],
      ['/v1/support/messages', 'post'],
    ];
    for (const [path, method] of expected) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.tags?.length, `${method} ${path} tags`).toBeGreaterThan(0);
      expect(op.responses['200'], `${method} ${path} 200`).toBeDefined();
    }
    const registerBody =
      doc.paths['/v1/authentication/register'].post.requestBody.content['application/json'].schema;
    expect(registerBody.properties).toHaveProperty('learningPath');
    expect(registerBody.required).toContain('email');
    const docs = await ctx.app.inject({ method: 'GET', url: '/v1/docs' });
    expect(docs.statusCode).toBeLessThan(400);
  });
});
