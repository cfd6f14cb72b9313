import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../apps/server/src/test/processes.ts';

export const repoRoot = path.resolve(import.meta.dirname, '..');
const serverRoot = path.join(repoRoot, 'apps/server');
/** BENCH_SERVER_ENTRY measures another build of the server (e.g. a candidate change) instead. */
const entry = process.env.BENCH_SERVER_ENTRY
  ? path.resolve(process.env.BENCH_SERVER_ENTRY)
  : path.join(serverRoot, 'dist/server.js');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const item of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!item.isFile()) continue;
    newest = Math.max(newest, fs.statSync(path.join(item.parentPath, item.name)).mtimeMs);
  }
  return newest;
}

/**
 * Builds apps/server/dist when it is missing or older than the server, contract or migration
 * sources, so the benchmark measures today's code without rebuilding (and rewriting dist under
 * someone else's running server) when nothing changed.
 */
/** Which server build is measured: the bundle and the commit its sources come from. */
export function serverIdentity(): { entry: string; commit: string | null; dirtySources: boolean } {
  const git = (...args: string[]) =>
    spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).stdout?.trim() || null;
  const changed = git('status', '--porcelain', '--', 'apps/server', 'packages/contract');
  return {
    entry: path.relative(repoRoot, entry),
    commit: git('rev-parse', 'HEAD'),
    dirtySources: !!changed,
  };
}

export function ensureBuilt(log: (line: string) => void): void {
  if (process.env.BENCH_SERVER_ENTRY) {
    if (!fs.existsSync(entry)) throw new Error(`BENCH_SERVER_ENTRY ${entry} does not exist`);
    log(`server: ${path.relative(repoRoot, entry)} (BENCH_SERVER_ENTRY)`);
    return;
  }
  const sources = ['apps/server/src', 'apps/server/drizzle', 'packages/contract/src'].map((d) =>
    newestMtime(path.join(repoRoot, d)),
  );
  if (fs.existsSync(entry) && fs.statSync(entry).mtimeMs >= Math.max(...sources)) {
    log('server build is up to date (apps/server/dist/server.js)');
    return;
  }
  log('building the server (npm run build -w @dpts/server)…');
  const built = spawnSync('npm', ['run', 'build', '-w', '@dpts/server'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('server build failed');
}

export type RunningServer = {
  baseUrl: string;
  pid: number;
  /** the server's own output (warnings and errors at LOG_LEVEL=warn), last lines */
  output(): string[];
  stop(): Promise<void>;
};

/**
 * Starts the built server as a production process in its own process group (so stopping the
 * group also stops anything it started) and waits until /v1/health answers.
 */
export async function startServer(
  env: Record<string, string>,
  onSpawn: (stop: () => Promise<void>) => void,
): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: baseUrl,
      // Required in production; the benchmark's calls send no email.
      SMTP_URL: 'smtp://127.0.0.1:25',
      // Required in production too: a fixed benchmark key (never a real issuer's).
      BADGE_SIGNING_KEY: 'be'.repeat(32),
      RATE_LIMITS: 'off',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // Passed through so one can compare pool sizes, or runs without the read caches.
      ...Object.fromEntries(
        ['DATABASE_POOL_MAX', 'READ_CACHE'].flatMap((name) =>
          process.env[name] ? [[name, process.env[name]]] : [],
        ),
      ),
      ...env,
    },
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const pid = child.pid!;

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      return; // already gone
    }
    // The server drains in-flight requests for up to 10 s; then make sure.
    const timer = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // gone
      }
    }, 15_000);
    await exited;
    clearTimeout(timer);
  };

  onSpawn(stop);

  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode}:\n${lines.join('\n')}`);
    try {
      const res = await fetch(`${baseUrl}/v1/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server not healthy after 180 s:\n${lines.join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { baseUrl, pid, output: () => [...lines], stop };
}

/** The bare Fastify hello-world (bench/bare-server.ts) on a free port, in its own group. */
export async function startBare(): Promise<{
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'bench/bare-server.ts')],
    {
      cwd: repoRoot,
      detached: true,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { PATH: process.env.PATH ?? '', PORT: String(port), NODE_ENV: 'production' },
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (c: Buffer) => c.toString().includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        return;
      }
      await exited;
    },
  };
}
