import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { jobMessages, serverMessages } from '@dpts/contract';
import { rows } from '../../db/client.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { bearer, createUser, type TestUser } from '../../test/factories.ts';

declare module '../../lib/job-queue.ts' {
  interface JobTypes {
    'test-flaky': { label: string };
  }
}

let ctx: TestContext;
let superAdmin: TestUser;
let admin: TestUser;
let officer: TestUser;
/** what the flaky job does on its next run */
let outcome: 'fail' | 'succeed' = 'fail';
const ran: string[] = [];
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestApp(
    { JOB_RETENTION_DAYS: '7' },
    {
      beforeReady: (app) =>
        app.jobs.register(
          'test-flaky',
          async ({ label }) => {
            if (outcome === 'fail') throw new Error(`the site refused ${label}`);
            ran.push(label);
          },
          { maxAttempts: 2 },
        ),
    },
  );
  superAdmin = await createUser(db(), { role: 'super' });
  admin = await createUser(db(), { role: 'admin' });
  officer = await createUser(db());
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  await db().execute(sql`delete from jobs`);
  outcome = 'fail';
  ran.length = 0;
});

type Call = { method: 'GET' | 'POST'; url: string; payload?: object };
const call = (c: Call, token?: string) =>
  ctx.app.inject({
    method: c.method,
    url: c.url,
    ...(c.payload ? { payload: c.payload } : {}),
    ...(token ? { headers: bearer(token) } : {}),
  });
const asSuper = (c: Call) => call(c, superAdmin.token);

/** Jobs that fail both attempts: failed, as the queue leaves them. */
async function failedJobs(...labels: string[]): Promise<string[]> {
  await ctx.app.jobs.enqueue(
    db(),
    'test-flaky',
    labels.map((label) => ({ label })),
  );
  await ctx.app.jobs.drain();
  const found = await rows<{ id: string }>(
    db(),
    sql`select id::text as id from jobs where state = 'failed' order by id`,
  );
  expect(found).toHaveLength(labels.length);
  return found.map((r) => r.id);
}

describe('who may operate the job queue', () => {
  const calls: Call[] = [
    { method: 'GET', url: '/v1/super/jobs' },
    { method: 'GET', url: '/v1/super/jobs/failed' },
    { method: 'POST', url: '/v1/super/jobs/99999999/retry' },
    { method: 'POST', url: '/v1/super/jobs/retry', payload: {} },
  ];

  it('nobody signed out', async () => {
    for (const c of calls) {
      const res = await call(c);
      expect(res.statusCode, c.url).toBe(401);
      expect(res.json().message).toBe(serverMessages.authenticate);
    }
  });

  it('no officer and no admin: the super role only', async () => {
    for (const c of calls)
      for (const who of [officer, admin]) {
        const res = await call(c, who.token);
        expect(res.statusCode, `${who.user.role} ${c.url}`).toBe(403);
        expect(res.json().message).toBe(serverMessages.forbidden);
      }
  });

  it('a super administrator', async () => {
    expect((await asSuper(calls[0]!)).statusCode).toBe(200);
    expect((await asSuper(calls[1]!)).statusCode).toBe(200);
    // no such failed job
    const missing = await asSuper(calls[2]!);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(jobMessages.notFound);
    expect((await asSuper(calls[3]!)).json()).toEqual({
      data: { retried: 0 },
      message: jobMessages.retried(0),
    });
  });
});

describe('the job queue for a super administrator', () => {
  it('counts what waits and how long the oldest due job has waited', async () => {
    await ctx.app.jobs.enqueue(db(), 'test-flaky', [{ label: 'late' }], {
      runAt: new Date(Date.now() - 5 * 60_000),
    });
    await ctx.app.jobs.enqueue(db(), 'test-flaky', [{ label: 'later' }], {
      runAt: new Date(Date.now() + 60 * 60_000),
    });
    const { data } = (await asSuper({ method: 'GET', url: '/v1/super/jobs' })).json();
    expect(data).toMatchObject({ queued: 2, due: 1, active: 0, failed: 0, retentionDays: 7 });
    expect(data.oldestDueSeconds).toBeGreaterThanOrEqual(300);
    expect(data.oldestDueSeconds).toBeLessThan(3600);
  });

  it('lists failed jobs with their last error, and runs one again once (audit logged)', async () => {
    const [first, second] = await failedJobs('ada', 'bola');
    const list = (await asSuper({ method: 'GET', url: '/v1/super/jobs/failed' })).json().data;
    expect(list.total).toBe(2);
    expect(list.items).toHaveLength(2);
    expect(list.items[0]).toMatchObject({
      name: 'test-flaky',
      attempts: 2,
      maxAttempts: 2,
      lastError: expect.stringMatching(/^the site refused (ada|bola)$/),
    });
    expect((await asSuper({ method: 'GET', url: '/v1/super/jobs' })).json().data.failed).toBe(2);

    outcome = 'succeed';
    const retried = await asSuper({ method: 'POST', url: `/v1/super/jobs/${first}/retry` });
    expect(retried.json()).toEqual({ data: { retried: 1 }, message: jobMessages.retried(1) });
    await ctx.app.jobs.drain();
    expect(ran).toEqual(['ada']);
    // It ran and is gone; the other still waits for a decision.
    const left = (await asSuper({ method: 'GET', url: '/v1/super/jobs/failed' })).json().data;
    expect(left.items.map((j: { _id: string }) => j._id)).toEqual([second]);
    // Running it again a second time finds nothing to run.
    const again = await asSuper({ method: 'POST', url: `/v1/super/jobs/${first}/retry` });
    expect(again.statusCode).toBe(404);

    const audit = (await asSuper({ method: 'GET', url: '/v1/super/audit?entity=job' })).json();
    expect(audit.data.items).toHaveLength(1);
    expect(audit.data.items[0]).toMatchObject({
      action: 'job.retry',
      entityId: first,
      actor: { email: superAdmin.user.email },
      after: { name: 'test-flaky', state: 'queued' },
    });
  });

  it('runs every failed job again, from its first attempt', async () => {
    await failedJobs('chidi', 'dayo');
    outcome = 'succeed';
    const res = await asSuper({ method: 'POST', url: '/v1/super/jobs/retry', payload: {} });
    expect(res.json()).toEqual({ data: { retried: 2 }, message: jobMessages.retried(2) });
    await ctx.app.jobs.drain();
    expect(ran.sort()).toEqual(['chidi', 'dayo']);
    expect((await asSuper({ method: 'GET', url: '/v1/super/jobs' })).json().data).toMatchObject({
      queued: 0,
      failed: 0,
      oldestDueSeconds: null,
    });
  });

  it('refuses a job id that is not a number, and an empty name, with the usual 400', async () => {
    const bad = await asSuper({ method: 'POST', url: '/v1/super/jobs/abc/retry' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    const empty = await asSuper({
      method: 'POST',
      url: '/v1/super/jobs/retry',
      payload: { name: ' ' },
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe('failed jobs after the retention period', () => {
  it('are pruned; younger ones are kept to be looked at', async () => {
    const [old, recent] = await failedJobs('old', 'recent');
    await db().execute(
      sql`update jobs set finished_at = now() - interval '8 days' where id = ${Number(old)}`,
    );
    await db().execute(
      sql`update jobs set finished_at = now() - interval '6 days' where id = ${Number(recent)}`,
    );
    expect(await ctx.app.jobs.prune()).toBe(1);
    const left = await rows<{ id: string }>(db(), sql`select id::text as id from jobs`);
    expect(left).toEqual([{ id: recent }]);
  });
});

describe('draining the queue', () => {
  it('runs the kinds this process handles and does not wait for a kind no handler here runs', async () => {
    outcome = 'succeed';
    // A kind another process would run (as the bench's verifier meets notices and badge jobs).
    await db().execute(
      sql`insert into jobs (name, payload, state, run_at) values ('deliver-elsewhere', '{}', 'queued', now())`,
    );
    await ctx.app.jobs.enqueue(db(), 'test-flaky', [{ label: 'mine' }]);
    await ctx.app.jobs.drain(5_000);
    expect(ran).toEqual(['mine']);
    const [waiting] = await rows<{ state: string }>(
      db(),
      sql`select state from jobs where name = 'deliver-elsewhere'`,
    );
    expect(waiting?.state).toBe('queued');
  });
});
