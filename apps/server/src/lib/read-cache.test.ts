import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../test/helpers.ts';
import { ChangeFeed, CHANGES_CHANNEL, parseChange, type Change } from './change-feed.ts';
import { KeyedCache, ScoreStampedCache, TaggedCache } from './read-cache.ts';

let database: Database;
let drop: () => Promise<void>;
const feeds: ChangeFeed[] = [];
const quiet = { warn: () => undefined, info: () => undefined };

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterEach(async () => {
  await Promise.all(feeds.splice(0).map((f) => f.close()));
});
afterAll(async () => drop());

async function liveFeed(): Promise<ChangeFeed> {
  const feed = new ChangeFeed(database, { enabled: true, log: quiet });
  feeds.push(feed);
  await feed.start();
  expect(feed.live).toBe(true);
  return feed;
}

/** A change committed by someone else, seen by `feed` once this resolves. */
/** Registers a test cache that reads no table. */
function watch(
  feed: ChangeFeed,
  changed: (change: Exclude<Change, { kind: 'everything' }>) => unknown,
  clear: () => void = () => undefined,
): void {
  feed.register({ name: 'test', tables: [], changed, clear });
}

async function commitChange(feed: ChangeFeed, payload: string): Promise<void> {
  await database.notify(CHANGES_CHANNEL, payload);
  await feed.sync();
}

/** A loader that counts its reads and can be held until `release()`. */
function loader<V>(value: () => V) {
  let gate: Promise<void> = Promise.resolve();
  let open = () => {};
  const counter = {
    reads: 0,
    load: async () => {
      counter.reads += 1;
      await gate;
      return value();
    },
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release: () => open(),
  };
  return counter;
}

describe('the change feed', () => {
  it('reads every kind of change and treats anything unknown as “everything”', () => {
    expect(parseChange('u|a1|10|30')).toEqual({
      kind: 'user',
      userId: 'a1',
      oldTotal: 10,
      newTotal: 30,
    });
    expect(parseChange('d|2026-11-23|a1|0|20')).toEqual({
      kind: 'daily',
      day: '2026-11-23',
      userId: 'a1',
      oldPoints: 0,
      newPoints: 20,
    });
    expect(parseChange('e|a1')).toEqual({ kind: 'enrollments', userId: 'a1' });
    expect(parseChange('s|abc')).toEqual({ kind: 'session', tokenHash: 'abc' });
    expect(parseChange('l|L1|1')).toEqual({ kind: 'league', leagueId: 'L1', listed: true });
    expect(parseChange('l|L1|0')).toEqual({ kind: 'league', leagueId: 'L1', listed: false });
    expect(parseChange('lm|L1|a1')).toEqual({ kind: 'leagueMember', leagueId: 'L1', userId: 'a1' });
    expect(parseChange('lu|a1')).toEqual({ kind: 'leagueUser', userId: 'a1' });
    expect(parseChange('li|odd|name@example.com')).toEqual({
      kind: 'leagueInvite',
      email: 'odd|name@example.com',
    });
    expect(parseChange('a')).toEqual({ kind: 'accounts' });
    expect(parseChange('v|a1')).toEqual({ kind: 'volunteering', userId: 'a1' });
    expect(parseChange('v')).toEqual({ kind: 'everything' });
    expect(parseChange('l|L1|2')).toEqual({ kind: 'everything' });
    expect(parseChange('*')).toEqual({ kind: 'everything' });
    expect(parseChange('u|only-two')).toEqual({ kind: 'everything' });
    expect(parseChange('something new')).toEqual({ kind: 'everything' });
  });

  it('announces committed changes only', async () => {
    const feed = await liveFeed();
    const seen: string[] = [];
    feed.register({
      name: 'test',
      tables: [],
      changed: (change) => seen.push(change.kind),
      clear: () => seen.push('everything'),
    });
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify(${CHANGES_CHANNEL}, 'e|someone')`);
      await feed.sync();
      expect(seen).toEqual([]);
    });
    await feed.sync();
    expect(seen).toEqual(['enrollments']);
  });

  it('serves nothing from memory when turned off', async () => {
    const feed = new ChangeFeed(database, { enabled: false, log: quiet });
    feeds.push(feed);
    await feed.start();
    const cache = new KeyedCache<string, number>(feed, { max: 10, ttlMs: 60_000 });
    const counter = loader(() => 1);
    await cache.get('k', counter.load);
    await cache.get('k', counter.load);
    expect(counter.reads).toBe(2);
  });
});

describe('a keyed cache', () => {
  it('answers a key from memory until its key changes', async () => {
    const feed = await liveFeed();
    const cache = new KeyedCache<string, number>(feed, { max: 10, ttlMs: 60_000 });
    watch(feed, (c) => c.kind === 'enrollments' && cache.drop(c.userId));
    let value = 1;
    const counter = loader(() => value);
    expect(await cache.get('ada', counter.load)).toBe(1);
    expect(await cache.get('ada', counter.load)).toBe(1);
    expect(counter.reads).toBe(1);

    value = 2;
    await commitChange(feed, 'e|someone-else');
    expect(await cache.get('ada', counter.load)).toBe(1);
    await commitChange(feed, 'e|ada');
    expect(await cache.get('ada', counter.load)).toBe(2);
    expect(counter.reads).toBe(2);
  });

  it('shares one read between concurrent misses', async () => {
    const feed = await liveFeed();
    const cache = new KeyedCache<string, number>(feed, { max: 10, ttlMs: 60_000 });
    const counter = loader(() => 7);
    counter.hold();
    const answers = Promise.all([1, 2, 3].map(() => cache.get('k', counter.load)));
    counter.release();
    expect(await answers).toEqual([7, 7, 7]);
    expect(counter.reads).toBe(1);
  });

  it('answers a read that a change overtook, but does not keep it', async () => {
    const feed = await liveFeed();
    const cache = new KeyedCache<string, number>(feed, { max: 10, ttlMs: 60_000 });
    watch(feed, (c) => c.kind === 'enrollments' && cache.drop(c.userId));
    let value = 1;
    const counter = loader(() => value);
    counter.hold();
    const first = cache.get('ada', counter.load);
    // The change commits while the read is under way: the read may have missed it.
    await commitChange(feed, 'e|ada');
    value = 2;
    counter.release();
    expect(await first).toBe(2);
    // A read that starts after the change does not join the overtaken one.
    expect(await cache.get('ada', counter.load)).toBe(2);
    expect(counter.reads).toBe(2);
  });

  it('drops everything when the feed says so', async () => {
    const feed = await liveFeed();
    const cache = new KeyedCache<string, number>(feed, { max: 10, ttlMs: 60_000 });
    watch(
      feed,
      () => undefined,
      () => cache.clear(),
    );
    const counter = loader(() => 1);
    await cache.get('a', counter.load);
    await commitChange(feed, '*');
    await cache.get('a', counter.load);
    expect(counter.reads).toBe(2);
  });
});

describe('a score-stamped cache', () => {
  it('keeps a value until a change touches its score', async () => {
    const feed = await liveFeed();
    const ranks = new ScoreStampedCache<number>(feed, { max: 10, ttlMs: 60_000 });
    watch(feed, (c) => {
      if (c.kind === 'user') ranks.touch(c.oldTotal, c.newTotal);
    });
    let rank = 5;
    const counter = loader(() => ({ score: 40, value: rank }));
    expect(await ranks.get('ada', 40, counter.load)).toBe(5);

    // Somebody went from 50 to 90 dpts: nobody on 40 moved.
    await commitChange(feed, 'u|x|50|90');
    expect(await ranks.get('ada', 40, counter.load)).toBe(5);
    expect(counter.reads).toBe(1);

    // Somebody went from 30 to 60 dpts: they passed everyone on 40.
    rank = 6;
    await commitChange(feed, 'u|y|30|60');
    expect(await ranks.get('ada', 40, counter.load)).toBe(6);
    expect(counter.reads).toBe(2);
  });

  it('does not serve a value read at another score', async () => {
    const feed = await liveFeed();
    const ranks = new ScoreStampedCache<number>(feed, { max: 10, ttlMs: 60_000 });
    const counter = loader(() => ({ score: 40, value: 5 }));
    await ranks.get('ada', 40, counter.load);
    await ranks.get('ada', 45, counter.load);
    expect(counter.reads).toBe(2);
  });

  it('does not keep a read that a change of its score overtook', async () => {
    const feed = await liveFeed();
    const ranks = new ScoreStampedCache<number>(feed, { max: 10, ttlMs: 60_000 });
    watch(feed, (c) => {
      if (c.kind === 'user') ranks.touch(c.oldTotal, c.newTotal);
    });
    const counter = loader(() => ({ score: 40, value: 5 }));
    counter.hold();
    const first = ranks.get('ada', 40, counter.load);
    await commitChange(feed, 'u|y|30|60');
    counter.release();
    await first;
    await ranks.get('ada', 40, counter.load);
    expect(counter.reads).toBe(2);
  });
});

describe('a tagged cache', () => {
  /** Values name the officers they show; `u|id|…` drops what shows that officer. */
  async function officersCache() {
    const feed = await liveFeed();
    const cache = new TaggedCache<string[]>(feed, {
      max: 10,
      ttlMs: 60_000,
      tags: (_key, officers) => officers,
    });
    watch(feed, (c) => c.kind === 'user' && cache.dropTag(c.userId));
    return { feed, cache };
  }

  it('drops the entries that hold a tag, and only those', async () => {
    const { feed, cache } = await officersCache();
    const counter = loader(() => ['ada', 'bola']);
    const others = loader(() => ['chidi']);
    await cache.get('page1', counter.load);
    await cache.get('page2', others.load);
    await commitChange(feed, 'u|ada|0|10');
    await cache.get('page1', counter.load);
    await cache.get('page2', others.load);
    expect([counter.reads, others.reads]).toEqual([2, 1]);
  });

  it('does not keep a read under way that comes back holding a dropped tag', async () => {
    const { feed, cache } = await officersCache();
    const counter = loader(() => ['ada']);
    counter.hold();
    const first = cache.get('page', counter.load);
    await commitChange(feed, 'u|ada|0|10');
    counter.release();
    expect(await first).toEqual(['ada']);
    await cache.get('page', counter.load);
    expect(counter.reads).toBe(2);
  });

  it('keeps a read under way when the change concerns others', async () => {
    const { feed, cache } = await officersCache();
    const counter = loader(() => ['ada']);
    counter.hold();
    const first = cache.get('page', counter.load);
    await commitChange(feed, 'u|bola|0|10');
    counter.release();
    await first;
    await cache.get('page', counter.load);
    expect(counter.reads).toBe(1);
  });

  it('answers an entry too heavy to keep without keeping it', async () => {
    const feed = await liveFeed();
    const cache = new TaggedCache<number[]>(feed, {
      max: 10,
      maxSize: 5,
      size: (rows) => rows.length,
      ttlMs: 60_000,
      tags: () => [],
    });
    const heavy = loader(() => [1, 2, 3, 4, 5, 6]);
    expect(await cache.get('big', heavy.load)).toHaveLength(6);
    await cache.get('big', heavy.load);
    expect(heavy.reads).toBe(2);
  });
});
