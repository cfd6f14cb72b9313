import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { MemoryCounters, RedisCounters, type Counters } from './counters.ts';

type Log = { warn(obj: object, msg: string): void; info(msg: string): void };

/**
 * Whether Redis answers, as the counters last found it: one warning when limits fall back to
 * this process's own counting, one line when they are shared again (decision 053).
 */
export class RedisHealth {
  private down = false;
  constructor(private readonly log: Log) {}

  get isDown(): boolean {
    return this.down;
  }

  failed(err: unknown): void {
    if (this.down) return;
    this.down = true;
    this.log.warn(
      { err: err instanceof Error ? err.message : String(err) },
      'Redis not answering: rate limits and quotas count in this process only until it is back',
    );
  }

  answered(): void {
    if (!this.down) return;
    this.down = false;
    this.log.info('Redis answers again: rate limits and quotas shared by every process');
  }
}

/** Quotas counted in Redis, or in this process while Redis does not answer. */
export class FallbackCounters implements Counters {
  private readonly local = new MemoryCounters();
  private readonly remote: RedisCounters;
  constructor(
    redis: Redis,
    private readonly health: RedisHealth,
  ) {
    this.remote = new RedisCounters(redis);
  }

  async add(key: string, amount: number, ttlMs: number): Promise<number> {
    try {
      const total = await this.remote.add(key, amount, ttlMs);
      this.health.answered();
      return total;
    } catch (err) {
      this.health.failed(err);
      return this.local.add(key, amount, ttlMs);
    }
  }
}

type Result = { current: number; ttl: number };
type Done = (err: Error | null, result?: Result) => void;
type RouteOptions = { continueExceeding?: boolean; exponentialBackoff?: boolean };
/** What @fastify/rate-limit asks of a store (its RedisStore and LocalStore). */
type Store = {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  read?(key: string, done: Done, timeWindow: number, max: number): void;
  child(routeOptions: RouteOptions): Store;
};
type StoreClass = new (...args: unknown[]) => Store;

const require = createRequire(import.meta.url);
// The plugin's own stores (its package has no export map; they have no type declarations).
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreClass;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreClass;

/**
 * A store for @fastify/rate-limit (`store` option) that counts in Redis and, when Redis fails,
 * in this process: limits stay on (each process allows up to the limit) instead of every
 * request failing, or every limit being skipped.
 */
export function fallbackRateLimitStore(
  redis: Redis,
  health: RedisHealth,
): FastifyRateLimitStoreCtor {
  class FallbackStore implements Store {
    readonly remote: Store;
    readonly local: Store;
    constructor(params: RouteOptions, remote?: Store, local?: Store) {
      this.remote =
        remote ?? new RedisStore(params.continueExceeding, params.exponentialBackoff, redis);
      this.local = local ?? new LocalStore(params.continueExceeding, params.exponentialBackoff);
    }

    incr(key: string, done: Done, timeWindow: number, max: number): void {
      this.remote.incr(
        key,
        (err, result) => {
          if (!err) {
            health.answered();
            return done(null, result);
          }
          health.failed(err);
          this.local.incr(key, done, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    read(key: string, done: Done, timeWindow: number, max: number): void {
      this.remote.read!(
        key,
        (err, result) => {
          if (!err) return done(null, result);
          health.failed(err);
          this.local.read!(key, done, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: RouteOptions): Store {
      return new FallbackStore(
        routeOptions,
        this.remote.child(routeOptions),
        this.local.child(routeOptions),
      );
    }
  }
  return FallbackStore as unknown as FastifyRateLimitStoreCtor;
}
