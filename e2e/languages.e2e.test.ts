import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { APP_LANGUAGE_NAMES, type TAppLanguage } from '@dpts/contract/app-languages';
import { PRODUCT_NAME } from '@dpts/contract/constants';
import { seedCourses } from '../apps/server/src/features/catalogue/seed-data';
import { startServer, type RunningServer } from './helpers/server';
import { launchBrowser, PHONE, screenshot } from './helpers/browser';
import { seriousViolations } from './helpers/axe';
import { readMailbox, waitForMail } from './helpers/mailbox';
import { englishLeftovers, readCatalogs, translationOf } from './helpers/catalogs';
import { englishLeftIn, pageText } from './helpers/english';

/**
 * Issue 25: a new officer on a 360 px phone in each of the product's languages, from the landing
 * page through the five sign-up steps to the dashboard. No English is left (apart from names,
 * course titles and what the translation keeps), no text overflows its box, axe finds nothing
 * serious, and the verification email comes in the language chosen.
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * Text sticking out of its element or clipped by it, and a page wider than the phone. A name
 * may end in an ellipsis where its box is narrow (the top bar's).
 */
function overflowingText(page: Page, names: string[]): Promise<string[]> {
  return page.evaluate((names) => {
    const problems: string[] = [];
    // Inside a scroller or a clipping box (a carousel), which is itself checked.
    const scrolledOrClipped = (el: HTMLElement) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
        if (getComputedStyle(a).overflowX !== 'visible') return true;
      return false;
    };
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1)
      problems.push(`page is ${document.documentElement.scrollWidth}px wide`);
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const texts = [...el.childNodes].filter(
        (n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '',
      );
      if (texts.length === 0) continue;
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      // Hidden, visually hidden for screen readers (1 px), or a slide out of view.
      if (style.visibility === 'hidden' || box.width <= 1 || box.height <= 1) continue;
      if (el.closest('[aria-hidden="true"]')) continue;
      const label = `${el.tagName.toLowerCase()} “${el.textContent.trim().slice(0, 50)}”`;
      const isName = names.some((name) => el.textContent.includes(name));
      const isEllipsis = style.textOverflow === 'ellipsis';
      if (isEllipsis && isName) continue;
      if (style.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1)
        problems.push(`${label} clipped (${el.scrollWidth} > ${el.clientWidth}px)`);
      for (const text of texts) {
        const range = document.createRange();
        range.selectNode(text);
        const r = range.getBoundingClientRect();
        if (r.width === 0) continue;
        if (r.right > box.right + 1 || r.left < box.left - 1)
          problems.push(
            `${label} sticks out of its box (${Math.round(r.width)} > ${Math.round(box.width)}px)`,
          );
        else if (r.right > width + 1 && !scrolledOrClipped(el))
          problems.push(`${label} runs off the screen`);
      }
    }
    return problems;
  }, names);
}

type Check = {
  language: TAppLanguage;
  leftovers: string[];
  /** names, course titles and the like that the page may show as they are */
  allowed: string[];
};

async function expectInLanguage(page: Page, where: string, check: Check): Promise<void> {
  const { language, leftovers, allowed } = check;
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
  if (language !== 'en') {
    const left = englishLeftIn(await pageText(page), language, leftovers, allowed, { drop: true });
    expect({ where, ...left }).toEqual({ where, catalogued: [], uncatalogued: [] });
  }
  expect({ where, overflow: await overflowingText(page, allowed) }).toEqual({
    where,
    overflow: [],
  });
  const violations = await seriousViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
  await screenshot(page, `languages-${language}-${where.replace(/\W+/g, '-')}`);
}

/** The browser's language for each: Chromium reports it in navigator.languages. */
const BROWSER_LOCALES: Record<TAppLanguage, string> = {
  en: 'en-NG',
  ha: 'ha-NG',
  yo: 'yo-NG',
  ig: 'ig-NG',
  pcm: 'pcm-NG',
  fr: 'fr-FR',
};

/** Yoruba is chosen with the header's picker from an English browser; the others follow the browser. */
const PICKED: TAppLanguage = 'yo';

const officers: Record<TAppLanguage, { firstName: string; lastName: string }> = {
  en: { firstName: 'Adaora', lastName: 'Nwosu' },
  ha: { firstName: 'Aisha', lastName: 'Abubakar' },
  yo: { firstName: 'Oluwaseun', lastName: 'Adebayo' },
  ig: { firstName: 'Chukwuemeka', lastName: 'Okeke' },
  pcm: { firstName: 'Efe', lastName: 'Omoregie' },
  fr: { firstName: 'Amina', lastName: 'Diallo' },
};

describe.each(['ha', 'yo', 'ig', 'pcm', 'fr', 'en'] as TAppLanguage[])(
  'a new officer on a 360 px phone in %s',
  (language) => {
    it('reads the landing page, the five sign-up steps, the email and the dashboard in it', async () => {
      const web = readCatalogs('web', language);
      const tr = (english: string, values: Record<string, string | number> = {}) =>
        language === 'en'
          ? english.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]))
          : translationOf(web, english, values);
      const stamp = `${Date.now().toString().slice(-7)}${language}`;
      const officer = {
        ...officers[language],
        email: `${officers[language].firstName.toLowerCase()}.${stamp}@example.com`,
        password: 'languages-journey-1',
      };
      const check: Check = {
        language,
        leftovers: language === 'en' ? [] : englishLeftovers(web),
        allowed: [
          officer.firstName,
          officer.lastName,
          officer.email,
          PRODUCT_NAME,
          ...Object.values(APP_LANGUAGE_NAMES),
          // Course titles and the sites' names stay as the sites write them.
          ...seedCourses.flatMap((course) => [course.name, course.website]),
        ],
      };
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: PHONE,
        isMobile: true,
        hasTouch: true,
        reducedMotion: 'reduce',
        locale: language === PICKED ? 'en-NG' : BROWSER_LOCALES[language],
      });
      const page = await context.newPage();

      // The landing page, in the browser's language or the one picked in its header.
      await page.goto('/', { waitUntil: 'networkidle' });
      if (language === PICKED) {
        await page.waitForFunction(() => document.documentElement.lang === 'en');
        await page.getByRole('combobox', { name: 'App language' }).first().selectOption(language);
      }
      await expectInLanguage(page, 'landing', check);

      // Sign-up, step by step.
      await page.locator('a[href="/signup"]').first().click();
      await page.waitForURL('**/signup');
      await expectInLanguage(page, 'sign-up choice', check);
      await page.locator('a[href="/signup/with-email"]').click();
      await page.waitForURL('**/signup/with-email');
      const heading = page.locator('#signup-step-heading');
      const next = page.getByRole('button', { name: tr('Next'), exact: true });

      await page.locator('input[name=firstName]').fill(officer.firstName);
      await page.locator('input[name=lastName]').fill(officer.lastName);
      await page.locator('input[name=email]').fill(officer.email);
      await page.locator('input[name=useFullName]').check();
      await page.locator('input[name=dateOfBirth]').fill('1995-03-21');
      await page.locator('input[name=phone]').fill(`0803${stamp.slice(0, 7)}`);
      await page.locator('input[name=password]').fill(officer.password);
      await page.locator('input[name=confirmPassword]').fill('not-the-same');
      // A form check's message, from the contract's texts.
      await page.getByText(tr('Passwords do not match.')).waitFor();
      await page.locator('input[name=confirmPassword]').fill(officer.password);
      await next.and(page.locator(':enabled')).waitFor();
      await expectInLanguage(page, 'sign-up step 1', check);
      await next.click();

      await expect.poll(() => heading.textContent()).toMatch(/^2\./);
      await page.locator('select[name=stateOfOrigin]').selectOption('Kano');
      await page.locator('select[name=localGovtOfOrigin]').selectOption({ index: 1 });
      await page.locator('select[name=stateOfResidence]').selectOption('Lagos');
      await page.locator('select[name=localGovtOfResidence]').selectOption('Ikeja');
      await expectInLanguage(page, 'sign-up step 2', check);
      await next.click();

      await expect.poll(() => heading.textContent()).toMatch(/^3\./);
      await page.locator('input[name=officerType][value=sales]').check();
      await page.locator('select[name=complementSkill]').selectOption({ index: 1 });
      await page.locator('select[name=language]').selectOption({ index: 1 });
      await expectInLanguage(page, 'sign-up step 3', check);
      await next.click();

      await expect.poll(() => heading.textContent()).toMatch(/^4\./);
      const sales = page.getByRole('group', { name: tr('Sales paths') });
      const technical = page.getByRole('group', { name: tr('Technical paths') });
      // The first path of each list is AI, in both: three other sales paths and one technical.
      for (const index of [1, 2, 3]) await sales.locator('button[aria-pressed]').nth(index).click();
      await technical.locator('button[aria-pressed]').nth(1).click();
      await expectInLanguage(page, 'sign-up step 4', check);
      const sentAt = Date.now() - 1000;
      await next.click();

      // The code comes by email, in the language of the sign-up.
      await expect.poll(() => heading.textContent()).toMatch(/^5\./);
      await expectInLanguage(page, 'sign-up step 5', check);
      const code = await waitForMail(server.url, officer.email, /\b(\d{6})\b/, { after: sentAt });
      const [mail] = await readMailbox(server.url, officer.email);
      const mailCatalog = readCatalogs('server', language);
      const mailText = (english: string, values: Record<string, string | number>) =>
        language === 'en'
          ? english.replace(/\{(\w+)\}/g, (_, n: string) => String(values[n]))
          : translationOf(mailCatalog, english, values);
      expect(mail!.subject).toBe(
        mailText('Verify your {product} email', { product: PRODUCT_NAME }),
      );
      expect(mail!.text).toContain(
        mailText('Hello {firstName},', { firstName: officer.firstName }),
      );
      expect(mail!.html).toContain(`<html lang="${language}"`);

      await page.locator('input[autocomplete="one-time-code"]').click();
      await page.keyboard.type(code);
      await page.getByRole('button', { name: tr('Verify'), exact: true }).click();
      await page.waitForURL('**/dashboard');
      await page
        .getByRole('heading', {
          name: tr('Welcome, {firstName}!', { firstName: officer.firstName }),
        })
        .waitFor();
      await page.waitForLoadState('networkidle');
      await expectInLanguage(page, 'dashboard', check);
      await context.close();
    });
  },
);
