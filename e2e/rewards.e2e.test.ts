import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { callApi } from './helpers/api';
import { createAdmin } from './helpers/admin';
import { startServer, type RunningServer } from './helpers/server';
import { PHONE, launchBrowser, newContext, screenshot } from './helpers/browser';
import { seriousViolations } from './helpers/axe';
import { signUpVerifiedOfficer } from './helpers/officer';

const repoRoot = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);
let dataDir: string;
let server: RunningServer;
let browser: Browser;

const stamp = Date.now().toString().slice(-8);
const chief = { email: `chief.${stamp}@example.com`, password: 'administer-well-1' };
const officer = {
  firstName: 'Ngozi',
  lastName: `Okafor${stamp}`,
  email: `ngozi.${stamp}@example.com`,
  username: `ngozi${stamp}`,
  password: 'officer-password-1',
};
let officerToken = '';
const rewardName = `MTN airtime ${stamp}`;
const codes = [`MTN-${stamp}-A`, `MTN-${stamp}-B`, `MTN-${stamp}-C`];

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard');
}

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function myRank() {
  const board = await callApi(server.url, '/profile/leaderboard?type=global&limit=5', {
    token: officerToken,
  });
  return (board.data as { me: { rank: number | null; totalPointsEarned: number } }).me;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'dpts-e2e-rewards-'));
  const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' };
  await createAdmin(dataDir, chief);
  server = await startServer({ DATA_DIR: dataDir });
  officerToken = (await signUpVerifiedOfficer(server.url, officer)).token;
  // Points earned ten days ago (past the 7 cooling days), written while the server is stopped.
  const place = { port: server.port, dataDir };
  await server.stop({ keepData: true });
  await run(
    process.execPath,
    ['--import', 'tsx', 'e2e/helpers/grant-points.ts', dataDir, officer.email, '500', '10'],
    { cwd: repoRoot, env },
  );
  server = await startServer({ DATA_DIR: dataDir }, place);
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the rewards shop on a phone', () => {
  it('a super adds a voucher reward with 3 codes', async () => {
    const page = await (await newContext(browser, server.url, PHONE)).newPage();
    await signIn(page, chief.email, chief.password);
    await page.goto('/manage-rewards');
    await page.getByRole('heading', { name: 'Manage Rewards' }).waitFor();
    await page.getByRole('button', { name: 'Add reward' }).click();
    await page.getByLabel('Name').fill(rewardName);
    await page.getByLabel('Description').fill('₦1,000 MTN airtime, sent as a code');
    await page.getByLabel('Cost (dpts)').fill('200');
    await page.getByLabel('Limit per officer').fill('2');
    await page.getByRole('button', { name: 'Add reward' }).click();
    const row = page.getByRole('listitem').filter({ hasText: rewardName });
    await row.waitFor();
    await row.getByLabel('Import codes (.csv, .xlsx)').setInputFiles({
      name: 'codes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`code\n${codes.join('\n')}\n`),
    });
    await row.getByText('3 codes left').waitFor();
    expect(await noSideScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'rewards-manage-360');
    await page.context().close();
  });

  it('an officer redeems it and sees the code; the balance moves, the rank does not', async () => {
    const rankBefore = await myRank();
    expect(rankBefore.totalPointsEarned).toBe(500);
    const page = await (await newContext(browser, server.url, PHONE)).newPage();
    await signIn(page, officer.email, officer.password);
    await page.goto('/rewards');
    await page
      .getByTestId('balance-available')
      .filter({ hasText: /^500 dpts$/ })
      .waitFor();
    await page.getByRole('button', { name: `Redeem ${rewardName}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Redeem this reward?' });
    await confirm.getByText('200 dpts').waitFor();
    await confirm.getByRole('button', { name: 'Redeem', exact: true }).click();
    const done = page.getByRole('dialog', { name: 'Reward redeemed' });
    const code = (await done.getByTestId('voucher-code').textContent()) ?? '';
    expect(codes).toContain(code);
    await screenshot(page, 'rewards-code-360');
    await done.getByRole('button', { name: 'Done' }).click();

    await page
      .getByTestId('balance-available')
      .filter({ hasText: /^300 dpts$/ })
      .waitFor();
    const mine = page.getByRole('region', { name: 'My rewards' });
    await mine.getByText(code).waitFor();
    expect(await noSideScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await myRank()).toEqual(rankBefore);
    await screenshot(page, 'rewards-shop-360');
    await page.context().close();
  });
});
