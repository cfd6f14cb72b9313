import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMITS, type TActivityEvent } from '@dpts/contract';
import { createTestApp, type TestContext } from '../../server/src/test/helpers.ts';
import { bearer, createUser } from '../../server/src/test/factories.ts';
import { startFakeSites, type FakeSites, type Holder } from '../../server/src/test/fake-sites.ts';
import { ActivityQueue } from './queue.ts';
import { readState, syncOf } from './state.ts';
import { MemoryStore } from './storage.ts';
import { Network } from './test/network.ts';

const COURSE = {
  slug: 'ai-for-everyone',
  url: 'https://www.coursera.org/learn/ai-for-everyone',
  name: 'AI For Everyone',
  points: 20,
};

let ctx: TestContext;
let network: Network;
/** Coursera's certificate pages, as the server's verification job fetches them */
let sites: FakeSites;

beforeAll(async () => {
  sites = await startFakeSites();
  // A course started and finished within a test: no hold for finishing too soon.
  ctx = await createTestApp({ ...sites.env, CLAIMS_MIN_MINUTES: '0' });
  const api = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  network = await new Network(api).start();
});
afterAll(async () => {
  await network.stop();
  await ctx.close();
  await sites.close();
});
beforeEach(() => {
  network.weather = { kind: 'up' };
  network.requests.length = 0;
});

function event(type: TActivityEvent['type'], extra: Partial<TActivityEvent> = {}): TActivityEvent {
  return {
    id: randomUUID(),
    type,
    url: COURSE.url,
    title: COURSE.name,
    at: new Date().toISOString(),
    ...extra,
  };
}

/** A completion with a certificate Coursera shows for `holder`. */
function completion(holder: Holder): TActivityEvent {
  const certificate = sites.coursera(holder, { slug: COURSE.slug, name: COURSE.name });
  return event('complete', { url: certificate, certificateUrl: certificate });
}

/** An officer whose extension holds a session, and a clock the test moves. */
async function officerWithExtension(options: { verified?: boolean } = {}) {
  const officer = await createUser(ctx.database.db, options);
  const store = new MemoryStore();
  await store.set({ token: officer.token });
  const clock = { skew: 0 };
  const start = () =>
    new ActivityQueue({
      store,
      apiOrigin: network.url,
      now: () => Date.now() + clock.skew,
      random: () => 1,
    });
  return { officer, store, clock, queue: start(), restart: start };
}

/** The officer's points once the verification job has checked every certificate sent. */
async function pointsOf(token: string): Promise<number> {
  await ctx.app.jobs.drain();
  const res = await ctx.app.inject({ method: 'GET', url: '/v1/profile', headers: bearer(token) });
  return res.json<{ data: { totalPointsEarned: number } }>().data.totalPointsEarned;
}

describe('the activity queue', () => {
  it('keeps events while offline and sends them once online, with growing waits', async () => {
    const { officer, store, clock, queue } = await officerWithExtension();
    network.weather = { kind: 'offline' };
    await queue.enqueue(event('visit'));
    await queue.enqueue(event('start'));
    await queue.enqueue(completion(officer.user));

    const first = await queue.flush();
    expect(first).toMatchObject({ status: 'waiting', sent: 0 });
    expect((await queue.pending()).length).toBe(3);
    const firstWait = first.status === 'waiting' ? first.retryAt - Date.now() - clock.skew : 0;

    // Before the wait is over nothing is sent.
    expect(await queue.flush()).toMatchObject({ status: 'waiting' });
    expect(network.activityPosts()).toHaveLength(1);

    clock.skew += firstWait + 1;
    const second = await queue.flush();
    const secondWait = second.status === 'waiting' ? second.retryAt - Date.now() - clock.skew : 0;
    expect(secondWait).toBeGreaterThan(firstWait);
    expect(syncOf(await readState(store)).failures).toBe(2);

    network.weather = { kind: 'up' };
    clock.skew += secondWait + 1;
    expect(await queue.flush()).toEqual({ status: 'done', sent: 3 });
    expect(await queue.pending()).toEqual([]);
    const state = await readState(store);
    // Sent, not yet paid: the site is still to confirm the certificate.
    expect(state.completions).toMatchObject([
      { title: COURSE.name, pointsAwarded: 0, verifying: true },
    ]);
    expect(syncOf(state)).toMatchObject({ failures: 0, lastError: null });
    expect(syncOf(state).lastSyncAt).not.toBeNull();
    expect(await pointsOf(officer.token)).toBe(COURSE.points);
  });

  it('backs off on a 5xx answer and sends afterwards', async () => {
    const { officer, clock, queue } = await officerWithExtension();
    network.weather = { kind: 'status', status: 503 };
    await queue.enqueue(completion(officer.user));
    const result = await queue.flush();
    expect(result.status).toBe('waiting');
    expect((await queue.pending()).length).toBe(1);
    network.weather = { kind: 'up' };
    clock.skew += 60_000;
    expect(await queue.flush()).toEqual({ status: 'done', sent: 1 });
    expect(await pointsOf(officer.token)).toBe(COURSE.points);
  });

  it('waits as long as a 429 answer’s Retry-After asks', async () => {
    const { clock, queue } = await officerWithExtension();
    network.weather = { kind: 'status', status: 429, retryAfter: '120' };
    await queue.enqueue(event('visit'));
    const result = await queue.flush();
    expect(result.status).toBe('waiting');
    if (result.status === 'waiting')
      expect(result.retryAt).toBeGreaterThanOrEqual(Date.now() + 119_000);
    network.weather = { kind: 'up' };
    clock.skew += 60_000;
    expect(await queue.flush()).toMatchObject({ status: 'waiting', sent: 0 });
    expect(network.activityPosts()).toHaveLength(1);
    clock.skew += 61_000;
    expect(await queue.flush()).toEqual({ status: 'done', sent: 1 });
  });

  it('waits as long as the server’s own per-officer limit (30 batches a minute) asks', async () => {
    const limited = await createTestApp({ RATE_LIMITS: 'on' });
    try {
      const officer = await createUser(limited.database.db);
      const store = new MemoryStore();
      await store.set({ token: officer.token });
      const clock = { skew: 0 };
      const queue = new ActivityQueue({
        store,
        apiOrigin: await limited.app.listen({ port: 0, host: '127.0.0.1' }),
        now: () => Date.now() + clock.skew,
        random: () => 1,
      });
      // The officer's other batches of this minute used the limit up.
      for (let i = 0; i < RATE_LIMITS.activity.max; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/v1/activity',
          headers: bearer(officer.token),
          payload: { events: [event('visit', { url: `${COURSE.url}?b=${i}` })] },
        });
        expect(res.statusCode).toBe(200);
      }
      await queue.enqueue(event('visit'));
      const before = Date.now();
      const result = await queue.flush();
      expect(result.status).toBe('waiting');
      const state = await readState(store);
      expect(state.queue).toHaveLength(1);
      // Not before the server's Retry-After (what it still answers to one more batch).
      const refused = await limited.app.inject({
        method: 'POST',
        url: '/v1/activity',
        headers: bearer(officer.token),
        payload: { events: [event('visit')] },
      });
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(syncOf(state).nextAttemptAt).toBeGreaterThanOrEqual(before + (retryAfter - 1) * 1000);
      expect(await queue.flush()).toMatchObject({ status: 'waiting', sent: 0 });
    } finally {
      await limited.close();
    }
  });

  it('loses nothing and counts nothing twice when the worker stops mid-batch', async () => {
    const { officer, store, restart } = await officerWithExtension();
    const worker = restart();
    await worker.enqueue(event('visit'));
    await worker.enqueue(completion(officer.user));
    // The server takes the batch, but the worker is gone before the answer arrives.
    network.weather = { kind: 'lose-answer' };
    expect((await worker.flush()).status).toBe('waiting');
    expect((await readState(store)).queue).toHaveLength(2);
    expect(await pointsOf(officer.token)).toBe(COURSE.points);

    // A new worker starts from storage; its retry is answered as already seen.
    network.weather = { kind: 'up' };
    await store.set({ sync: { ...syncOf(await readState(store)), nextAttemptAt: 0 } });
    const again = restart();
    expect(await again.flush()).toEqual({ status: 'done', sent: 2 });
    expect(await again.pending()).toEqual([]);
    expect(await pointsOf(officer.token)).toBe(COURSE.points);
  });

  it('sends a batch once when two workers flush the same storage at the same time', async () => {
    const { officer, restart } = await officerWithExtension();
    const a = restart();
    const b = restart();
    for (let i = 0; i < 5; i++) await a.enqueue(event('visit', { url: `${COURSE.url}?p=${i}` }));
    await a.enqueue(completion(officer.user));
    const results = await Promise.all([a.flush(), b.flush()]);
    expect(results.every((r) => r.status === 'done')).toBe(true);
    expect(await a.pending()).toEqual([]);
    expect(await pointsOf(officer.token)).toBe(COURSE.points);
  });

  it('sends in batches of at most 100', async () => {
    const { queue } = await officerWithExtension();
    for (let i = 0; i < 230; i++)
      await queue.enqueue(event('start', { url: `${COURSE.url}?n=${i}` }));
    expect(await queue.flush()).toEqual({ status: 'done', sent: 230 });
    expect(network.activityPosts().map((r) => r.events)).toEqual([100, 100, 30]);
  });

  it('stops on 401 and keeps the events until the officer signs in again', async () => {
    const { officer, store, queue } = await officerWithExtension();
    await store.set({ token: 'a-session-that-has-ended' });
    await queue.enqueue(completion(officer.user));
    expect(await queue.flush()).toMatchObject({ status: 'paused', reason: 'signed-out' });
    expect(await queue.flush()).toMatchObject({ status: 'paused', reason: 'signed-out' });
    expect(network.activityPosts()).toHaveLength(1);
    expect(syncOf(await readState(store)).paused).toBe('signed-out');
    expect((await queue.pending()).length).toBe(1);

    await store.set({ token: officer.token });
    await queue.resume();
    expect(await queue.flush()).toEqual({ status: 'done', sent: 1 });
    expect(await pointsOf(officer.token)).toBe(COURSE.points);
  });

  it('holds the events of an officer whose email is not verified (403)', async () => {
    const { officer, store, queue } = await officerWithExtension({ verified: false });
    await queue.enqueue(event('visit'));
    expect(await queue.flush()).toMatchObject({ status: 'paused', reason: 'unverified' });
    expect((await queue.pending()).length).toBe(1);
    expect(syncOf(await readState(store)).lastError).toMatch(/Verify your email/);
    expect(await pointsOf(officer.token)).toBe(0);
  });

  it('drops only the one event the server refuses; the rest of its batch is sent', async () => {
    const { officer, store, queue } = await officerWithExtension();
    const good = [
      event('visit'),
      event('start'),
      completion(officer.user),
      event('visit', { url: `${COURSE.url}?x=1` }),
    ];
    // An event an older version queued without checking it: the server refuses its batch (400).
    const poisoned = { ...event('visit'), at: 'yesterday' };
    await store.set({ queue: [good[0], good[1], poisoned, good[2], good[3]] });
    expect(await queue.flush()).toEqual({ status: 'done', sent: 4 });
    expect(await queue.pending()).toEqual([]);
    expect(syncOf(await readState(store)).rejected).toBe(1);
    expect(await pointsOf(officer.token)).toBe(COURSE.points);
  });

  it('refuses malformed events and repeated visits at the door', async () => {
    const { queue } = await officerWithExtension();
    expect(await queue.enqueue({ ...event('visit'), url: 'javascript:alert(1)' })).toBe(false);
    expect(await queue.enqueue({ ...event('visit'), id: 'not-a-uuid' })).toBe(false);
    const visit = event('visit');
    expect(await queue.enqueue(visit)).toBe(true);
    expect(await queue.enqueue(visit)).toBe(false);
    expect(await queue.enqueue(event('visit'))).toBe(false);
    expect(await queue.enqueue(event('start'))).toBe(true);
    expect((await queue.pending()).map((e) => e.type)).toEqual(['visit', 'start']);
  });
});
