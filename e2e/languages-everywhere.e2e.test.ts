import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { APP_LANGUAGES, APP_LANGUAGE_NAMES, type TAppLanguage } from '@dpts/contract/app-languages';
import { PRODUCT_NAME } from '@dpts/contract/constants';
import { learningSites } from '@dpts/contract/sites/index';
import { seedCourses } from '../apps/server/src/features/catalogue/seed-data';
import { seedBadgeClassList } from '../apps/server/src/features/badges/seed';
import { callApi } from './helpers/api';
import { createAdmin } from './helpers/admin';
import { startServer, type RunningServer } from './helpers/server';
import { DESKTOP, launchBrowser, newContext, screenshot } from './helpers/browser';
import { englishLeftovers, readCatalogs } from './helpers/catalogs';
import { englishLeftIn, pageText } from './helpers/english';
import { signUpVerifiedOfficer, type SignedUpOfficer } from './helpers/officer';

/**
 * Issue 25, past the first visit: an officer with something in every feature (claims, a league,
 * volunteering with an entry waiting for its supervisor, a badge, a reward on offer) and a super
 * administrator pick each language in turn (Hausa, Yoruba, Igbo, Pidgin, French) with the header's
 * picker, and open every screen they have. None shows English, apart from names, course and badge titles, addresses and numbers.
 */

const stamp = Date.now().toString().slice(-8);
const chief = { email: `chief.${stamp}@example.com`, password: 'administer-well-1' };
// Names and titles with no English word in them: they stay as written in every language.
const leagueName = `Kano Kwararru ${stamp}`;
const rewardName = `Airtime MTN ${stamp}`;
const entryTitles = [`Makarantar Kano ${stamp}`, `Ikeja Ajo ${stamp}`];
const supervisors = ['Hajiya Binta', 'Mama Ronke'];

let dataDir: string;
let server: RunningServer;
let browser: Browser;
let officer: SignedUpOfficer;
let officerPage: Page;
let adminPage: Page;
let courseNames: string[] = [];
let trackId = '';

const api = (urlPath: string, body?: unknown, token?: string) =>
  callApi(server.url, urlPath, { body, token });

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill(password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL('**/dashboard');
}

/** Picks the language in the header's picker, as a person does, and waits for the page to follow. */
async function pickLanguage(page: Page, language: TAppLanguage) {
  // The profile keeps the choice: a page loaded before it is saved brings the old one back.
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().endsWith('/profile/language'),
  );
  await page.locator('header select').first().selectOption(language);
  await saved;
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
}

/** Asks again until `check` answers something (expect.poll runs inside a test only). */
async function until<T>(check: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const answer = await check();
    if (answer !== undefined) return answer;
    if (Date.now() > deadline) throw new Error(`waited in vain for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const lagosDay = (daysAgo: number) =>
  new Date(Date.now() + 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'dpts-e2e-everywhere-'));
  await createAdmin(dataDir, chief);
  server = await startServer({ DATA_DIR: dataDir, JOB_POLL_MS: '200' });
  browser = await launchBrowser();
  officer = await signUpVerifiedOfficer(server.url, { firstName: 'Halima', lastName: 'Sani' });
  const { token: chiefToken } = await api('/authentication/login', chief);

  // Two HP LIFE claims (no public check: they wait for review); one is approved, which pays the
  // officer and earns the First Step badge; the other stays in the review queue.
  const found = (await api(
    '/super/catalogue/courses?search=hp%20life&status=active',
    undefined,
    String(chiefToken),
  )) as { data: { items: { _id: string; name: string; topic: { _id: string } }[] } };
  const [approved, waiting] = found.data.items;
  const claim = (courseId: string) =>
    api(
      '/profile/claims',
      {
        courseId,
        certificateUrl: `https://www.life-global.org/certificate/${randomUUID()}`,
      },
      officer.token,
    );
  await claim(approved!._id);
  await claim(waiting!._id);
  // The verifier sends each to review in the background.
  type Queue = { data: { items: { _id: string; course: { _id: string } }[] } };
  const first = await until(async () => {
    const queue = (await api('/super/review', undefined, String(chiefToken))) as Queue;
    return queue.data.items.length === 2
      ? queue.data.items.find((c) => c.course._id === approved!._id)
      : undefined;
  }, 'both claims in the review queue');
  await api(`/super/review/${first._id}/approve`, {}, String(chiefToken));

  // A league the officer founded, and a reward on offer.
  await api(
    '/league',
    {
      name: leagueName,
      description: `Kano ${stamp}`,
      image: '/uploads/leagueimage/e2e.webp',
    },
    officer.token,
  );
  await api(
    '/super/rewards',
    { name: rewardName, description: `₦1,000 MTN`, cost: 200, fulfilment: 'manual' },
    String(chiefToken),
  );

  // Volunteering: one supervisor has a phone only (the officer sends the link), one an email.
  const entry = (i: number, supervisor: Record<string, string>) =>
    api(
      '/volunteering',
      {
        activityType: 'teaching',
        title: entryTitles[i],
        description: `Kano, Ikeja ${stamp} ${stamp}`,
        date: lagosDay(i + 1),
        startTime: '09:00',
        minutes: 120,
        state: 'Lagos',
        lga: 'Ikeja',
        link: `https://example.org/${stamp}/${i}`,
        supervisorName: supervisors[i],
        ...supervisor,
        honesty: true,
      },
      officer.token,
    );
  await entry(0, { supervisorPhone: '08031234567' });
  await entry(1, { supervisorEmail: `ronke.${stamp}@community.example.org` });

  // The badge is awarded by a background job.
  await until(async () => {
    const mine = (await api('/profile/badges', undefined, officer.token)) as {
      data: { name: string; issued: boolean }[];
    };
    return mine.data.some((b) => b.name === 'First Step' && b.issued) ? true : undefined;
  }, 'the First Step badge');

  const catalogue = (await api(
    '/super/catalogue/courses?limit=100',
    undefined,
    String(chiefToken),
  )) as { data: { items: { name: string }[] } };
  courseNames = catalogue.data.items.map((c) => c.name);
  trackId = approved!.topic._id;

  officerPage = await (await newContext(browser, server.url, DESKTOP)).newPage();
  adminPage = await (await newContext(browser, server.url, DESKTOP)).newPage();
  await signIn(officerPage, officer.email, officer.password);
  await signIn(adminPage, chief.email, chief.password);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** What stays as written in any language: names, titles, addresses, brands, numbers. */
function allowedNames(): string[] {
  return [
    officer.firstName,
    officer.lastName,
    officer.email,
    officer.username,
    chief.email,
    leagueName,
    rewardName,
    ...entryTitles,
    ...supervisors,
    PRODUCT_NAME,
    ...Object.values(APP_LANGUAGE_NAMES),
    ...seedCourses.flatMap((course) => [course.name, course.website]),
    ...courseNames,
    ...learningSites.map((site) => site.name),
    ...seedBadgeClassList.map((badge) => badge.name),
  ];
}

type Visit = { where: string; open: (page: Page) => Promise<void> };

const go =
  (url: string): Visit['open'] =>
  async (page) => {
    await page.goto(url);
  };

/** Waits for the screen's data: no request in flight and no spinner left. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.locator('main [role=status] svg.animate-spin').first().waitFor({ state: 'detached' });
}

const officerScreens: Visit[] = [
  { where: 'dashboard', open: go('/dashboard') },
  {
    where: 'notifications',
    open: async (page) => {
      await page.goto('/dashboard');
      await settled(page);
      await page.locator('header button[aria-controls][aria-expanded]').last().click();
      await page.locator('header [role=region]').waitFor();
    },
  },
  { where: 'learning', open: go('/learning-path') },
  {
    where: 'a learning track',
    open: async (page) => {
      await page.goto(`/topic-details/${trackId}`);
    },
  },
  { where: 'my points', open: go('/my-points') },
  { where: 'discover leagues', open: go('/leagues/discover') },
  { where: 'my leagues', open: go('/leagues/my-leagues') },
  {
    where: 'a league',
    open: async (page) => {
      await page.goto('/leagues/my-leagues');
      await settled(page);
      const card = page.locator('article').filter({ hasText: leagueName });
      await card.locator('button[aria-haspopup]').click();
      await page.getByRole('menuitem').first().click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { where: 'create a league', open: go('/leagues/create') },
  { where: 'volunteering', open: go('/volunteering') },
  {
    where: 'the supervisor link',
    open: async (page) => {
      await page.goto('/volunteering');
      await settled(page);
      await page
        .getByTestId('volunteer-entry')
        .filter({ hasText: entryTitles[0]! })
        .locator('button')
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { where: 'rewards', open: go('/rewards') },
  {
    where: 'a badge',
    open: async (page) => {
      await page.goto('/settings?tab=profile');
      await settled(page);
      await page.locator('a[href^="/badges/"]').first().click();
      await page.waitForURL('**/badges/**');
    },
  },
  { where: 'settings: profile', open: go('/settings?tab=profile') },
  { where: 'settings: general', open: go('/settings?tab=general') },
  { where: 'settings: notifications', open: go('/settings?tab=notifications') },
  { where: 'settings: help', open: go('/settings?tab=help') },
  { where: 'change of name', open: go('/update-name') },
];

const adminScreens: Visit[] = [
  { where: 'admin overview', open: go('/dashboard') },
  { where: 'claims review', open: go('/review') },
  { where: 'users', open: go('/manage-users') },
  {
    where: 'a user',
    open: async (page) => {
      await page.goto('/manage-users');
      await settled(page);
      await page
        .locator(`main a[href^="/manage-users/"]`)
        .filter({ hasText: officer.lastName })
        .click();
      await page.waitForURL('**/manage-users/**');
    },
  },
  { where: 'leagues', open: go('/leagues/manage') },
  { where: 'league moderators', open: go('/leagues/moderators') },
  { where: 'catalogue', open: go('/manage-courses') },
  { where: 'volunteering queue', open: go('/volunteering/queue') },
  { where: 'organisations', open: go('/volunteering/organisations') },
  { where: 'manage badges', open: go('/manage-badges') },
  {
    where: 'a badge form',
    open: async (page) => {
      await page.goto('/manage-badges');
      await settled(page);
      await page.getByTestId('badge-class').first().locator('button').first().click();
      await page.locator('#badge-form-title').waitFor();
    },
  },
  { where: 'rewards admin', open: go('/manage-rewards') },
  { where: 'audit log', open: go('/audit') },
  { where: 'background jobs', open: go('/background-jobs') },
  { where: 'admin settings', open: go('/settings') },
];

async function englishLeftOn(page: Page, where: string, language: TAppLanguage) {
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
  await settled(page);
  const leftovers = englishLeftovers(readCatalogs('web', language));
  const left = englishLeftIn(await pageText(page), language, leftovers, allowedNames());
  if (left.catalogued.length || left.uncatalogued.length)
    await screenshot(page, `everywhere-${language}-${where.replace(/\W+/g, '-')}`);
  return { where, ...left };
}

// One seeded state for all: each language is picked in turn on the same two pages.
const otherLanguages = APP_LANGUAGES.filter((language) => language !== 'en');

describe.each(otherLanguages)('every screen in %s', (language) => {
  it('an officer reads every screen of theirs without English left', async () => {
    await officerPage.goto('/dashboard');
    await pickLanguage(officerPage, language);
    const found = [];
    for (const screen of officerScreens) {
      await screen.open(officerPage);
      found.push(await englishLeftOn(officerPage, screen.where, language));
    }
    expect(found.filter((f) => f.catalogued.length || f.uncatalogued.length)).toEqual([]);
  });

  it('an administrator reads every administration screen without English left', async () => {
    await adminPage.goto('/dashboard');
    await pickLanguage(adminPage, language);
    const found = [];
    for (const screen of adminScreens) {
      await screen.open(adminPage);
      found.push(await englishLeftOn(adminPage, screen.where, language));
    }
    expect(found.filter((f) => f.catalogued.length || f.uncatalogued.length)).toEqual([]);
  });
});
