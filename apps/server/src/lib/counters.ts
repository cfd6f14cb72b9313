import type { Redis } from 'ioredis';

/** Counters that expire: quotas shared by every API process through Redis, or kept in memory. */
export interface Counters {
  /** Adds `amount` (may be negative) to `key`, starting a window of `ttlMs` on first use. */
  add(key: string, amount: number, ttlMs: number): Promise<number>;
}

export class MemoryCounters implements Counters {
  private readonly entries = new Map<string, { count: number; expiresAt: number }>();
  private nextPrune = 0;

  /** `now`: the clock windows are measured on (milliseconds). */
  constructor(private readonly now: () => number = Date.now) {}

  async add(key: string, amount: number, ttlMs: number): Promise<number> {
    const now = this.now();
    if (now >= this.nextPrune) this.prune(now);
    let entry = this.entries.get(key);
    if (!entry || entry.expiresAt <= now) {
      entry = { count: 0, expiresAt: now + ttlMs };
      this.entries.set(key, entry);
    }
    entry.count += amount;
    return entry.count;
  }

  private prune(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    this.nextPrune = now + 60_000;
  }
}

export class RedisCounters implements Counters {
  constructor(private readonly redis: Redis) {}

  async add(key: string, amount: number, ttlMs: number): Promise<number> {
    // SET NX starts the window once; INCRBY then counts in it (works on every Redis version).
    const results = await this.redis
      .multi()
      .set(key, 0, 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX')
      .incrby(key, amount)
      .exec();
    const [error, count] = results?.[1] ?? [new Error('redis transaction failed'), 0];
    if (error) throw error;
    return Number(count);
  }
}
