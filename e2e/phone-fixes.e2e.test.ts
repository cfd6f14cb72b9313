import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer, type RunningServer } from './helpers/server';
import { launchBrowser, PHONE, screenshot } from './helpers/browser';
import { callApi } from './helpers/api';
import { seriousViolations } from './helpers/axe';
import { signUpVerifiedOfficer, type SignedUpOfficer } from './helpers/officer';

/** Issue 23's fixes as an officer on a 360 px Android phone meets them. */
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

let server: RunningServer;
let browser: Browser;
let creator: SignedUpOfficer;
let joiner: SignedUpOfficer;
let leagueId = '';
// A long name and an unbroken word: what used to push the card past the phone's width.
const leagueName = `Lagos Cybersecurity Champions Weekly Sprint ${Date.now().toString().slice(-6)}`;

async function phone(token?: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: PHONE,
    userAgent: CHROME_ANDROID,
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  if (token) await context.addCookies([{ name: 'ttk', value: token, url: server.url }]);
  return { context, page: await context.newPage() };
}

/** How far the page slides sideways (0 when it fits the phone). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Whether an element lies wholly inside the 360 px viewport. */
async function isWithinViewport(page: Page, name: string | RegExp): Promise<boolean> {
  const box = await page.getByRole('button', { name }).first().boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= PHONE.width + 0.5;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  creator = await signUpVerifiedOfficer(server.url, { firstName: 'Amaka' });
  joiner = await signUpVerifiedOfficer(server.url, { firstName: 'Tunde' });
  const created = await callApi(server.url, '/league', {
    token: creator.token,
    body: {
      name: leagueName,
      description: `Officers racing through security courses: ${'x'.repeat(80)} and more.`,
      image: '/uploads/leagueimage/none.webp',
      private: false,
      discoverable: true,
      speciality: 'Unspecialized',
    },
  });
  leagueId = (created.data as { _id: string })._id;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('issue 23 on a 360 px phone', () => {
  it('stores the phone 08031234567 as +2348031234567', async () => {
    const { context, page } = await phone(joiner.token);
    await page.goto('/settings');
    const field = page.getByLabel('Phone number');
    await field.fill('08031234567');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Profile updated successfully').first().waitFor();
    const profile = await callApi(server.url, '/profile', { token: joiner.token });
    expect((profile.data as { phone: string }).phone).toBe('+2348031234567');
    await page.reload();
    await expect.poll(() => page.getByLabel('Phone number').inputValue()).toBe('0803 123 4567');
    // A number that lost a digit is refused with the reason.
    await page.getByLabel('Phone number').fill('0803123456');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText(/Phone number is too short/).waitFor();
    await context.close();
  });

  it('Discover fits the phone, with Join on the card and "⋮" in view', async () => {
    const { context, page } = await phone(joiner.token);
    await page.goto('/leagues/discover');
    const card = page.getByRole('article', { name: leagueName });
    await card.waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    expect(await card.getByRole('button', { name: 'Join League' }).isVisible()).toBe(true);
    expect(await isWithinViewport(page, `Actions for ${leagueName}`)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'phone-discover-league-card');
    await card.getByRole('button', { name: 'Join League' }).click();
    await page.getByText('Joined public league successfully').first().waitFor();
    await context.close();
  });

  it('My Leagues and Created Leagues fit the phone; the share link is in the menu', async () => {
    const { context, page } = await phone(creator.token);
    await page.goto('/leagues/my-leagues');
    await page.getByRole('article', { name: leagueName }).waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.getByRole('tab', { name: 'Created Leagues' }).click();
    const card = page.getByRole('article', { name: leagueName });
    await card.waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await card.getByRole('button', { name: `Actions for ${leagueName}` }).click();
    await page.getByRole('menuitem', { name: 'Share League' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share League' });
    expect(await dialog.getByLabel('League link').inputValue()).toBe(
      `${server.url}/leagues/discover?league=${leagueId}`,
    );
    // The dialog sits in the middle of the phone's screen.
    const box = (await dialog.boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - PHONE.width / 2)).toBeLessThanOrEqual(2);
    await context.close();
  });

  it('a signed-out visitor with the share link is told which league invites them', async () => {
    const { context, page } = await phone();
    await page.goto(`/leagues/discover?league=${leagueId}`);
    await page.waitForURL('**/login');
    const invitation = page.getByRole('region', { name: 'League invitation' });
    await invitation.waitFor();
    expect(await invitation.textContent()).toContain(`Amaka invited you to join the league`);
    expect(await invitation.textContent()).toContain(leagueName);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
