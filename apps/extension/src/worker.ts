import { WActivityEvent } from '@dpts/contract/extension-wire';
import { awaitsDecision } from './outcomes.ts';
import { siteOf } from './page-reader.ts';
import { ActivityQueue, type FlushResult } from './queue.ts';
import { refreshOfficer, syncSession, type CookieReader } from './session.ts';
import { readState, syncOf } from './state.ts';
import type { KeyValueStore } from './storage.ts';
import type { ToBackground } from './messages.ts';

export const SEND_ALARM = 'dpts-send';
export const REFRESH_ALARM = 'dpts-refresh';
export const REFRESH_MINUTES = 15;
/** A one-off refresh while a completion sent from here awaits its decision. */
export const DECISION_ALARM = 'dpts-decision';
export const DECISION_POLL_MS = 60_000;

export type WorkerDeps = {
  store: KeyValueStore;
  cookies: CookieReader;
  appOrigin: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** schedules the next send attempt (an alarm, so a stopped worker is woken) */
  scheduleSend: (at: number) => void;
  /** schedules a profile and claims refresh (an alarm) while a decision is awaited */
  scheduleRefresh?: (at: number) => void;
  /** the toolbar badge: waiting events, or '!' when the officer must act */
  showBadge?: (text: string) => void;
};

/**
 * The service worker's logic, without the browser's event wiring: every task runs one after
 * another (session, then sending, then the profile refresh), and each reads its state from
 * storage, so the worker can be stopped and restarted between any two of them.
 */
export function createWorker(deps: WorkerDeps) {
  const fetchImpl = deps.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const now = deps.now ?? Date.now;
  const queue = new ActivityQueue({
    store: deps.store,
    apiOrigin: deps.appOrigin,
    fetch: fetchImpl,
    now,
  });
  const common = { store: deps.store, queue, apiOrigin: deps.appOrigin, fetch: fetchImpl, now };
  let chain: Promise<unknown> = Promise.resolve();

  const run = <T>(task: () => Promise<T>): Promise<T> => {
    const next = chain.then(task);
    chain = next.catch((error: unknown) => console.warn('DigiPoints:', error));
    return next;
  };

  const afterFlush = async (result: FlushResult, refresh: boolean) => {
    if (result.sent > 0 || refresh) await refreshOfficer(common);
    if (result.status === 'waiting') deps.scheduleSend(result.retryAt);
    const state = await readState(deps.store);
    // Points and outcomes follow a decision within a minute, not at the 15-minute refresh.
    if (state.token && awaitsDecision(state.completions))
      deps.scheduleRefresh?.(now() + DECISION_POLL_MS);
    const waiting = state.queue?.length ?? 0;
    const paused = !state.token || syncOf(state).paused !== null;
    deps.showBadge?.(
      paused && state.officer ? '!' : waiting > 0 ? String(Math.min(waiting, 999)) : '',
    );
  };

  /** Reads the session, sends what waits, refreshes the profile when asked or after sending. */
  const sync = (refresh = false, retryNow = false) =>
    run(async () => {
      await syncSession({ ...common, cookies: deps.cookies });
      if (retryNow) await queue.retryNow();
      const result = await queue.flush();
      await afterFlush(result, refresh);
      return result;
    });

  /** Only sends: a retry alarm, or a new event. */
  const send = () =>
    run(async () => {
      const result = await queue.flush();
      await afterFlush(result, false);
      return result;
    });

  /**
   * A content script's message. An event is accepted only from a tab of a tracked site and only
   * for that tab's own host; the app page message only from the app's origin.
   */
  const onMessage = async (message: ToBackground, senderUrl: string | undefined) => {
    const from = senderUrl ? URL.parse(senderUrl) : null;
    if (!from) return false;
    if (message.kind === 'app-page' || message.kind === 'sync-now') {
      if (from.origin !== deps.appOrigin && !from.protocol.endsWith('extension:')) return false;
      await sync(message.kind === 'sync-now', true);
      return true;
    }
    const parsed = WActivityEvent.safeParse(message.event);
    if (!parsed.success || !siteOf(from)) return false;
    const target = URL.parse(parsed.data.url);
    if (!target || target.hostname !== from.hostname) return false;
    const state = await readState(deps.store);
    // Nobody to credit: nothing is kept while signed out.
    if (!state.token) return false;
    const added = await queue.enqueue(message.event);
    if (added) void send();
    return added;
  };

  return { queue, sync, send, onMessage };
}
