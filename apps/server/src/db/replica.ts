import type pg from 'pg';

/** SQLSTATEs and socket errors that mean "this server is not answering", not "the query is bad". */
const CONNECTION_STATES = new Set([
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);
const CONNECTION_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated unexpectedly/i;

/**
 * The database could not be reached (stopped, restarting, network), looked for along Drizzle's
 * `cause` chain: the request may be tried again shortly (503 with Retry-After), it is not a bug.
 */
export function isConnectionError(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const candidate = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string') {
      if (CONNECTION_STATES.has(candidate.code) || CONNECTION_CODES.has(candidate.code))
        return true;
    }
    if (typeof candidate.message === 'string' && CONNECTION_MESSAGES.test(candidate.message))
      return true;
    e = candidate.cause;
  }
  return false;
}

/** A hot standby cancelled the read because replay needed its rows: the primary can answer it. */
function isRecoveryConflict(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown };
  return (
    e?.code === '40001' &&
    typeof e.message === 'string' &&
    /conflict with recovery/i.test(e.message)
  );
}

/** `16/B374D848` → a comparable number. */
export function parseLsn(text: string | null | undefined): bigint {
  if (!text) return 0n;
  const [high, low] = text.split('/');
  if (high === undefined || low === undefined) return 0n;
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

type Log = { warn(obj: object, msg: string): void; info(msg: string): void };

export type ReplicaStatus = {
  /** the replica answers */
  up: boolean;
  /** reads that went to the replica, and to the primary instead, since start */
  replicaReads: number;
  primaryReads: number;
};

/**
 * Sends lag-tolerant reads to a streaming replica, and to the primary when the replica cannot be
 * trusted with them:
 * - the replica does not answer (stopped, restarting): reads go to the primary at once, and the
 *   replica is tried again every `probeMs` until it answers;
 * - the change feed saw a commit the replica may not have replayed yet: reads go to the primary
 *   until the replica's replay position passes the primary's WAL position taken after that
 *   notification. The read caches refill right after a change, so without this fence they would
 *   keep what the replica showed before it (and an officer would not see their own write).
 * - the change feed is not live (nothing tells this process what changed): no fence is possible,
 *   reads stay on the primary.
 */
export class ReplicaRouter {
  private up = true;
  private feedLive = false;
  /** notifications seen, and how many of them `requiredLsn` covers */
  private seen = 0;
  private fenced = 0;
  private requiredLsn = 0n;
  private replayedLsn = 0n;
  private fencing = false;
  private checkingReplay = false;
  private probe: NodeJS.Timeout | null = null;
  private closed = false;
  private replicaReads = 0;
  private primaryReads = 0;

  constructor(
    private readonly primary: pg.Pool,
    private readonly replica: pg.Pool,
    private readonly log: Log,
    private readonly probeMs = 1_000,
  ) {
    // An idle client whose server went away must not take the process down.
    replica.on('error', (err) => this.fail(err));
  }

  /** Where the next read goes. */
  pick(): pg.Pool {
    if (
      this.up &&
      this.feedLive &&
      this.fenced === this.seen &&
      this.replayedLsn >= this.requiredLsn
    ) {
      this.replicaReads++;
      return this.replica;
    }
    if (this.up && this.feedLive && this.fenced === this.seen) this.checkReplay();
    this.primaryReads++;
    return this.primary;
  }

  /** Runs a read on the replica when it may serve it, else (or when it fails) on the primary. */
  async query<R extends pg.QueryResultRow>(
    config: pg.QueryConfig | string,
    values?: unknown[],
  ): Promise<pg.QueryResult<R>> {
    const pool = this.pick();
    if (pool === this.primary) return pool.query<R>(config as never, values as never);
    try {
      return await pool.query<R>(config as never, values as never);
    } catch (err) {
      if (!isConnectionError(err) && !isRecoveryConflict(err)) throw err;
      if (isConnectionError(err)) this.fail(err);
      this.primaryReads++;
      return this.primary.query<R>(config as never, values as never);
    }
  }

  /** The change feed delivered a notification: fence replica reads until it has replayed it. */
  changed(): void {
    this.seen++;
    void this.fence();
  }

  /** Without a live change feed there is no fence: reads stay on the primary. */
  setFeedLive(live: boolean): void {
    this.feedLive = live;
  }

  status(): ReplicaStatus {
    return { up: this.up, replicaReads: this.replicaReads, primaryReads: this.primaryReads };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.probe) clearTimeout(this.probe);
    await this.replica.end();
  }

  private async fence(): Promise<void> {
    if (this.fencing) return;
    this.fencing = true;
    try {
      while (this.fenced < this.seen && !this.closed) {
        const covers = this.seen;
        const { rows } = await this.primary.query<{ lsn: string }>(
          'select pg_current_wal_lsn()::text as lsn',
        );
        const lsn = parseLsn(rows[0]?.lsn);
        if (lsn > this.requiredLsn) this.requiredLsn = lsn;
        this.fenced = covers;
      }
      this.checkReplay();
    } catch {
      // The primary is not answering: reads stay there (and fail as it does); fence again soon.
      if (!this.closed) setTimeout(() => void this.fence(), this.probeMs).unref();
    } finally {
      this.fencing = false;
    }
  }

  private checkReplay(): void {
    if (this.checkingReplay || this.closed || !this.up) return;
    this.checkingReplay = true;
    void (async () => {
      try {
        // Replay usually catches up within milliseconds; look again until it has.
        for (let tries = 0; tries < 200 && !this.closed; tries++) {
          const { rows } = await this.replica.query<{ lsn: string | null }>(
            'select pg_last_wal_replay_lsn()::text as lsn',
          );
          this.replayedLsn = parseLsn(rows[0]?.lsn);
          if (this.replayedLsn >= this.requiredLsn || this.fenced < this.seen) return;
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      } catch (err) {
        if (isConnectionError(err)) this.fail(err);
      } finally {
        this.checkingReplay = false;
      }
    })();
  }

  private fail(err: unknown): void {
    if (this.closed) return;
    if (this.up) {
      this.up = false;
      this.log.warn({ err }, 'replica not answering: lag-tolerant reads go to the primary');
    }
    if (!this.probe) this.scheduleProbe();
  }

  private scheduleProbe(): void {
    this.probe = setTimeout(() => {
      void (async () => {
        try {
          const { rows } = await this.replica.query<{ lsn: string | null }>(
            'select pg_last_wal_replay_lsn()::text as lsn',
          );
          this.replayedLsn = parseLsn(rows[0]?.lsn);
          this.probe = null;
          this.up = true;
          this.log.info('replica answers again: lag-tolerant reads go back to it');
        } catch {
          if (!this.closed) this.scheduleProbe();
        }
      })();
    }, this.probeMs);
    this.probe.unref();
  }
}
