import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { notTheAppShell } from './pwa.ts';

const publicDir = path.resolve(import.meta.dirname, '../public');
const skipsShell = (url: string) => notTheAppShell.some((pattern) => pattern.test(url));

describe('the service worker’s app shell', () => {
  it('never answers a page that has its own HTML in public/ (the sign-in popup’s callback)', () => {
    const pages = fs
      .readdirSync(publicDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .map((file) => `/${file.split(path.sep).join('/')}`);
    expect(pages).toContain('/auth/oidc-callback.html');
    for (const page of pages) expect(skipsShell(page), page).toBe(true);
  });

  it('answers the app’s own pages, and never the API', () => {
    for (const page of ['/dashboard', '/login', '/settings', '/leagues/discover'])
      expect(skipsShell(page), page).toBe(false);
    for (const url of ['/v1/auth/session', '/dev/mailbox', '/uploads/a.webp', '/docs'])
      expect(skipsShell(url), url).toBe(true);
  });
});
