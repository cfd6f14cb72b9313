import { SESSION_COOKIE } from '@dpts/contract/constants';
import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { isToBackground } from '../src/messages.ts';
import { APP_ORIGIN } from '../src/config.ts';
import { storageAreaStore } from '../src/storage.ts';
import {
  createWorker,
  DECISION_ALARM,
  REFRESH_ALARM,
  REFRESH_MINUTES,
  SEND_ALARM,
} from '../src/worker.ts';

export default defineBackground(() => {
  const appHost = new URL(APP_ORIGIN).hostname;
  const worker = createWorker({
    store: storageAreaStore(browser.storage.local),
    cookies: browser.cookies,
    appOrigin: APP_ORIGIN,
    scheduleSend: (at) => {
      void browser.alarms.create(SEND_ALARM, { when: Math.max(at, Date.now() + 1000) });
      // Alarms fire after 30 s at the earliest; a short backoff is also timed while awake.
      const delay = at - Date.now();
      if (delay < 30_000) setTimeout(() => void worker.send(), Math.max(delay, 0));
    },
    scheduleRefresh: (at) => void browser.alarms.create(DECISION_ALARM, { when: at }),
    showBadge: (text) => {
      void browser.action.setBadgeText({ text });
      void browser.action.setBadgeBackgroundColor({ color: text === '!' ? '#b42318' : '#08573f' });
    },
  });

  // Listeners are registered synchronously so that their events wake a stopped worker.
  browser.runtime.onMessage.addListener((message: unknown, sender) => {
    if (sender.id !== browser.runtime.id || !isToBackground(message)) return undefined;
    return worker.onMessage(message, sender.url ?? sender.tab?.url);
  });
  browser.cookies.onChanged.addListener(({ cookie, removed, cause }) => {
    if (cookie.name !== SESSION_COOKIE || cookie.domain.replace(/^\./, '') !== appHost) return;
    if (removed && cause === 'overwrite') return; // the new value follows
    void worker.sync(true);
  });
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === SEND_ALARM) void worker.send();
    if (alarm.name === REFRESH_ALARM || alarm.name === DECISION_ALARM) void worker.sync(true);
  });
  // The 15-minute profile refresh; alarms outlive the worker, so it is made once.
  void browser.alarms.get(REFRESH_ALARM).then((alarm) => {
    if (!alarm) void browser.alarms.create(REFRESH_ALARM, { periodInMinutes: REFRESH_MINUTES });
  });
  // A restarted worker picks up whatever waits in storage.
  void worker.sync();
});
