import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { markAppPage } from '../src/app-page.ts';
import { APP_ORIGIN } from '../src/config.ts';
import { appMatchPattern } from '../src/hosts.ts';
import type { ToBackground } from '../src/messages.ts';

export default defineContentScript({
  matches: [appMatchPattern(APP_ORIGIN)],
  runAt: 'document_start',
  main() {
    // The pattern matches every port of the app's host; only the app's own origin is marked.
    if (location.origin !== APP_ORIGIN) return;
    markAppPage(document);
    // Each app page load lets the worker re-read the session (sign-in, sign-out, another officer).
    const message: ToBackground = { kind: 'app-page' };
    void browser.runtime.sendMessage(message).catch(() => undefined);
  },
});
