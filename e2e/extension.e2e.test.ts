import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TIMINGS_MS } from '@dpts/contract/constants';
import { passTime, screenshot } from './helpers/browser';
import { expectCompletionShown, expectVerifyingShown } from './helpers/course-status';
import {
  buildExtensionFor,
  courseraCertificatePage,
  fixturePage,
  launchWithExtension,
  startFakeSite,
  type ExtensionBrowser,
  type FakeSite,
} from './helpers/extension';
import { signUpVerifiedOfficer } from './helpers/officer';
import { callApi } from './helpers/api';
import { startServer, type RunningServer } from './helpers/server';

/**
 * The whole loop with the real extension: the built extension in Chromium, the real server, and
 * Coursera's course and certificate pages served over https from a local stand-in. The server's
 * verification job fetches the certificate from the same stand-in (VERIFIER_HOST_MAP,
 * VERIFIER_CA_FILE), so the completion is paid only once the site confirmed it.
 */
let server: RunningServer;
let coursera: FakeSite;
let built: { dir: string; remove: () => Promise<void> };
let browser: ExtensionBrowser;
let app: Page;

const stamp = Date.now().toString().slice(-8);
const officer = {
  firstName: 'Chidinma',
  lastName: 'Eze',
  email: `chidinma.${stamp}@example.com`,
  password: 'courses-count-now-1',
};
const COURSE = {
  name: 'AI For Everyone',
  slug: 'ai-for-everyone',
  url: 'https://www.coursera.org/learn/ai-for-everyone',
  points: 20,
};
const certificateId = randomBytes(6).toString('hex').toUpperCase();
const CERTIFICATE = `https://www.coursera.org/account/accomplishments/verify/${certificateId}`;

/** The part of the extension's `chrome` API a test calls inside its service worker. */
declare const chrome: {
  cookies: { get(details: { url: string; name: string }): Promise<{ value: string } | null> };
  runtime: { getManifest(): { name: string; description?: string } };
};

const api = (path: string, init: { body?: unknown; token?: string } = {}) =>
  callApi(server.url, path, init);

async function sessionToken(): Promise<string> {
  const cookie = (await browser.context.cookies(server.url)).find((c) => c.name === 'ttk');
  if (!cookie) throw new Error('not signed in');
  return cookie.value;
}

async function profile() {
  return (await api('/profile', { token: await sessionToken() })) as {
    data: { totalPointsEarned: number; completedCourses: number; enrolledCourses: number };
  };
}

/** The extension's popup, opened as a page. */
async function openPopup(): Promise<Page> {
  const popup = await browser.context.newPage();
  await popup.goto(`chrome-extension://${browser.extensionId}/popup.html`);
  return popup;
}

const stat = (label: string) => app.getByRole('listitem').filter({ hasText: label }).first();

/**
 * The verifier's fetch of the certificate waits for this gate, so the test sees the claim while
 * it is being checked; a fetch that outlives the server's 10 s timeout is retried by the job.
 */
let openGate: () => void = () => {};
const gate = new Promise<void>((resolve) => (openGate = resolve));
const VERIFIER_AGENT = /DigiPointsCertificateVerifier/;
let verifierFetches = 0;

/** The same stand-in for the browser and the server's verifier. */
function serverEnv(): Record<string, string> {
  return {
    VERIFIER_HOST_MAP: `www.coursera.org=127.0.0.1:${coursera.port}`,
    VERIFIER_CA_FILE: coursera.certFile,
    JOB_POLL_MS: '200',
    // The course is started and finished within the test: no hold for finishing too soon.
    CLAIMS_MIN_MINUTES: '0',
  };
}

beforeAll(async () => {
  coursera = await startFakeSite('www.coursera.org', async (pathname, from) => {
    if (pathname === '/learn/ai-for-everyone') return fixturePage('coursera', 'course');
    if (pathname === `/account/accomplishments/verify/${certificateId}`) {
      if (VERIFIER_AGENT.test(from.userAgent)) {
        verifierFetches++;
        await gate;
      }
      return courseraCertificatePage(officer, COURSE, certificateId);
    }
    return null;
  });
  server = await startServer(serverEnv());
  built = await buildExtensionFor(server.url);
  browser = await launchWithExtension(built.dir, server.url, [coursera]);
  app = await browser.context.newPage();

  await signUpVerifiedOfficer(server.url, {
    ...officer,
    learningPath: ['Artificial Intelligence (AI)', 'Data Analysis', 'Cybersecurity', 'Sales'],
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await coursera?.stop();
  await built?.remove();
  await server?.stop();
});

describe('an officer with the extension', () => {
  it('sees the extension ask for a sign-in before any session exists', async () => {
    const popup = await openPopup();
    await popup.getByRole('link', { name: 'Sign in on DigiPoints' }).waitFor();
    await popup.close();
  });

  it('is listed as DigiPoints, described in the browser’s language: English, or Hausa', async () => {
    const listed = () => chrome.runtime.getManifest();
    expect(await browser.worker.evaluate(listed)).toEqual(
      expect.objectContaining({
        name: 'DigiPoints',
        description: expect.stringMatching(/^Counts the free online courses/),
      }),
    );
    const hausa = await launchWithExtension(built.dir, server.url, [], { language: 'ha' });
    try {
      expect(await hausa.worker.evaluate(listed)).toEqual(
        expect.objectContaining({
          name: 'DigiPoints',
          description: expect.stringMatching(/^Yana ƙirga kwasa-kwasai/),
        }),
      );
    } finally {
      await hausa.close();
    }
  });

  it('lists the tracked sites and what is collected on its options page', async () => {
    const options = await browser.context.newPage();
    await options.goto(`chrome-extension://${browser.extensionId}/options.html`);
    const sites = options.getByRole('table');
    for (const name of ['Coursera', 'Microsoft Learn', 'freeCodeCamp', 'Credly'])
      await sites.getByRole('cell', { name, exact: true }).waitFor();
    await options.getByRole('heading', { name: 'What is collected and sent' }).waitFor();
    await options.close();
  });

  it('signs in, and the dashboard finds the extension: no install prompt', async () => {
    // The prompt's 10 s are passed on a fake clock, not waited for.
    await app.clock.install();
    await app.goto('/login');
    await app.getByLabel('Email').fill(officer.email);
    await app.getByLabel('Password', { exact: true }).fill(officer.password);
    await app.getByRole('button', { name: 'Log in' }).click();
    await app.waitForURL('**/dashboard');
    expect(await app.locator('html').getAttribute('data-dpts-extension')).not.toBeNull();
    expect(await app.locator('#dpts-install-extension').isVisible()).toBe(false);
    // The prompt would open 10 s after the dashboard opens.
    await passTime(app, TIMINGS_MS.extensionDetection + 1_000);
    expect(await app.getByRole('dialog', { name: 'Action Required!' }).count()).toBe(0);
    const board = app.getByRole('region', { name: 'Leaderboard' });
    await board.getByRole('tab', { name: 'Global Ranks' }).click();
    await expect
      .poll(() => board.getByTestId('own-rank').textContent())
      .toContain('Not ranked yet');

    const popup = await openPopup();
    await popup
      .getByRole('heading', { name: `${officer.firstName} ${officer.lastName}` })
      .waitFor();
    expect(await popup.locator('#points').textContent()).toBe('0dpts');
    expect(await popup.getByRole('link', { name: 'Open dashboard' }).getAttribute('href')).toBe(
      `${server.url}/dashboard`,
    );
    await popup.close();
  });

  it('opens a catalogue course on the learning site and starts it: enrolled', async () => {
    const site = await browser.context.newPage();
    await site.goto(COURSE.url);
    await site.getByRole('heading', { name: COURSE.name }).waitFor();
    await site.getByRole('button', { name: /Enroll for Free/ }).click();
    await expect
      .poll(async () => (await profile()).data.enrolledCourses, { timeout: 30_000 })
      .toBe(1);
    await site.close();
    await app.reload();
    await expect.poll(() => stat('Enrolled Courses').textContent()).toContain('1');
  });

  it('keeps the completion while the API is down, delivers it once when it is back, and pays it once the site confirmed it', async () => {
    const { port, dataDir } = server;
    await server.stop({ keepData: true });

    const site = await browser.context.newPage();
    await site.goto(CERTIFICATE);
    await site.getByText('Course Certificate').waitFor();
    const popup = await openPopup();
    await expect.poll(() => popup.locator('#waiting').textContent(), { timeout: 30_000 }).toBe('1');
    await screenshot(popup, 'extension-popup-waiting');
    await popup.close();
    await site.close();

    server = await startServer(serverEnv(), { port, dataDir });
    // Back on the dashboard, the extension sends what waited: the certificate is being checked.
    await app.goto('/dashboard');
    await expectVerifyingShown(app, { verifying: 1, completed: 0 });
    expect(await stat('Total DigiPoints Points').textContent()).toContain('0dpts');
    const board = app.getByRole('region', { name: 'Leaderboard' });
    await board.getByRole('tab', { name: 'Global Ranks' }).click();
    await expect
      .poll(() => board.getByTestId('own-rank').textContent())
      .toContain('Not ranked yet');
    await screenshot(app, 'dashboard-verifying');
    const popupVerifying = await openPopup();
    await expect.poll(() => popupVerifying.locator('#verifying').textContent()).toBe('1');
    expect(await popupVerifying.locator('#completed').textContent()).toBe('0');
    await popupVerifying.close();

    // Coursera answers the verifier: the officer's name and the course are on the certificate.
    openGate();
    await expectCompletionShown(app, { completed: 1, points: COURSE.points });
    // The server asked Coursera itself.
    expect(verifierFetches).toBeGreaterThan(0);
    await board.getByRole('tab', { name: 'Global Ranks' }).click();
    await expect
      .poll(() => board.getByTestId('own-rank').textContent())
      .not.toContain('Not ranked yet');
    await screenshot(app, 'dashboard-with-extension');

    // Counted once, however often the extension retried.
    const { data } = await profile();
    expect(data.totalPointsEarned).toBe(COURSE.points);
    expect(data.completedCourses).toBe(1);
    const popupAfter = await openPopup();
    await expect.poll(() => popupAfter.locator('#waiting').textContent()).toBe('0');
    await expect
      .poll(() => popupAfter.locator('#points').textContent())
      .toBe(`${COURSE.points}dpts`);
    await expect.poll(() => popupAfter.locator('#completed').textContent()).toBe('1');
    await expect.poll(() => popupAfter.locator('#verifying').textContent()).toBe('0');
    await popupAfter.getByText(COURSE.name).waitFor();
    // The popup says what became of the completion, not only that it was sent.
    await popupAfter.getByText(`Verified · +${COURSE.points}dpts`).waitFor();
    await screenshot(popupAfter, 'extension-popup');
    await popupAfter.close();
  });

  it('reads the app’s session cookie and no learning site’s cookies', async () => {
    await browser.context.addCookies([
      {
        name: 'CAUTH',
        value: 'a-coursera-session',
        domain: '.coursera.org',
        path: '/',
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
      },
    ]);
    // The worker's own call: refused (or empty) for a site, the session for the app.
    const read = (url: string, name: string) =>
      browser.worker.evaluate(
        async ([u, n]) => {
          try {
            return (await chrome.cookies.get({ url: u!, name: n! }))?.value ?? null;
          } catch (error) {
            return `refused: ${String(error)}`;
          }
        },
        [url, name],
      );
    expect(await read('https://www.coursera.org/', 'CAUTH')).toMatch(
      /^refused: .*No host permissions/,
    );
    expect(await read(server.url, 'ttk')).toBe(await sessionToken());
  });

  it('sends what waits before sign-out, or says it would be lost', async () => {
    const { port, dataDir } = server;
    await app.goto('/dashboard');
    await server.stop({ keepData: true });
    const site = await browser.context.newPage();
    await site.goto(COURSE.url);
    await expect
      .poll(() => app.locator('html').getAttribute('data-dpts-waiting'), { timeout: 30_000 })
      .toBe('1');
    await site.close();

    // DigiPoints cannot be reached: signing out now would lose the visit.
    await app.getByRole('button', { name: 'Log Out' }).first().click();
    const dialog = app.getByRole('dialog', { name: 'Course activity not sent yet' });
    await dialog.getByText('still holds 1 course event').waitFor();
    await screenshot(app, 'sign-out-unsent');
    await dialog.getByRole('button', { name: 'Stay signed in' }).click();
    await dialog.waitFor({ state: 'hidden' });

    server = await startServer(serverEnv(), { port, dataDir });
    // Back online, the extension sends it on the way out.
  });

  it('forgets the officer when they sign out of the web app', async () => {
    await app.getByRole('button', { name: 'Log Out' }).first().click();
    await app.waitForURL('**/login');
    expect(await app.getByRole('dialog').count()).toBe(0);
    expect(await app.locator('html').getAttribute('data-dpts-waiting')).toBe('0');
    const popup = await openPopup();
    await popup.getByRole('link', { name: 'Sign in on DigiPoints' }).waitFor({ timeout: 15_000 });
    expect(await popup.getByText(officer.email).count()).toBe(0);
    await popup.close();
  });
});
