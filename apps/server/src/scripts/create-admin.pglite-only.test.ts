import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { testConfig } from '../test/helpers.ts';
import {
  buildServer,
  cleanEnv,
  freePort,
  startProcess,
  tempDataDir,
  waitForHealth,
  type RunningProcess,
} from '../test/processes.ts';

const data = tempDataDir();
const running: RunningProcess[] = [];
let server: Awaited<ReturnType<typeof buildServer>> | undefined;
afterAll(() => {
  for (const proc of running) if (proc.child.exitCode === null) proc.child.kill('SIGKILL');
  server?.remove();
  data.remove();
});

/** `npm run create-admin` runs exactly this command from the repository root. */
function createAdmin(args: string[], env: Record<string, string> = {}) {
  const proc = startProcess(
    ['--import', 'tsx', 'apps/server/src/scripts/create-admin.ts', ...args],
    cleanEnv({ DATA_DIR: data.dir, NODE_ENV: 'test', ...env }),
  );
  return proc.exited.then((code) => ({ code, stdout: proc.stdout(), stderr: proc.stderr() }));
}

describe('npm run create-admin', () => {
  it('creates a super account in the PGlite directory that then signs in through the app', async () => {
    const run = await createAdmin([
      '--email',
      'Chief@Example.com',
      '--password',
      'chief password 1',
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toBe('Created super account chief@example.com.');

    const refused = await createAdmin(['--email', 'other@example.com']);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      'create-admin: --password is required for a new account (at least 8 characters)',
    );

    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(data.dir, 'pglite') });
    const app = await buildApp({ config: testConfig(), database, logger: false });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/authentication/login',
        payload: { email: 'chief@example.com', password: 'chief password 1' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ role: 'super', _email: true });
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('while the server runs on the same directory, creates the account through it: it signs in at once', async () => {
    server = await buildServer();
    // Another server elsewhere on this machine's default port must not matter (it did before).
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: data.dir,
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      RATE_LIMITS: 'off',
    };
    const proc = startProcess([server.entry], cleanEnv(env));
    running.push(proc);
    await waitForHealth(baseUrl, proc);

    const run = await createAdmin([
      '--email',
      'Late@Example.com',
      '--password',
      'late chief pass 1',
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toBe(
      `Created super account late@example.com. The server running on ${data.dir} has it: sign in now.`,
    );
    const login = await fetch(`${baseUrl}/v1/authentication/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'late@example.com', password: 'late chief pass 1' }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: { role: string } }).user.role).toBe('super');

    // What the server refuses, the tool says as it is.
    const weak = await createAdmin(['--email', 'weak@example.com', '--password', 'password']);
    expect(weak.code).toBe(1);
    expect(weak.stderr.trim()).toMatch(/^create-admin: --password: /);

    // The tools that open the directory themselves refuse, saying what to do.
    const jobs = startProcess(
      ['--import', 'tsx', 'apps/server/src/scripts/jobs.ts', 'status'],
      cleanEnv({ DATA_DIR: data.dir, NODE_ENV: 'test' }),
    );
    expect(await jobs.exited).toBe(1);
    expect(jobs.stderr().trim()).toBe(
      `jobs: a server is running on the PGlite directory ${data.dir}, which only it may open. ` +
        'Stop it (Ctrl+C where it runs), run this command again, then start the server again (`npm run serve`).',
    );

    // A second server on the same directory would corrupt it: it refuses to start.
    const second = startProcess(
      [server.entry],
      cleanEnv({ ...env, PORT: String(await freePort()) }),
    );
    running.push(second);
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toContain(
      `a server is already running on the PGlite directory ${data.dir}`,
    );

    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
    // Stopped: the tool opens the directory itself again.
    const after = await createAdmin(['--email', 'late@example.com', '--role', 'admin']);
    expect(after.stdout.trim()).toBe('Promoted late@example.com to admin.');
  });
});
