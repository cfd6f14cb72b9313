import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { callApi } from './helpers/api';
import { createAdmin } from './helpers/admin';
import { startServer, type RunningServer } from './helpers/server';
import { DESKTOP, launchBrowser, newContext, screenshot } from './helpers/browser';
import { seriousViolations } from './helpers/axe';
import { signUpVerifiedOfficer } from './helpers/officer';

let dataDir: string;
let server: RunningServer;
let browser: Browser;
let page: Page;

const stamp = Date.now().toString().slice(-8);
const chief = { email: `chief.${stamp}@example.com`, password: 'administer-well-1' };
const officer = {
  firstName: 'Zainab',
  lastName: `Danjuma${stamp}`,
  email: `zainab.${stamp}@example.com`,
  username: `zainab${stamp}`,
  password: 'officer-password-1',
};
const leagueName = `Network Defenders ${stamp}`;
let officerToken = '';
const newCourse = {
  name: `Digital Safety for Officers ${stamp}`,
  url: `https://www.coursera.org/learn/digital-safety-${stamp}`,
};

const api = (urlPath: string, body?: unknown, token?: string) =>
  callApi(server.url, urlPath, { body, token });

async function signIn(target: Page, email: string, password: string) {
  await target.goto('/login');
  await target.getByLabel('Email').fill(email);
  await target.getByLabel('Password', { exact: true }).fill(password);
  await target.getByRole('button', { name: 'Log in' }).click();
  await target.waitForURL('**/dashboard');
}

const menu = () => page.getByRole('navigation', { name: 'Main menu' });

beforeAll(async () => {
  // The first super administrator comes only from `npm run create-admin` (this is its command),
  // run on the data directory before the server opens it.
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'dpts-e2e-admin-'));
  const created = await createAdmin(dataDir, chief);
  expect(created.trim()).toBe(`Created super account ${chief.email}.`);
  server = await startServer({ DATA_DIR: dataDir });
  browser = await launchBrowser();
  page = await (await newContext(browser, server.url, DESKTOP)).newPage();
  officerToken = (await signUpVerifiedOfficer(server.url, officer)).token;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('an administrator oversees the platform', () => {
  it('signs in to the overview with totals, the points chart and the newest users', async () => {
    await signIn(page, chief.email, chief.password);
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    await page.getByText("Here's the highlight for the day!").waitFor();
    const totals = page.getByRole('list', { name: 'Totals' });
    // the demo officers, the officer and the administrator
    await expect
      .poll(async () =>
        Number(
          (
            await totals.getByRole('listitem').filter({ hasText: 'Total Users' }).textContent()
          )?.replace(/\D/g, ''),
        ),
      )
      .toBeGreaterThanOrEqual(3);
    await totals
      .getByRole('listitem')
      .filter({ hasText: 'Total Leagues' })
      .getByText('0')
      .waitFor();
    await expect
      .poll(() => totals.getByRole('listitem').filter({ hasText: 'Earned Points' }).textContent())
      .toMatch(/\d+dpts/);
    await page.getByTestId('points-chart').locator('canvas').waitFor();
    await page.getByText('Show as a table').click();
    await expect
      .poll(() =>
        page
          .getByRole('table', { name: 'Points earned per day, last 30 days' })
          .getByRole('row')
          .count(),
      )
      .toBe(31);
    const newest = page.getByRole('table', { name: 'The 5 most recently registered users' });
    await newest.getByRole('link', { name: `${officer.firstName} ${officer.lastName}` }).waitFor();
    await page.getByText('No Moderators Yet').waitFor();
    await page.getByText('No league has been created Yet').waitFor();
    // an administrator's menu: no officer league group; the administration group
    await menu().getByRole('link', { name: 'Manage Users' }).waitFor();
    await menu().getByRole('link', { name: 'Manage Courses' }).waitFor();
    expect(await menu().getByRole('link', { name: 'Discover League' }).count()).toBe(0);
    const violations = await seriousViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await screenshot(page, 'admin-overview');
    // A super administrator also sees the background job queue, and opens its screen.
    const jobs = page.getByRole('region', { name: 'Background jobs' });
    await jobs.getByText('Oldest due job waiting for').waitFor();
    await jobs.getByRole('link', { name: 'View jobs' }).click();
    await page.getByRole('heading', { name: 'Background Jobs' }).waitFor();
    await page.getByText('No failed jobs').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('finds a user by part of their name and reads their details', async () => {
    await menu().getByRole('link', { name: 'Manage Users' }).click();
    await page.waitForURL('**/manage-users');
    const table = page.getByRole('table', { name: 'All users, newest first' });
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(2);
    await page.getByLabel('Search users').fill(officer.lastName.slice(2).toUpperCase());
    await expect.poll(() => table.getByRole('row').count()).toBe(2); // header + the officer
    await page.getByLabel('Search users').fill('nobody-has-this-name');
    await page.getByText('No users match your search').waitFor();
    await page.getByLabel('Search users').fill(officer.username);
    await table.getByRole('link', { name: `${officer.firstName} ${officer.lastName}` }).click();
    await page.waitForURL('**/manage-users/**');
    await page.getByRole('heading', { name: 'User Details' }).waitFor();
    for (const section of [
      'Contact Details',
      'Account Details',
      'Enrolled Courses',
      'Leagues Joined',
    ])
      await page.getByRole('heading', { name: section }).waitFor();
    await page.getByText(officer.email).waitFor();
    await page.getByText('No enrolled courses available.').waitFor();
    await page.getByText('No leagues Joined.').waitFor();
    const violations = await seriousViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await screenshot(page, 'admin-user-details');
    await page.getByRole('link', { name: 'Back to all users' }).click();
    await page.waitForURL('**/manage-users*');
  });

  it('browses leagues and moderators, then finds a league an officer created', async () => {
    await menu().getByRole('link', { name: 'Manage Leagues' }).click();
    await page.waitForURL('**/leagues/manage');
    await page.getByText('No league has been created Yet').waitFor();
    await page.getByText('All Created leagues will appear here').waitFor();
    await menu().getByRole('link', { name: 'League Moderators' }).click();
    await page.waitForURL('**/leagues/moderators');
    await page.getByText('No Moderators Yet').waitFor();
    await page.getByText('Moderators details will appear here').waitFor();

    // The officer creates a league (through the API, as the web app does).
    await api(
      '/league',
      {
        name: leagueName,
        description: 'Officers who keep the network safe',
        image: '/uploads/leagueimage/e2e.webp',
      },
      officerToken,
    );
    await menu().getByRole('link', { name: 'Manage Leagues' }).click();
    await page.waitForURL('**/leagues/manage');
    await page.reload(); // lists stay fresh for 30 s in the web app's query cache
    const leagues = page.getByRole('table', { name: 'All leagues, newest first' });
    const leagueRow = leagues.getByRole('row').filter({ hasText: leagueName });
    await expect.poll(() => leagueRow.textContent()).toContain(officer.lastName);
    // search by a piece of the moderator's name, in another case
    await page.getByLabel('Search leagues').fill(officer.lastName.slice(3).toUpperCase());
    await expect.poll(() => leagues.getByRole('row').count()).toBe(2); // header + the league
    await page.getByLabel('Search leagues').fill('no-league-has-this-name');
    await expect
      .poll(() => leagues.getByRole('row').filter({ hasText: leagueName }).count())
      .toBe(0);
    await screenshot(page, 'admin-leagues');

    await menu().getByRole('link', { name: 'League Moderators' }).click();
    await page.waitForURL('**/leagues/moderators');
    await page.reload();
    const moderators = page.getByRole('table', { name: 'League moderators, newest first' });
    const moderatorRow = moderators.getByRole('row').filter({ hasText: officer.email });
    await expect.poll(() => moderatorRow.textContent()).toContain(officer.lastName);
    await moderatorRow
      .getByRole('button', { name: `View details of ${officer.firstName} ${officer.lastName}` })
      .click();
    await page.getByRole('dialog').getByText(leagueName).waitFor();
    await screenshot(page, 'admin-moderator-details');
    await page.keyboard.press('Escape');
  });

  it('adds a course that officers then see on its learning track', async () => {
    await menu().getByRole('link', { name: 'Manage Courses' }).click();
    await page.waitForURL('**/manage-courses');
    await page.getByRole('button', { name: 'Add Course' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Course' });
    await dialog.getByLabel('Course name').fill(newCourse.name);
    await dialog.getByLabel('Course page address').fill('https://example.com/not-a-course');
    await dialog.getByLabel('Points').fill('45');
    await dialog.getByLabel('Learning track').selectOption({ label: 'Cybersecurity' });
    await dialog.getByRole('button', { name: 'Add course' }).click();
    await dialog
      .getByText('This address is not a course page of a learning site the platform tracks')
      .waitFor();
    await dialog.getByLabel('Course page address').fill(newCourse.url);
    await dialog.getByRole('button', { name: 'Add course' }).click();
    await page.getByText('Course saved').waitFor();
    const courses = page.getByRole('table', { name: 'Catalogue courses, newest first' });
    const row = courses.getByRole('row').filter({ hasText: newCourse.name });
    await expect.poll(() => row.textContent()).toContain('45dpts');
    await expect.poll(() => row.textContent()).toContain('Coursera');
    await screenshot(page, 'admin-manage-courses');

    await menu().getByRole('link', { name: 'Audit Log' }).click();
    await page.waitForURL('**/audit');
    const audit = page.getByRole('table', { name: 'Audit log, newest first' });
    await expect.poll(() => audit.getByRole('row').nth(1).textContent()).toContain('Added course');
    await expect.poll(() => audit.getByRole('row').nth(1).textContent()).toContain(chief.email);

    // The officer, in their own browser, finds it on the Cybersecurity track.
    const officerPage = await (await newContext(browser, server.url, DESKTOP)).newPage();
    await signIn(officerPage, officer.email, officer.password);
    await officerPage.goto('/learning-path');
    await officerPage
      .getByRole('table', { name: 'Learning tracks, your own first' })
      .getByRole('link', { name: 'Cybersecurity' })
      .click();
    await officerPage.waitForURL('**/topic-details/**');
    await officerPage.getByLabel('Search Course').fill('Digital Safety for Officers');
    const officerRow = officerPage
      .getByRole('table', { name: 'Courses' })
      .getByRole('row')
      .filter({ hasText: newCourse.name });
    await expect.poll(() => officerRow.textContent()).toContain('45dpts');
    await officerPage.close();
  });

  it("approves a claim from the review queue; the officer's points and rank change", async () => {
    await menu()
      .getByRole('link', { name: /Review Queue/ })
      .click();
    await page.waitForURL('**/review');
    await page.getByText('No claims waiting for review').waitFor();

    // The officer, in their own browser: no points, no rank yet.
    const officerPage = await (await newContext(browser, server.url, DESKTOP)).newPage();
    await signIn(officerPage, officer.email, officer.password);
    const totalPoints = () =>
      officerPage
        .getByRole('listitem')
        .filter({ hasText: 'Total DigiPoints Points' })
        .first()
        .textContent();
    const ownRank = () =>
      officerPage
        .getByRole('region', { name: 'Leaderboard' })
        .getByTestId('own-rank')
        .textContent();
    await expect.poll(totalPoints).toContain('0dpts');
    await expect.poll(ownRank).toContain('Not ranked yet');

    // HP LIFE certificates have no public check: the verifier sends the claim to review.
    const { token: chiefToken } = await api('/authentication/login', chief);
    const found = (await api(
      '/super/catalogue/courses?search=hp%20life&status=active',
      undefined,
      String(chiefToken),
    )) as { data: { items: { _id: string; name: string; point: number }[] } };
    const course = found.data.items[0]!;
    await api(
      '/profile/claims',
      {
        courseId: course._id,
        certificateUrl: `https://www.life-global.org/certificate/${randomUUID()}`,
      },
      officerToken,
    );

    const queue = page.getByRole('table', {
      name: 'Completion claims waiting for review, oldest first',
    });
    const claimRow = queue.getByRole('row').filter({ hasText: officer.email });
    await expect
      .poll(
        async () => {
          await page.reload();
          // Counting before the reloaded list has arrived would always see none.
          await claimRow.or(page.getByText('No claims waiting for review')).first().waitFor();
          return claimRow.count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await expect
      .poll(() => claimRow.textContent())
      .toContain('This site cannot be checked automatically');
    await expect.poll(() => claimRow.textContent()).toContain(course.name);
    const violations = await seriousViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await screenshot(page, 'admin-review-queue');
    await claimRow
      .getByRole('button', {
        name: `Approve ${officer.firstName} ${officer.lastName}: ${course.name}`,
      })
      .click();
    await page.getByText('Claim approved: points awarded').waitFor();
    await page.getByText('No claims waiting for review').waitFor();

    await officerPage.reload();
    await expect.poll(totalPoints).toContain(`${course.point}dpts`);
    await expect.poll(ownRank).not.toContain('Not ranked yet');
    await officerPage.goto('/my-points');
    const claim = officerPage
      .getByRole('list', { name: 'Completions' })
      .getByRole('listitem')
      .filter({ hasText: course.name });
    await expect.poll(() => claim.textContent()).toContain('Verified');
    await officerPage.close();

    await menu().getByRole('link', { name: 'Audit Log' }).click();
    await page.waitForURL('**/audit');
    const audit = page.getByRole('table', { name: 'Audit log, newest first' });
    await expect.poll(() => audit.getByRole('row').nth(1).textContent()).toContain(chief.email);
  });
});
