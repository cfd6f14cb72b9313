/**
 * The fault bench (`npm run cluster -- --faults`): steady load through the balancer while parts
 * of the cluster are killed, stopped and restarted; after each fault, the integrity check.
 * Results go to bench/results/cluster-faults-*.json and the table printed at the end.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, rows, type Database } from '../../apps/server/src/db/client.ts';
import { lagosDay, lagosDayStart } from '../../apps/server/src/lib/lagos-time.ts';
import type { FakeSites } from '../../apps/server/src/test/fake-sites.ts';
import { usableEvidence } from '../evidence.ts';
import type { Evidence, SentEvent } from '../load.ts';
import { loadState, seed, type SampledOfficer } from '../seed.ts';
import { repoRoot } from '../server.ts';
import { verifyIngestion, type Check } from '../verify.ts';
import type { Cluster } from './cluster.ts';
import { pgStart, pgStop, sleep } from './pieces.ts';

/** Officers seeded for the fault runs (small: the point is the faults, not the size). */
const USERS = 3_000;
const SAMPLE = 300;
const READERS = 16;
const WRITERS = 4;

type Tally = {
  requests: number;
  ok: number;
  /** 429s: limits at work, not failures */
  limited: number;
  status503: number;
  status503WithRetryAfter: number;
  status500: number;
  otherFailures: number;
  networkErrors: number;
  /** writes whose first try failed and the retry (same event id, as the extension does) answered */
  retriedWrites: number;
};

type FaultResult = {
  fault: string;
  seconds: number;
  loadAverage: number[];
  tally: Tally;
  failureShare: number;
  notes: Record<string, string | number | boolean>;
  integrity: Check[];
  pass: boolean;
};

const newTally = (): Tally => ({
  requests: 0,
  ok: 0,
  limited: 0,
  status503: 0,
  status503WithRetryAfter: 0,
  status500: 0,
  otherFailures: 0,
  networkErrors: 0,
  retriedWrites: 0,
});

const failures = (t: Tally) => t.status503 + t.status500 + t.otherFailures + t.networkErrors;

/** Steady load through the balancer until `stop` resolves: board, stats and topic reads, and
 * completions (each retried with the same event id when its answer is lost). */
async function load(
  url: string,
  officers: SampledOfficer[],
  evidence: Map<string, Evidence>,
  sent: Map<string, SentEvent>,
  stop: Promise<void>,
): Promise<Tally> {
  const tally = newTally();
  let over = false;
  void stop.then(() => (over = true));
  const reads = [
    '/v1/profile/leaderboard?type=global&limit=10',
    '/v1/profile/leaderboard?type=daily&limit=10',
    '/v1/profile/stats',
    '/v1/topics',
  ];
  const record = (status: number, retryAfter: string | null) => {
    tally.requests++;
    if (status >= 200 && status < 300) tally.ok++;
    else if (status === 429) tally.limited++;
    else if (status === 503) {
      tally.status503++;
      if (retryAfter) tally.status503WithRetryAfter++;
    } else if (status >= 500) tally.status500++;
    else tally.otherFailures++;
  };
  const call = async (pathname: string, token: string, body?: string): Promise<Response | null> => {
    try {
      const res = await fetch(`${url}${pathname}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body } : {}),
        signal: AbortSignal.timeout(10_000),
      });
      record(res.status, res.headers.get('retry-after'));
      return res;
    } catch {
      tally.requests++;
      tally.networkErrors++;
      return null;
    }
  };
  let turn = 0;
  const reader = async () => {
    while (!over) {
      const officer = officers[turn++ % officers.length]!;
      const res = await call(reads[turn % reads.length]!, officer.token);
      await res?.arrayBuffer();
    }
  };
  let writeTurn = 0;
  const writer = async () => {
    while (!over) {
      const officer = officers[writeTurn++ % officers.length]!;
      const course = officer.lacking.find((c) => evidence.has(c.website));
      if (!course) {
        await sleep(50);
        continue;
      }
      officer.lacking = officer.lacking.filter((c) => c !== course);
      const id = randomUUID();
      const event: SentEvent = {
        userId: officer.id,
        courseId: course.id,
        points: course.point,
        answered: false,
      };
      sent.set(id, event);
      const body = JSON.stringify({
        events: [
          {
            id,
            type: 'complete',
            url: course.url,
            title: course.name,
            certificateUrl: evidence.get(course.website)!(officer, course),
            at: new Date().toISOString(),
          },
        ],
      });
      // The extension keeps an event until an answer for it arrives, and sends it again.
      for (let attempt = 0; attempt < 5; attempt++) {
        const res = await call('/v1/activity', officer.token, body);
        if (res?.ok) {
          const parsed = (await res.json()) as {
            data: { results: { id: string; outcome: string; pointsAwarded: number }[] };
          };
          const result = parsed.data.results.find((r) => r.id === id);
          if (result) {
            event.answered = true;
            event.outcome = result.outcome;
            event.pointsAwarded = result.pointsAwarded;
          }
          if (attempt > 0) tally.retriedWrites++;
          break;
        }
        await res?.arrayBuffer();
        await sleep(res?.headers.get('retry-after') ? 500 : 100);
      }
    }
  };
  await Promise.all([
    ...Array.from({ length: READERS }, reader),
    ...Array.from({ length: WRITERS }, writer),
  ]);
  return tally;
}

/** Claims opened during the run all settled (verified, rejected or sent to review). */
async function drainClaims(database: Database, timeoutMs = 120_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await rows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from completion_claims where state = 'pending'`,
    );
    if (!row?.n || Date.now() > deadline) return row?.n ?? 0;
    await sleep(500);
  }
}

/** The global board through the balancer agrees with the totals in the primary. */
async function boardAgrees(cluster: Cluster, database: Database, token: string): Promise<Check> {
  // Every process has seen the last change once its feed delivered it; allow that delay.
  let detail = '';
  for (let tries = 0; tries < 20; tries++) {
    const res = await fetch(`${cluster.url}/v1/profile/leaderboard?type=global&limit=10`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { data: { entries?: { totalPointsEarned: number }[] } };
    const served = (body.data.entries ?? []).map((e) => e.totalPointsEarned);
    const top = await rows<{ p: number }>(
      database.db,
      sql`select total_points_earned as p from users where total_points_earned > 0
          order by total_points_earned desc limit 10`,
    );
    const truth = top.map((r) => r.p);
    if (JSON.stringify(served) === JSON.stringify(truth))
      return { name: 'global board served = totals in the primary', pass: true, detail: 'top 10' };
    detail = `served ${served.join(',')} vs ${truth.join(',')}`;
    await sleep(250);
  }
  return { name: 'global board served = totals in the primary', pass: false, detail };
}

type Context = {
  cluster: Cluster;
  database: Database;
  officers: SampledOfficer[];
  evidence: Map<string, Evidence>;
  sent: Map<string, SentEvent>;
  since: Date;
  seededLedgerRows: number;
  durationS: number;
  log: (line: string) => void;
};

async function underLoad(
  ctx: Context,
  fault: string,
  act: (elapsed: () => number, notes: FaultResult['notes']) => Promise<void>,
): Promise<FaultResult> {
  ctx.log(`fault: ${fault}`);
  const started = Date.now();
  const elapsed = () => (Date.now() - started) / 1000;
  let end!: () => void;
  const stop = new Promise<void>((resolve) => (end = resolve));
  const running = load(ctx.cluster.url, ctx.officers, ctx.evidence, ctx.sent, stop);
  const notes: FaultResult['notes'] = {};
  const loadAverage = os.loadavg();
  try {
    await act(elapsed, notes);
    const left = ctx.durationS * 1000 - (Date.now() - started);
    if (left > 0) await sleep(left);
  } finally {
    end();
  }
  const tally = await running;
  const seconds = Math.round(elapsed() * 10) / 10;
  const pending = await drainClaims(ctx.database);
  const integrity = await verifyIngestion(
    ctx.database.db,
    ctx.sent,
    ctx.since,
    lagosDayStart(lagosDay(new Date())),
    ctx.seededLedgerRows,
  );
  const checks = [
    ...integrity.checks,
    { name: 'no claim left pending', pass: pending === 0, detail: `${pending} pending` },
    await boardAgrees(ctx.cluster, ctx.database, ctx.officers[0]!.token),
  ];
  const failureShare = tally.requests ? failures(tally) / tally.requests : 0;
  const result: FaultResult = {
    fault,
    seconds,
    loadAverage: loadAverage.map((l) => Math.round(l * 100) / 100),
    tally,
    failureShare,
    notes,
    integrity: checks,
    pass: checks.every((c) => c.pass) && tally.status500 === 0,
  };
  ctx.log(
    `  ${tally.requests} requests, ${failures(tally)} failed (${(failureShare * 100).toFixed(3)}%), ` +
      `${tally.status503} × 503 (${tally.status503WithRetryAfter} with Retry-After), ${tally.status500} × 500, ` +
      `${tally.retriedWrites} writes answered on a retry; integrity ${checks.every((c) => c.pass) ? 'ok' : 'FAILED'}; ` +
      `${JSON.stringify(notes)}`,
  );
  for (const c of checks.filter((c) => !c.pass)) ctx.log(`    ✗ ${c.name}: ${c.detail}`);
  return result;
}

async function untilOk(check: () => Promise<boolean>, timeoutMs: number): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return (Date.now() - started) / 1000;
    await sleep(100);
  }
  return null;
}

/** Reads the replica has answered (its transactions count in pg_stat_database). */
async function replicaTransactions(cluster: Cluster): Promise<number> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: cluster.replicaUrl });
  await client.connect();
  try {
    const { rows: r } = await client.query<{ n: string }>(
      `select xact_commit::text as n from pg_stat_database where datname = 'dpts'`,
    );
    return Number(r[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

const logFile = (cluster: Cluster, name: string) => path.join(cluster.dir, 'logs', `${name}.log`);

/** Where each process's log ends now: later checks read only what was written after. */
function logMarks(cluster: Cluster): Map<string, number> {
  const names = [...cluster.apis, ...cluster.workers].map((c) => c.name);
  return new Map(
    names.map((n) => [
      n,
      fs.existsSync(logFile(cluster, n)) ? fs.statSync(logFile(cluster, n)).size : 0,
    ]),
  );
}

function logContains(
  cluster: Cluster,
  name: string,
  pattern: RegExp,
  marks: Map<string, number>,
): boolean {
  const file = logFile(cluster, name);
  if (!fs.existsSync(file)) return false;
  return pattern.test(
    fs
      .readFileSync(file)
      .subarray(marks.get(name) ?? 0)
      .toString('utf8'),
  );
}

/**
 * The change feed's delay across processes: an officer renamed through API process 1, then
 * read through process 2 until the new one shows (polled every 2 ms). Median and worst of
 * `samples`, measured from the write's answer.
 */
async function coherenceDelay(
  cluster: Cluster,
  officers: SampledOfficer[],
  samples = 20,
): Promise<{ medianMs: number; maxMs: number; samples: number }> {
  const [one, other] = cluster.ports.apis.map((port) => `http://127.0.0.1:${port}`);
  const delays: number[] = [];
  for (let i = 0; i < samples; i++) {
    const officer = officers[i % officers.length]!;
    const auth = { authorization: `Bearer ${officer.token}` };
    const name = `Coherent${String.fromCharCode(97 + (i % 26))}`;
    // the other process holds the officer's session (and name) in memory before the change
    await (await fetch(`${other}/v1/profile`, { headers: auth })).arrayBuffer();
    const res = await fetch(`${one}/v1/profile`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: name }),
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`PUT /v1/profile answered ${res.status}`);
    const answered = performance.now();
    for (;;) {
      const seen = (await (await fetch(`${other}/v1/profile`, { headers: auth })).json()) as {
        data: { firstName: string };
      };
      if (seen.data.firstName === name) break;
      if (performance.now() - answered > 10_000) break;
      await sleep(2);
    }
    delays.push(performance.now() - answered);
    // put the name back (certificates carry it)
    await (
      await fetch(`${one}/v1/profile`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: officer.firstName }),
      })
    ).arrayBuffer();
  }
  delays.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    medianMs: round(delays[Math.floor(delays.length / 2)]!),
    maxMs: round(delays[delays.length - 1]!),
    samples,
  };
}

export async function runFaults(
  cluster: Cluster,
  options: { durationS: number; log: (line: string) => void; sites: FakeSites },
): Promise<FaultResult[]> {
  const { log, durationS } = options;
  const database = await openDatabase({ kind: 'postgres', url: cluster.primaryUrl, poolMax: 4 });
  try {
    const [seeded] = await rows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from information_schema.tables where table_name = 'bench_tokens'`,
    );
    if (!seeded?.n) {
      log(`seeding ${USERS} officers (${SAMPLE} signed in) into the primary…`);
      await seed(database, USERS, SAMPLE, new Date(), log);
    }
    const state = await loadState(database.db, new Date());
    const { generators } = usableEvidence(
      options.sites,
      state.catalogue.map((c) => c.website),
    );
    const [ledger] = await rows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from points_ledger`,
    );
    const ctx: Context = {
      cluster,
      database,
      officers: state.officers,
      evidence: generators,
      sent: new Map(),
      since: new Date(Date.now() - 1000),
      seededLedgerRows: ledger?.n ?? 0,
      durationS,
      log,
    };
    const coherence = await coherenceDelay(cluster, state.officers);
    log(
      `change seen through the other API process ${coherence.medianMs} ms (median), ${coherence.maxMs} ms (worst) after the write's answer, ${coherence.samples} samples, load average ${os.loadavg()[0]!.toFixed(2)}`,
    );
    const results: FaultResult[] = [];
    const third = (durationS * 1000) / 3;

    results.push(
      await underLoad(ctx, 'kill -9 one API process', async (elapsed, notes) => {
        await sleep(third);
        const victim = cluster.apis[0]!;
        victim.kill();
        notes.killedAt = elapsed();
        await victim.exited;
        await sleep(third);
        await cluster.startApi(0);
        notes.restartedAt = Math.round(elapsed() * 10) / 10;
      }),
    );

    results.push(
      await underLoad(ctx, 'kill -9 a worker during verification', async (elapsed, notes) => {
        await sleep(third);
        const [pendingBefore] = await rows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from jobs where state in ('queued', 'active')`,
        );
        notes.jobsQueuedOrActiveAtKill = pendingBefore?.n ?? 0;
        const victim = cluster.workers[0]!;
        victim.kill();
        notes.killedAt = Math.round(elapsed() * 10) / 10;
        await victim.exited;
        await sleep(third);
        await cluster.startWorker(0);
        notes.restartedAt = Math.round(elapsed() * 10) / 10;
      }),
    );

    results.push(
      await underLoad(ctx, 'stop the replica', async (elapsed, notes) => {
        await sleep(third);
        const marks = logMarks(cluster);
        pgStop(cluster.replica, log);
        notes.stoppedAt = Math.round(elapsed() * 10) / 10;
        const fellBack = cluster.apis.map(
          (_, i) => () =>
            untilOk(
              async () => logContains(cluster, `api${i + 1}`, /replica not answering/, marks),
              10_000,
            ),
        );
        const times = await Promise.all(fellBack.map((f) => f()));
        notes.fallbackSeconds = Math.max(...times.map((t) => t ?? 99));
        await sleep(third);
        pgStart(cluster.replica, log);
        const restartedAt = elapsed();
        notes.restartedAt = Math.round(restartedAt * 10) / 10;
        const before = await replicaTransactions(cluster);
        const back = await untilOk(
          async () => (await replicaTransactions(cluster)) > before + 50,
          15_000,
        );
        notes.readsBackOnReplicaSeconds = back === null ? 'not within 15 s' : back;
      }),
    );

    results.push(
      await underLoad(ctx, 'restart the primary', async (elapsed, notes) => {
        await sleep(third);
        const pids = cluster.apis.map((c) => c.pid);
        pgStop(cluster.primary, log);
        notes.stoppedAt = Math.round(elapsed() * 10) / 10;
        await sleep(1_000);
        pgStart(cluster.primary, log);
        notes.startedAt = Math.round(elapsed() * 10) / 10;
        const ready = await untilOk(async () => {
          const answers = await Promise.all(
            cluster.ports.apis.map(
              async (port) => (await fetch(`http://127.0.0.1:${port}/v1/health`)).status === 200,
            ),
          );
          return answers.every(Boolean);
        }, 30_000);
        notes.processesAnswerAgainAfterSeconds = ready ?? 'not within 30 s';
        notes.sameProcesses = cluster.apis.every((c, i) => c.pid === pids[i] && c.running());
      }),
    );

    results.push(
      await underLoad(ctx, 'stop Redis', async (elapsed, notes) => {
        await sleep(third);
        const marks = logMarks(cluster);
        await cluster.redis?.stop(3_000);
        notes.stoppedAt = Math.round(elapsed() * 10) / 10;
        await sleep(third);
        notes.warningLogged = cluster.apis.some((_, i) =>
          logContains(cluster, `api${i + 1}`, /Redis not answering/, marks),
        );
        await cluster.startRedis();
        notes.restartedAt = Math.round(elapsed() * 10) / 10;
      }),
    );

    const file = path.join(
      repoRoot,
      'bench/results',
      `${new Date().toISOString().replace(/[:.]/g, '-')}-cluster-faults.json`,
    );
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify({ durationS, coherence, results }, null, 2)}\n`);
    console.log(`\n${faultTable(results)}\nresults: ${path.relative(repoRoot, file)}`);
    return results;
  } finally {
    await database.close();
  }
}

export function faultTable(results: FaultResult[]): string {
  const lines = [
    '| fault | requests | failed | 503 (Retry-After) | 500 | retried writes | integrity | notes | load avg |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of results)
    lines.push(
      `| ${r.fault} | ${r.tally.requests} | ${failures(r.tally)} (${(r.failureShare * 100).toFixed(3)}%) | ${r.tally.status503} (${r.tally.status503WithRetryAfter}) | ${r.tally.status500} | ${r.tally.retriedWrites} | ${r.integrity.every((c) => c.pass) ? 'ok' : 'FAILED'} | ${Object.entries(
        r.notes,
      )
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')} | ${r.loadAverage[0]} |`,
    );
  return lines.join('\n');
}
