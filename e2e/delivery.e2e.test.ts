import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer, type RunningServer } from './helpers/server';
import { artifactsDir, DESKTOP, launchBrowser, newContext, PHONE } from './helpers/browser';
import { registerOfficer, type SignedUpOfficer } from './helpers/officer';

/**
 * What a phone on a slow network downloads: bytes over the wire per route (compressed as the
 * server sends them, measured by Chromium), security headers the browser enforces.
 */
let server: RunningServer;
let browser: Browser;
let officer: SignedUpOfficer;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  officer = await registerOfficer(server.url, { firstName: 'Chidi', lastName: 'Eze' });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedInContext(): Promise<BrowserContext> {
  const context = await newContext(browser, server.url, PHONE);
  await context.addCookies([{ name: 'ttk', value: officer.token, url: server.url }]);
  return context;
}

type Transfer = {
  url: string;
  type: string;
  bytes: number;
  encoding: string | undefined;
  fromCache: boolean;
};

/** Loads a page in a fresh context (empty cache) and lists every response's bytes on the wire. */
async function firstLoad(
  context: BrowserContext,
  pathname: string,
  ready: (p: Page) => Promise<unknown>,
) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const responses = new Map<string, Omit<Transfer, 'bytes'>>();
  const transfers: Transfer[] = [];
  cdp.on('Network.responseReceived', (e) => {
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    responses.set(e.requestId, {
      url: new URL(e.response.url).pathname,
      type: e.type,
      encoding: headers['content-encoding'],
      fromCache: Boolean(e.response.fromDiskCache || e.response.fromPrefetchCache),
    });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const response = responses.get(e.requestId);
    if (response) transfers.push({ ...response, bytes: e.encodedDataLength });
  });
  await page.goto(pathname, { waitUntil: 'networkidle' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  return { page, transfers };
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * First-load JavaScript over the wire, per route, in KB, about 10 % above what each route weighed
 * once the first screens stopped loading zod and the public pages came as HTML (decision 037;
 * README, "Delivery"). The issue's own ceiling for the landing page is 170. Issue #23 moved some:
 * the dashboard's next step, waiting claims and the bell (162 KB), Settings › Notifications
 * (217 KB) and the sign-up wizard's toasts in their own chunk (198 KB) went up; /login, with no
 * schema until the form is used (decision 072), went down from 189 to 143 KB.
 */
const budgets: { path: string; jsKb: number; signedIn?: boolean; heading: RegExp | string }[] = [
  { path: '/', jsKb: 130, heading: 'Skill Up, Level Up: Unlock Your Digital Potential' },
  { path: '/login', jsKb: 160, heading: 'Log in to your account' },
  { path: '/login/with-email', jsKb: 160, heading: 'Log in to your account' },
  { path: '/signup', jsKb: 125, heading: 'Create your account' },
  { path: '/signup/with-email', jsKb: 210, heading: 'Sign up with email' },
  { path: '/privacy-policy', jsKb: 125, heading: /privacy/i },
  { path: '/dashboard', jsKb: 175, signedIn: true, heading: /Chidi/ },
  { path: '/settings', jsKb: 235, signedIn: true, heading: /settings/i },
  { path: '/learning-path', jsKb: 155, signedIn: true, heading: /learning path/i },
];

describe('bytes over the wire', () => {
  const report: Record<string, unknown> = {};

  afterAll(async () => {
    await mkdir(artifactsDir, { recursive: true });
    await writeFile(path.join(artifactsDir, 'wire-bytes.json'), JSON.stringify(report, null, 2));
  });

  for (const route of budgets) {
    it(`${route.path}: at most ${route.jsKb} KB of JavaScript on first load, every text file compressed`, async () => {
      const context = route.signedIn
        ? await signedInContext()
        : await newContext(browser, server.url, PHONE);
      const { transfers } = await firstLoad(context, route.path, (page) =>
        page.getByRole('heading', { name: route.heading }).first().waitFor(),
      );
      const scripts = transfers.filter((t) => t.type === 'Script');
      const js = scripts.reduce((sum, t) => sum + t.bytes, 0);
      const all = transfers.reduce((sum, t) => sum + t.bytes, 0);
      report[route.path] = { jsKb: kb(js), allKb: kb(all), files: transfers };
      console.log(
        `${route.path}: ${kb(js)} KB JS in ${scripts.length} files, ${kb(all)} KB in all`,
      );
      expect(scripts.length).toBeGreaterThan(0);
      expect(js).toBeLessThanOrEqual(route.jsKb * 1024);
      // Scripts, styles and the page itself arrive brotli-compressed.
      for (const t of transfers.filter((t) =>
        ['Script', 'Stylesheet', 'Document'].includes(t.type),
      ))
        expect(t.encoding, `${t.url} (${t.bytes} bytes)`).toBe('br');
      await context.close();
    });
  }

  it('a returning officer downloads no script or style again', async () => {
    const context = await newContext(browser, server.url, PHONE);
    const first = await firstLoad(context, '/', (page) =>
      page.getByRole('heading').first().waitFor(),
    );
    const second = await firstLoad(context, '/', (page) =>
      page.getByRole('heading').first().waitFor(),
    );
    const assets = (t: Transfer[]) => t.filter((x) => x.url.startsWith('/assets/'));
    expect(assets(first.transfers).length).toBeGreaterThan(0);
    // Hashed assets are immutable: taken from the cache without asking the server again.
    const fetchedAgain = assets(second.transfers).filter((t) => !t.fromCache);
    expect(fetchedAgain.map((t) => `${t.url} ${t.bytes}`)).toEqual([]);
    // index.html is revalidated every time, so a new release is seen at once.
    expect(second.transfers.find((t) => t.type === 'Document')?.fromCache).toBe(false);
    await context.close();
  });
});

describe('content security policy', () => {
  it('the app works under the policy: no violation while signing in and using the dashboard', async () => {
    const context = await newContext(browser, server.url, DESKTOP);
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text()))
        violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        console.error(`Refused to load: CSP ${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    await page.goto('/login/with-email');
    await page.getByLabel('Email').fill(officer.email);
    await page.getByLabel('Password', { exact: true }).fill(officer.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/dashboard');
    await page
      .getByText(/Total DigiPoints Points/)
      .first()
      .waitFor();
    await page.goto('/settings');
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    // An injected inline script does not run.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    // …and is reported, so the listener above would have seen any violation.
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    await context.close();
  });

  it('refuses to be framed by another site', async () => {
    const context = await newContext(browser, server.url, DESKTOP);
    const page = await context.newPage();
    // Another origin (localhost vs 127.0.0.1) frames the app.
    const framer = server.url.replace('127.0.0.1', 'localhost');
    await page.route(`${framer}/framer.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><iframe src="${framer}/inner.html"></iframe><iframe src="${server.url}/login" width="400" height="400"></iframe>`,
      }),
    );
    await page.route(`${framer}/inner.html`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Framed content</h1>' }),
    );
    // `load` waits for both frames: each has shown its page or been refused by then.
    await page.goto(`${framer}/framer.html`, { waitUntil: 'load' });
    // The harness sees a frame that is allowed…
    const inner = page.frames().find((f) => f.url().endsWith('/inner.html'));
    expect(inner).toBeDefined();
    await inner!.getByRole('heading', { name: 'Framed content' }).waitFor();
    // …and the app's frame ends on the browser's error page instead of the login page.
    const urls = page.frames().map((f) => f.url());
    expect(urls.filter((url) => url.startsWith(server.url))).toEqual([]);
    expect(urls).toContain('chrome-error://chromewebdata/');
    await context.close();
  });

  it('the API docs work under their policy', async () => {
    const context = await newContext(browser, server.url, DESKTOP);
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text()))
        violations.push(message.text());
    });
    await page.goto('/v1/docs');
    await page.getByText('DigiPoints API').first().waitFor();
    await page.getByText('/v1/authentication/login').first().waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });
});
