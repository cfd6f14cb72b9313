import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMO_VIDEO_ORIGIN, SESSION_COOKIE, serverMessages } from '@dpts/contract';
import { createTestApp, testConfig, type TestContext } from '../test/helpers.ts';
import { cspDirectives } from './security-headers.ts';
import { bearer, createUser } from '../test/factories.ts';

/** A tiny web build, shaped like apps/web/dist with its precompressed files. */
function writeWebBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dpts-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const html = `<!doctype html><html><head><title>DigiPoints</title></head><body>${'<p>x</p>'.repeat(200)}</body></html>`;
  const js = `console.log(${JSON.stringify('digipoints '.repeat(500))});`;
  const page = (title: string) => html.replace('<title>DigiPoints', `<title>${title}`);
  const files: Record<string, string> = {
    'index.html': html,
    'assets/index-abc123.js': js,
    // Prerendered public pages (apps/web/build/prerender.ts).
    'pages/index.html': page('Landing'),
    'pages/login.html': page('Log in'),
    'pages/signup/with-email.html': page('Sign up with email'),
  };
  fs.mkdirSync(path.join(dir, 'pages/signup'), { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, name), text);
    fs.writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
    fs.writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
  }
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

let ctx: TestContext;
let webDist: string;
beforeAll(async () => {
  webDist = writeWebBuild();
  ctx = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('web app delivery', () => {
  it('sends hashed assets brotli-compressed and immutable for a year', async () => {
    const res = await ctx.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('digipoints');
    expect(res.rawPayload.length).toBeLessThan(500);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await ctx.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('digipoints');
    const plain = await ctx.app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('digipoints');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers index.html (and every client route) compressed and revalidated each time', async () => {
    for (const url of ['/dashboard', '/index.html']) {
      const res = await ctx.app.inject({
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toContain('<title>DigiPoints');
    }
  });

  it('answers each prerendered public page for its route, the app shell for the others', async () => {
    const expected: Record<string, string> = {
      '/': '<title>Landing',
      '/login': '<title>Log in',
      '/login?token=abc': '<title>Log in',
      '/signup/with-email': '<title>Sign up with email',
      '/signup/with-email?invite=xyz': '<title>Sign up with email',
      '/signup': '<title>DigiPoints',
      '/login/with-email': '<title>DigiPoints',
      '/dashboard': '<title>DigiPoints',
    };
    for (const [url, title] of Object.entries(expected)) {
      const res = await ctx.app.inject({
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toContain(title);
    }
  });

  it("answers the prerendered pages to the service worker's precache, which does not ask for HTML", async () => {
    for (const url of ['/', '/login?__WB_REVISION__=1a2b', '/signup/with-email']) {
      const res = await ctx.app.inject({ url, headers: { accept: '*/*' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
    }
    // Any other path stays a 404 outside a page request.
    const other = await ctx.app.inject({ url: '/no-such-page', headers: { accept: '*/*' } });
    expect(other.statusCode).toBe(404);
  });

  it('revalidates files outside assets/', async () => {
    const res = await ctx.app.inject({ url: '/favicon.svg' });
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('API compression', () => {
  it('compresses JSON above 1 KB when the client accepts it', async () => {
    const res = await ctx.app.inject({
      url: '/v1/openapi.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).openapi).toMatch(/^3/);
  });

  it('sends small answers and clients without accept-encoding as they are', async () => {
    const small = await ctx.app.inject({
      url: '/v1/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toBeTruthy();
    const plain = await ctx.app.inject({ url: '/v1/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().openapi).toMatch(/^3/);
  });
});

describe('security headers', () => {
  it('sends a strict CSP, nosniff and no framing on pages, API answers and errors', async () => {
    for (const url of ['/', '/v1/health', '/v1/nothing-here']) {
      const res = await ctx.app.inject({ url, headers: { accept: 'text/html' } });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('sends only what a script or style uses (nosniff, same-origin) with hashed assets', async () => {
    const res = await ctx.app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it("lets the landing page's video play in YouTube's privacy-enhanced player and nothing else frame", () => {
    expect(PROMO_VIDEO_ORIGIN).toBe('https://www.youtube-nocookie.com');
    expect(cspDirectives(testConfig())['frame-src']).toEqual([PROMO_VIDEO_ORIGIN]);
  });

  it('lets Google Identity Services load only when Google sign-in is configured', () => {
    const off = cspDirectives(testConfig());
    expect(off['script-src']).toEqual(["'self'"]);
    expect(off['frame-src']).toEqual([PROMO_VIDEO_ORIGIN]);
    const on = cspDirectives(testConfig({ GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com' }));
    expect(on['script-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/client']);
    expect(on['frame-src']).toEqual([PROMO_VIDEO_ORIGIN, 'https://accounts.google.com/gsi/']);
    expect(on['connect-src']).toContain('https://accounts.google.com/gsi/');
    expect(on['frame-ancestors']).toEqual(["'none'"]);
  });

  it('sends no Referer from pages whose address carries a token', async () => {
    for (const url of [
      '/login?token=abc&email=a%40b.c',
      '/verify-email?token=abc',
      '/signup?invite=xyz',
      '/login',
    ]) {
      const res = await ctx.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it('sends HSTS in production only', async () => {
    const res = await ctx.app.inject({ url: '/v1/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const prod = await createTestApp({
      NODE_ENV: 'production',
      APP_URL: 'https://digipoints.example',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      BADGE_SIGNING_KEY: '22'.repeat(32),
      SEED_DEMO: 'false',
    });
    try {
      const answer = await prod.app.inject({ url: '/v1/health' });
      expect(answer.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(answer.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await prod.close();
    }
  });

  it('keeps the API docs under the same policy', async () => {
    const res = await ctx.app.inject({ url: '/v1/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.body).not.toMatch(/<script>(?!\s*<\/script>)/);
  });
});

describe('cross-site requests with the session cookie', () => {
  const logout = (headers: Record<string, string>, token: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: { cookie: `${SESSION_COOKIE}=${token}`, 'content-type': 'text/plain', ...headers },
      payload: 'x',
    });
  const signedIn = async (token: string) =>
    (await ctx.app.inject({ url: '/v1/profile', headers: bearer(token) })).statusCode === 200;

  it('refuses a cross-site or same-site (other origin) text/plain POST and keeps the session', async () => {
    const { token } = await createUser(ctx.database.db);
    const attempts: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'http://other.app.test' },
      { origin: 'https://evil.example' },
    ];
    for (const headers of attempts) {
      const res = await logout(headers, token);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toMatchObject({
        statusCode: 403,
        message: serverMessages.crossSiteRequest,
      });
    }
    expect(await signedIn(token)).toBe(true);
  });

  it('refuses a cross-site form PUT of the profile', async () => {
    const { token } = await createUser(ctx.database.db);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/profile',
      headers: {
        cookie: `${SESSION_COOKIE}=${token}`,
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'firstName=Mallory',
    });
    expect(res.statusCode).toBe(403);
  });

  it('lets the app’s own pages, non-browser clients and bearer clients through', async () => {
    const a = await createUser(ctx.database.db);
    expect((await logout({ 'sec-fetch-site': 'same-origin' }, a.token)).statusCode).toBe(200);
    const b = await createUser(ctx.database.db);
    expect((await logout({ origin: 'http://app.test' }, b.token)).statusCode).toBe(200);
    const c = await createUser(ctx.database.db);
    expect((await logout({}, c.token)).statusCode).toBe(200);
    const d = await createUser(ctx.database.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: {
        ...bearer(d.token),
        'sec-fetch-site': 'cross-site',
        origin: 'https://ext.example',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await signedIn(d.token)).toBe(false);
  });

  it('does not affect reads', async () => {
    const { token } = await createUser(ctx.database.db);
    const res = await ctx.app.inject({
      url: '/v1/profile',
      headers: { cookie: `${SESSION_COOKIE}=${token}`, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
  });
});
