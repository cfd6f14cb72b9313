import { sql } from 'drizzle-orm';
import { rows, type Database, type Db, type Tx } from '../db/client.ts';

/**
 * Every job's name and payload. Features add theirs by declaration merging:
 * `declare module '../../lib/job-queue.ts' { interface JobTypes { 'send-email': {…} } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by features
export interface JobTypes {}
export type JobName = Extract<keyof JobTypes, string>;

export type JobContext = {
  id: number;
  /** 1 on the first run */
  attempt: number;
  maxAttempts: number;
  /** aborted when the process stops: a handler gives up without writing */
  signal: AbortSignal;
};
export type JobHandler<N extends JobName> = (
  payload: JobTypes[N],
  job: JobContext,
) => Promise<void>;
export type JobOptions = {
  /** runs in all, first included (default 5) */
  maxAttempts?: number;
  /** the first retry waits this long, each next one twice as long (default 30 s) */
  retryDelayMs?: number;
};

export type QueueOptions = {
  /** jobs run at the same time in this process */
  concurrency: number;
  /** how often the queue is polled for due jobs */
  pollMs: number;
  /** a job not finished in this time is taken to be lost with its process and runs again */
  lockSeconds: number;
  /** the retry delay of handlers that do not set theirs */
  retryDelayMs: number;
  /** failed (and done) jobs are deleted this long after they finished */
  retentionDays: number;
  log: { error(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void };
};

type Claimed = {
  id: number;
  name: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
};
type Registered = { handler: JobHandler<JobName>; maxAttempts: number; retryDelayMs: number };

const PRUNE_EVERY_MS = 60 * 60_000;

/** Jobs a handler finished inside its own transaction (`finishJobs`): the queue skips its delete. */
const finishedInTransaction = new WeakSet<JobContext>();

/**
 * Deletes jobs inside the handler's own transaction, so that the work and the job's end commit
 * together (one commit instead of two). The handler must return normally only once that
 * transaction has committed; if it throws, the queue retries the job as usual.
 */
export async function finishJobs(tx: Tx, jobs: JobContext[]): Promise<void> {
  if (jobs.length === 0) return;
  await tx.execute(
    sql`delete from jobs where id in (${sql.join(
      jobs.map((j) => sql`${j.id}`),
      sql`, `,
    )})`,
  );
  for (const job of jobs) finishedInTransaction.add(job);
}

/**
 * A durable job queue in the application's own PostgreSQL (decision 013): jobs are rows,
 * enqueued in the caller's transaction (a claim and its verification job commit together),
 * taken with `FOR UPDATE SKIP LOCKED` so each runs in one process at a time, retried with
 * exponential backoff, and run again after `lockSeconds` if their process died.
 */
export class JobQueue {
  private readonly handlers = new Map<string, Registered>();
  private readonly running = new Set<Promise<void>>();
  private abort = new AbortController();
  private timer: NodeJS.Timeout | null = null;
  private pruner: NodeJS.Timeout | null = null;
  private started = false;
  private ticking: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly database: Database,
    private readonly options: QueueOptions,
  ) {}

  register<N extends JobName>(name: N, handler: JobHandler<N>, options: JobOptions = {}): void {
    this.handlers.set(name, {
      handler: handler as unknown as JobHandler<JobName>,
      maxAttempts: options.maxAttempts ?? 5,
      retryDelayMs: options.retryDelayMs ?? this.options.retryDelayMs,
    });
  }

  /**
   * Adds jobs in `db` (pass the transaction that writes what they work on). Call `poke()` once
   * it has committed so this process starts them without waiting for the next poll.
   */
  async enqueue<N extends JobName>(
    db: Db | Tx,
    name: N,
    payloads: JobTypes[N][],
    options: { runAt?: Date; maxAttempts?: number } = {},
  ): Promise<void> {
    if (payloads.length === 0) return;
    const maxAttempts = options.maxAttempts ?? this.handlers.get(name)?.maxAttempts ?? 5;
    const runAt = options.runAt ?? null;
    const values = sql.join(
      payloads.map(
        (p) =>
          sql`(${name}, ${JSON.stringify(p)}::jsonb, ${maxAttempts}, coalesce(${runAt}::timestamptz, now()))`,
      ),
      sql`, `,
    );
    await db.execute(sql`insert into jobs (name, payload, max_attempts, run_at) values ${values}`);
  }

  /** Looks for due jobs now (after an enqueue committed). */
  poke(): void {
    if (this.started) void this.tick();
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.abort = new AbortController();
    // PGlite is one process's own database: a job left active was lost with a previous run.
    if (this.database.kind === 'pglite')
      await this.database.db.execute(
        sql`update jobs set state = 'queued', locked_until = null where state = 'active'`,
      );
    this.schedule();
    void this.tick();
    // Pruning is one indexed delete: each worker runs it hourly, from its start.
    const prune = () =>
      void this.prune().catch((err: unknown) =>
        this.options.log.error({ err }, 'job queue: pruning failed'),
      );
    prune();
    this.pruner = setInterval(prune, PRUNE_EVERY_MS);
    this.pruner.unref();
  }

  /** Deletes failed (and done) jobs that finished over the retention period ago; how many. */
  prune(): Promise<number> {
    return pruneFinishedJobs(this.database.db, this.options.retentionDays);
  }

  /** Stops taking jobs; running ones are aborted and waited for (they write nothing after). */
  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pruner) clearInterval(this.pruner);
    this.pruner = null;
    this.abort.abort(new Error('the job queue stopped'));
    await Promise.allSettled([...this.running]);
    await this.ticking;
  }

  /**
   * Runs due jobs of the kinds it has handlers for until none is left, waiting for those other
   * processes hold (tests, bench, and the admin's "run now"). Gives up after `timeoutMs`.
   */
  async drain(timeoutMs = 30_000): Promise<void> {
    if (this.handlers.size === 0) return;
    const end = Date.now() + timeoutMs;
    const wasStarted = this.started;
    if (!wasStarted) {
      this.started = true;
      this.abort = new AbortController();
    }
    try {
      while (Date.now() < end) {
        await this.tick();
        await Promise.allSettled([...this.running]);
        // Only the jobs this queue runs: another kind waits for a process that registers it.
        const names = sql.join(
          [...this.handlers.keys()].map((n) => sql`${n}`),
          sql`, `,
        );
        const [left] = await rows<{ n: number }>(
          this.database.db,
          sql`select count(*)::int as n from jobs
              where ((state = 'queued' and run_at <= now()) or state = 'active')
                and name in (${names})`,
        );
        if (!left?.n) return;
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error('jobs still due after drain timeout');
    } finally {
      if (!wasStarted) this.started = false;
    }
  }

  private schedule(): void {
    if (!this.started) return;
    this.timer = setTimeout(() => {
      void this.tick().finally(() => this.schedule());
    }, this.options.pollMs);
    this.timer.unref();
  }

  /**
   * Takes as many due jobs as there are free slots, one tick at a time per process. While jobs
   * run, it waits until a quarter of the slots are free: one statement (and one commit) takes a
   * batch rather than a job each time one ends.
   */
  private tick(): Promise<void> {
    if (this.ticking) {
      this.again = true;
      return this.ticking;
    }
    const batch = Math.ceil(this.options.concurrency / 4);
    const loop = async () => {
      do {
        this.again = false;
        const free = this.options.concurrency - this.running.size;
        if (!this.started || free <= 0 || this.handlers.size === 0) return;
        if (free < batch && this.running.size > 0) return;
        const jobs = await this.claim(free);
        for (const job of jobs) this.run(job);
        if (jobs.length === free) this.again = true;
      } while (this.again && this.running.size < this.options.concurrency);
    };
    // `finally` runs after this assignment even when the loop returns at once.
    this.ticking = loop()
      .catch((err: unknown) => this.options.log.error({ err }, 'job queue: polling failed'))
      .finally(() => {
        this.ticking = null;
      });
    return this.ticking;
  }

  /**
   * Lapsed jobs (their process died) first, then due ones oldest first. Each part walks its own
   * partial index in order and stops at `limit`, however many jobs are waiting.
   */
  private async claim(limit: number): Promise<Claimed[]> {
    const names = sql.join(
      [...this.handlers.keys()].map((n) => sql`${n}`),
      sql`, `,
    );
    return rows<Claimed>(
      this.database.db,
      sql`with lapsed as (
            select id from jobs
            where state = 'active' and locked_until < now() and name in (${names})
            order by locked_until limit ${limit}
            for update skip locked
          ), due as (
            select id from jobs
            where state = 'queued' and run_at <= now() and name in (${names})
            order by run_at, id limit ${limit}
            for update skip locked
          )
          update jobs j
          set state = 'active', attempts = j.attempts + 1,
              locked_until = now() + make_interval(secs => ${this.options.lockSeconds})
          from (select id from lapsed union all select id from due limit ${limit}) taken
          where j.id = taken.id
          returning j.id, j.name, j.payload, j.attempts, j.max_attempts as "maxAttempts"`,
    );
  }

  private run(job: Claimed): void {
    const registered = this.handlers.get(job.name)!;
    const signal = this.abort.signal;
    const task = (async () => {
      try {
        const payload = typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload;
        const context: JobContext = {
          id: job.id,
          attempt: job.attempts,
          maxAttempts: job.maxAttempts,
          signal,
        };
        await registered.handler(payload as never, context);
        if (signal.aborted || finishedInTransaction.has(context)) return;
        await this.database.db.execute(sql`delete from jobs where id = ${job.id}`);
      } catch (err) {
        if (signal.aborted) return; // the process is stopping: the lock lapses, it runs again
        const last = job.attempts >= job.maxAttempts;
        const delayMs = registered.retryDelayMs * 2 ** (job.attempts - 1);
        const message = err instanceof Error ? err.message : String(err);
        this.options.log.warn({ err, job: job.name, attempt: job.attempts }, 'job failed');
        await this.database.db
          .execute(
            last
              ? sql`update jobs set state = 'failed', last_error = ${message}, finished_at = now(),
                      locked_until = null where id = ${job.id}`
              : sql`update jobs set state = 'queued', last_error = ${message}, locked_until = null,
                      run_at = now() + make_interval(secs => ${delayMs / 1000}) where id = ${job.id}`,
          )
          .catch((e: unknown) => this.options.log.error({ err: e }, 'job queue: update failed'));
      }
    })();
    this.running.add(task);
    void task.finally(() => {
      this.running.delete(task);
      if (this.started) void this.tick();
    });
  }
}

// ---------- operating the queue (super screen and `npm run jobs`, decision 039) ----------

export type QueueSummary = {
  queued: number;
  due: number;
  active: number;
  failed: number;
  /** seconds the oldest due job has waited; null when none is due */
  oldestDueSeconds: number | null;
};

/** What waits, runs and failed, and how long the oldest due job has waited (database clock). */
export async function queueSummary(db: Db): Promise<QueueSummary> {
  const [row] = await rows<QueueSummary>(
    db,
    sql`select count(*) filter (where state = 'queued')::int as queued,
               count(*) filter (where state = 'queued' and run_at <= now())::int as due,
               count(*) filter (where state = 'active')::int as active,
               count(*) filter (where state = 'failed')::int as failed,
               floor(extract(epoch from now() - min(run_at)
                 filter (where state = 'queued' and run_at <= now())))::int as "oldestDueSeconds"
          from jobs`,
  );
  return row!;
}

export type FailedJob = {
  id: number;
  name: string;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  createdAt: Date;
  finishedAt: Date | null;
};

/** Jobs that failed their last attempt, the most recent first. */
export async function listFailedJobs(
  db: Db,
  page: { page: number; limit: number },
): Promise<{ items: FailedJob[]; total: number }> {
  const [items, [count]] = await Promise.all([
    rows<FailedJob>(
      db,
      sql`select id::int as id, name, attempts, max_attempts as "maxAttempts",
                 last_error as "lastError", created_at as "createdAt", finished_at as "finishedAt"
            from jobs where state = 'failed'
           order by finished_at desc nulls last, id desc
           limit ${page.limit} offset ${(page.page - 1) * page.limit}`,
    ),
    rows<{ n: number }>(db, sql`select count(*)::int as n from jobs where state = 'failed'`),
  ]);
  // Both drivers: timestamps may come back as strings from a raw query.
  const at = (v: Date | string | null) => (v === null ? null : new Date(v));
  return {
    items: items.map((j) => ({
      ...j,
      createdAt: at(j.createdAt)!,
      finishedAt: at(j.finishedAt),
    })),
    total: count?.n ?? 0,
  };
}

/**
 * Failed jobs run again from their first attempt: the given ids, or all (of one name). Only
 * jobs still failed are touched, so two administrators retrying at once run each job once.
 * Call `poke()` on the queue after the transaction commits.
 */
export async function retryFailedJobs(
  db: Db | Tx,
  which: { ids: number[] } | { name?: string | undefined },
): Promise<Array<{ id: number; name: string }>> {
  const filter =
    'ids' in which
      ? sql`id in (${sql.join(
          which.ids.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : which.name
        ? sql`name = ${which.name}`
        : sql`true`;
  if ('ids' in which && which.ids.length === 0) return [];
  return rows<{ id: number; name: string }>(
    db,
    sql`update jobs set state = 'queued', attempts = 0, run_at = now(), finished_at = null,
               locked_until = null
         where state = 'failed' and ${filter}
         returning id::int as id, name`,
  );
}

/** Deletes failed and done jobs that finished more than `retentionDays` ago; how many. */
export async function pruneFinishedJobs(db: Db, retentionDays: number): Promise<number> {
  const deleted = await rows<{ id: number }>(
    db,
    sql`delete from jobs
         where state in ('done', 'failed')
           and finished_at < now() - make_interval(days => ${retentionDays})
         returning id`,
  );
  return deleted.length;
}

/**
 * Adds jobs without the queue at hand (a feature's helper called inside a transaction, such as
 * `notify`): as `JobQueue.enqueue`, with the attempts given here. The worker's next poll starts them.
 */
export async function enqueueJobs<N extends JobName>(
  db: Db | Tx,
  name: N,
  payloads: JobTypes[N][],
  maxAttempts = 5,
): Promise<void> {
  if (payloads.length === 0) return;
  const values = sql.join(
    payloads.map((p) => sql`(${name}, ${JSON.stringify(p)}::jsonb, ${maxAttempts}, now())`),
    sql`, `,
  );
  await db.execute(sql`insert into jobs (name, payload, max_attempts, run_at) values ${values}`);
}
