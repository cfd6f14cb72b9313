import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';

export type EmptyDatabase = { database: Database; drop(): Promise<void> };

/**
 * A database with nothing in it, not even the migrations, of the kind this test project runs
 * on: a fresh PGlite instance, or a new database on the PostgreSQL server.
 */
export async function openEmptyDatabase(): Promise<EmptyDatabase> {
  if (inject('dbKind') === 'pglite') {
    const database = await openDatabase({ kind: 'pglite' });
    return { database, drop: () => database.close() };
  }
  const server = new URL(inject('pgTemplateUrl'));
  server.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  const name = `dpts_m_${randomUUID().replace(/-/g, '')}`;
  await admin.query(`create database ${name} template template0`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 2 });
  return {
    database,
    async drop() {
      await database.close();
      // pool.end() resolves before its sockets have closed: let them go before the forced drop.
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
