import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { callApi } from './helpers/api';
import { startServer, type RunningServer } from './helpers/server';
import { startFakeSites, type FakeSites } from '../apps/server/src/test/fake-sites';
import { DESKTOP, launchBrowser, newContext, screenshot } from './helpers/browser';
import { seriousViolations } from './helpers/axe';
import { signUpVerifiedOfficer } from './helpers/officer';

let server: RunningServer;
let sites: FakeSites;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const stamp = Date.now().toString().slice(-8);
const officer = {
  firstName: 'Bisola',
  lastName: 'Adekunle',
  email: `bisola.${stamp}@example.com`,
  username: `bisola${stamp}`,
  password: 'learning-is-fun-1',
};

/** The four freeCodeCamp certifications the officer earns: 100 dpts each. */
const certifications = [
  ['responsive-web-design', 'https://www.freecodecamp.org/learn/2022/responsive-web-design/'],
  [
    'javascript-algorithms-and-data-structures-v8',
    'https://www.freecodecamp.org/learn/javascript-algorithms-and-data-structures-v8/',
  ],
  // freeCodeCamp's certSlug (the course's identifier at the issuer), not its curriculum path
  ['data-analysis-with-python-v7', 'https://www.freecodecamp.org/learn/data-analysis-with-python/'],
  ['information-security-v7', 'https://www.freecodecamp.org/learn/information-security/'],
] as const;

const api = (path: string, init: { method?: string; body?: unknown; token?: string } = {}) =>
  callApi(server.url, path, init);

/** The session token of the signed-in browser: what the web app hands the extension. */
async function sessionToken(): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'ttk');
  if (!cookie) throw new Error('not signed in');
  return cookie.value;
}

/** Posts events the way the extension does. */
async function report(events: Record<string, unknown>[]) {
  return api('/activity', {
    token: await sessionToken(),
    body: {
      events: events.map((e) => ({
        id: randomUUID(),
        title: '',
        at: new Date().toISOString(),
        ...e,
      })),
    },
  });
}

const stat = (label: string) => page.getByRole('listitem').filter({ hasText: label }).first();

beforeAll(async () => {
  // The learning sites' certificate pages, as the server's verifier fetches them.
  sites = await startFakeSites();
  server = await startServer({ ...sites.env, JOB_POLL_MS: '200', CLAIMS_DAILY_POINTS: '1000' });
  browser = await launchBrowser();
  context = await newContext(browser, server.url, DESKTOP);
  page = await context.newPage();
  // An officer who signed up and verified their email earlier.
  await signUpVerifiedOfficer(server.url, officer);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sites?.close();
});

describe('an officer earns points and sees them on the dashboard', () => {
  it('signs in to a dashboard with zero points, both boards and no rank yet', async () => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(officer.email);
    await page.getByLabel('Password', { exact: true }).fill(officer.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/dashboard');

    await expect.poll(() => stat('Total DigiPoints Points').textContent()).toContain('0dpts');
    await expect.poll(() => stat('Completed Courses').textContent()).toContain('0');
    const board = page.getByRole('region', { name: 'Leaderboard' });
    await board.getByRole('tab', { name: 'Global Ranks' }).click();
    // The demo officers fill the global podium.
    await expect
      .poll(() => board.getByRole('list', { name: 'Top 5' }).getByRole('listitem').count())
      .toBe(5);
    await expect
      .poll(() => board.getByTestId('own-rank').textContent())
      .toContain('Not ranked yet');
    await board.getByRole('tab', { name: 'Daily Ranking' }).click();
    await page
      .getByRole('region', { name: 'My Leagues' })
      .getByText("You haven't joined any league yet")
      .waitFor();
    const violations = await seriousViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await screenshot(page, 'dashboard-no-points');
  });

  it('shows the new points, counts and first place after the extension reports completions', async () => {
    const holder = { firstName: officer.firstName, lastName: officer.lastName };
    const answer = (await report(
      certifications.map(([slug, url]) => ({
        type: 'complete',
        url,
        certificateUrl: sites.freeCodeCamp(holder, { slug, title: slug }, officer.username),
      })),
    )) as { data: { totalPointsEarned: number; results: { outcome: string }[] } };
    // Nothing pays until freeCodeCamp has confirmed each certificate (a background job).
    expect(answer.data.totalPointsEarned).toBe(0);
    expect(answer.data.results.map((r) => r.outcome)).toEqual(Array(4).fill('verifying'));
    await expect
      .poll(
        async () => {
          const stats = (await api('/profile/stats', { token: await sessionToken() })) as {
            data: { completedCourses: number };
          };
          return stats.data.completedCourses;
        },
        { timeout: 30_000 },
      )
      .toBe(4);
    // A course the officer has only opened so far.
    await report([{ type: 'visit', url: 'https://www.kaggle.com/learn/python' }]);

    await page.reload();
    await expect.poll(() => stat('Total DigiPoints Points').textContent()).toContain('400dpts');
    await expect.poll(() => stat('Completed Courses').textContent()).toContain('4');
    await expect.poll(() => stat('Enrolled Courses').textContent()).toContain('5');
    const board = page.getByRole('region', { name: 'Leaderboard' });
    const podium = board.getByRole('list', { name: 'Top 5' });
    // 400 dpts today beats every demo officer on both boards.
    await podium.getByText(`1st place: ${officer.firstName} ${officer.lastName}`).waitFor();
    await podium.getByText('400dpts').first().waitFor();
    await board.getByRole('tab', { name: 'Global Ranks' }).click();
    await podium.getByText(`1st place: ${officer.firstName} ${officer.lastName}`).waitFor();
    await screenshot(page, 'dashboard-first-place');
  });

  it('shows course statuses on the learning track, searchable and linked to the site', async () => {
    await page.getByRole('link', { name: 'Learning', exact: true }).first().click();
    await page.waitForURL('**/learning-path');
    await page.getByRole('heading', { name: 'My Learning Path' }).waitFor();
    await page.getByText('technical officer').first().waitFor();
    const tracks = page.getByRole('table', { name: 'Learning tracks, your own first' });
    await tracks.getByRole('link', { name: 'Programming/Software Development' }).click();
    await page.waitForURL('**/topic-details/**');
    await page.getByRole('heading', { name: 'Learning Track Details' }).waitFor();
    await page.getByRole('heading', { name: 'Programming/Software Development' }).waitFor();
    const courses = page.getByRole('table', { name: 'Courses' });
    const row = (name: string) => courses.getByRole('row').filter({ hasText: name });
    await expect.poll(() => row('Responsive Web Design').textContent()).toContain('Completed');
    await expect
      .poll(() => row('Python').filter({ hasText: 'Kaggle' }).textContent())
      .toContain('In-progress');
    await expect
      .poll(() => row('Programming for Everybody').textContent())
      .toContain('Not started');
    const take = row('Programming for Everybody').getByRole('link', { name: 'Take Course' });
    expect(await take.getAttribute('href')).toBe('https://www.coursera.org/learn/python');
    expect(await take.getAttribute('target')).toBe('_blank');

    // Without the extension: 'I have a certificate' on the row, checked with Coursera.
    await row('Programming for Everybody')
      .getByRole('button', { name: /I have a certificate/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'I have a certificate' });
    await dialog.getByLabel('Certificate link').fill('https://www.credly.com/badges/not-a-badge');
    await dialog.getByRole('button', { name: 'Send for verification' }).click();
    await dialog.getByText(/not a certificate or badge page/).waitFor();
    const certificate = sites.coursera(
      { firstName: officer.firstName, lastName: officer.lastName },
      { slug: 'python', name: 'Programming for Everybody (Getting Started with Python)' },
    );
    await dialog.getByLabel('Certificate link').fill(certificate);
    await screenshot(page, 'claim-certificate-dialog');
    await dialog.getByRole('button', { name: 'Send for verification' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => row('Programming for Everybody').textContent())
      .toMatch(/Verifying|Completed/);
    await expect
      .poll(
        async () => {
          await page.reload();
          return row('Programming for Everybody').textContent();
        },
        { timeout: 30_000 },
      )
      .toContain('Completed');

    await page.getByLabel('Search Course').fill('javascript');
    await expect.poll(() => courses.getByRole('row').count()).toBe(2); // header + one course
    await page.getByLabel('Search Course').fill('no such course');
    await page.getByText('No courses available.').waitFor();
    await screenshot(page, 'topic-details');
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL('**/learning-path');
  });

  it('lists every claim with its state and points on My points', async () => {
    await page.getByRole('link', { name: 'My points' }).first().click();
    await page.waitForURL('**/my-points');
    const list = page.getByRole('list', { name: 'Completions' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(5);
    const claim = list.getByRole('listitem').filter({ hasText: 'Programming for Everybody' });
    await expect.poll(() => claim.textContent(), { timeout: 15_000 }).toContain('Verified');
    await page.getByText('Every certificate you sent has been checked.').waitFor();
    const violations = await seriousViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await screenshot(page, 'my-points');
    await page.getByRole('link', { name: 'Learning', exact: true }).first().click();
    await page.waitForURL('**/learning-path');
  });

  it('changes the learning path through the wizard', async () => {
    await page.getByRole('button', { name: 'Change Your learning Path' }).click();
    const wizard = page.getByRole('dialog', { name: 'Change Your learning Path' });
    await wizard.getByLabel('Sales officer').check();
    await wizard.getByLabel('Complement skill').selectOption('Marketing & Ideation');
    await wizard.getByLabel('Language').selectOption('Hausa');
    await wizard.getByRole('button', { name: 'Next' }).click();
    const submit = wizard.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);
    await wizard
      .getByRole('group', { name: /Sales paths/ })
      .getByRole('button', { name: 'Digital Marketing' })
      .click();
    await wizard
      .getByRole('group', { name: /Technical paths/ })
      .getByRole('button', { name: 'Data Analysis' })
      .click();
    expect(await submit.isDisabled()).toBe(false);
    await screenshot(page, 'change-path-wizard');
    await submit.click();
    await page.getByRole('dialog', { name: 'Updating Changes' }).waitFor();
    const done = page.getByRole('dialog', { name: 'Learning Path Updated' });
    await done.waitFor();
    await done.getByRole('button', { name: 'Okay' }).click();
    await page.getByText('sales officer').first().waitFor();
    const profile = (await api('/profile', { token: await sessionToken() })) as {
      data: { officerType: string; learningPath: string[]; officerData: { language: string } };
    };
    expect(profile.data.officerType).toBe('sales');
    expect(profile.data.officerData.language).toBe('Hausa');
    expect([...profile.data.learningPath].sort()).toEqual(['Data Analysis', 'Digital Marketing']);
  });

  it('asks for the extension when its mark is missing after 10 seconds', async () => {
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.waitForURL('**/dashboard');
    const prompt = page.getByRole('dialog', { name: 'Action Required!' });
    expect(await prompt.count()).toBe(0);
    await prompt.waitFor({ timeout: 15_000 });
    // No store listing in this build: the prompt offers the certificate link, no dead link.
    expect(await prompt.getByRole('link', { name: 'Install Extension' }).count()).toBe(0);
    await prompt.getByText('Claim with your certificate link').waitFor();
    await screenshot(page, 'extension-required');
    await prompt.getByRole('button', { name: 'Close' }).click();
    await prompt.waitFor({ state: 'detached' });
  });
});
