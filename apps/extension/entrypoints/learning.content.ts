import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { sitePagePatterns } from '@dpts/contract/sites/index';
import { watchLearningPage } from '../src/learning-page.ts';
import type { ToBackground } from '../src/messages.ts';

/** Runs only on the course and certificate pages of the contract's site rules (decision 068). */
export default defineContentScript({
  matches: sitePagePatterns(),
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
