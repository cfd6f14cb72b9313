import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { build } from 'esbuild';

const serverRoot = path.resolve(import.meta.dirname, '../..');
export const repoRoot = path.resolve(serverRoot, '../..');

/**
 * Bundles src/server.ts exactly as build.mjs does, into a private directory (gitignored
 * `.data-*`) so the test runs today's code without touching dist/. Two levels deep so the
 * bundle finds ../../drizzle like src/db does.
 */
export async function buildServer(): Promise<{ entry: string; remove(): void }> {
  const dir = fs.mkdtempSync(path.join(serverRoot, '.data-test-build-'));
  const pkg = JSON.parse(fs.readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  await build({
    entryPoints: [path.join(serverRoot, 'src/server.ts')],
    outfile: path.join(dir, 'bin/server.js'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }),
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
    logLevel: 'warning',
  });
  // The emails' catalogs beside the bundle, as build.mjs copies them.
  fs.cpSync(path.join(serverRoot, 'src/locales'), path.join(dir, 'bin/locales'), {
    recursive: true,
  });
  return {
    entry: path.join(dir, 'bin/server.js'),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

export function tempDataDir(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dpts-proc-'));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Only what the process needs: nothing leaks in from the test runner's environment. */
export function cleanEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, ...env };
}

export type RunningProcess = {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  exited: Promise<number | null>;
  /** Resolves when stdout holds text matching `pattern`. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
};

export function startProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd = repoRoot,
): RunningProcess {
  const child = spawn(process.execPath, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (err += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exited,
    async waitForOutput(pattern, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(out)) {
        if (Date.now() > deadline || child.exitCode !== null)
          throw new Error(`never saw ${pattern} in output:\n${out}\n${err}`);
        await new Promise((r) => setTimeout(r, 5));
      }
    },
  };
}

/** Polls /v1/health until it answers 200. */
export async function waitForHealth(baseUrl: string, proc: RunningProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc.child.exitCode !== null)
      throw new Error(`server exited ${proc.child.exitCode}:\n${proc.stdout()}\n${proc.stderr()}`);
    try {
      const res = await fetch(`${baseUrl}/v1/health`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`server not healthy:\n${proc.stdout()}\n${proc.stderr()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
