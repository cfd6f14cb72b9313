import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * What the dashboard shows once a completion reported by the extension has been accepted. On
 * main a completion with a matching certificate is paid at once: the course counts as completed
 * and its points show. When completions go through the verification job, switch this one place
 * to the 'Verifying' state.
 */
export async function expectCompletionShown(
  page: Page,
  expected: { completed: number; points: number },
): Promise<void> {
  const stat = (label: string) => page.getByRole('listitem').filter({ hasText: label }).first();
  await expect
    .poll(
      async () => {
        await page.reload();
        return stat('Completed Courses').textContent({ timeout: 10_000 });
      },
      { timeout: 60_000, interval: 2_000 },
    )
    .toContain(String(expected.completed));
  await expect
    .poll(() => stat('Total DigiPoints Points').textContent())
    .toContain(`${expected.points}dpts`);
}
