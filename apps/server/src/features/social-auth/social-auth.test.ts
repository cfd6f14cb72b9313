import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  RATE_LIMITS,
  SESSION_COOKIE,
  serverMessages,
  type TSocialRegisterRequest,
} from '@dpts/contract';
import { users } from '../../db/schema.ts';
import { createTestApp, mailboxFor, type TestContext } from '../../test/helpers.ts';
import { startTestIssuer, type TestIssuer } from '../../test/oidc-issuer.ts';
import { bearer, createUser, reloadUser, uniqueId, uniquePhone } from '../../test/factories.ts';

let issuer: TestIssuer;
let ctx: TestContext;
beforeAll(async () => {
  issuer = await startTestIssuer();
  ctx = await createTestApp({ GOOGLE_CLIENT_ID: issuer.clientId, OIDC_ISSUER: issuer.issuer });
});
afterAll(async () => {
  await ctx?.close();
  await issuer?.stop();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/v1${url}`, payload: payload as object, headers });
const loginSocial = (credential: string) => post('/authentication/login-social', { credential });

/** The Google flow's own answers (spec section 5): no identity fields at all. */
function socialSignup(
  credential: string,
  overrides: Partial<TSocialRegisterRequest> = {},
): TSocialRegisterRequest {
  return {
    credential,
    code: '',
    username: `chidi${uniqueId()}`,
    dateOfBirth: '1994-03-02',
    phone: uniquePhone(),
    stateOfOrigin: 'Enugu',
    localGovtOfOrigin: 'Nsukka',
    stateOfResidence: 'Lagos',
    localGovtOfResidence: 'Ikeja',
    officerType: 'sales',
    officerData: {
      complementSkill: 'Human Interactions',
      technicalCapability: null,
      language: 'Igbo',
    },
    learningPath: ['Sales', 'Communication', 'Remote Work', 'IT Support'],
    ...overrides,
  };
}

function expectError(
  res: { statusCode: number; json(): unknown },
  status: number,
  message: string,
) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  expect(res.json()).toMatchObject({ statusCode: status, message });
}

const usersWithEmail = async (email: string) =>
  ctx.database.db.select().from(users).where(eq(users.email, email));

describe('GET /v1/config', () => {
  it('tells the web app the Google client id, issuer and authorization endpoint', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      google: {
        clientId: issuer.clientId,
        issuer: issuer.issuer,
        authorizationEndpoint: `${issuer.issuer}/authorize`,
      },
    });
  });
});

describe('OpenAPI', () => {
  it('documents the social calls and the config', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/v1/config',
      '/v1/authentication/login-social',
      '/v1/authentication/register-social',
      '/v1/authentication/link-social',
    ])
      expect(paths).toContain(path);
  });
});

describe('Google sign-up and sign-in', () => {
  it('an unknown Google account gets 404 so the web app can offer sign-up', async () => {
    expectError(await loginSocial(await issuer.mint()), 404, serverMessages.googleAccountUnknown);
  });

  it('register-social creates a verified account from the token, then login-social signs it in', async () => {
    const email = `chidi.${uniqueId()}@gmail.com`;
    const credential = await issuer.mint({ sub: `sub-${uniqueId()}`, email: email.toUpperCase() });
    // Identity fields in the body are ignored: only the verified token names the person.
    const res = await post('/authentication/register-social', {
      ...socialSignup(credential),
      email: 'someone.else@example.com',
      uid: 'forged',
      firstName: 'Forged',
      image: 'https://evil.example/x.png',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({
      email,
      firstName: 'Chidi',
      lastName: 'Eze',
      image: 'https://lh3.googleusercontent.com/a/test-picture',
      thumbnail: 'https://lh3.googleusercontent.com/a/test-picture',
      officerType: 'sales',
      _email: true,
    });
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.httpOnly).toBe(true);
    expect(await usersWithEmail('someone.else@example.com')).toHaveLength(0);
    // Google verified the email: no code is sent.
    expect(await mailboxFor(ctx.app, email)).toHaveLength(0);
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/v1/profile',
      headers: bearer(body.token),
    });
    expect(profile.json().data.email).toBe(email);

    const again = await loginSocial(credential);
    expect(again.statusCode).toBe(200);
    expect(again.json().user._id).toBe(body.user._id);
    expect(again.json().token).not.toBe(body.token);
  });

  it('a Google sign-up through an emailed league invite makes the officer a member', async () => {
    const owner = await createUser(ctx.database.db, { verified: true });
    const league = await ctx.app.inject({
      method: 'POST',
      url: '/v1/league',
      headers: bearer(owner.token),
      payload: {
        name: 'Invite only',
        description: 'Officers we know',
        image: '/uploads/leagueimage/x.webp',
        private: true,
        speciality: 'Unspecialized',
        discoverable: false,
      },
    });
    expect(league.statusCode, league.body).toBe(200);
    const leagueId = league.json().data._id as string;
    const email = `invited.${uniqueId()}@gmail.com`;
    const invite = await ctx.app.inject({
      method: 'POST',
      url: `/v1/league/${leagueId}/invite-members`,
      headers: bearer(owner.token),
      payload: { emails: [email] },
    });
    expect(invite.statusCode, invite.body).toBe(200);
    const [mail] = await mailboxFor(ctx.app, email);
    const code = decodeURIComponent(/\/signup\?invite=([\w%-]+)/.exec(mail!.text)![1]!);

    const res = await post(
      '/authentication/register-social',
      socialSignup(await issuer.mint({ sub: `sub-${uniqueId()}`, email }), { code }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const joined = await ctx.app.inject({
      url: '/v1/league/joined',
      headers: bearer(res.json().token),
    });
    expect(JSON.stringify(joined.json())).toContain(leagueId);
  });

  it('signs in by the Google uid even after the Google email changed', async () => {
    const sub = `sub-${uniqueId()}`;
    const first = await post(
      '/authentication/register-social',
      socialSignup(await issuer.mint({ sub, email: `old.${uniqueId()}@gmail.com` })),
    );
    expect(first.statusCode).toBe(200);
    const res = await loginSocial(await issuer.mint({ sub, email: `new.${uniqueId()}@gmail.com` }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user._id).toBe(first.json().user._id);
  });

  it('refuses a second account for the same Google account', async () => {
    const sub = `sub-${uniqueId()}`;
    expect(
      (await post('/authentication/register-social', socialSignup(await issuer.mint({ sub }))))
        .statusCode,
    ).toBe(200);
    expectError(
      await post('/authentication/register-social', socialSignup(await issuer.mint({ sub }))),
      409,
      serverMessages.googleAlreadyRegistered,
    );
  });

  it('applies the Google flow validation: complement skill, locations, phone, date of birth, paths', async () => {
    const credential = await issuer.mint();
    const cases: Array<[Partial<TSocialRegisterRequest>, string]> = [
      [
        {
          officerType: 'technical',
          officerData: { complementSkill: null, technicalCapability: 'High', language: 'English' },
          learningPath: ['Cloud-Computing', 'Data Analysis', 'Cybersecurity', 'Sales'],
        },
        'officerData.complementSkill',
      ],
      [{ localGovtOfResidence: 'Nsukka' }, 'localGovtOfResidence'],
      [{ phone: '080123' }, 'phone'],
      [{ dateOfBirth: '2015-01-01' }, 'dateOfBirth'],
      [{ learningPath: ['Sales'] }, 'learningPath'],
      [{ username: '' }, 'username'],
    ];
    for (const [override, field] of cases) {
      const res = await post('/authentication/register-social', socialSignup(credential, override));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain(`body.${field}`);
    }
  });

  it('answers 400 with the one error shape for a missing or malformed credential', async () => {
    for (const body of [{}, { credential: 'not a token' }, { credential: 42 }]) {
      const res = await loginSocial(body.credential as string);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
    const res = await post('/authentication/register-social', { credential: await issuer.mint() });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.length).toBeGreaterThan(1);
  });

  it('keeps the spec texts for a taken email, phone or username and writes nothing', async () => {
    const { user: existing } = await createUser(ctx.database.db);
    expectError(
      await post(
        '/authentication/register-social',
        socialSignup(await issuer.mint({ email: existing.email })),
      ),
      400,
      serverMessages.emailExists,
    );
    const email = `taken.${uniqueId()}@gmail.com`;
    expectError(
      await post(
        '/authentication/register-social',
        socialSignup(await issuer.mint({ email }), { phone: existing.phone! }),
      ),
      400,
      serverMessages.phoneExists,
    );
    expect(await usersWithEmail(email)).toHaveLength(0);
  });
});

describe('an email already registered with a password', () => {
  it('is never linked silently: login-social answers 409 and changes nothing', async () => {
    const { user } = await createUser(ctx.database.db);
    const credential = await issuer.mint({ email: user.email });
    expectError(await loginSocial(credential), 409, serverMessages.googleLinkRequired);
    expect((await reloadUser(ctx.database.db, user.id)).googleUid).toBeNull();
  });

  it('is linked after the officer signs in with the password, then Google signs them in', async () => {
    const { user, token } = await createUser(ctx.database.db, { verified: false });
    const sub = `sub-${uniqueId()}`;
    const credential = await issuer.mint({ sub, email: user.email });
    expectError(
      await post('/authentication/link-social', { credential }),
      401,
      serverMessages.authenticate,
    );
    const res = await post('/authentication/link-social', { credential }, bearer(token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: serverMessages.googleLinked });
    // Google vouched for the same address: the account is verified too.
    expect(res.json().user._email).toBe(true);
    const signedIn = await loginSocial(credential);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user._id).toBe(user.id);
  });

  it('does not take a Google account linked to somebody else, nor replace a linked one', async () => {
    const sub = `sub-${uniqueId()}`;
    const a = await createUser(ctx.database.db);
    const b = await createUser(ctx.database.db);
    expect(
      (
        await post(
          '/authentication/link-social',
          { credential: await issuer.mint({ sub }) },
          bearer(a.token),
        )
      ).statusCode,
    ).toBe(200);
    expectError(
      await post(
        '/authentication/link-social',
        { credential: await issuer.mint({ sub }) },
        bearer(b.token),
      ),
      409,
      serverMessages.googleLinkedElsewhere,
    );
    expectError(
      await post(
        '/authentication/link-social',
        { credential: await issuer.mint() },
        bearer(a.token),
      ),
      409,
      serverMessages.googleOtherLinked,
    );
  });
});

describe('refused ID tokens', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const cases: Array<[string, () => Promise<string>, string]> = [
    [
      'a bad signature',
      () => issuer.mint({}, { forgeSignature: true }),
      serverMessages.googleInvalid,
    ],
    [
      'an unknown kid',
      () => issuer.mint({}, { foreignKey: { kid: 'not-published' } }),
      serverMessages.googleInvalid,
    ],
    [
      'another issuer',
      () => issuer.mint({ iss: 'https://accounts.example.com' }),
      serverMessages.googleInvalid,
    ],
    [
      'another audience',
      () => issuer.mint({ aud: 'another-client' }),
      serverMessages.googleInvalid,
    ],
    [
      'a token replayed from another client',
      () => issuer.mint({ aud: ['another-client', issuer.clientId], azp: 'another-client' }),
      serverMessages.googleInvalid,
    ],
    [
      'an expired token',
      () => issuer.mint({ iat: now() - 7200, exp: now() - 3600 }),
      serverMessages.googleExpired,
    ],
    [
      'a token issued in the future',
      () => issuer.mint({ iat: now() + 600 }),
      serverMessages.googleInvalid,
    ],
    [
      'an unverified email',
      () => issuer.mint({ email_verified: false }),
      serverMessages.googleEmailUnverified,
    ],
    ['alg none', () => issuer.mint({}, { unsigned: true }), serverMessages.googleInvalid],
  ];

  it.each(cases)('refuses %s with 401 on every social call', async (_name, make, message) => {
    const credential = await make();
    expectError(await loginSocial(credential), 401, message);
    expectError(
      await post('/authentication/register-social', socialSignup(credential)),
      401,
      message,
    );
    const { token } = await createUser(ctx.database.db);
    expectError(
      await post('/authentication/link-social', { credential }, bearer(token)),
      401,
      message,
    );
  });

  it('accepts a little clock skew', async () => {
    const res = await loginSocial(await issuer.mint({ iat: now() + 30 }));
    expect(res.statusCode).toBe(404);
  });
});

describe('without GOOGLE_CLIENT_ID', () => {
  it('answers 503 "Google sign-in is not configured" and the config says so', async () => {
    const bare = await createTestApp();
    try {
      const config = await bare.app.inject({ method: 'GET', url: '/v1/config' });
      expect(config.json()).toEqual({ google: null });
      const credential = await issuer.mint();
      for (const [url, body] of [
        ['/v1/authentication/login-social', { credential }],
        ['/v1/authentication/register-social', socialSignup(credential)],
      ] as const) {
        const res = await bare.app.inject({ method: 'POST', url, payload: body });
        expectError(res, 503, serverMessages.googleNotConfigured);
      }
    } finally {
      await bare.close();
    }
  });
});

describe('when the issuer cannot be reached', () => {
  it('answers 503 instead of blaming the token', async () => {
    const gone = await startTestIssuer();
    const down = await createTestApp({ GOOGLE_CLIENT_ID: gone.clientId, OIDC_ISSUER: gone.issuer });
    try {
      const credential = await gone.mint();
      await gone.stop();
      const res = await down.app.inject({
        method: 'POST',
        url: '/v1/authentication/login-social',
        payload: { credential },
      });
      expectError(res, 503, serverMessages.googleUnavailable);
    } finally {
      await down.close();
    }
  });
});

describe('rate limits', () => {
  it('login-social and register-social share the login and register limits per IP', async () => {
    const limited = await createTestApp({
      RATE_LIMITS: 'on',
      GOOGLE_CLIENT_ID: issuer.clientId,
      OIDC_ISSUER: issuer.issuer,
    });
    try {
      const send = (url: string, payload: object) =>
        limited.app.inject({ method: 'POST', url, payload, remoteAddress: '10.20.0.1' });
      for (let i = 0; i < RATE_LIMITS.login.max; i++)
        expect((await send('/v1/authentication/login-social', {})).statusCode).toBe(400);
      const over = await send('/v1/authentication/login-social', {
        credential: await issuer.mint(),
      });
      expectError(over, 429, serverMessages.rateLimited);
      for (let i = 0; i < RATE_LIMITS.register.max; i++)
        expect((await send('/v1/authentication/register-social', {})).statusCode).toBe(400);
      expectError(
        await send('/v1/authentication/register-social', {}),
        429,
        serverMessages.rateLimited,
      );
    } finally {
      await limited.close();
    }
  });
});
