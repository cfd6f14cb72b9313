import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TActivityEvent } from '@dpts/contract';
import { createTestApp, type TestContext } from '../../server/src/test/helpers.ts';
import { createUser } from '../../server/src/test/factories.ts';
import { startFakeSites, type FakeSites } from '../../server/src/test/fake-sites.ts';
import { readState } from './state.ts';
import { MemoryStore } from './storage.ts';
import { Network } from './test/network.ts';
import { createWorker } from './worker.ts';

let ctx: TestContext;
let network: Network;
/** Coursera's certificate pages, as the server's verification job fetches them */
let sites: FakeSites;

beforeAll(async () => {
  sites = await startFakeSites();
  // A course started and finished within a test: no hold for finishing too soon.
  ctx = await createTestApp({ ...sites.env, CLAIMS_MIN_MINUTES: '0' });
  network = await new Network(await ctx.app.listen({ port: 0, host: '127.0.0.1' })).start();
});
afterAll(async () => {
  await network.stop();
  await ctx.close();
  await sites.close();
});

/** The browser's cookie jar for the app's origin. */
class CookieJar {
  value: string | null = null;
  async get({ name }: { url: string; name: string }) {
    return name === 'ttk' && this.value ? { value: this.value } : null;
  }
}

function setup() {
  const store = new MemoryStore();
  const cookies = new CookieJar();
  const scheduled: number[] = [];
  const badges: string[] = [];
  const refreshes: number[] = [];
  const worker = createWorker({
    store,
    cookies,
    appOrigin: network.url,
    scheduleSend: (at) => scheduled.push(at),
    scheduleRefresh: (at) => refreshes.push(at),
    showBadge: (text) => badges.push(text),
  });
  return { store, cookies, worker, scheduled, badges, refreshes };
}

const COURSE_URL = 'https://www.coursera.org/learn/ai-for-everyone';
const tab = COURSE_URL;
const event = (type: TActivityEvent['type'], extra: Partial<TActivityEvent> = {}) => ({
  id: randomUUID(),
  type,
  url: COURSE_URL,
  title: 'AI For Everyone',
  at: new Date().toISOString(),
  ...extra,
});

describe('the service worker', () => {
  it('records nothing while nobody is signed in on the web app', async () => {
    const { store, worker } = setup();
    await worker.sync();
    expect(await worker.onMessage({ kind: 'activity', event: event('visit') }, tab)).toBe(false);
    expect(await readState(store)).toEqual({});
  });

  it('follows the web app session: signs in, sends, refreshes points, signs out', async () => {
    const { store, cookies, worker, refreshes } = setup();
    const officer = await createUser(ctx.database.db);
    cookies.value = officer.token;
    await worker.onMessage({ kind: 'app-page' }, `${network.url}/dashboard`);
    let state = await readState(store);
    expect(state.token).toBe(officer.token);
    expect(state.officer).toMatchObject({
      id: officer.user.id,
      email: officer.user.email,
      firstName: officer.user.firstName,
      totalPointsEarned: 0,
    });

    expect(await worker.onMessage({ kind: 'activity', event: event('visit') }, tab)).toBe(true);
    const certificate = sites.coursera(officer.user, {
      slug: 'ai-for-everyone',
      name: 'AI For Everyone',
    });
    const done = event('complete', { url: certificate, certificateUrl: certificate });
    expect(await worker.onMessage({ kind: 'activity', event: done }, certificate)).toBe(true);
    await worker.send();
    state = await readState(store);
    expect(state.queue).toEqual([]);
    // Taken, not paid: the certificate is still to be checked with Coursera.
    expect(state.officer).toMatchObject({
      totalPointsEarned: 0,
      completedCourses: 0,
      verifyingCourses: 1,
    });
    expect(state.completions).toMatchObject([
      { title: 'AI For Everyone', verifying: true, state: 'pending' },
    ]);
    // While it awaits a decision, points and outcome are read again within a minute.
    expect(refreshes.length).toBeGreaterThan(0);

    // Once Coursera confirmed it, the next refresh shows the course completed and its points.
    await ctx.app.jobs.drain();
    refreshes.length = 0;
    await worker.sync(true);
    state = await readState(store);
    expect(state.officer).toMatchObject({
      totalPointsEarned: 20,
      completedCourses: 1,
      verifyingCourses: 0,
    });
    expect(state.completions).toMatchObject([
      { title: 'AI For Everyone', verifying: false, state: 'verified', pointsAwarded: 20 },
    ]);
    expect(refreshes).toEqual([]);

    // Signing out of the web app removes the session cookie: the officer's data goes.
    cookies.value = null;
    await worker.sync();
    expect(await readState(store)).toEqual({});
  });

  it('accepts events only from a tracked site’s tab and only for that tab’s host', async () => {
    const { cookies, worker } = setup();
    cookies.value = (await createUser(ctx.database.db)).token;
    await worker.sync();
    const visit = event('visit');
    expect(
      await worker.onMessage({ kind: 'activity', event: visit }, 'https://example.com/learn/x'),
    ).toBe(false);
    expect(
      await worker.onMessage(
        { kind: 'activity', event: visit },
        'https://learn.microsoft.com/en-us/training/',
      ),
    ).toBe(false);
    expect(await worker.onMessage({ kind: 'activity', event: { ...visit, id: 'x' } }, tab)).toBe(
      false,
    );
    expect(await worker.onMessage({ kind: 'activity', event: visit }, undefined)).toBe(false);
    expect(await worker.onMessage({ kind: 'app-page' }, 'https://evil.example/')).toBe(false);
    expect(await worker.onMessage({ kind: 'activity', event: visit }, tab)).toBe(true);
  });

  it('clears one officer’s data when another signs in on the same browser', async () => {
    const { store, cookies, worker } = setup();
    const first = await createUser(ctx.database.db);
    const second = await createUser(ctx.database.db);
    cookies.value = first.token;
    await worker.sync();
    network.weather = { kind: 'offline' };
    await worker.onMessage({ kind: 'activity', event: event('start') }, tab);
    await worker.send();
    expect((await readState(store)).queue).toHaveLength(1);
    network.weather = { kind: 'up' };
    cookies.value = second.token;
    await worker.sync();
    const state = await readState(store);
    expect(state.officer?.id).toBe(second.user.id);
    expect(state.queue ?? []).toEqual([]);
  });

  it('schedules a retry and shows the waiting count while the API is unreachable', async () => {
    const { cookies, worker, scheduled, badges } = setup();
    cookies.value = (await createUser(ctx.database.db)).token;
    await worker.sync();
    network.weather = { kind: 'offline' };
    await worker.onMessage({ kind: 'activity', event: event('visit') }, tab);
    await worker.send();
    network.weather = { kind: 'up' };
    expect(scheduled.length).toBeGreaterThan(0);
    expect(scheduled.at(-1)!).toBeGreaterThan(Date.now());
    expect(badges.at(-1)).toBe('1');
  });
});
