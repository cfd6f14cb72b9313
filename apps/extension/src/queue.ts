import type { TActivityEvent } from '@dpts/contract';
import { ACTIVITY_BATCH_MAX } from '@dpts/contract/constants';
import { WActivityEvent, WActivityResponse } from '@dpts/contract/extension-wire';
import { backoffMs, retryAfterMs } from './backoff.ts';
import {
  initialSync,
  readState,
  syncOf,
  type Completion,
  type QueuedEvent,
  type SyncState,
} from './state.ts';
import type { KeyValueStore } from './storage.ts';

/** Events kept while the officer is offline for a long time; the oldest go first beyond it. */
export const QUEUE_LIMIT = 5_000;
const COMPLETIONS_KEPT = 100;
/** A refused sign-in or an unverified email is retried this long after, at most. */
const UNVERIFIED_RETRY_MS = 15 * 60_000;

export type QueueDeps = {
  store: KeyValueStore;
  /** the web app's origin; the API is under /v1 */
  apiOrigin: string;
  fetch?: typeof fetch;
  now?: () => number;
  random?: () => number;
};

export type FlushResult =
  /** nothing waiting, or everything sent */
  | { status: 'done'; sent: number }
  /** stopped on a failure; try again at `retryAt` */
  | { status: 'waiting'; sent: number; retryAt: number }
  /** stopped until the officer signs in again or verifies the email */
  | { status: 'paused'; sent: number; reason: 'signed-out' | 'unverified' };

type Attempt =
  | { kind: 'accepted'; results: { id: string; outcome: string; pointsAwarded: number }[] }
  | { kind: 'refused' }
  | { kind: 'unauthorized' }
  | { kind: 'forbidden' }
  | { kind: 'retry'; retryAfter: number | null; reason: string };

/**
 * The durable event queue of the service worker. Every change goes through storage, so a worker
 * stopped at any point loses nothing: an event leaves the queue only once the server has answered
 * for it, and a batch resent after a restart is answered `duplicate` by the server (event ids are
 * idempotency keys), so nothing is counted twice.
 */
export class ActivityQueue {
  private readonly store: KeyValueStore;
  private readonly apiOrigin: string;
  private readonly fetchImpl: typeof fetch;
  private readonly now: () => number;
  private readonly random: () => number;
  /** storage read-modify-write steps of this worker, one after another */
  private lock: Promise<unknown> = Promise.resolve();
  private flushing: Promise<FlushResult> | null = null;

  constructor(deps: QueueDeps) {
    this.store = deps.store;
    this.apiOrigin = deps.apiOrigin;
    this.fetchImpl = deps.fetch ?? ((...args) => globalThis.fetch(...args));
    this.now = deps.now ?? Date.now;
    this.random = deps.random ?? Math.random;
  }

  private exclusive<T>(step: () => Promise<T>): Promise<T> {
    const run = this.lock.then(step, step);
    this.lock = run.catch(() => undefined);
    return run;
  }

  /**
   * Adds an event seen on a learning site. Invalid events are refused here, so one cannot block
   * the queue later; a visit of a course already waiting is not queued twice.
   */
  enqueue(event: TActivityEvent): Promise<boolean> {
    const parsed = WActivityEvent.safeParse(event);
    if (!parsed.success) return Promise.resolve(false);
    const fresh: QueuedEvent = { ...event, title: parsed.data.title ?? '' };
    return this.exclusive(async () => {
      const queue = (await readState(this.store)).queue ?? [];
      if (queue.some((e) => e.id === fresh.id)) return false;
      if (
        fresh.type === 'visit' &&
        queue.some((e) => e.type !== 'complete' && e.url === fresh.url)
      ) {
        return false;
      }
      queue.push(fresh);
      await this.store.set({ queue: queue.slice(-QUEUE_LIMIT) });
      return true;
    });
  }

  async pending(): Promise<QueuedEvent[]> {
    return (await readState(this.store)).queue ?? [];
  }

  /** A new session: sending starts again at once. */
  resume(): Promise<void> {
    return this.exclusive(async () => {
      const sync = syncOf(await readState(this.store));
      await this.store.set({ sync: { ...sync, paused: null, failures: 0, nextAttemptAt: 0 } });
    });
  }

  /**
   * The officer is on the web app or opened the popup: the API is probably reachable, so the
   * backoff wait ends now (a pause for sign-in or verification stays).
   */
  retryNow(): Promise<void> {
    return this.exclusive(async () => {
      const sync = syncOf(await readState(this.store));
      if (sync.paused === null && sync.nextAttemptAt > 0)
        await this.store.set({ sync: { ...sync, nextAttemptAt: 0 } });
    });
  }

  /** Sends what waits, in batches, until the queue is empty or the server says stop. */
  flush(): Promise<FlushResult> {
    this.flushing ??= this.sendAll().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async sendAll(): Promise<FlushResult> {
    let sent = 0;
    let size = ACTIVITY_BATCH_MAX;
    for (;;) {
      const state = await readState(this.store);
      const sync = syncOf(state);
      const queue = state.queue ?? [];
      if (queue.length === 0) return { status: 'done', sent };
      if (!state.token) return { status: 'paused', sent, reason: 'signed-out' };
      if (sync.paused === 'signed-out') return { status: 'paused', sent, reason: 'signed-out' };
      if (sync.nextAttemptAt > this.now())
        return sync.paused
          ? { status: 'paused', sent, reason: sync.paused }
          : { status: 'waiting', sent, retryAt: sync.nextAttemptAt };

      const batch = queue.slice(0, size);
      const attempt = await this.post(state.token, batch);
      switch (attempt.kind) {
        case 'accepted': {
          sent += attempt.results.length;
          await this.accept(batch, attempt.results);
          size = Math.min(ACTIVITY_BATCH_MAX, size * 2);
          break;
        }
        case 'refused': {
          // One malformed event must not block the others: halve the batch until the refused
          // event is alone, then drop it.
          if (batch.length > 1) {
            size = Math.ceil(batch.length / 2);
          } else {
            await this.drop(batch[0]!.id);
            size = ACTIVITY_BATCH_MAX;
          }
          break;
        }
        case 'unauthorized': {
          await this.updateSync((s) => ({
            ...s,
            paused: 'signed-out',
            lastError: 'Your DigiPoints session has ended. Sign in again.',
          }));
          return { status: 'paused', sent, reason: 'signed-out' };
        }
        case 'forbidden': {
          const retryAt = this.now() + UNVERIFIED_RETRY_MS;
          await this.updateSync((s) => ({
            ...s,
            paused: 'unverified',
            nextAttemptAt: retryAt,
            lastError: 'Verify your email on DigiPoints to earn points.',
          }));
          return { status: 'paused', sent, reason: 'unverified' };
        }
        case 'retry': {
          const result = await this.updateSync((s) => {
            const failures = s.failures + 1;
            const wait = Math.max(attempt.retryAfter ?? 0, backoffMs(failures, this.random));
            return {
              ...s,
              failures,
              nextAttemptAt: this.now() + wait,
              lastError: attempt.reason,
            };
          });
          return { status: 'waiting', sent, retryAt: result.nextAttemptAt };
        }
      }
    }
  }

  private async post(token: string, batch: QueuedEvent[]): Promise<Attempt> {
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.apiOrigin}/v1/activity`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          events: batch.map(({ id, type, url, title, certificateUrl, at }) => ({
            id,
            type,
            url,
            title,
            ...(certificateUrl ? { certificateUrl } : {}),
            at,
          })),
        }),
      });
    } catch {
      return { kind: 'retry', retryAfter: null, reason: 'offline' };
    }
    const retryAfter = retryAfterMs(response.headers.get('retry-after'), this.now());
    if (response.status === 401) return { kind: 'unauthorized' };
    if (response.status === 403) return { kind: 'forbidden' };
    if (response.status === 400 || response.status === 413 || response.status === 422)
      return { kind: 'refused' };
    if (!response.ok)
      return { kind: 'retry', retryAfter, reason: `server answered ${response.status}` };
    try {
      const body = WActivityResponse.parse(await response.json());
      return { kind: 'accepted', results: body.data.results };
    } catch {
      // An answer we cannot read is not an answer: keep the events and try again.
      return { kind: 'retry', retryAfter, reason: 'unreadable answer' };
    }
  }

  /** Removes the events the server answered for and keeps the completions it took. */
  private accept(
    batch: QueuedEvent[],
    results: { id: string; outcome: string; pointsAwarded: number }[],
  ): Promise<void> {
    return this.exclusive(async () => {
      const state = await readState(this.store);
      const answered = new Set(results.map((r) => r.id));
      const byId = new Map(batch.map((e) => [e.id, e]));
      const completions: Completion[] = state.completions ?? [];
      for (const r of results) {
        const event = byId.get(r.id);
        // 'verifying': the server took the completion and pays once the site confirmed it.
        if ((r.outcome !== 'completed' && r.outcome !== 'verifying') || !event) continue;
        const url = event.certificateUrl ?? event.url;
        if (completions.some((c) => c.url === url || c.url === event.url)) continue;
        completions.unshift({
          title: event.title,
          url,
          at: event.at,
          pointsAwarded: r.pointsAwarded,
          ...(r.outcome === 'verifying' ? { verifying: true } : {}),
        });
      }
      await this.store.set({
        queue: (state.queue ?? []).filter((e) => !answered.has(e.id)),
        completions: completions.slice(0, COMPLETIONS_KEPT),
        sync: {
          ...syncOf(state),
          failures: 0,
          nextAttemptAt: 0,
          paused: null,
          lastError: null,
          lastSyncAt: this.now(),
        } satisfies SyncState,
      });
    });
  }

  private drop(id: string): Promise<void> {
    return this.exclusive(async () => {
      const state = await readState(this.store);
      const sync = syncOf(state);
      await this.store.set({
        queue: (state.queue ?? []).filter((e) => e.id !== id),
        sync: { ...sync, rejected: sync.rejected + 1 },
      });
    });
  }

  private updateSync(change: (sync: SyncState) => SyncState): Promise<SyncState> {
    return this.exclusive(async () => {
      const next = change(syncOf(await readState(this.store)));
      await this.store.set({ sync: next });
      return next;
    });
  }
}

export { initialSync };
