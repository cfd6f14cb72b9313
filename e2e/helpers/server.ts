import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  /** `keepData` leaves the database directory for a restart on the same port */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
  output: () => string;
};

/** A restart of a stopped server: same port, same database directory. */
export type ServerPlace = { port: number; dataDir: string };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${url}/v1/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

/** Starts the built server (apps/server/dist) on a free port with a fresh PGlite directory. */
export async function startServer(
  env: Record<string, string> = {},
  place?: ServerPlace,
): Promise<RunningServer> {
  const port = place?.port ?? (await freePort());
  const dataDir = place?.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'dpts-e2e-')));
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: url,
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const output = () => log.slice(-4000);
  await waitForHealth(url, child, output);
  return {
    url,
    port,
    dataDir,
    output,
    stop: async ({ keepData = false } = {}) => {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((r) => child.once('exit', r));
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) {
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {
            // already gone
          }
        }
      }
      if (!keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
