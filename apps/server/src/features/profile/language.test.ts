import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TRole } from '@dpts/contract';
import { createTestApp, mailboxFor, type TestContext } from '../../test/helpers.ts';
import { bearer, createUser, reloadUser, validSignup } from '../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const setLanguage = (token: string | null, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/v1/profile/language',
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });

describe('PUT /profile/language', () => {
  it.each<TRole>(['user', 'admin', 'super'])(
    'a signed-in %s chooses their own language, and the profile answers it',
    async (role) => {
      const { user, token } = await createUser(ctx.database.db, { role });
      const res = await setLanguage(token, { language: 'ha' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ _id: user.id, language: 'ha' });
      expect((await reloadUser(ctx.database.db, user.id)).appLanguage).toBe('ha');
      const profile = await ctx.app.inject({
        method: 'GET',
        url: '/v1/profile',
        headers: bearer(token),
      });
      expect(profile.json().data.language).toBe('ha');
    },
  );

  it('an officer who has not verified their email may choose too (the emails follow it)', async () => {
    const { user, token } = await createUser(ctx.database.db, { verified: false });
    expect((await setLanguage(token, { language: 'pcm' })).statusCode).toBe(200);
    expect((await reloadUser(ctx.database.db, user.id)).appLanguage).toBe('pcm');
  });

  it('needs a session', async () => {
    const res = await setLanguage(null, { language: 'fr' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it.each([{ language: 'de' }, { language: 'HA' }, { language: '' }, { language: 3 }, {}])(
    'refuses %j with 400 and the field named, changing nothing',
    async (payload) => {
      const { user, token } = await createUser(ctx.database.db);
      const res = await setLanguage(token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION_FAILED',
      });
      expect(res.json().details[0].field).toBe('body.language');
      expect((await reloadUser(ctx.database.db, user.id)).appLanguage).toBe('en');
    },
  );
});

describe('a new account starts in the language of its sign-up', () => {
  const register = (acceptLanguage: string | undefined) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/authentication/register',
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      payload: validSignup(),
    });

  it.each([
    ['yo', 'yo'],
    ['ig-NG,en;q=0.8', 'ig'],
    ['de-DE,fr;q=0.9,en;q=0.8', 'fr'],
    ['en;q=0.5,pcm', 'pcm'],
    ['de-DE', 'en'],
    [undefined, 'en'],
  ])('Accept-Language %s gives %s', async (header, language) => {
    const res = await register(header);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.language).toBe(language);
  });
});

describe('emails in the officer’s language', () => {
  it('the verification code arrives in the language of the sign-up, then of the profile', async () => {
    const payload = validSignup();
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/v1/authentication/register',
      headers: { 'accept-language': 'ha' },
      payload,
    });
    expect(signup.statusCode).toBe(200);
    const [hausa] = await mailboxFor(ctx.app, payload.email);
    expect(hausa!.subject).toBe('Tabbatar da imel ɗinka na DigiPoints');
    expect(hausa!.text).toMatch(/^Sannu /);
    expect(hausa!.text).toMatch(/Lambar tabbatarwa ta DigiPoints ita ce \d{6}\. /);
    expect(hausa!.html).toContain('<html lang="ha">');

    const { token } = signup.json<{ token: string }>();
    expect((await setLanguage(token, { language: 'fr' })).statusCode).toBe(200);
    // The resend's one-minute wait (spec section 4) is the server's own clock: step past it.
    await ctx.database.db.execute(
      sql`update email_otp_sends set sent_at = sent_at - interval '2 minutes'`,
    );
    const resend = await ctx.app.inject({
      method: 'POST',
      url: '/v1/authentication/verify/send',
      payload: { email: payload.email },
    });
    expect(resend.statusCode).toBe(200);
    const [french] = await mailboxFor(ctx.app, payload.email);
    expect(french!.subject).toBe('Vérifiez votre adresse e-mail DigiPoints');
    expect(french!.text).toMatch(/Votre code de vérification DigiPoints est \d{6}\./);
  });

  it('an officer who never chose reads English, word for word as before', async () => {
    const payload = validSignup();
    await ctx.app.inject({ method: 'POST', url: '/v1/authentication/register', payload });
    const [english] = await mailboxFor(ctx.app, payload.email);
    expect(english!.subject).toBe('Verify your DigiPoints email');
    expect(english!.text).toMatch(
      /^Hello .+,\n\nYour DigiPoints verification code is \d{6}\. It is valid for 10 minutes\./,
    );
  });
});
