import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from './helpers/server';
import { createAdmin } from './helpers/admin';
import { DESKTOP, PHONE, launchBrowser, newContext, screenshot } from './helpers/browser';
import { seriousViolations } from './helpers/axe';
import { waitForMail } from './helpers/mailbox';
import { signUpVerifiedOfficer, type SignedUpOfficer } from './helpers/officer';

const stamp = Date.now().toString().slice(-8);
const chief = { email: `chief.v${stamp}@example.com`, password: 'administer-well-1' };
const supervisorEmail = `coordinator.${stamp}@community.example.org`;
const title = `Phone banking class ${stamp}`;

let dataDir: string;
let server: RunningServer;
let browser: Browser;
let officer: SignedUpOfficer;
let phone: Page;

const stat = (page: Page, label: string) =>
  page.getByRole('listitem').filter({ hasText: label }).first();

/** Nothing wider than the phone: no sideways scrolling at 360 px. */
async function fitsThePhone(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard');
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'dpts-e2e-volunteering-'));
  await createAdmin(dataDir, chief);
  server = await startServer({ DATA_DIR: dataDir });
  browser = await launchBrowser();
  officer = await signUpVerifiedOfficer(server.url, { firstName: 'Amaka' });
  phone = await (await newContext(browser, server.url, PHONE)).newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('volunteering from the phone to the points', () => {
  it('an officer logs an entry with a photo at 360 px', async () => {
    await signIn(phone, officer.email, officer.password);
    await expect
      .poll(() => stat(phone, 'Total DigiPoints Points').textContent())
      .toContain('0dpts');
    await phone.getByRole('button', { name: 'Open menu' }).click();
    await phone.getByRole('link', { name: 'Volunteering', exact: true }).click();
    await phone.getByRole('heading', { name: 'Volunteering', level: 1 }).waitFor();

    const form = phone.getByRole('form', { name: 'Log volunteering' });
    await form.getByLabel('Activity type').selectOption('teaching');
    await form.getByLabel('Title').fill(title);
    await form
      .getByLabel('What you did')
      .fill('Taught market traders to use mobile banking safely.');
    await form.getByLabel('Start time').selectOption('06:00');
    await form.getByLabel('Duration').selectOption('120');
    await form.getByLabel('State', { exact: true }).selectOption('Lagos');
    await form.getByLabel('Local government').selectOption('Ikeja');
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#2e7d32' },
    })
      .png()
      .toBuffer();
    await form
      .locator('input[type=file]')
      .setInputFiles({ name: 'class.png', mimeType: 'image/png', buffer: png });
    await form.getByRole('img', { name: 'Photo 1' }).waitFor();
    await form.getByLabel("Supervisor's name").fill('Mrs Adebayo');
    await form.getByLabel("Supervisor's email").fill(supervisorEmail);
    await form.getByLabel(/I confirm this activity happened/).check();
    await fitsThePhone(phone);
    await form.getByRole('button', { name: 'Log volunteering' }).click();

    const entry = phone.getByTestId('volunteer-entry').filter({ hasText: title });
    await entry.getByText('Pending').waitFor();
    await expect.poll(() => phone.getByTestId('pending-hours').textContent()).toBe('2 h');
    await fitsThePhone(phone);
    const violations = await seriousViolations(phone);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await screenshot(phone, 'volunteering-logged');
  });

  it('the supervisor confirms from the emailed link, on a phone, without an account', async () => {
    const link = await waitForMail(server.url, supervisorEmail, /(\/volunteering\/verify\/[\w-]+)/);
    const supervisor = await (await newContext(browser, server.url, PHONE)).newPage();
    await supervisor.goto(link);
    await supervisor.getByRole('heading', { name: title }).waitFor();
    await supervisor.getByRole('img', { name: 'Evidence photo 1' }).waitFor();
    await fitsThePhone(supervisor);
    const violations = await seriousViolations(supervisor);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await supervisor.getByLabel('Comment (optional)').fill('She taught the whole morning.');
    await supervisor.getByRole('button', { name: 'Send answer' }).click();
    await supervisor.getByText('Thank you: the activity is confirmed.').waitFor();
    // The link works once.
    await supervisor.reload();
    await supervisor.getByRole('alert').getByText('This link was already used').first().waitFor();
    await screenshot(supervisor, 'volunteering-link-used');
    await supervisor.context().close();
  });

  it('an administrator approves it from the queue', async () => {
    const admin = await (await newContext(browser, server.url, DESKTOP)).newPage();
    await signIn(admin, chief.email, chief.password);
    await admin.goto('/volunteering/queue');
    const item = admin.getByTestId('queue-entry').filter({ hasText: title });
    await item.getByText('confirmed: “She taught the whole morning.”').waitFor();
    await item.getByRole('checkbox').check();
    await admin.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('1 approved.').waitFor();
    await expect.poll(() => item.count()).toBe(0);
    await admin.context().close();
  });

  it("the officer's entry is approved and their points and rank move", async () => {
    await phone.goto('/volunteering');
    const entry = phone.getByTestId('volunteer-entry').filter({ hasText: title });
    await entry.getByText('Approved').waitFor();
    await entry.getByText('+20 dpts').waitFor();
    await expect.poll(() => phone.getByTestId('approved-hours').textContent()).toBe('2 h');
    await phone.goto('/dashboard');
    await expect
      .poll(() => stat(phone, 'Total DigiPoints Points').textContent(), { timeout: 20_000 })
      .toContain('20dpts');
    const board = phone.getByRole('region', { name: 'Leaderboard' });
    await board.getByRole('tab', { name: 'Global Ranks' }).click();
    await expect
      .poll(() => board.getByTestId('own-rank').textContent(), { timeout: 20_000 })
      .not.toContain('Not ranked yet');
    await fitsThePhone(phone);
    await screenshot(phone, 'volunteering-points');
  });
});
