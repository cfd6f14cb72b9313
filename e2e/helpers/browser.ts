import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const artifactsDir = path.resolve(import.meta.dirname, '../artifacts');

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags every browser test runs Chromium with. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

export type Viewport = { width: number; height: number };
export const PHONE: Viewport = { width: 360, height: 780 };
export const DESKTOP: Viewport = { width: 1280, height: 860 };

export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport: Viewport = DESKTOP,
): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport, reducedMotion: 'reduce' });
}

/** Saves a full-page screenshot under e2e/artifacts/ (gitignored). */
export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
}

/**
 * Moves the page's clock (`page.clock.install()` before the page loaded) `ms` ahead, firing the
 * timers that fall due, then waits until the page has rendered what they changed: React renders
 * on message-channel tasks they queued, and a message posted now is handled after those.
 */
export async function passTime(page: Page, ms: number): Promise<void> {
  await page.clock.fastForward(ms);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}
