import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import { ReplicaRouter } from './replica.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle: same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  /**
   * For reads outside transactions (boards, ranks, counts, the Learning pages): on PostgreSQL a
   * pool of its own, so reads never queue behind award transactions for a connection. It sees
   * what has committed, as `db` does outside a transaction. PGlite: the same as `db`.
   */
  readDb: Db;
  kind: 'pglite' | 'postgres';
  /**
   * With DATABASE_REPLICA_URL: where `readDb` and `preparedRows` are sent (the replica when it
   * answers and has replayed every change the feed announced, else the primary); the change feed
   * tells it what it sees. Null without a replica.
   */
  replica: ReplicaRouter | null;
  /**
   * Rows of a hand-written statement ($1, $2… parameters) prepared once per connection under
   * `name`: for hot read paths whose planning would cost more than their execution. Runs on
   * the read pool.
   */
  preparedRows<T>(name: string, text: string, params: unknown[]): Promise<T[]>;
  /**
   * Subscribes to a notification channel. PostgreSQL: on a connection of its own, which can be
   * lost (then `lost` is called once and the subscription is over). PGlite: on the embedded
   * instance, where a notification arrives before the committing statement's promise resolves.
   * Resolves once listening; the returned function stops.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export type ListenHandlers = { message(payload: string): void; lost(err: Error): void };

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolMax?: number;
      /** a streaming replica for the lag-tolerant reads (decision 050) */
      replicaUrl?: string;
      log?: { warn(obj: object, msg: string): void; info(msg: string): void };
    }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/** The folder of the migrations this build applies (`apps/server/drizzle`). */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // src/db → ../../drizzle; dist → ../drizzle
  for (const candidate of ['../../drizzle', '../drizzle']) {
    const dir = path.resolve(here, candidate);
    if (fs.existsSync(path.join(dir, 'meta', '_journal.json'))) return dir;
  }
  throw new Error('migrations folder not found');
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const { Pool } = (await import('pg')).default;
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const poolMax = options.poolMax ?? 10;
    // Connections to a server that went away (restart, failover) error while idle: without a
    // handler that would end the process; the pool drops them and opens new ones when asked.
    const log = options.log ?? { warn: () => undefined, info: () => undefined };
    const dropped = (err: Error) => log.warn({ err: err.message }, 'database connection lost');
    // A checked-out connection (between a transaction's statements) errors too when its server
    // goes: each gets a listener, and its next query fails (503) instead of the process.
    const guard = (p: import('pg').Pool) =>
      p.on('error', dropped).on('connect', (c) => c.on('error', dropped));
    const pool = new Pool({ connectionString: options.url, max: poolMax });
    guard(pool);
    // Half as many again for reads: they are short, and served from memory most of the time.
    const readMax = Math.max(2, Math.ceil(poolMax / 2));
    const readPool = new Pool({ connectionString: options.url, max: readMax });
    guard(readPool);
    const replica = options.replicaUrl
      ? new ReplicaRouter(
          readPool,
          guard(
            new Pool({
              connectionString: options.replicaUrl,
              max: readMax,
              connectionTimeoutMillis: 2_000,
            }),
          ),
          log,
        )
      : null;
    // Fail fast with the driver's own message rather than a failed query later.
    const client = await pool.connect();
    client.release();
    const db = drizzle(pool, { schema }) as unknown as Db;
    const readDb = drizzle(replica ? routedPool(Pool, readPool, replica) : readPool, {
      schema,
    }) as unknown as Db;
    return {
      db,
      readDb,
      kind: 'postgres',
      replica,
      preparedRows: async <T>(name: string, text: string, values: unknown[]) =>
        (replica
          ? await replica.query({ name, text, values })
          : await readPool.query({ name, text, values })
        ).rows as T[],
      listen: (channel, handlers) => listenOnPostgres(options.url, channel, handlers),
      notify: async (channel, payload) => {
        await pool.query('select pg_notify($1, $2)', [channel, payload]);
      },
      ping: () => ping(db),
      close: async () => {
        await Promise.all([pool.end(), readPool.end(), replica?.close()]);
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    // substring search over users and courses (migration 0006)
    extensions: { pg_trgm },
  });
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    readDb: db,
    kind: 'pglite',
    replica: null,
    // PGlite is one in-process connection: nothing to gain from naming the statement.
    preparedRows: async <T>(_name: string, text: string, values: unknown[]) =>
      (await client.query<T>(text, values)).rows,
    listen: (channel, handlers) => client.listen(channel, (payload) => handlers.message(payload)),
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    ping: () => ping(db),
    close: () => client.close(),
  };
}

/**
 * A pool as Drizzle sees it (it checks for a Pool before opening a transaction) whose queries the
 * replica router places; transactions (rare on reads) run on the primary's read pool.
 */
function routedPool(
  Pool: typeof import('pg').Pool,
  primary: import('pg').Pool,
  router: ReplicaRouter,
): import('pg').Pool {
  class RoutedPool extends Pool {
    override query(...args: unknown[]): never {
      return router.query(args[0] as never, args[1] as never) as never;
    }
    override connect(...args: unknown[]): never {
      return (primary.connect as (...a: unknown[]) => unknown)(...args) as never;
    }
  }
  return new RoutedPool({ max: 1 });
}

/** A dedicated connection for LISTEN: pooled connections come and go, a listener must stay. */
async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  const { Client } = (await import('pg')).default;
  const client = new Client({ connectionString: url, keepAlive: true });
  let listening = false;
  let over = false;
  const end = (err: Error) => {
    // Before `listen` succeeded, the rejected promise reports the failure.
    if (over || !listening) return;
    over = true;
    client.removeAllListeners('notification');
    client.end().catch(() => undefined);
    handlers.lost(err);
  };
  client.on('error', end);
  client.on('end', () => end(new Error('listener connection closed')));
  client.on('notification', (n) => {
    if (!over && n.channel === channel) handlers.message(n.payload ?? '');
  });
  try {
    await client.connect();
    await client.query(`listen ${client.escapeIdentifier(channel)}`);
  } catch (err) {
    await client.end().catch(() => undefined);
    throw err;
  }
  listening = true;
  return async () => {
    over = true;
    client.removeAllListeners('notification');
    await client.end().catch(() => undefined);
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Applies the migrations a database lacks (all of `migrationsFolder()` unless told another). */
export async function migrateDatabase(
  database: Database,
  migrationsDir: string = migrationsFolder(),
): Promise<void> {
  if (database.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db as never, { migrationsFolder: migrationsDir });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder: migrationsDir });
  }
}

/** Rows of a raw query, for both drivers (both answer `{rows}`). */
export async function rows<T>(db: Db | Tx, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/**
 * A query prepared once per database and reused: hot paths (every request resolves its session)
 * skip drizzle's query building and PostgreSQL's planning. Not for use inside a transaction.
 */
export function preparedQuery<T>(build: (db: Db) => T): (db: Db) => T {
  const byDatabase = new WeakMap<Db, T>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (!prepared) byDatabase.set(db, (prepared = build(db)));
    return prepared;
  };
}
