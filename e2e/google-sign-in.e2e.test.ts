import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer, type RunningServer } from './helpers/server';
import { DESKTOP, launchBrowser, newContext, screenshot } from './helpers/browser';
import { seriousViolations } from './helpers/axe';
import { registerOfficer } from './helpers/officer';
import { startTestIssuer, type TestIssuer } from '../apps/server/src/test/oidc-issuer';

/**
 * Google sign-in with a real local OpenID Connect issuer standing in for Google (decision 019):
 * the web app runs the issuer's popup, the server verifies the ID token against its keys.
 */
let issuer: TestIssuer;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const stamp = Date.now();
const officer = { firstName: 'Ngozi', lastName: 'Obi', email: `ngozi.${stamp}@gmail.com` };

beforeAll(async () => {
  issuer = await startTestIssuer();
  server = await startServer({ GOOGLE_CLIENT_ID: issuer.clientId, OIDC_ISSUER: issuer.issuer });
  issuer.registerRedirectUri(`${server.url}/auth/oidc-callback.html`);
  browser = await launchBrowser();
  context = await newContext(browser, server.url, DESKTOP);
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await issuer?.stop();
});

async function toast(text: string) {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor();
}

/** Clicks the Google button and answers the issuer's account page in the popup. */
async function chooseGoogleAccount(
  buttonName: string,
  account: { email: string; firstName?: string; lastName?: string } | 'cancel',
) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: buttonName }).click();
  const popup = await popupOpened;
  await popup.getByRole('heading', { name: 'Choose an account' }).waitFor();
  // The callback page closes the popup at once: listen before answering.
  const closed = popup.waitForEvent('close');
  if (account === 'cancel') {
    await popup.getByRole('button', { name: 'Cancel' }).click();
  } else {
    await popup.getByLabel('Email').fill(account.email);
    await popup.getByLabel('First name').fill(account.firstName ?? '');
    await popup.getByLabel('Last name').fill(account.lastName ?? '');
    await popup.getByRole('button', { name: 'Continue' }).click();
  }
  await closed;
}

async function logOut() {
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.waitForURL('**/login');
}

describe('Google sign-in and sign-up', () => {
  it('a cancelled popup shows its error code', async () => {
    await page.goto('/login');
    await chooseGoogleAccount('Login with Google', 'cancel');
    await page.getByText('access_denied').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('a new Google account goes through the three sign-up steps to the dashboard', async () => {
    await page.goto('/login');
    await chooseGoogleAccount('Login with Google', officer);
    await page.waitForURL('**/signup/with-google');
    await page.getByText(`Signing up as ${officer.email}.`).waitFor();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(officer.email);

    // 1. Personal details (the Google flow's rules: no names or password asked)
    await page.getByLabel('Username').fill(`ngozi${stamp}`);
    await page.getByLabel('Date of birth').fill('1993-08-21');
    // An MTN number (0803…): not every 10 digits starting with 7 is a Nigerian number.
    await page.getByLabel('Phone number').fill(String(8030000000 + (stamp % 10_000_000)));
    await page.getByLabel('State of origin').selectOption('Anambra');
    await page.getByLabel('Local government of origin').selectOption({ index: 1 });
    await page.getByLabel('State of residence').selectOption('Lagos');
    await page.getByLabel('Local government of residence').selectOption('Ikeja');
    await page.getByText(/✓ available/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'google-signup-step-1');
    await page.getByRole('button', { name: 'Next' }).click();

    // 2. Officer type
    await page.getByLabel(/Technical officer/).check();
    await page.getByLabel('Technical capability').selectOption('High');
    await page.getByLabel('Complement skill').selectOption('Research & Data');
    await page.getByLabel('Language', { exact: true }).selectOption('English');
    await page.getByRole('button', { name: 'Next' }).click();

    // 3. Learning path
    const technical = page.getByRole('group', { name: /Technical paths/ });
    for (const path of ['Cloud-Computing', 'Data Analysis', 'Cybersecurity'])
      await technical.getByRole('button', { name: path }).click();
    await page
      .getByRole('group', { name: /Sales paths/ })
      .getByRole('button', { name: 'Sales', exact: true })
      .click();
    await page.getByRole('button', { name: 'Submit' }).click();

    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: `Welcome, ${officer.firstName}!` }).waitFor();
    // Google verified the email: no verification banner.
    expect(await page.getByText('Verify your email address').count()).toBe(0);
    await screenshot(page, 'google-signup-dashboard');
  });

  it('the same Google account signs straight in next time', async () => {
    await logOut();
    await chooseGoogleAccount('Login with Google', { email: officer.email });
    await toast('Welcome back!');
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: `Welcome, ${officer.firstName}!` }).waitFor();
  });

  it('an email registered with a password is linked only after logging in with that password', async () => {
    await logOut();
    const email = `tunde.${stamp}@gmail.com`;
    const password = 'tunde-secret-1';
    await registerOfficer(server.url, {
      firstName: 'Tunde',
      lastName: 'Bakare',
      email,
      password,
      officerType: 'sales',
      officerData: {
        complementSkill: 'Marketing & Ideation',
        technicalCapability: null,
        language: 'Yoruba',
      },
      learningPath: ['Sales', 'Communication', 'Remote Work', 'IT Support'],
    });
    await page.context().clearCookies();

    await page.goto('/login');
    await chooseGoogleAccount('Login with Google', { email, firstName: 'Tunde' });
    await page.waitForURL('**/login/with-email');
    await page.getByText('Log in with your password once to link your Google account.').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'google-link-with-password');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await toast('Google account linked');
    await page.waitForURL('**/dashboard');

    await logOut();
    await chooseGoogleAccount('Login with Google', { email });
    await toast('Welcome back!');
    await page.getByRole('heading', { name: 'Welcome, Tunde!' }).waitFor();
  });
});
