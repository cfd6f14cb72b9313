import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@dpts/contract';
import { startTestIssuer, type TestIssuer } from '../test/oidc-issuer.ts';
import { createIdTokenVerifier } from './oidc.ts';

let issuer: TestIssuer;
beforeAll(async () => {
  issuer = await startTestIssuer();
});
afterAll(async () => issuer?.stop());

const verifierFor = (jwksCooldownMs: number) =>
  createIdTokenVerifier({
    issuer: issuer.issuer,
    clientId: issuer.clientId,
    isProduction: false,
    jwksCooldownMs,
  });

describe('ID token verifier', () => {
  it('caches the keys and fetches them again when the issuer rotates to an unknown kid', async () => {
    const verifier = verifierFor(0);
    const before = issuer.jwksFetches();
    await verifier.verify(await issuer.mint());
    await verifier.verify(await issuer.mint());
    expect(issuer.jwksFetches() - before).toBe(1);
    await issuer.rotateKeys();
    const identity = await verifier.verify(await issuer.mint({ sub: 'after-rotation' }));
    expect(identity.uid).toBe('after-rotation');
    expect(issuer.jwksFetches() - before).toBe(2);
  });

  it('does not let unknown kids make it hammer the issuer (cooldown)', async () => {
    const verifier = verifierFor(60_000);
    await verifier.verify(await issuer.mint());
    const before = issuer.jwksFetches();
    for (let i = 0; i < 5; i++) {
      const forged = await issuer.mint({}, { foreignKey: { kid: `random-${i}` } });
      await expect(verifier.verify(forged)).rejects.toMatchObject({
        statusCode: 401,
        message: serverMessages.googleInvalid,
      });
    }
    expect(issuer.jwksFetches() - before).toBeLessThanOrEqual(1);
  });

  it('takes names from the full name or the email when given and family names are missing', async () => {
    const verifier = verifierFor(0);
    const fromName = await verifier.verify(
      await issuer.mint({ given_name: undefined, family_name: undefined, name: 'Ngozi Ada Obi' }),
    );
    expect(fromName).toMatchObject({ firstName: 'Ngozi', lastName: 'Ada Obi' });
    const fromEmail = await verifier.verify(
      await issuer.mint({
        email: 'tunde@gmail.com',
        given_name: undefined,
        family_name: undefined,
        name: undefined,
        picture: 'http://insecure.example/p.png',
      }),
    );
    expect(fromEmail).toMatchObject({ firstName: 'tunde', lastName: '', picture: null });
  });
});

describe('issuer URLs', () => {
  it('accepts plain http only on loopback and never in production', async () => {
    const { isAllowedIssuerUrl, loadConfig } = await import('../config.ts');
    expect(isAllowedIssuerUrl('http://127.0.0.1:4000', false)).toBe(true);
    expect(isAllowedIssuerUrl('http://localhost:4000', false)).toBe(true);
    expect(isAllowedIssuerUrl('http://issuer.example.com', false)).toBe(false);
    expect(isAllowedIssuerUrl('http://127.0.0.1:4000', true)).toBe(false);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        APP_URL: 'https://x.example',
        SMTP_URL: 'smtp://mail.x.example:587',
        OIDC_ISSUER: 'http://127.0.0.1:1',
      }),
    ).toThrow('Invalid OIDC_ISSUER');
    expect(loadConfig({}).google).toBeNull();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com' }).google).toEqual({
      clientId: 'abc.apps.googleusercontent.com',
      issuer: 'https://accounts.google.com',
    });
  });
});
