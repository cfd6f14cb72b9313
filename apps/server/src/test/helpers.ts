import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';

export type TestContext = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /**
   * A second API process on the same database (its own pool and change feed); `wrap` may
   * observe its database calls. Closed with the context.
   */
  startAnotherProcess(wrap?: (database: Database) => Database): Promise<FastifyInstance>;
  close(): Promise<void>;
};

export type TestDatabase = {
  database: Database;
  /**
   * Another handle on the same database, as a second API process has: its own pool on
   * PostgreSQL; the same instance on PGlite (one process only). Closed by `drop`.
   */
  openAgain(): Promise<Database>;
  drop(): Promise<void>;
};

/** A fresh, migrated database for one test file: PGlite from the dump, or a clone of the template. */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (inject('dbKind') === 'pglite') {
    const dump = new Blob([fs.readFileSync(inject('pgliteDump'))]);
    const database = await openDatabase({ kind: 'pglite', loadDataDir: dump });
    return {
      database,
      openAgain: async () => ({ ...database, close: async () => undefined }),
      drop: () => database.close(),
    };
  }
  const template = new URL(inject('pgTemplateUrl'));
  const name = `dpts_t_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({
    connectionString: template.toString().replace(template.pathname, '/postgres'),
  });
  await admin.connect();
  await admin.query(`create database ${name} template ${template.pathname.slice(1)}`);
  const url = new URL(template);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 20 });
  const others: Database[] = [];
  return {
    database,
    async openAgain() {
      const other = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 5 });
      others.push(other);
      return other;
    },
    async drop() {
      await Promise.all([database, ...others].map((d) => d.close()));
      // pool.end() resolves before its sockets have closed; a forced drop would then kill them
      // mid-goodbye and surface as an unhandled error. Wait for them to go first.
      for (let i = 0; i < 100; i++) {
        const { rows } = await admin.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Rate limits are off unless a test turns them on (`RATE_LIMITS: 'on'`). The job worker does
 * not poll: tests run due jobs with `app.jobs.drain()` (retries due at once, sites unpaced).
 */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    APP_URL: 'http://app.test',
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
    WORKERS: 'off',
    JOB_RETRY_DELAY_MS: '0',
    VERIFIER_SITE_RATE: '10000',
    VERIFIER_ATTEMPTS: '3',
    ...overrides,
  });
}

/**
 * REDIS_URL for the suites that turn limits on, when TEST_REDIS_URL names a Redis to count in
 * (as several API processes do); empty otherwise, so they count in the process.
 */
export function testRedisEnv(): { REDIS_URL?: string } {
  const url = process.env.TEST_REDIS_URL;
  return url ? { REDIS_URL: url } : {};
}

/** The whole app on its own database, without a port. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    beforeReady?: (app: FastifyInstance) => void | Promise<void>;
    /** the app's clock; defaults to the real time */
    now?: () => Date;
  } = {},
): Promise<TestContext> {
  const { database, openAgain, drop } = await openTestDatabase();
  const config = testConfig(env);
  const others: FastifyInstance[] = [];
  const app = await buildApp({
    config,
    database,
    logger: false,
    ...(options.now ? { now: options.now } : {}),
  });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async startAnotherProcess(wrap = (d) => d) {
      const other = await buildApp({
        config,
        database: wrap(await openAgain()),
        logger: false,
        ...(options.now ? { now: options.now } : {}),
      });
      others.push(other);
      await other.ready();
      return other;
    },
    async close() {
      await Promise.all([app, ...others].map((a) => a.close()));
      await drop();
    },
  };
}

/**
 * Messages in the local mailbox for one address, newest first, once the queued `send-email`
 * jobs have run (tests run without workers, so this drains the queue first).
 */
export async function mailboxFor(app: FastifyInstance, to: string) {
  await app.jobs.drain();
  const res = await app.inject({
    method: 'GET',
    url: `/dev/mailbox.json?to=${encodeURIComponent(to)}`,
  });
  return res.json<Array<{ to: string; subject: string; text: string; html: string }>>();
}
