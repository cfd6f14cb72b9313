import fs from 'node:fs';

/**
 * Where the machine's CPU went during one measured run (Linux /proc; zeros elsewhere): the
 * server process, this process (autocannon), PostgreSQL's processes, everything else (other
 * work on a shared machine makes a run noisy) and idle, in cores, averaged over the run.
 */
export type CpuUse = {
  server: number;
  bench: number;
  postgres: number;
  others: number;
  idle: number;
};

type Snapshot = {
  wall: number;
  busy: number;
  idle: number;
  server: number;
  bench: number;
  postgres: Map<number, number>;
};

const TICK_MS = 10; // USER_HZ is 100 on Linux
const hasProc = fs.existsSync('/proc/stat');

/** utime + stime of one process, in ms; 0 when it is gone. */
function processMs(pid: number): { comm: string; ms: number } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    // fields[0] is state (field 3); utime and stime are fields 14 and 15.
    return { comm, ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS };
  } catch {
    return null;
  }
}

function postgresProcesses(): Map<number, number> {
  const found = new Map<number, number>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const p = processMs(Number(name));
    if (p?.comm === 'postgres') found.set(Number(name), p.ms);
  }
  return found;
}

function snapshot(serverPid: number | null): Snapshot {
  const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const n = ticks.map(Number);
  // user nice system idle iowait irq softirq steal
  const idle = (n[3] ?? 0) + (n[4] ?? 0);
  const busy = n.slice(0, 8).reduce((a, b) => a + b, 0) - idle;
  const own = process.cpuUsage();
  return {
    wall: performance.now(),
    busy: busy * TICK_MS,
    idle: idle * TICK_MS,
    server: serverPid === null ? 0 : (processMs(serverPid)?.ms ?? 0),
    bench: (own.user + own.system) / 1000,
    postgres: postgresProcesses(),
  };
}

/**
 * Starts watching; the returned function ends the window and answers the use in cores. With no
 * server process (`null`), work done in this process counts as `bench` only.
 * PostgreSQL processes are sampled every 200 ms so that backends (and parallel workers) that
 * end inside the window still count up to their last sample; shorter-lived ones land in
 * "others".
 */
export function watchCpu(serverPid: number | null): () => CpuUse {
  if (!hasProc) return () => ({ server: 0, bench: 0, postgres: 0, others: 0, idle: 0 });
  const before = snapshot(serverPid);
  const latest = new Map(before.postgres);
  const sample = () => {
    for (const [pid, ms] of postgresProcesses()) latest.set(pid, ms);
  };
  const timer = setInterval(sample, 200);
  timer.unref();
  return () => {
    clearInterval(timer);
    const after = snapshot(serverPid);
    for (const [pid, ms] of after.postgres) latest.set(pid, ms);
    const wall = after.wall - before.wall;
    let postgres = 0;
    // A process that started during the window counts from 0.
    for (const [pid, ms] of latest) postgres += ms - (before.postgres.get(pid) ?? 0);
    const server = after.server - before.server;
    const bench = after.bench - before.bench;
    const busy = after.busy - before.busy;
    const cores = (ms: number) => Math.round((ms / wall) * 100) / 100;
    return {
      server: cores(server),
      bench: cores(bench),
      postgres: cores(postgres),
      others: cores(Math.max(0, busy - server - bench - postgres)),
      idle: cores(after.idle - before.idle),
    };
  };
}

/**
 * Waits until the server and PostgreSQL are quiet (requests a timed-out run left behind still
 * being worked on would otherwise be measured with the next endpoint), at most `maxMs`.
 */
export async function settle(serverPid: number, maxMs = 60_000): Promise<number> {
  if (!hasProc) return 0;
  const started = performance.now();
  while (performance.now() - started < maxMs) {
    const stop = watchCpu(serverPid);
    await new Promise((r) => setTimeout(r, 500));
    const use = stop();
    if (use.server + use.postgres < 0.15) break;
  }
  return Math.round(performance.now() - started);
}
