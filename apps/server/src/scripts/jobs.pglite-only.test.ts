import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { cleanEnv, startProcess, tempDataDir } from '../test/processes.ts';

const data = tempDataDir();
afterAll(() => data.remove());

/** `npm run jobs` runs exactly this command from the repository root. */
function jobs(args: string[]) {
  const proc = startProcess(
    ['--import', 'tsx', 'apps/server/src/scripts/jobs.ts', ...args],
    cleanEnv({ DATA_DIR: data.dir, NODE_ENV: 'test' }),
  );
  return proc.exited.then((code) => ({ code, stdout: proc.stdout(), stderr: proc.stderr() }));
}

describe('npm run jobs', () => {
  // Each run starts Node and opens the PGlite directory: seconds each on a busy machine.
  it(
    'runs a failed job again in the PGlite directory the server uses',
    { timeout: 120_000 },
    async () => {
      const database = await openDatabase({
        kind: 'pglite',
        dataDir: path.join(data.dir, 'pglite'),
      });
      await migrateDatabase(database);
      await database.db.execute(
        sql`insert into jobs (name, payload, state, attempts, last_error, finished_at)
          values ('send-email', '{}', 'failed', 5, 'SMTP refused', now())`,
      );
      await database.close();

      const listed = await jobs(['failed']);
      expect(listed.stderr).toBe('');
      expect(listed.stdout).toMatch(/#1 send-email failed .* after 5 of 5 attempts: SMTP refused/);
      const retried = await jobs(['retry', '1']);
      expect(retried.code).toBe(0);
      expect(retried.stdout.trim()).toBe('will run again: #1 send-email');
      const status = await jobs(['status']);
      expect(status.stdout).toContain('waiting 1 (due now 1), running 0, failed 0');
      // A mistake is told before the database is opened.
      const wrong = await jobs(['retry']);
      expect(wrong.code).toBe(1);
      expect(wrong.stderr.trim()).toBe(
        'jobs: retry takes job ids, or --all (optionally with --name)',
      );
    },
  );
});
