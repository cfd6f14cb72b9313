import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from './change-feed.ts';

type Fill<V> = { promise: Promise<V>; stale: boolean };

export type KeyedCacheOptions<K, V> = {
  max: number;
  /** an upper bound on any entry's age, whatever the feed says */
  ttlMs: number;
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
          this.options.onStore?.(key, value);
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
