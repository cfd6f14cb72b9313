import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServer,
  cleanEnv,
  freePort,
  startProcess,
  tempDataDir,
  waitForHealth,
  type RunningProcess,
} from './test/processes.ts';
import { validSignup } from './test/factories.ts';

/** The built server as a real process: start-up checks and graceful shutdown. */
let server: Awaited<ReturnType<typeof buildServer>>;
const dataDirs: Array<{ remove(): void }> = [];
const running: RunningProcess[] = [];

beforeAll(async () => {
  server = await buildServer();
});
afterAll(() => {
  for (const proc of running) if (proc.child.exitCode === null) proc.child.kill('SIGKILL');
  for (const dir of dataDirs) dir.remove();
  server?.remove();
});

function start(env: Record<string, string>) {
  const proc = startProcess([server.entry], cleanEnv(env));
  running.push(proc);
  return proc;
}

describe('start-up configuration', () => {
  it.each([
    ['PORT', 'not-a-port'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['LOG_LEVEL', 'loud'],
    ['RATE_LIMITS', 'maybe'],
  ])('a bad %s stops start-up with one line naming it', async (name, value) => {
    const proc = start({ [name]: value });
    expect(await proc.exited).toBe(1);
    const lines = proc.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Configuration error: Invalid ${name}: `));
  });
});

describe('graceful shutdown', () => {
  it('SIGTERM lets an in-flight sign-up finish, exits 0, and the account is there after a restart', async () => {
    const data = tempDataDir();
    dataDirs.push(data);
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: data.dir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      RATE_LIMITS: 'off',
    };
    const first = start(env);
    await waitForHealth(baseUrl, first);

    const signup = validSignup();
    const inFlight = fetch(`${baseUrl}/v1/authentication/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(signup),
    });
    // SIGTERM once the server has the request (argon2 alone keeps it busy ~70 ms).
    await first.waitForOutput(
      /"url":"\/v1\/authentication\/register"[^\n]*"msg":"incoming request"/,
    );
    first.child.kill('SIGTERM');

    const res = await inFlight;
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: { email: string } };
    expect(body.user.email).toBe(signup.email);
    expect(await first.exited).toBe(0);
    expect(first.stdout()).toContain('shutting down: finishing in-flight requests');

    const second = start(env);
    await waitForHealth(baseUrl, second);
    const login = await fetch(`${baseUrl}/v1/authentication/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: signup.email, password: signup.password }),
    });
    expect(login.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});
