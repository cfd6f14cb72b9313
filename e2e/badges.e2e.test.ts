import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { callApi } from './helpers/api';
import { startServer, type RunningServer } from './helpers/server';
import { startFakeSites, type FakeSites } from '../apps/server/src/test/fake-sites';
import { DESKTOP, launchBrowser, newContext, screenshot } from './helpers/browser';
import { seriousViolations } from './helpers/axe';
import { signUpVerifiedOfficer, type SignedUpOfficer } from './helpers/officer';

let server: RunningServer;
let sites: FakeSites;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let officer: SignedUpOfficer;

beforeAll(async () => {
  sites = await startFakeSites();
  server = await startServer({ ...sites.env, JOB_POLL_MS: '200' });
  browser = await launchBrowser();
  context = await newContext(browser, server.url, DESKTOP);
  page = await context.newPage();
  officer = await signUpVerifiedOfficer(server.url, { firstName: 'Adaeze' });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sites?.close();
});

describe('an officer earns a badge and shares its credential', () => {
  it('completes a course, is told of the badge, opens its verified public page and downloads it', async () => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(officer.email);
    await page.getByLabel('Password', { exact: true }).fill(officer.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/dashboard');

    // The extension reports a finished course; freeCodeCamp confirms it in the background.
    const holder = { firstName: officer.firstName, lastName: officer.lastName };
    await callApi(server.url, '/activity', {
      token: officer.token,
      body: {
        events: [
          {
            id: randomUUID(),
            type: 'complete',
            title: '',
            at: new Date().toISOString(),
            url: 'https://www.freecodecamp.org/learn/2022/responsive-web-design/',
            certificateUrl: sites.freeCodeCamp(
              holder,
              { slug: 'responsive-web-design', title: 'Responsive Web Design' },
              officer.username,
            ),
          },
        ],
      },
    });
    // Paid, then awarded, then signed: each a background job.
    await expect
      .poll(
        async () => {
          const mine = (await callApi(server.url, '/profile/badges', { token: officer.token })) as {
            data: { name: string; issued: boolean }[];
          };
          return mine.data.filter((b) => b.issued).map((b) => b.name);
        },
        { timeout: 60_000 },
      )
      .toContain('First Step');

    await page.reload();
    await page.getByRole('region', { name: 'My Badges' }).getByText('First Step').waitFor();
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await panel.getByText('You earned the badge First Step.').click();
    await page.waitForURL('**/badges/**');

    await page.getByRole('heading', { name: 'First Step' }).waitFor();
    await page.getByText(/Verified: the signature and the revocation status check out/).waitFor();
    await page.getByText(`${officer.firstName} ${officer.lastName}`).waitFor();
    const linkedIn = page.getByRole('link', { name: 'Add to LinkedIn' });
    expect(await linkedIn.getAttribute('href')).toContain('linkedin.com/profile/add');
    const violations = await seriousViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await screenshot(page, 'badge-public-page');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download' }).click(),
    ]);
    const file = await download.path();
    const credential = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      type: string[];
      proof: { cryptosuite: string };
    };
    expect(credential.type).toContain('OpenBadgeCredential');
    expect(credential.proof.cryptosuite).toBe('eddsa-rdfc-2022');
  });

  it('shows the public page at 360 px without horizontal scrolling, signed out', async () => {
    const url = page.url();
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const small = await phone.newPage();
    await small.goto(url);
    await small
      .getByText(/Verified/)
      .first()
      .waitFor();
    const overflow = await small.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflow).toBe(false);
    await phone.close();
  });
});
