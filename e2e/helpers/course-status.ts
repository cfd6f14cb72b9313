import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** A stat card of the dashboard: its label exactly, so a course's 'Verifying' badge is not one. */
const stat = (page: Page, label: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) })
    .first();

/** A stat card's figure alone: under the label, above the card's hint ('Usually checked …'). */
const figure = (page: Page, label: string) => stat(page, label).locator('p').nth(1);

/** Reloads the dashboard until a stat card shows `value` (bounded: `timeout` ms). */
async function expectStat(page: Page, label: string, value: string, timeout: number) {
  await expect
    .poll(
      async () => {
        await page.reload();
        // As a person would: read the figure once it is there, not the placeholder before it.
        const shown = figure(page, label).filter({ hasNotText: 'Loading' });
        await shown.waitFor({ timeout: 10_000 });
        return shown.textContent();
      },
      { timeout, interval: 1_000 },
    )
    .toBe(value);
}

/**
 * A completion reported by the extension opens a claim: until the verification job has checked
 * the certificate with the issuing site, the dashboard counts it under 'Verifying', not as
 * completed, and pays nothing.
 */
export async function expectVerifyingShown(
  page: Page,
  expected: { verifying: number; completed: number },
): Promise<void> {
  await expectStat(page, 'Verifying', String(expected.verifying), 60_000);
  expect(await figure(page, 'Completed Courses').textContent()).toBe(String(expected.completed));
}

/**
 * What the dashboard shows once the verification job verified a completion: the course counts
 * as completed, nothing is left verifying and its points show. The job retries a site that did
 * not answer after 30 s, so the wait is generous (but bounded).
 */
export async function expectCompletionShown(
  page: Page,
  expected: { completed: number; points: number },
): Promise<void> {
  await expectStat(page, 'Completed Courses', String(expected.completed), 90_000);
  await expect.poll(() => figure(page, 'Verifying').textContent()).toBe('0');
  await expect
    .poll(() => stat(page, 'Total DigiPoints Points').textContent())
    .toContain(`${expected.points}dpts`);
}
