import type { TActivityEvent } from '@dpts/contract';
import {
  completionTitleReady,
  readPage,
  readStartClick,
  siteOf,
  type Observation,
} from './page-reader.ts';

/** How long a certificate page may take to render its title before it is reported without. */
export const TITLE_WAIT_MS = 15_000;

export type WatchOptions = {
  win: Window;
  send: (event: TActivityEvent) => void;
  newId?: () => string;
  now?: () => Date;
  titleWaitMs?: number;
};

/**
 * Watches one tab of a learning site: reads the page on load and on every in-app navigation,
 * and listens for clicks on the rule's start controls. Each course or certificate is reported
 * once per page load (per type). Returns a function that stops watching.
 */
export function watchLearningPage(options: WatchOptions): () => void {
  const { win, send } = options;
  const doc = win.document;
  const newId = options.newId ?? (() => win.crypto.randomUUID());
  const now = options.now ?? (() => new Date());
  const titleWaitMs = options.titleWaitMs ?? TITLE_WAIT_MS;
  const reported = new Set<string>();
  let stopWaiting: (() => void) | null = null;
  let lastHref = '';

  const report = (observation: Observation) => {
    const onceKey = `${observation.type}|${observation.key}`;
    if (reported.has(onceKey)) return;
    reported.add(onceKey);
    send({
      id: newId(),
      type: observation.type,
      url: observation.url,
      title: observation.title,
      ...(observation.certificateUrl ? { certificateUrl: observation.certificateUrl } : {}),
      at: now().toISOString(),
    });
  };

  const check = () => {
    if (win.location.href === lastHref) return;
    lastHref = win.location.href;
    stopWaiting?.();
    stopWaiting = null;
    const url = new URL(win.location.href);
    const site = siteOf(url);
    if (!site) return;
    if (site.isCompletionUrl(url) && !completionTitleReady(url, doc)) {
      // Certificate pages of single-page apps render their title after load.
      const observer = new (win as Window & typeof globalThis).MutationObserver(() => {
        if (completionTitleReady(url, doc)) finish();
      });
      const timer = win.setTimeout(() => finish(), titleWaitMs);
      const finish = () => {
        observer.disconnect();
        win.clearTimeout(timer);
        stopWaiting = null;
        if (win.location.href !== url.href) return;
        const observation = readPage(url, doc);
        if (observation) report(observation);
      };
      observer.observe(doc.documentElement, {
        childList: true,
        subtree: true,
        characterData: true,
      });
      stopWaiting = () => {
        observer.disconnect();
        win.clearTimeout(timer);
      };
      return;
    }
    const observation = readPage(url, doc);
    if (observation) report(observation);
  };

  const onClick = (event: Event) => {
    const observation = readStartClick(new URL(win.location.href), doc, event.target);
    if (observation) report(observation);
  };

  doc.addEventListener('click', onClick, { capture: true });
  // Learning sites are single-page apps: a navigation may change the address without a load.
  const poll = win.setInterval(check, 1000);
  win.addEventListener('popstate', check);
  check();
  return () => {
    stopWaiting?.();
    win.clearInterval(poll);
    win.removeEventListener('popstate', check);
    doc.removeEventListener('click', onClick, { capture: true });
  };
}
