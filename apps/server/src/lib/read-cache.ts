import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from './change-feed.ts';

type Fill<V> = { promise: Promise<V>; stale: boolean };

export type KeyedCacheOptions<K, V> = {
  max: number;
  /** an upper bound on any entry's age, whatever the feed says */
  ttlMs: number;
  /**
   * With `maxSize`: what an entry weighs (rows it holds, say). The weights of all entries stay
   * under `maxSize`; an entry heavier than that on its own is answered but not kept.
   */
  size?: (value: V) => number;
  maxSize?: number;
  /** values worth keeping (for example: not "no such session") */
  keep?: (value: V) => boolean;
  /** called when an entry is kept and when it leaves the cache, for secondary indexes */
  onStore?: (key: K, value: V) => void;
  onRemove?: (key: K, value: V) => void;
};

/**
 * Values read from the database, kept per key until the change feed says their key changed.
 * Concurrent misses of one key share one read. A read that a change overtook is answered but
 * not kept: it may have started before the change committed.
 */
export class KeyedCache<K extends NonNullable<unknown>, V> {
  private readonly entries: LRUCache<K, { value: V }>;
  private readonly fills = new Map<K, Fill<V>>();

  constructor(
    private readonly feed: ChangeFeed,
    private readonly options: KeyedCacheOptions<K, V>,
  ) {
    this.entries = new LRUCache<K, { value: V }>({
      max: options.max,
      ttl: options.ttlMs,
      ...(options.size && options.maxSize
        ? {
            maxSize: options.maxSize,
            sizeCalculation: (box: { value: V }) => Math.max(1, options.size!(box.value)),
          }
        : {}),
      ...(options.onRemove
        ? { dispose: (box: { value: V }, key: K) => options.onRemove!(key, box.value) }
        : {}),
    });
  }

  get(key: K, load: () => Promise<V>): Promise<V> {
    if (!this.feed.live) return load();
    const hit = this.entries.get(key);
    if (hit !== undefined) return Promise.resolve(hit.value);
    const running = this.fills.get(key);
    if (running) return running.promise;

    const fill = { stale: false } as Fill<V>;
    const done = () => {
      if (this.fills.get(key) === fill) this.fills.delete(key);
    };
    fill.promise = load().then(
      (value) => {
        done();
        if (!fill.stale && this.feed.live && (this.options.keep?.(value) ?? true)) {
          this.entries.set(key, { value });
          // An entry too heavy to keep was not stored: nothing to index.
          if (this.entries.has(key)) this.options.onStore?.(key, value);
        }
        return value;
      },
      (err: unknown) => {
        done();
        throw err;
      },
    );
    this.fills.set(key, fill);
    return fill.promise;
  }

  /** The kept value, if any, without reading (nor making it the most recently used). */
  peek(key: K): V | undefined {
    return this.entries.peek(key)?.value;
  }

  /** The key changed: forget it, and do not keep a read of it that is under way. */
  drop(key: K): void {
    this.entries.delete(key);
    const fill = this.fills.get(key);
    if (fill) {
      fill.stale = true;
      this.fills.delete(key);
    }
  }

  /** Drops every entry for which `test` holds. */
  dropWhere(test: (value: V, key: K) => boolean): void {
    const doomed = [...this.entries.entries()].filter(([key, box]) => test(box.value, key));
    for (const [key] of doomed) this.drop(key);
  }

  /** Reads under way are not kept (a change whose keys they do not know yet overtook them). */
  forgetReadsUnderWay(): void {
    for (const fill of this.fills.values()) fill.stale = true;
    this.fills.clear();
  }

  clear(): void {
    this.entries.clear();
    this.forgetReadsUnderWay();
  }
}

/**
 * Which cached keys mention a tag (an officer, a league): a change drops exactly those keys
 * without scanning every entry. Fed by a KeyedCache's `onStore` and `onRemove`.
 */
export class TagIndex<K> {
  private readonly byTag = new Map<string, Set<K>>();

  add(key: K, tags: Iterable<string>): void {
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  remove(key: K, tags: Iterable<string>): void {
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.byTag.delete(tag);
    }
  }

  /** A copy: dropping the keys changes the index. */
  keysOf(tag: string): K[] {
    return [...(this.byTag.get(tag) ?? [])];
  }
}

type Tagged<V> = { value: V; seq: number; tags: string[] };

/**
 * A KeyedCache whose entries name what they depend on (tags: an officer's id, `league:<id>`),
 * for changes that name a tag rather than a key. `dropTag` drops the entries that hold the tag,
 * and a read under way whose value turns out to hold it is answered but not kept: only the reads
 * a change concerns are lost, not every read under way.
 */
export class TaggedCache<V> {
  private readonly inner: KeyedCache<string, Tagged<V>>;
  private readonly index = new TagIndex<string>();
  /** tags dropped while reads were under way, with the feed's seq at the time */
  private readonly dropped = new Map<string, number>();
  private loading = 0;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly options: {
      max: number;
      ttlMs: number;
      size?: (value: V) => number;
      maxSize?: number;
      keep?: (value: V) => boolean;
      tags: (key: string, value: V) => Iterable<string>;
    },
  ) {
    this.inner = new KeyedCache(feed, {
      max: options.max,
      ttlMs: options.ttlMs,
      ...(options.size && options.maxSize
        ? { size: (box: Tagged<V>) => options.size!(box.value), maxSize: options.maxSize }
        : {}),
      keep: (box) =>
        (options.keep?.(box.value) ?? true) &&
        !box.tags.some((tag) => (this.dropped.get(tag) ?? -1) > box.seq),
      onStore: (key, box) => this.index.add(key, box.tags),
      onRemove: (key, box) => this.index.remove(key, box.tags),
    });
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    if (!this.feed.live) return load();
    const box = await this.inner.get(key, async () => {
      this.loading += 1;
      const seq = this.feed.seq;
      try {
        const value = await load();
        return { value, seq, tags: [...this.options.tags(key, value)] };
      } finally {
        this.loading -= 1;
        // After the read's own keep-or-not (a microtask away), unless others are under way.
        if (this.loading === 0)
          setImmediate(() => {
            if (this.loading === 0) this.dropped.clear();
          });
      }
    });
    return box.value;
  }

  /** The kept value, if any, without reading. */
  peek(key: string): V | undefined {
    return this.inner.peek(key)?.value;
  }

  drop(key: string): void {
    this.inner.drop(key);
  }

  /** Entries holding `tag` go, and so do reads under way that come back holding it. */
  dropTag(tag: string): void {
    for (const key of this.index.keysOf(tag)) this.inner.drop(key);
    if (this.loading > 0) this.dropped.set(tag, this.feed.seq);
  }

  clear(): void {
    this.inner.clear();
  }
}

/** Scores share a stamp in buckets of this many: coarser, but a wide touch stays cheap. */
const BUCKET = 8;
/** Touches wider than this many buckets void every score. */
const WIDEST_TOUCH = 4_096;
const bucketOf = (score: number) => Math.floor(score / BUCKET);

/**
 * Values that depend on a score (an officer's rank depends on everyone near their points): kept
 * per key with the score they were read at and the feed's `seq` when their read began, and void
 * once a change touched that score afterwards. `touch(a, b)` marks the scores in between.
 */
export class ScoreStampedCache<V> {
  private readonly entries: LRUCache<string, { score: number; seq: number; value: V }>;
  /** seq of the last change per bucket of BUCKET scores: a touch costs range / BUCKET steps */
  private readonly stamps = new Map<number, number>();
  /** seq of the last change that touched every score */
  private everything = 0;

  constructor(
    private readonly feed: ChangeFeed,
    options: { max: number; ttlMs: number },
  ) {
    this.entries = new LRUCache({ max: options.max, ttl: options.ttlMs });
  }

  /**
   * The value for `key`. `score` is the caller's score when known beforehand (a cached value
   * read at another score is void); `load` answers the score it read the value at.
   */
  async get(
    key: string,
    score: number | undefined,
    load: () => Promise<{ score: number; value: V }>,
  ): Promise<V> {
    if (!this.feed.live) return (await load()).value;
    const hit = this.entries.get(key);
    if (hit && (score === undefined || hit.score === score) && this.isCurrent(hit.score, hit.seq))
      return hit.value;
    const seq = this.feed.seq;
    const loaded = await load();
    if (this.feed.live && this.isCurrent(loaded.score, seq))
      this.entries.set(key, { score: loaded.score, seq, value: loaded.value });
    return loaded.value;
  }

  /** Every score from `from` to `to` (inclusive, either order) changed. */
  touch(from: number, to: number): void {
    const seq = this.feed.seq;
    const [first, last] = [bucketOf(Math.min(from, to)), bucketOf(Math.max(from, to))];
    if (last - first > WIDEST_TOUCH) {
      this.everything = seq;
      return;
    }
    for (let bucket = first; bucket <= last; bucket++) this.stamps.set(bucket, seq);
  }

  clear(): void {
    this.everything = this.feed.seq;
    this.entries.clear();
    this.stamps.clear();
  }

  private isCurrent(score: number, seq: number): boolean {
    return this.everything <= seq && (this.stamps.get(bucketOf(score)) ?? 0) <= seq;
  }
}
