import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { answerFlushes, markAppPage, showWaiting } from '../src/app-page.ts';
import { APP_ORIGIN } from '../src/config.ts';
import { appMatchPattern } from '../src/hosts.ts';
import type { ToBackground } from '../src/messages.ts';

const waitingNow = async () => {
  const { queue } = await browser.storage.local.get<{ queue?: unknown[] }>(['queue']);
  return queue?.length ?? 0;
};

export default defineContentScript({
  matches: [appMatchPattern(APP_ORIGIN)],
  runAt: 'document_start',
  main() {
    // The pattern matches every port of the app's host; only the app's own origin is marked.
    if (location.origin !== APP_ORIGIN) return;
    markAppPage(document);
    void waitingNow().then((waiting) => showWaiting(document, waiting));
    browser.storage.onChanged.addListener((changes, area) => {
      if (area === 'local' && 'queue' in changes)
        void waitingNow().then((n) => showWaiting(document, n));
    });
    answerFlushes(document, async () => {
      const message: ToBackground = { kind: 'sync-now' };
      await browser.runtime.sendMessage(message);
      return await waitingNow();
    });
    // Each app page load lets the worker re-read the session (sign-in, sign-out, another officer).
    const message: ToBackground = { kind: 'app-page' };
    void browser.runtime.sendMessage(message).catch(() => undefined);
  },
});
