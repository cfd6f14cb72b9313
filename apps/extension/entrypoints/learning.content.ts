import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { siteMatchPatterns } from '../src/hosts.ts';
import { watchLearningPage } from '../src/learning-page.ts';
import type { ToBackground } from '../src/messages.ts';

/** Runs only on the hosts of the contract's site rules; reads only course and certificate pages. */
export default defineContentScript({
  matches: siteMatchPatterns(),
  runAt: 'document_idle',
  main(ctx) {
    const stop = watchLearningPage({
      win: window,
      send: (event) => {
        const message: ToBackground = { kind: 'activity', event };
        void browser.runtime.sendMessage(message).catch(() => undefined);
      },
    });
    ctx.onInvalidated(stop);
  },
});
