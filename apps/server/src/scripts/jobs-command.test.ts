import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../db/client.ts';
import { openTestDatabase, type TestDatabase } from '../test/helpers.ts';
import { JobsCommandError, parseJobsCommand, runJobsCommand } from './jobs-command.ts';

let test: TestDatabase;
const db = () => test.database.db;
beforeAll(async () => {
  test = await openTestDatabase();
});
afterAll(() => test.drop());
beforeEach(async () => {
  await db().execute(sql`delete from jobs`);
});

/** Runs `npm run jobs -- …` on the test database; what it printed. */
async function run(...argv: string[]): Promise<string> {
  const out: string[] = [];
  await runJobsCommand(db(), parseJobsCommand(argv), {
    retentionDays: 14,
    print: (line) => out.push(line),
  });
  return out.join('\n');
}

/** A job that failed `daysAgo` days ago after 5 attempts; its id. */
async function failed(name: string, daysAgo: number): Promise<number> {
  const [row] = await rows<{ id: number }>(
    db(),
    sql`insert into jobs (name, payload, state, attempts, last_error, finished_at)
        values (${name}, '{}'::jsonb, 'failed', 5, 'SMTP refused',
                now() - make_interval(days => ${daysAgo}))
        returning id::int as id`,
  );
  return row!.id;
}

const states = async () =>
  rows<{ id: number; state: string; attempts: number }>(
    db(),
    sql`select id::int as id, state, attempts from jobs order by id`,
  );

describe('npm run jobs', () => {
  it('shows the queue and the failed jobs with their errors', async () => {
    const id = await failed('send-email', 1);
    await db().execute(
      sql`insert into jobs (name, payload, run_at) values ('verify-claims', '{}', now() - interval '90 seconds')`,
    );
    const status = await run();
    expect(status).toContain('waiting 1 (due now 1), running 0, failed 1');
    expect(status).toMatch(/the oldest due job has waited (9\d|1\d\d) s/);
    const list = await run('failed');
    expect(list).toContain('1 failed job');
    expect(list).toContain(`#${id} send-email failed`);
    expect(list).toContain('after 5 of 5 attempts: SMTP refused');
  });

  it('runs failed jobs again by id, or all of one name', async () => {
    const a = await failed('send-email', 1);
    const b = await failed('send-email', 2);
    const c = await failed('verify-claims', 1);
    expect(await run('retry', String(a))).toBe(`will run again: #${a} send-email`);
    expect(await run('retry', String(a))).toBe('no failed job matched');
    expect(await run('retry', '--all', '--name', 'verify-claims')).toBe(
      `will run again: #${c} verify-claims`,
    );
    expect(await states()).toEqual([
      { id: a, state: 'queued', attempts: 0 },
      { id: b, state: 'failed', attempts: 5 },
      { id: c, state: 'queued', attempts: 0 },
    ]);
  });

  it('prunes failed jobs past the retention period', async () => {
    await failed('send-email', 20);
    const kept = await failed('send-email', 3);
    expect(await run('prune')).toBe('pruned 1 job');
    expect((await states()).map((j) => j.id)).toEqual([kept]);
  });

  it('explains what it cannot do', async () => {
    await expect(run('retry')).rejects.toThrow(JobsCommandError);
    await expect(run('retry', 'x')).rejects.toThrow('job ids are whole numbers');
    await expect(run('retry', '1', '--all')).rejects.toThrow('retry takes job ids, or --all');
    await expect(run('failed', '--page', '0')).rejects.toThrow('--page must be');
    await expect(run('explode')).rejects.toThrow('unknown command explode');
  });
});
