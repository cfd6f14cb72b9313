import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer, type RunningServer } from './helpers/server';
import { TIMINGS_MS } from '@dpts/contract/constants';
import { launchBrowser, passTime, PHONE, screenshot } from './helpers/browser';
import { signUpVerifiedOfficer } from './helpers/officer';

/** A new officer's phone: Chrome for Android at 360 px (cannot run the extension). */
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const CHROME_DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const NO_RESPONSE = 'Something went wrong, check your internet and please try again';
const OFFLINE = /You are offline/;

let server: RunningServer;
let browser: Browser;
let token: string;

const stamp = Date.now().toString().slice(-8);
const officer = {
  firstName: 'Chiamaka',
  lastName: 'Okonkwo-Adeyemi',
  email: `chiamaka.${stamp}@example.com`,
  password: 'phone-journeys-1',
};

async function phone(
  options: { signedIn?: boolean; userAgent?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: PHONE,
    userAgent: options.userAgent ?? CHROME_ANDROID,
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  if (options.signedIn) await context.addCookies([{ name: 'ttk', value: token, url: server.url }]);
  return { context, page: await context.newPage() };
}

/** Visible controls smaller than 24 × 24 px (WCAG 2.2, 2.5.8); screen-reader-only ones aside. */
function smallTapTargets(page: Page) {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>(
        'a[href], button, select, input[type=checkbox], input[type=radio], [role=tab]',
      ),
    )
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 1 && r.height > 1 && (r.width < 24 || r.height < 24);
      })
      .map((el) => {
        const r = el.getBoundingClientRect();
        const name = (el.textContent || el.getAttribute('aria-label') || el.tagName).trim();
        return `${name.slice(0, 40)} ${Math.round(r.width)}×${Math.round(r.height)}`;
      }),
  );
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ({ token } = await signUpVerifiedOfficer(server.url, officer));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a new officer on a 360 px phone', () => {
  it('opens the landing page signed out without a single console error', async () => {
    const { context, page } = await phone();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const probe = page.waitForResponse((res) => res.url().endsWith('/v1/auth/session'));
    await page.goto('/', { waitUntil: 'networkidle' });
    expect((await probe).status()).toBe(200);
    await page.goto('/login', { waitUntil: 'networkidle' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sees a banner while the phone is offline, gone once it is back', async () => {
    const { context, page } = await phone({ signedIn: true });
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: /Welcome, Chiamaka/ }).waitFor();
    expect(await page.getByText(OFFLINE).count()).toBe(0);
    await context.setOffline(true);
    await page.getByText(OFFLINE).waitFor();
    expect(await page.getByText(OFFLINE).isVisible()).toBe(true);
    await screenshot(page, 'phone-offline');
    await context.setOffline(false);
    await page.getByText(OFFLINE).waitFor({ state: 'detached' });
    await context.close();
  });

  it('logging in on a slow network says it is still working, and gives up only after a minute', async () => {
    const { context, page } = await phone();
    // The 15 s pass on a fake clock.
    await page.clock.install();
    await page.goto('/login');
    // The request leaves the phone and no answer ever comes back.
    await page.route('**/v1/authentication/login', () => undefined);
    await page.getByLabel('Email').fill(officer.email);
    await page.getByLabel('Password', { exact: true }).fill(officer.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    const message = page.getByRole('status').filter({ hasText: NO_RESPONSE });
    const slow = page.getByRole('status').filter({ hasText: /Still logging in/ });
    await passTime(page, 6_000);
    await slow.waitFor();
    await passTime(page, 10_000);
    // Past the 15 s of other requests: still waiting, still saying so.
    expect(await message.count()).toBe(0);
    expect(await slow.isVisible()).toBe(true);
    await passTime(page, 45_000);
    await message.first().waitFor();
    await slow.waitFor({ state: 'detached' });
    // The button stops spinning and can be pressed again.
    await expect
      .poll(() => page.getByRole('button', { name: 'Log in' }).getAttribute('aria-busy'))
      .toBeNull();
    await context.close();
  });

  it("'Action Required!' explains the two ways to earn once on Chrome for Android, then stays dismissed", async () => {
    const { context, page } = await phone({ signedIn: true });
    // The prompt's 10 s pass on a fake clock.
    await page.clock.install();
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: /Welcome, Chiamaka/ }).waitFor();
    const prompt = page.getByRole('dialog', { name: 'Action Required!' });
    await passTime(page, TIMINGS_MS.extensionDetection + 1_000);
    await prompt.waitFor();
    await expect.poll(() => prompt.textContent()).toContain('Use Firefox for Android');
    expect(await prompt.textContent()).toContain('Claim with your certificate link');
    expect(
      await prompt.getByRole('link', { name: 'Get Firefox for Android' }).getAttribute('href'),
    ).toMatch(/^https:\/\/play\.google\.com\/store\/apps\/details\?id=org\.mozilla\.firefox/);
    await screenshot(page, 'phone-action-required');
    await prompt.getByRole('button', { name: 'Got it' }).click();
    await prompt.waitFor({ state: 'detached' });

    // The next visit: no nagging, once the prompt's 10 s have passed.
    await page.reload();
    await page.getByRole('heading', { name: /Welcome, Chiamaka/ }).waitFor();
    await passTime(page, TIMINGS_MS.extensionDetection + 1_000);
    expect(await prompt.count()).toBe(0);
    await context.close();
  });

  it('every tap target is at least 24 px on the pages an officer meets first', async () => {
    const signedOut = await phone();
    for (const path of ['/', '/login', '/signup', '/signup/with-email']) {
      await signedOut.page.goto(path, { waitUntil: 'networkidle' });
      expect(await smallTapTargets(signedOut.page), path).toEqual([]);
    }
    await signedOut.context.close();
    const signedIn = await phone({ signedIn: true });
    for (const path of [
      '/dashboard',
      '/settings',
      '/settings?tab=notifications',
      '/learning-path',
    ]) {
      await signedIn.page.goto(path, { waitUntil: 'networkidle' });
      expect(await smallTapTargets(signedIn.page), path).toEqual([]);
    }
    await signedIn.context.close();
  });

  it('shows every Settings tab inside the card', async () => {
    const { context, page } = await phone({ signedIn: true });
    await page.goto('/settings');
    const tablist = page.getByRole('tablist', { name: 'Settings' });
    await tablist.getByRole('tab', { name: 'Help' }).waitFor();
    const box = (await tablist.boundingBox())!;
    for (const name of ['My Profile', 'General Settings', 'Notifications', 'Help']) {
      const tab = tablist.getByRole('tab', { name });
      const tabBox = (await tab.boundingBox())!;
      expect(tabBox.x, name).toBeGreaterThanOrEqual(box.x);
      expect(tabBox.x + tabBox.width, name).toBeLessThanOrEqual(box.x + box.width + 0.5);
      expect(tabBox.y + tabBox.height, name).toBeLessThanOrEqual(box.y + box.height + 0.5);
      // The label is whole, not cut by the tab's edge.
      expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth), name).toBe(true);
    }
    await screenshot(page, 'phone-settings-tabs');
    expect(await tablist.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await tablist.getByRole('tab', { name: 'Help' }).click();
    await page
      .getByRole('tabpanel')
      .getByText(/Chrome on an Android phone/)
      .waitFor();
    await context.close();
  });

  it('reaches the email opt-out for claim outcomes from the bell, and it stays off', async () => {
    const { context, page } = await phone({ signedIn: true });
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: /Welcome, Chiamaka/ }).waitFor();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('link', { name: /notification settings/i })
      .click();
    await page.waitForURL('**/settings?tab=notifications');
    const tab = page.getByRole('tablist', { name: 'Settings' }).getByRole('tab', {
      name: 'Notifications',
    });
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    const emails = page.getByRole('checkbox', { name: /Email me when a certificate is decided/ });
    await expect.poll(() => emails.isChecked()).toBe(true);
    await expect.poll(() => emails.isEnabled()).toBe(true);
    await emails.uncheck();
    await page.getByText('No more emails about your certificates.').waitFor();
    await screenshot(page, 'phone-notification-settings');
    await page.reload();
    await expect.poll(() => emails.isEnabled()).toBe(true);
    expect(await emails.isChecked()).toBe(false);
    await context.close();
  });

  it('reads course titles on a learning track across the row, with what Take Course leads to', async () => {
    const { context, page } = await phone({ signedIn: true });
    await page.goto('/learning-path');
    await page.getByRole('link', { name: 'Programming/Software Development' }).first().click();
    await page.waitForURL('**/topic-details/**');
    const table = page.getByRole('table', { name: 'Courses' });
    await table.getByRole('link', { name: 'Take Course' }).first().waitFor();
    const titles = await table.locator('tbody th [id]').evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        const lines = Math.round(r.height / parseFloat(getComputedStyle(el).lineHeight));
        return { text: el.textContent, width: r.width, lines };
      }),
    );
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) {
      // Today's 135 px column gave 5 lines; the title now has the row's width.
      expect(title.lines, title.text ?? '').toBeLessThanOrEqual(3);
    }
    const widest = Math.max(...titles.map((t) => t.width));
    expect(widest).toBeGreaterThanOrEqual(220);
    const take = table.getByRole('link', { name: 'Take Course' }).first();
    expect(await take.getAttribute('target')).toBe('_blank');
    await expect
      .poll(() => page.getByText(/claim your points with the link of the certificate/).count())
      .toBe(1);
    await screenshot(page, 'phone-topic-details');
    await context.close();
  });

  it('shows leaderboard names whole, not cut at 9 characters', async () => {
    const { context, page } = await phone({ signedIn: true });
    await page.goto('/dashboard');
    const board = page.getByRole('region', { name: 'Leaderboard' });
    await board.getByRole('tab', { name: 'Global Ranks' }).click();
    const table = board.getByRole('table', { name: 'Ranks from position 4' });
    await table.getByRole('rowheader').first().waitFor();
    const names = await table.getByTestId('officer-name').evaluateAll((spans) =>
      spans.map((name) => {
        const style = getComputedStyle(name);
        return {
          text: name.textContent ?? '',
          isClipped:
            name.scrollWidth > name.clientWidth + 1 ||
            (style.textOverflow === 'ellipsis' && style.overflow === 'hidden'),
        };
      }),
    );
    const long = names.filter((n) => n.text.replace(' (You)', '').length > 9);
    expect(long.length).toBeGreaterThan(0);
    for (const name of names) expect(name.isClipped, name.text).toBe(false);
    await screenshot(page, 'phone-leaderboard');
    await context.close();
  });

  it("the landing page's links go somewhere real; the video loads only on a tap", async () => {
    const { context, page } = await phone();
    const videoRequests: string[] = [];
    await context.route(/youtube/, (route) => {
      videoRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' });
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    // No store listing set in this build: the install link is hidden, never a dead one.
    expect(await page.getByRole('link', { name: 'Install Extension' }).count()).toBe(0);
    const hrefs = await page
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      expect(href, 'no empty or bare # link').not.toMatch(/^#?$/);
      if (href.startsWith('#')) {
        expect(await page.locator(href).count(), `${href} exists`).toBe(1);
      }
    }
    // The video: a poster, no player and no request to the video site until the tap.
    expect(await page.locator('iframe').count()).toBe(0);
    expect(videoRequests).toEqual([]);
    await page.getByRole('button', { name: /Play the .* promotional video/ }).click();
    const player = page.locator('iframe[title$="promotional video"]');
    await player.waitFor();
    expect(await player.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    );
    await context.close();

    const desktop = await phone({ userAgent: CHROME_DESKTOP });
    await desktop.page.goto('/', { waitUntil: 'networkidle' });
    expect(await desktop.page.getByRole('link', { name: 'Install Extension' }).count()).toBe(0);
    await desktop.context.close();
  });
});
