import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Debian's PostgreSQL 15 server programs (initdb, pg_ctl, pg_basebackup, postgres). */
export const PG_BIN = process.env.CLUSTER_PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** The programs the cluster runs and the Debian package each comes from. */
const PROGRAMS: { file: string; pkg: string }[] = [
  { file: path.join(PG_BIN, 'initdb'), pkg: 'postgresql-15' },
  { file: path.join(PG_BIN, 'pg_basebackup'), pkg: 'postgresql-15' },
  { file: '/usr/sbin/haproxy', pkg: 'haproxy' },
  { file: '/usr/bin/redis-server', pkg: 'redis-server' },
];

export function missingPackages(only?: string[]): string[] {
  return [
    ...new Set(
      PROGRAMS.filter((p) => (!only || only.includes(p.pkg)) && !fs.existsSync(p.file)).map(
        (p) => p.pkg,
      ),
    ),
  ];
}

/**
 * Installs the Debian packages that are missing (as root, with apt-get). The packages' own
 * services are not started: Debian's postgresql-15 would create and start a `main` cluster on
 * 5432, which the cluster does not use (it runs its own, on its own ports).
 */
export function ensurePackages(log: (line: string) => void, only?: string[]): void {
  const missing = missingPackages(only);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0)
    throw new Error(`missing Debian packages: ${missing.join(' ')} (run as root to install them)`);
  log(`installing ${missing.join(', ')} with apt-get…`);
  const policy = '/usr/sbin/policy-rc.d';
  const hadPolicy = fs.existsSync(policy);
  // exit 101: "do not start services" while the packages install
  if (!hadPolicy) fs.writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', '--no-install-recommends', ...missing],
    ]) {
      const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (run.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
    }
  } finally {
    if (!hadPolicy) fs.rmSync(policy, { force: true });
  }
}

/** True when something accepts connections on 127.0.0.1:port. */
export function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  // A check that throws an error marked `fatal` (the process exited) ends the wait at once.
  const attempt = () =>
    check().catch((err: unknown) => {
      if ((err as { fatal?: boolean }).fatal) throw err;
      return false;
    });
  while (!(await attempt())) {
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}

/**
 * PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user (Debian's
 * packages create it) and its directories belong to that user.
 */
function asPostgres(program: string, args: string[]): { cmd: string; args: string[] } {
  if (process.getuid?.() !== 0) return { cmd: path.join(PG_BIN, program), args };
  return { cmd: 'runuser', args: ['-u', 'postgres', '--', path.join(PG_BIN, program), ...args] };
}

function runPg(program: string, args: string[], log: (line: string) => void): void {
  const { cmd, args: full } = asPostgres(program, args);
  const run = spawnSync(cmd, full, { encoding: 'utf8' });
  if (run.status !== 0)
    throw new Error(`${program} ${args.join(' ')} failed:\n${run.stdout}${run.stderr}`);
  const out = `${run.stdout}`.trim();
  if (out && program !== 'pg_ctl') log(out.split('\n').slice(-1)[0]!);
}

function ownDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (process.getuid?.() === 0) spawnSync('chown', ['-R', 'postgres:postgres', dir]);
}

export type PgNode = { dir: string; port: number; socketDir: string; logFile: string };

const pgOptions = (node: PgNode) =>
  `-p ${node.port} -k ${node.socketDir} -c listen_addresses=127.0.0.1 -c max_connections=200`;

/** A new primary (initdb, trust on loopback, which allows replication connections too). */
export function initPrimary(node: PgNode, log: (line: string) => void): void {
  ownDir(path.dirname(node.dir));
  ownDir(node.socketDir);
  runPg('initdb', ['-D', node.dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'], log);
}

/** A streaming replica of `primary`: its base backup, with standby.signal and the connection. */
export function initReplica(primary: PgNode, replica: PgNode, log: (line: string) => void): void {
  ownDir(path.dirname(replica.dir));
  runPg(
    'pg_basebackup',
    [
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'postgres',
      '-D',
      replica.dir,
      '-R', // standby.signal + primary_conninfo
      '-X',
      'stream',
      '-c',
      'fast',
    ],
    log,
  );
}

export function pgStart(node: PgNode, log: (line: string) => void): void {
  ownDir(node.socketDir);
  if (!fs.existsSync(node.logFile)) fs.writeFileSync(node.logFile, '');
  if (process.getuid?.() === 0) spawnSync('chown', ['postgres:postgres', node.logFile]);
  runPg('pg_ctl', ['-D', node.dir, '-l', node.logFile, '-o', pgOptions(node), '-w', 'start'], log);
}

/** `fast`: roll back open transactions and stop (what an operator's restart does). */
export function pgStop(node: PgNode, log: (line: string) => void, mode = 'fast'): void {
  if (!fs.existsSync(path.join(node.dir, 'postmaster.pid'))) return;
  runPg('pg_ctl', ['-D', node.dir, '-m', mode, '-w', 'stop'], log);
}

export function pgPid(node: PgNode): number | null {
  try {
    return Number(fs.readFileSync(path.join(node.dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
}

export type Child = {
  name: string;
  pid: number;
  child: ChildProcess;
  exited: Promise<void>;
  /** SIGTERM to its process group, SIGKILL after `graceMs` */
  stop(graceMs?: number): Promise<void>;
  /** SIGKILL now (a crash) */
  kill(): void;
  running(): boolean;
};

/** Starts a program in its own process group, its output appended to `logFile`. */
export function startChild(
  name: string,
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  logFile: string,
  cwd?: string,
): Child {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(cmd, args, { detached: true, stdio: ['ignore', out, out], env, cwd });
  fs.closeSync(out);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      // gone already
    }
  };
  return {
    name,
    pid: child.pid!,
    child,
    exited,
    running,
    kill: () => signal('SIGKILL'),
    stop: async (graceMs = 12_000) => {
      if (!running()) return;
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The HAProxy configuration: round robin over the API processes, checked every 500 ms. */
export function haproxyConfig(options: {
  port: number;
  statsPort: number;
  apiPorts: number[];
}): string {
  const servers = options.apiPorts
    .map((port, i) => `  server api${i + 1} 127.0.0.1:${port} check inter 500ms fall 2 rise 2`)
    .join('\n');
  return `# written by npm run cluster (bench/cluster/pieces.ts)
global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout http-keep-alive 10s
  option http-keep-alive
  option redispatch
  # the client's address for per-IP limits (the API trusts the proxy: TRUST_PROXY=true)
  option forwardfor
  # A request whose process died before answering (kill -9) goes to another one. Safe for
  # writes here: the API's writes are idempotent (activity by client ids, claims by certificate).
  retries 3
  retry-on conn-failure empty-response response-timeout

frontend api
  bind 127.0.0.1:${options.port}
  default_backend api_processes
  # the balancer's own 503 (no process up) tells clients when to try again, as the API's do
  http-after-response set-header retry-after 2 if { status 503 } !{ res.hdr(retry-after) -m found }

backend api_processes
  balance roundrobin
  option httpchk GET /v1/health/live
  http-check expect status 200
${servers}

frontend stats
  bind 127.0.0.1:${options.statsPort}
  stats enable
  stats uri /
  stats refresh 2s
`;
}
