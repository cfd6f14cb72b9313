import { randomUUID } from 'node:crypto';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';

/** The channel the database triggers of migration 0003 announce changes on. */
export const CHANGES_CHANNEL = 'dpts_changes';

/**
 * One committed change to rows the read caches hold (see migration 0003_change_feed).
 *
 * | kind          | payload                  | emitted by (triggers, migration 0003)                     | caches that subscribe                                          |
 * | ------------- | ------------------------ | --------------------------------------------------------- | -------------------------------------------------------------- |
 * | `user`        | `u\|id\|old\|new` total    | `users_feed_update`, `users_feed_delete` (any user row)   | sessions (plugins/auth.ts), global board and ranks (standings); league boards, Discover cards' creator names, users list rows |
 * | `daily`       | `d\|day\|id\|old\|new`      | `daily_points_feed_insert/update/delete`                  | daily board and ranks (features/points/standings.ts); league boards' week |
 * | `enrollments` | `e\|userId`               | `enrollments_feed_insert/update/delete`                   | course counts (plugins/course-counts.ts)                       |
 * | `session`     | `s\|tokenHash`            | `sessions_feed_update`, `sessions_feed_delete`            | sessions (plugins/auth.ts)                                     |
 * | `catalogue`   | `c`                      | `topics_feed`, `courses_feed` (migration 0008)            | Learning pages (features/catalogue/cache.ts)                   |
 * | `league`      | `l\|id\|0 or 1`           | `leagues_feed_*`, `league_courses_feed_*` (migration 0010) | Discover and league boards (features/leagues/cache.ts)        |
 * | `leagueMember`| `lm\|leagueId\|userId`     | `league_members_feed_*`                                   | Discover and league boards                                     |
 * | `leagueUser`  | `lu\|userId`              | `league_requests_feed_*`, `league_stars_feed_*`           | Discover                                                       |
 * | `leagueInvite`| `li\|email`               | `league_invites_feed_*`                                   | Discover                                                       |
 * | `accounts`    | `a`                      | `users_feed_accounts`, `users_feed_account_names`         | users list (features/admin/cache.ts)                           |
 * | `volunteering`| `v\|userId`               | `volunteer_entries_feed_*` (migration 0023)               | approval queue, officer's own list (features/volunteering/cache.ts) |
 * | `everything`  | `*`, or anything unknown | any of the above for a statement over 1000 rows; TRUNCATE of those tables (0010); a lost listener | every cache: drops all                                  |
 *
 * Adding a cached read or a bulk write: see the checklist in decision 012. A cache is registered
 * with `ChangeFeed.register`, naming the tables it reads.
 */
export type Change =
  | { kind: 'user'; userId: string; oldTotal: number; newTotal: number }
  | { kind: 'daily'; day: string; userId: string; oldPoints: number; newPoints: number }
  | { kind: 'enrollments'; userId: string }
  | { kind: 'session'; tokenHash: string }
  /** learning tracks or courses changed (migration 0008) */
  | { kind: 'catalogue' }
  /**
   * a league row or its courses changed (migration 0010); `listed`: the set of discoverable
   * leagues, their order or their kinds changed (not just what one of them shows)
   */
  | { kind: 'league'; leagueId: string; listed: boolean }
  | { kind: 'leagueMember'; leagueId: string; userId: string }
  /** the officer's join requests or saved leagues changed */
  | { kind: 'leagueUser'; userId: string }
  /** invites to this address (lower case) changed */
  | { kind: 'leagueInvite'; email: string }
  /** accounts added or removed, or what they are searched and ordered by changed */
  | { kind: 'accounts' }
  /** this officer's volunteering entries were added, changed or removed */
  | { kind: 'volunteering'; userId: string }
  /** a bulk change, or changes that may have been missed: drop everything */
  | { kind: 'everything' };

/** Reads one notification payload; anything unknown counts as `everything`, never as nothing. */
export function parseChange(payload: string): Change {
  const parts = payload.split('|');
  const num = (i: number) => Number(parts[i]);
  switch (parts[0]) {
    case 'u':
      if (parts.length === 4)
        return { kind: 'user', userId: parts[1]!, oldTotal: num(2), newTotal: num(3) };
      break;
    case 'd':
      if (parts.length === 5)
        return {
          kind: 'daily',
          day: parts[1]!,
          userId: parts[2]!,
          oldPoints: num(3),
          newPoints: num(4),
        };
      break;
    case 'e':
      if (parts.length === 2) return { kind: 'enrollments', userId: parts[1]! };
      break;
    case 's':
      if (parts.length === 2) return { kind: 'session', tokenHash: parts[1]! };
      break;
    case 'c':
      if (parts.length === 1) return { kind: 'catalogue' };
      break;
    case 'l':
      if (parts.length === 3 && (parts[2] === '0' || parts[2] === '1'))
        return { kind: 'league', leagueId: parts[1]!, listed: parts[2] === '1' };
      break;
    case 'lm':
      if (parts.length === 3)
        return { kind: 'leagueMember', leagueId: parts[1]!, userId: parts[2]! };
      break;
    case 'lu':
      if (parts.length === 2) return { kind: 'leagueUser', userId: parts[1]! };
      break;
    case 'li':
      // An address may hold '|': everything after the kind is the address.
      if (parts.length >= 2) return { kind: 'leagueInvite', email: parts.slice(1).join('|') };
      break;
    case 'a':
      if (parts.length === 1) return { kind: 'accounts' };
      break;
    case 'v':
      if (parts.length === 2) return { kind: 'volunteering', userId: parts[1]! };
      break;
  }
  return { kind: 'everything' };
}

/**
 * A read cache as the change feed serves it: `feed.register(cache)` is the one way to keep
 * database reads in memory.
 */
export type ReadCacheRegistration = {
  /** what it keeps, as a reader would name it */
  name: string;
  /**
   * The tables whose changes make its values stale. Each must announce its changes on the feed
   * (change-feed triggers): db/change-feed-triggers.test.ts fails otherwise. Tables written only
   * in the same transaction as one named here (the rank counters with `users`) need not be named.
   */
  tables: readonly PgTable[];
  /** one change, in commit order: drop what it makes stale */
  changed(change: Exclude<Change, { kind: 'everything' }>): void;
  /** a bulk change or a lost listener: drop everything, and keep no read under way */
  clear(): void;
};

type Log = { warn(obj: object, msg: string): void; info(msg: string): void };

export type ChangeFeedOptions = {
  /** false: caches never serve (READ_CACHE=off) */
  enabled: boolean;
  log: Log;
  /** wait before listening again after the connection was lost */
  reconnectMs?: number;
  /** a barrier that takes longer than this means the listener is stuck: start over */
  syncTimeoutMs?: number;
};

/**
 * The database's change notifications, for the read caches of this process. Caches serve only
 * while the feed is `live` (listening, nothing missed); every change seen bumps `seq`, so a cache
 * fill started at `seq` s is known stale when its key changes later. When the listener is lost
 * the caches are dropped and bypassed until it is back.
 */
export class ChangeFeed {
  seq = 0;
  private isLive = false;
  private closed = false;
  private stop: (() => Promise<void>) | null = null;
  private readonly caches: ReadCacheRegistration[] = [];
  private readonly id = randomUUID().slice(0, 8);
  private syncs = 0;
  private readonly waiting = new Map<string, () => void>();
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly database: Database,
    private readonly options: ChangeFeedOptions,
  ) {}

  /** Caches may serve: every change committed since they were filled has been seen. */
  get live(): boolean {
    return this.isLive;
  }

  /** The cache sees every change in commit order, and is cleared whenever caches must be dropped. */
  register(cache: ReadCacheRegistration): void {
    this.caches.push(cache);
  }

  /** Every registered cache, for the checks that each table it reads announces its changes. */
  get registered(): readonly ReadCacheRegistration[] {
    return this.caches;
  }

  async start(): Promise<void> {
    if (!this.options.enabled || this.closed) return;
    try {
      this.stop = await this.database.listen(CHANGES_CHANNEL, {
        message: (payload) => this.receive(payload),
        lost: (err) => this.lose(err),
      });
      // Whatever was cached before (nothing, or entries from before a lost connection) is void.
      this.publish({ kind: 'everything' });
      this.isLive = true;
      this.database.replica?.setFeedLive(true);
    } catch (err) {
      this.lose(err instanceof Error ? err : new Error(String(err)));
    }
  }

  /**
   * Resolves once every change committed before the call has been seen. A request that wrote
   * calls it before answering, so the same process never serves it stale data afterwards.
   * PGlite delivers notifications before the commit resolves: nothing to wait for.
   */
  async sync(): Promise<void> {
    if (!this.isLive || this.database.kind === 'pglite') return;
    const token = `~|${this.id}|${++this.syncs}`;
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<boolean>((resolve) => {
      this.waiting.set(token, () => resolve(true));
      timer = setTimeout(() => resolve(false), this.options.syncTimeoutMs ?? 2_000);
    });
    try {
      // Notifications arrive in commit order: ours comes after every earlier commit's.
      await this.database.notify(CHANGES_CHANNEL, token);
      if (!(await arrived)) this.lose(new Error('change feed did not deliver within the timeout'));
    } catch (err) {
      this.lose(err instanceof Error ? err : new Error(String(err)));
    } finally {
      clearTimeout(timer);
      this.waiting.delete(token);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.isLive = false;
    this.database.replica?.setFeedLive(false);
    if (this.retry) clearTimeout(this.retry);
    for (const release of this.waiting.values()) release();
    // The database may be closed already; there is nothing left to stop then.
    await this.stop?.().catch(() => undefined);
    this.stop = null;
  }

  private receive(payload: string): void {
    if (payload.startsWith('~|')) {
      this.waiting.get(payload)?.();
      return;
    }
    this.publish(parseChange(payload));
  }

  private publish(change: Change): void {
    this.seq += 1;
    // Replica reads wait until the replica has replayed this change (db/replica.ts).
    this.database.replica?.changed();
    for (const cache of this.caches) {
      if (change.kind === 'everything') cache.clear();
      else cache.changed(change);
    }
  }

  private lose(err: Error): void {
    const wasLive = this.isLive;
    this.isLive = false;
    this.database.replica?.setFeedLive(false);
    this.publish({ kind: 'everything' });
    for (const release of this.waiting.values()) release();
    const stopping = this.stop;
    this.stop = null;
    void stopping?.().catch(() => undefined);
    if (this.closed || this.retry) return;
    if (wasLive)
      this.options.log.warn({ err }, 'change feed lost: read caches off until it is back');
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.start().then(() => {
        if (this.isLive) this.options.log.info('change feed back: read caches on');
      });
    }, this.options.reconnectMs ?? 1_000);
    this.retry.unref();
  }
}
