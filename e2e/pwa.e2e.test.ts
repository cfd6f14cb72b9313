import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startFakeSites, type FakeSites } from '../apps/server/src/test/fake-sites';
import { callApi } from './helpers/api';
import { launchBrowser, PHONE, screenshot } from './helpers/browser';
import { signUpVerifiedOfficer } from './helpers/officer';
import { startServer, type RunningServer } from './helpers/server';

/** Chrome for Android at 360 px: the installed app's browser, which cannot run the extension. */
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const PYTHON = 'Programming for Everybody (Getting Started with Python)';
const OFFLINE = /You are offline/;

let sites: FakeSites;
let server: RunningServer;
let browser: Browser;

const stamp = Date.now().toString().slice(-8);
const holder = { firstName: 'Ngozi', lastName: 'Balogun' };

async function newOfficer(tag: string) {
  return signUpVerifiedOfficer(server.url, {
    ...holder,
    email: `ngozi.${tag}.${stamp}@example.com`,
    password: 'phone-app-journeys-1',
  });
}

/**
 * A cheap phone on a slow network, as the issue tried it: 1.6 Mbps down, 750 kbps up, 150 ms,
 * CPU ×4 (Chromium's own throttling through the DevTools protocol).
 */
async function phone(
  token: string,
  options: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; page: Page; cdp: Cdp }> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: PHONE,
    userAgent: CHROME_ANDROID,
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
    serviceWorkers: options.serviceWorkers ?? 'allow',
  });
  await context.addCookies([{ name: 'ttk', value: token, url: server.url }]);
  // 'Action Required!' was read on this phone before (e2e/phone.e2e.test.ts walks it).
  await context.addInitScript(() =>
    window.localStorage.setItem('dpts:phone-prompt-dismissed', new Date().toISOString()),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page, cdp };
}

type Cdp = Awaited<ReturnType<BrowserContext['newCDPSession']>>;

/**
 * Takes the phone off the network (pages and service worker, Playwright's own emulation; the
 * page's throttling is lifted meanwhile, as both are one DevTools setting) and back onto the slow one.
 */
async function setOffline(context: BrowserContext, cdp: Cdp, offline: boolean): Promise<void> {
  if (offline) {
    await cdp.send('Network.disable');
    await context.setOffline(true);
    return;
  }
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await context.setOffline(false);
}

/**
 * Waits until the service worker controls the page with every route's code in its cache: `ready`
 * settles once a worker is active, which it becomes only after its precache is complete.
 * (`waitForFunction` with an async predicate does not wait: a promise is already truthy.)
 */
async function installed(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

async function noHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

beforeAll(async () => {
  sites = await startFakeSites();
  server = await startServer({ ...sites.env, JOB_POLL_MS: '200' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sites?.close();
});

describe('the installable app on a throttled 360 px phone', () => {
  it('is installable: a manifest with icons and a share target, and a service worker', async () => {
    const manifest = (await (await fetch(`${server.url}/manifest.webmanifest`)).json()) as Record<
      string,
      unknown
    >;
    expect(manifest).toMatchObject({
      display: 'standalone',
      start_url: '/dashboard',
      share_target: { action: '/share', method: 'GET' },
    });
    const icons = manifest.icons as { sizes: string; purpose: string; src: string }[];
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of icons)
      expect((await fetch(`${server.url}${icon.src}`)).headers.get('content-type')).toBe(
        'image/png',
      );
    const sw = await fetch(`${server.url}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
  });

  it('moves between pages with no network: the app and its offline banner, never a crash', async () => {
    const officer = await newOfficer('offline');
    const { context, page, cdp } = await phone(officer.token);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: /Welcome, Ngozi/ }).waitFor();
    await installed(page);
    await setOffline(context, cdp, true);
    await page.getByText(OFFLINE).waitFor();
    // Every page's code is on the phone: the menu opens each of them.
    for (const [path, heading] of [
      ['/learning-path', /Learning Path/i],
      ['/leagues/discover', /Leagues|Discover/i],
      ['/settings', /Settings/],
      ['/my-points', /Points/i],
    ] as const) {
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page
        .getByRole('heading', { name: heading })
        .first()
        .waitFor()
        .catch(async (error: unknown) => {
          await screenshot(page, `pwa-offline-failed${path.replace(/\//g, '-')}`);
          throw error;
        });
      expect(await page.getByText('Unexpected Application Error').count()).toBe(0);
      expect(await page.getByText('This page could not load').count()).toBe(0);
      expect(await page.getByRole('status').getByText(OFFLINE).isVisible()).toBe(true);
      expect(await noHorizontalScroll(page)).toBe(true);
    }
    await screenshot(page, 'pwa-offline-navigation');
    // Opened again with no network at all (the installed app's icon): the app shell answers.
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: /Welcome, Ngozi/ }).waitFor();
    await page.getByRole('status').getByText(OFFLINE).waitFor();
    await screenshot(page, 'pwa-offline-reopened');
    expect(await page.getByText('Unexpected Application Error').count()).toBe(0);
    await context.close();
  });

  it('without the service worker, a page that cannot load offers to try again', async () => {
    const officer = await newOfficer('retry');
    const { context, page, cdp } = await phone(officer.token, { serviceWorkers: 'block' });
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: /Welcome, Ngozi/ }).waitFor();
    await setOffline(context, cdp, true);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/update-name');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page
      .getByRole('heading', { name: /This page could not load|Something went wrong/ })
      .waitFor()
      .catch(async (error: unknown) => {
        await screenshot(page, 'pwa-chunk-retry-failed');
        throw error;
      });
    expect(await page.getByRole('heading', { name: 'This page could not load' }).count()).toBe(1);
    expect(await page.getByText('Unexpected Application Error').count()).toBe(0);
    expect(await page.getByRole('status').getByText(OFFLINE).isVisible()).toBe(true);
    await screenshot(page, 'pwa-chunk-retry');
    // Back online, the page loads by itself.
    await setOffline(context, cdp, false);
    await page.getByRole('heading', { name: 'This page could not load' }).waitFor({
      state: 'detached',
    });
    await context.close();
  });

  it('a certificate link shared into the app opens the claim dialog, its course matched', async () => {
    const officer = await newOfficer('share');
    // Taking the Python course on Coursera (the extension or a visit saw it start).
    await callApi(server.url, '/activity', {
      token: officer.token,
      body: {
        events: [
          {
            id: randomUUID(),
            type: 'start',
            url: 'https://www.coursera.org/learn/python',
            title: '',
            at: new Date().toISOString(),
          },
        ],
      },
    });
    const link = sites.coursera(holder, { slug: 'python', name: PYTHON });
    const { context, page } = await phone(officer.token);
    // What Android opens for a link shared from another app (the manifest's share_target).
    await page.goto(
      `/share?title=${encodeURIComponent('My certificate')}&text=${encodeURIComponent(`I finished! ${link}`)}`,
    );
    const dialog = page.getByRole('dialog', { name: 'I have a certificate' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Certificate link').inputValue()).toBe(link);
    await expect
      .poll(() =>
        dialog
          .getByLabel('Course')
          .evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? ''),
      )
      .toContain(PYTHON);
    await screenshot(page, 'pwa-share-target');
    expect(await noHorizontalScroll(page)).toBe(true);
    await dialog.getByRole('button', { name: 'Send for verification' }).click();
    await dialog.waitFor({ state: 'detached' });
    const history = (await callApi(server.url, '/profile/points/history', {
      token: officer.token,
    })) as { data: { items: { course: { name: string } }[] } };
    expect(history.data.items.map((c) => c.course.name)).toEqual([PYTHON]);
    await context.close();
  });

  it('a claim made offline waits on the phone and is sent once when the network is back; its decision is a notice', async () => {
    const officer = await newOfficer('outbox');
    const { context, page, cdp } = await phone(officer.token);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: /Welcome, Ngozi/ }).waitFor();
    await installed(page);
    // The first screen's next step on a phone: the certificate, first and prominent.
    const next = page.getByRole('region', { name: 'Earn your first points' });
    await next.waitFor();
    const claimButton = next.getByRole('button', { name: 'I have a certificate' });
    const box = (await claimButton.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(48);
    expect(box.y).toBeLessThan(PHONE.height);
    await next
      .getByText(/Because you chose|Officers who chose|A good first course/)
      .first()
      .waitFor();
    await screenshot(page, 'pwa-next-step');
    expect(await noHorizontalScroll(page)).toBe(true);

    await claimButton.click();
    const dialog = page.getByRole('dialog', { name: 'I have a certificate' });
    await dialog.getByLabel('Course').locator('option', { hasText: PYTHON }).waitFor({
      state: 'attached',
    });
    await setOffline(context, cdp, true);
    await dialog.getByLabel('Course').selectOption({ label: `${PYTHON} (Coursera)` });
    await dialog
      .getByLabel('Certificate link')
      .fill(sites.coursera(holder, { slug: 'python', name: PYTHON }));
    await dialog.getByRole('button', { name: 'Send for verification' }).click();
    await dialog.waitFor({ state: 'detached' });
    const waiting = page.getByRole('region', { name: /Waiting to send/ });
    await waiting.getByText(PYTHON).waitFor();
    await screenshot(page, 'pwa-offline-claim-waiting');

    await setOffline(context, cdp, false);
    await waiting.waitFor({ state: 'detached', timeout: 60_000 });
    // Once: a reload sends nothing again.
    await page.reload();
    await page.getByRole('heading', { name: /Welcome, Ngozi/ }).waitFor();
    const history = (await callApi(server.url, '/profile/points/history', {
      token: officer.token,
    })) as { data: { items: unknown[] } };
    expect(history.data.items).toHaveLength(1);

    // The verifier decides; the bell says so.
    await expect
      .poll(
        async () =>
          (
            (await callApi(server.url, '/notifications/unread', { token: officer.token })) as {
              data: { unread: number };
            }
          ).data.unread,
        { timeout: 60_000 },
      )
      .toBeGreaterThan(0);
    await page.reload();
    await page.getByRole('button', { name: /Notifications/ }).click();
    await page.getByText('Certificate verified').first().waitFor();
    await screenshot(page, 'pwa-claim-notice');
    await context.close();
  });
});
