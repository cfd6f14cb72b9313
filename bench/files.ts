import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateDatabase } from '../apps/server/src/db/client.ts';
import { createUser } from '../apps/server/src/test/factories.ts';
import { csvBomb, pngPixelBomb, xlsBomb, xlsxBomb } from '../apps/server/src/test/file-bombs.ts';
import { createTarget } from './database.ts';
import { ensureBuilt, repoRoot, startServer } from './server.ts';

/**
 * `npm run bench -- --probe files`: issue #26's hostile uploads against the built server. Keeps
 * 5 bomb uploads in flight for --duration seconds (an .xlsx inflating to 150 MB, the same with a
 * lying zip directory, a CSV of a million lines, an .xls of 65,536 rows, a PNG declaring 2.5
 * gigapixels) while 4 loops call GET /v1/health/live back to back, and samples the server
 * process's resident memory. Targets: liveness p99 < 100 ms, memory growth < 300 MB.
 */
export type FilesResult = {
  seconds: number;
  uploads: number;
  answers: Record<string, number>;
  uploadMs: { p50: number; p99: number; max: number };
  liveIdle: { calls: number; p50: number; p99: number; max: number };
  liveUnderBombs: { calls: number; p50: number; p99: number; max: number };
  /** the server's main-thread event-loop delay (perf_hooks), idle and beside the bombs */
  loopDelayMs: { idle: LoopDelay; underBombs: LoopDelay };
  loadAverage: number[];
  database: 'pglite' | 'postgres';
  rssMb: { idle: number; peak: number; growth: number; after: number };
  /** CPU the server's main thread and all its threads used per bomb upload */
  cpuMsPerUpload: { mainThread: number; allThreads: number };
  targets: { liveP99Ms: number; rssGrowthMb: number };
  verdict: 'PASS' | 'FAIL';
};

type LoopDelay = { p50: number; p99: number; max: number };

const P99_TARGET_MS = 100;
const RSS_TARGET_MB = 300;

const quantile = (values: number[], q: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const summary = (values: number[]) => ({
  calls: values.length,
  p50: Math.round(quantile(values, 0.5) * 10) / 10,
  p99: Math.round(quantile(values, 0.99) * 10) / 10,
  max: Math.round(Math.max(0, ...values) * 10) / 10,
});

/** The resident memory of a process and its threads, from /proc (Linux). */
const rssMbOf = (pid: number): number => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

/** Liveness latencies from a separate process until `until` (ms since the epoch). */
const livenessFrom = (base: string, until: number) =>
  new Promise<number[]>((resolve, reject) =>
    execFile(
      process.execPath,
      [path.join(repoRoot, 'bench/liveness.mjs'), base, String(until), '4'],
      { maxBuffer: 64 * 1024 * 1024 },
      (err, stdout) =>
        err ? reject(new Error(err.message)) : resolve(JSON.parse(stdout) as number[]),
    ),
  );

/** CPU seconds of the process's main thread (its task id is the pid) and of all its threads. */
const cpuSecondsOf = (pid: number) => {
  const ticks = (stat: string) => {
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, 100 ticks a second
  };
  return {
    main: ticks(fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8')),
    all: ticks(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')),
  };
};

function multipart(filename: string, bytes: Buffer) {
  const boundary = `----dptsbench${Math.random().toString(16).slice(2)}`;
  return {
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

export async function probeFiles(
  seconds: number,
  log: (line: string) => void,
): Promise<FilesResult> {
  ensureBuilt(log);
  // PostgreSQL when DATABASE_URL is set (as in production), else PGlite on the server's own thread.
  const target = await createTarget(process.env.DATABASE_URL, false, undefined);
  let stopServer: (() => Promise<void>) | null = null;
  try {
    const database = await target.open();
    let token: string;
    try {
      await migrateDatabase(database);
      token = (await createUser(database.db)).token;
    } finally {
      await database.close();
    }
    const delayFile = path.join(os.tmpdir(), `dpts-loop-delay-${process.pid}.json`);
    const server = await startServer(
      {
        ...target.serverEnv,
        NODE_OPTIONS: `--import ${path.join(repoRoot, 'bench/loop-delay.mjs')}`,
        BENCH_LOOP_DELAY_FILE: delayFile,
      },
      (stop) => (stopServer = stop),
    );
    const loopDelay = async (): Promise<LoopDelay> => {
      fs.rmSync(delayFile, { force: true });
      process.kill(server.pid, 'SIGUSR2');
      for (let i = 0; i < 100 && !fs.existsSync(delayFile); i++)
        await new Promise((r) => setTimeout(r, 50));
      return JSON.parse(fs.readFileSync(delayFile, 'utf8')) as LoopDelay;
    };
    const base = server.baseUrl;
    const auth = { authorization: `Bearer ${token}` };
    const created = await fetch(`${base}/v1/league`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bomb squad',
        description: 'Hostile uploads',
        image: '/uploads/leagueimage/x.webp',
        private: true,
        speciality: 'Unspecialized',
        discoverable: false,
      }),
    });
    if (created.status !== 200) throw new Error(`league create answered ${created.status}`);
    const leagueId = ((await created.json()) as { data: { _id: string } }).data._id;

    log('  generating the bombs…');
    const bombs: { url: string; name: string; bytes: Buffer }[] = [
      { name: 'members.xlsx', bytes: xlsxBomb() },
      { name: 'members.xlsx', bytes: xlsxBomb({ lie: true }) },
      { name: 'members.csv', bytes: csvBomb() },
      { name: 'members.xls', bytes: xlsBomb() },
    ].map((b) => ({ ...b, url: `/v1/league/${leagueId}/import-members` }));
    bombs.push({ url: '/v1/uploads/image?kind=league', name: 'bomb.png', bytes: pngPixelBomb() });

    const forms = bombs.map((b) => ({ ...b, form: multipart(b.name, b.bytes) }));
    // Idle: the same liveness calls for 5 s without uploads.
    await loopDelay();
    const idle = await livenessFrom(base, Date.now() + 5_000);
    const delayIdle = await loopDelay();
    const rssIdle = rssMbOf(server.pid);

    log(`  5 bomb uploads at once for ${seconds} s, liveness measured beside them…`);
    const uploadMs: number[] = [];
    const answers: Record<string, number> = {};
    let peak = rssIdle;
    const cpuBefore = cpuSecondsOf(server.pid);
    const sampler = setInterval(() => (peak = Math.max(peak, rssMbOf(server.pid))), 50);
    const end = Date.now() + seconds * 1000;
    const done = () => Date.now() > end;
    const uploader = async (slot: number) => {
      for (let i = slot; !done(); i += 5) {
        const bomb = forms[i % forms.length]!;
        const form = bomb.form;
        const started = performance.now();
        const res = await fetch(`${base}${bomb.url}`, {
          method: 'POST',
          headers: { ...auth, 'content-type': form.type },
          body: form.body,
        });
        const body = (await res.json().catch(() => ({}))) as { message?: string };
        uploadMs.push(performance.now() - started);
        const key = `${bomb.name} → ${res.status} ${body.message ?? ''}`.trim();
        answers[key] = (answers[key] ?? 0) + 1;
      }
    };
    const [under] = await Promise.all([
      livenessFrom(base, end),
      ...Array.from({ length: 5 }, (_, slot) => uploader(slot)),
    ]);
    const delayUnder = await loopDelay();
    const cpuAfter = cpuSecondsOf(server.pid);
    clearInterval(sampler);
    peak = Math.max(peak, rssMbOf(server.pid));
    const after = rssMbOf(server.pid);

    const live = summary(under);
    const growth = Math.round(peak - rssIdle);
    const refusedAll = Object.keys(answers).every((k) => / → 4\d\d /.test(k));
    return {
      seconds,
      uploads: uploadMs.length,
      answers,
      uploadMs: {
        p50: Math.round(quantile(uploadMs, 0.5)),
        p99: Math.round(quantile(uploadMs, 0.99)),
        max: Math.round(Math.max(0, ...uploadMs)),
      },
      liveIdle: summary(idle),
      liveUnderBombs: live,
      loopDelayMs: { idle: delayIdle, underBombs: delayUnder },
      cpuMsPerUpload: {
        mainThread: Math.round(((cpuAfter.main - cpuBefore.main) * 1000) / uploadMs.length),
        allThreads: Math.round(((cpuAfter.all - cpuBefore.all) * 1000) / uploadMs.length),
      },
      database: target.kind,
      loadAverage: os.loadavg().map((l) => Math.round(l * 10) / 10),
      rssMb: {
        idle: Math.round(rssIdle),
        peak: Math.round(peak),
        growth,
        after: Math.round(after),
      },
      targets: { liveP99Ms: P99_TARGET_MS, rssGrowthMb: RSS_TARGET_MB },
      verdict: refusedAll && live.p99 < P99_TARGET_MS && growth < RSS_TARGET_MB ? 'PASS' : 'FAIL',
    };
  } finally {
    await (stopServer as (() => Promise<void>) | null)?.();
    await target.dispose();
  }
}
