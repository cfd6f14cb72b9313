import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { SESSION_COOKIE } from '@dpts/contract/constants';
import { seriousViolations } from './helpers/axe';
import { createAdmin } from './helpers/admin';
import { callApi } from './helpers/api';
import { DESKTOP, launchBrowser, PHONE, type Viewport } from './helpers/browser';
import { signUpVerifiedOfficer } from './helpers/officer';
import { startServer, type RunningServer } from './helpers/server';

/**
 * axe on every screen of the route table (apps/web/src/app/routes.tsx), signed out, as an officer
 * and as a super administrator, on a 360 px phone and on a desktop: no serious or critical
 * violation anywhere. A table that scrolls sideways only does so on the phone, so both widths.
 * Screens reached only through an emailed token (a badge's page, a supervisor's link) are checked
 * in their own journeys (badges, volunteering).
 */
const stamp = Date.now().toString().slice(-8);
const chief = { email: `axe.chief.${stamp}@example.com`, password: 'administer-well-1' };

let dataDir: string;
let server: RunningServer;
let browser: Browser;
let officerToken: string;
let chiefToken: string;
let officerId: string;
let topicId: string;
let leagueId: string;

beforeAll(async () => {
  // The first super administrator, as admin.e2e.test.ts makes one: `npm run create-admin`.
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'dpts-e2e-axe-'));
  await createAdmin(dataDir, chief);
  server = await startServer({ DATA_DIR: dataDir });
  browser = await launchBrowser();
  const officer = await signUpVerifiedOfficer(server.url, { firstName: 'Amina' });
  officerToken = officer.token;
  chiefToken = String((await callApi(server.url, '/authentication/login', { body: chief })).token);
  // Something in each table: the officer's league (Manage Leagues, Moderators, its requests).
  const league = (await callApi(server.url, '/league', {
    token: officerToken,
    body: {
      name: `Accessible Builders ${stamp}`,
      description: 'Officers who build for everyone',
      image: '/uploads/leagueimage/e2e.webp',
    },
  })) as { data: { _id: string } };
  leagueId = league.data._id;
  const topics = (await callApi(server.url, '/topics', { token: officerToken })) as {
    result: { _id: string }[];
  };
  topicId = topics.result[0]!._id;
  // A claim waiting for review (HP LIFE certificates have no public check), as admin.e2e makes one.
  const found = (await callApi(
    server.url,
    '/super/catalogue/courses?search=hp%20life&status=active',
    { token: chiefToken },
  )) as { data: { items: { _id: string }[] } };
  await callApi(server.url, '/profile/claims', {
    token: officerToken,
    body: {
      courseId: found.data.items[0]!._id,
      certificateUrl: `https://www.life-global.org/certificate/${randomUUID()}`,
    },
  });
  const users = (await callApi(server.url, `/super/users?search=${officer.username}`, {
    token: chiefToken,
  })) as { data: { items: { _id: string }[] } };
  officerId = users.data.items[0]!._id;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Opens each page at the width given, signed in with `token`, and gathers what axe finds. */
async function audit(
  paths: string[],
  viewport: Viewport,
  token?: string,
): Promise<Record<string, unknown>> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport,
    reducedMotion: 'reduce',
    // The service worker is not what is checked here, and its install would compete.
    serviceWorkers: 'block',
  });
  if (token) await context.addCookies([{ name: SESSION_COOKIE, value: token, url: server.url }]);
  // 'Action Required!' was read before: the page itself is checked, not the prompt over it.
  await context.addInitScript(() =>
    window.localStorage.setItem('dpts:phone-prompt-dismissed', new Date().toISOString()),
  );
  const page = await context.newPage();
  const found: Record<string, unknown> = {};
  for (const pathname of paths) {
    await page.goto(pathname, { waitUntil: 'networkidle' });
    await page.locator('h1').first().waitFor();
    if (pathname === '/review')
      await page
        .getByRole('button', { name: /^Approve / })
        .first()
        .waitFor({ timeout: 30_000 });
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[`${pathname} @${viewport.width}px`] = violations;
  }
  await context.close();
  return found;
}

const signedOut = [
  '/',
  '/login',
  '/login/with-email',
  '/signup',
  '/signup/with-email',
  '/verify-email',
  '/privacy-policy',
  '/privacy-policy/for-web',
  '/privacy-policy/for-extension',
  '/no-such-page',
];

const officerPages = () => [
  '/dashboard',
  '/settings',
  '/settings?tab=general',
  '/settings?tab=notifications',
  '/settings?tab=help',
  '/update-name',
  '/learning-path',
  `/topic-details/${topicId}`,
  '/my-points',
  '/volunteering',
  '/rewards',
  '/leagues/discover',
  '/leagues/my-leagues',
  '/leagues/create',
  `/leagues/requests/${leagueId}`,
  '/welcome',
];

const adminPages = () => [
  '/dashboard',
  '/settings',
  '/manage-users',
  `/manage-users/${officerId}`,
  '/leagues/manage',
  '/leagues/moderators',
  '/manage-courses',
  '/review',
  '/audit',
  '/volunteering/queue',
  '/background-jobs',
  '/volunteering/organisations',
  '/manage-rewards',
];

describe('axe finds nothing serious on any screen', () => {
  for (const [name, viewport] of [
    ['a 360 px phone', PHONE],
    ['a desktop', DESKTOP],
  ] as const) {
    it(`signed out, on ${name}`, async () => {
      const found = await audit(signedOut, viewport);
      expect(found, JSON.stringify(found, null, 2)).toEqual({});
    });

    it(`as an officer, on ${name}`, async () => {
      const found = await audit(officerPages(), viewport, officerToken);
      expect(found, JSON.stringify(found, null, 2)).toEqual({});
    });

    it(`as a super administrator, on ${name}`, async () => {
      const found = await audit(adminPages(), viewport, chiefToken);
      expect(found, JSON.stringify(found, null, 2)).toEqual({});
    });
  }
});
