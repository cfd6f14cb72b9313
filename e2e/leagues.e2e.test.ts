import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from './helpers/server';
import { DESKTOP, launchBrowser, newContext, screenshot } from './helpers/browser';
import { waitForMail } from './helpers/mailbox';
import { signUpVerifiedOfficer } from './helpers/officer';

let server: RunningServer;
let browser: Browser;

const stamp = Date.now().toString().slice(-7);
const person = (first: string, last: string, n: number) => ({
  firstName: first,
  lastName: last,
  email: `${first.toLowerCase()}.${stamp}@example.com`,
  username: `${first.toLowerCase()}${stamp}`,
  phone: `080${n}${stamp}`.slice(0, 11).padEnd(11, '0'),
  password: 'leagues-are-fun-1',
});
const ada = person('Ada', 'Obi', 1);
const bayo = person('Bayo', 'Ogun', 2);
const chidi = person('Chidi', 'Eze', 3);
const leagueName = `Sales Sprint ${stamp}`;

/** A 64 x 32 PNG: the league image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAgCAIAAAAt/+nTAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAYElEQVRYhe2SQQkAQRDD+q/I868iK+IeYaAQAWlo+nGa6AbdAPSK3YW4S3SDbgB6xe5C3CW6QTcAvWJ3Ie4S3aAbgF6xuxB3iW7QDUCv2F2Iu0Q36AagV+wuxF2iG/zkAfFMSKb1XXBCAAAAAElFTkSuQmCC',
  'base64',
);

async function signIn(officer: typeof ada): Promise<Page> {
  const context = await newContext(browser, server.url, DESKTOP);
  const page = await context.newPage();
  await page.goto('/login/with-email');
  await page.getByLabel('Email').fill(officer.email);
  await page.getByLabel('Password', { exact: true }).fill(officer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard');
  return page;
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** Opens a tab of a leagues screen and the menu of the league's card. */
async function openMenu(page: Page, screen: 'discover' | 'my-leagues', tab: string) {
  await page.goto(`/leagues/${screen}`);
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('button', { name: `Actions for ${leagueName}` }).click();
}

async function seesLeaderboardOf(page: Page, names: string[]) {
  await openMenu(page, 'my-leagues', 'All Joined Leagues');
  await page.getByRole('menuitem', { name: 'Leaderboard' }).click();
  const dialog = page.getByRole('dialog', { name: `${leagueName} Leaderboard` });
  await dialog.getByRole('list', { name: 'Top 3' }).waitFor();
  for (const name of names) await dialog.getByText(name).first().waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();
}

let pageA: Page;
let pageB: Page;
let pageC: Page;
let shareLink = '';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  await signUpVerifiedOfficer(server.url, ada);
  await signUpVerifiedOfficer(server.url, chidi);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a private specialized league from creation to deletion', () => {
  it('A creates a private specialized league with an image', async () => {
    pageA = await signIn(ada);
    await pageA.goto('/leagues/discover');
    await pageA.getByRole('link', { name: 'Create League' }).click();
    await pageA.waitForURL('**/leagues/create');
    await pageA.getByRole('radio', { name: /^Private/ }).check();
    await pageA.getByRole('radio', { name: /^Specialized/ }).check();
    await pageA.getByLabel('League name').fill(leagueName);
    await pageA.getByLabel('Description').fill('Officers racing through sales courses together');
    await pageA
      .locator('input[type=file]')
      .setInputFiles({ name: 'league.png', mimeType: 'image/png', buffer: PNG });
    await pageA
      .getByAltText('League image preview')
      .waitFor({ timeout: 60_000 })
      .catch(async (err) => {
        await screenshot(pageA, 'league-create-upload-failed');
        throw err;
      });
    await pageA.getByRole('button', { name: 'Next' }).click();
    await pageA.getByRole('radio', { name: 'Sales', exact: true }).check();
    const courses = pageA.getByRole('group', { name: 'Courses' });
    await courses.getByRole('checkbox').first().check();
    await pageA.getByText('1 selected').waitFor();
    // Hidden from Discover: the share link is how C finds it.
    await pageA.getByRole('switch', { name: 'Make League Discoverable' }).uncheck();
    await screenshot(pageA, 'league-create-step-2');
    await pageA.getByRole('button', { name: 'Submit' }).click();
    await pageA.getByRole('dialog', { name: 'League Created Successfully' }).waitFor();
    await pageA.getByRole('button', { name: 'Share link' }).click();
    await pageA.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await pageA.getByRole('button', { name: 'Copy' }).click();
    await pageA.getByRole('button', { name: 'Copied!' }).waitFor();
    shareLink = await pageA.evaluate(() => navigator.clipboard.readText());
    expect(shareLink).toMatch(/^http:\/\/[^/]+\/leagues\/discover\?league=[0-9a-f-]{36}$/);
    await pageA.getByRole('button', { name: 'Close' }).click();
    await pageA.getByRole('button', { name: 'Close' }).first().click();
    await pageA.waitForURL('**/leagues/discover');
  });

  it('A invites B by email; B signs up through the emailed link and is a member', async () => {
    const sentAt = Date.now() - 1000;
    await openMenu(pageA, 'my-leagues', 'Created Leagues');
    await pageA.getByRole('menuitem', { name: 'Invite Members' }).click();
    const input = pageA.getByLabel('Email address');
    await input.fill(`  ${bayo.email.toUpperCase()} `);
    await input.press('Enter');
    await input.fill(bayo.email);
    await input.press('Enter');
    expect(await pageA.getByRole('button', { name: /^Remove / }).count()).toBe(1);
    await pageA.getByRole('button', { name: 'Send Invite' }).click();
    await toast(pageA, 'Email sent successfully');

    const link = await waitForMail(
      server.url,
      bayo.email,
      /(https?:\/\/\S+\/signup\?invite=[\w%-]+)/,
      {
        after: sentAt,
      },
    );
    const context = await newContext(browser, server.url, DESKTOP);
    pageB = await context.newPage();
    await pageB.goto(link);
    await pageB.getByRole('link', { name: 'Sign up with email' }).click();
    await pageB.waitForURL('**/signup/with-email?invite=*');
    await pageB.getByLabel('First name', { exact: true }).fill(bayo.firstName);
    await pageB.getByLabel('Last name', { exact: true }).fill(bayo.lastName);
    await pageB.getByLabel('Email', { exact: true }).fill(bayo.email);
    await pageB.getByLabel('Username').fill(bayo.username);
    await pageB.getByLabel('Date of birth').fill('1997-04-05');
    await pageB.getByLabel('Phone number').fill(bayo.phone);
    await pageB.getByLabel('Password', { exact: true }).fill(bayo.password);
    await pageB.getByLabel('Confirm password').fill(bayo.password);
    await pageB.getByRole('button', { name: 'Next' }).and(pageB.locator(':enabled')).click();
    await pageB.getByLabel('State of origin').selectOption('Enugu');
    await pageB.getByLabel('Local government of origin').selectOption({ index: 1 });
    await pageB.getByLabel('State of residence').selectOption('Lagos');
    await pageB.getByLabel('Local government of residence').selectOption('Ikeja');
    await pageB.getByRole('button', { name: 'Next' }).click();
    await pageB.getByLabel(/Sales officer/).check();
    await pageB.getByLabel('Complement skill').selectOption('Marketing & Ideation');
    await pageB.getByLabel('Language', { exact: true }).selectOption('Igbo');
    await pageB.getByRole('button', { name: 'Next' }).click();
    const sales = pageB.getByRole('group', { name: /Sales paths/ });
    for (const path of ['Digital Marketing', 'Content Marketing'])
      await sales.getByRole('button', { name: path }).click();
    await sales.getByRole('button', { name: 'Sales', exact: true }).click();
    await pageB
      .getByRole('group', { name: /Technical paths/ })
      .getByRole('button', { name: 'Data Analysis' })
      .click();
    const codeAfter = Date.now() - 1000;
    await pageB.getByRole('button', { name: 'Next' }).click();
    await pageB.getByRole('heading', { name: '5. Verify Email Address' }).waitFor();
    const code = await waitForMail(server.url, bayo.email, /\b(\d{6})\b/, { after: codeAfter });
    await pageB.getByLabel('Digit 1 of 6').click();
    await pageB.keyboard.type(code);
    await pageB.getByRole('button', { name: 'Verify', exact: true }).click();
    await pageB.waitForURL('**/dashboard');
    await pageB.getByRole('region', { name: 'My Leagues' }).getByText(leagueName).waitFor();
  });

  it('C opens the copied share link signed out, logs in, lands on it and requests to join; A accepts', async () => {
    const context = await newContext(browser, server.url, DESKTOP);
    pageC = await context.newPage();
    await pageC.goto(shareLink);
    await pageC.waitForURL('**/login');
    await pageC.getByLabel('Email').fill(chidi.email);
    await pageC.getByLabel('Password', { exact: true }).fill(chidi.password);
    await pageC.getByRole('button', { name: 'Log in' }).click();
    await pageC.waitForURL((url) => url.href === shareLink);
    const shared = pageC.getByRole('region', { name: 'Shared league' });
    await shared.getByRole('heading', { name: leagueName }).waitFor();
    await shared.getByText('2 Members', { exact: false }).waitFor();
    await shared.getByRole('button', { name: 'Request to Join' }).click();
    await toast(pageC, 'Request to join private league sent successfully');
    await shared.getByText(/^Request sent/).waitFor();
    await screenshot(pageC, 'league-share-link');
    await pageC.getByText('No Leagues to show').waitFor();

    await pageA.goto('/leagues/my-leagues');
    await pageA.getByRole('tab', { name: 'Pending Requests' }).click();
    await pageA.getByText('1 request', { exact: true }).waitFor();
    await pageA.getByRole('link', { name: 'View Requests' }).click();
    await pageA.waitForURL('**/leagues/requests/*');
    await pageA.getByText(`${chidi.firstName} ${chidi.lastName}`).waitFor();
    await pageA.getByRole('button', { name: 'Accept' }).click();
    await pageA
      .getByRole('dialog', { name: 'Accept Request' })
      .getByRole('button', { name: 'Accept' })
      .click();
    await toast(pageA, 'Request completed successfully');
    await pageA.getByText('No requests found.').waitFor();
  });

  it('all three see the league leaderboard', async () => {
    const names = [ada, bayo, chidi].map((o) => `${o.firstName} ${o.lastName}`);
    for (const page of [pageA, pageB, pageC]) await seesLeaderboardOf(page, names);
    await screenshot(pageC, 'league-leaderboard');
  });

  it('A deletes the league and it disappears for everyone', async () => {
    await openMenu(pageA, 'my-leagues', 'Created Leagues');
    await pageA.getByRole('menuitem', { name: 'Delete League' }).click();
    await pageA
      .getByRole('dialog', { name: 'Delete League' })
      .getByRole('button', { name: 'Delete League' })
      .click();
    await toast(pageA, 'League deleted successfully');
    await pageA.getByText('No Leagues to show').waitFor();
    for (const page of [pageB, pageC]) {
      await page.goto('/leagues/my-leagues');
      await page.getByText('No Leagues to show').waitFor();
      expect(await page.getByText(leagueName).count()).toBe(0);
    }
  });
});
