import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';

/** A throw-away database for one benchmark run, and how the server reaches it. */
export type BenchTarget = {
  kind: 'pglite' | 'postgres';
  /** the database name (PostgreSQL) or the data directory (PGlite) */
  where: string;
  /** environment that points the server at it */
  serverEnv: Record<string, string>;
  /** `poolMax`: connections of the main pool on PostgreSQL (default 4) */
  open(poolMax?: number): Promise<Database>;
  /** drops the database / removes the directory, unless kept */
  dispose(): Promise<void>;
};

function stamp(): string {
  return new Date().toISOString().replace(/\D/g, '').slice(0, 14);
}

/** The same server and credentials as `url`, another database. */
function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(name)}`;
  return u.toString();
}

/**
 * PostgreSQL: a fresh `dpts_bench_<timestamp>` database on the server of DATABASE_URL, created
 * and dropped through the `postgres` maintenance database; the database named in the URL is
 * never opened. PGlite: a fresh temp directory (the server reads DATA_DIR/pglite).
 */
export async function createTarget(
  databaseUrl: string | undefined,
  keep: boolean,
  reuse: string | undefined,
): Promise<BenchTarget> {
  if (reuse) return reuseTarget(databaseUrl, reuse);
  if (databaseUrl) {
    const name = `dpts_bench_${stamp()}_${process.pid}`;
    const adminUrl = withDatabase(databaseUrl, 'postgres');
    const url = withDatabase(databaseUrl, name);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database "${name}"`);
    } finally {
      await admin.end();
    }
    return {
      kind: 'postgres',
      where: name,
      serverEnv: { DATABASE_URL: url },
      open: (poolMax = 4) => openDatabase({ kind: 'postgres', url, poolMax }),
      async dispose() {
        if (keep) {
          console.log(`kept database ${name} (drop it with: drop database "${name}")`);
          return;
        }
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        try {
          // `with (force)` ends a straggling server connection rather than failing the drop.
          await client.query(`drop database if exists "${name}" with (force)`);
        } finally {
          await client.end();
        }
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dpts-bench-'));
  const dataDir = path.join(dir, 'pglite');
  return {
    kind: 'pglite',
    where: dir,
    serverEnv: { DATA_DIR: dir },
    open: () => openDatabase({ kind: 'pglite', dataDir }),
    async dispose() {
      if (keep) {
        console.log(`kept PGlite data in ${dataDir} (DATA_DIR=${dir})`);
        return;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A database an earlier `--keep` run left: a dpts_bench_* database on the DATABASE_URL server,
 * or a PGlite DATA_DIR. Nothing is created or removed; only bench databases are accepted.
 */
function reuseTarget(databaseUrl: string | undefined, reuse: string): BenchTarget {
  if (databaseUrl) {
    if (!/^dpts_bench_\w+$/.test(reuse))
      throw new Error(`--reuse takes a dpts_bench_* database name, got ${reuse}`);
    const url = withDatabase(databaseUrl, reuse);
    return {
      kind: 'postgres',
      where: reuse,
      serverEnv: { DATABASE_URL: url },
      open: (poolMax = 4) => openDatabase({ kind: 'postgres', url, poolMax }),
      dispose: async () => console.log(`kept database ${reuse}`),
    };
  }
  const dir = path.resolve(reuse);
  const dataDir = path.join(dir, 'pglite');
  if (!fs.existsSync(dataDir)) throw new Error(`--reuse: no PGlite data in ${dataDir}`);
  return {
    kind: 'pglite',
    where: dir,
    serverEnv: { DATA_DIR: dir },
    open: () => openDatabase({ kind: 'pglite', dataDir }),
    dispose: async () => console.log(`kept PGlite data in ${dataDir}`),
  };
}
