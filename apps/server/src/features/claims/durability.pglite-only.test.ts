import {
  courseKeyOf,
  type TCourse,
  type TDashboardStatsResponse,
  type TPointsHistory,
} from '@dpts/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateFor, startFakeSites, type FakeSites } from '../../test/fake-sites.ts';
import { validSignup } from '../../test/factories.ts';
import {
  buildServer,
  cleanEnv,
  freePort,
  startProcess,
  tempDataDir,
  waitForHealth,
  type RunningProcess,
} from '../../test/processes.ts';

/**
 * Job durability with real processes (issue #9): the server is killed with SIGKILL while a
 * verification is in flight; after a restart on the same database the claim completes, once.
 */
let server: Awaited<ReturnType<typeof buildServer>>;
let sites: FakeSites;
const data = tempDataDir();
const running: RunningProcess[] = [];

beforeAll(async () => {
  [server, sites] = await Promise.all([buildServer(), startFakeSites()]);
});
afterAll(async () => {
  for (const proc of running) if (proc.child.exitCode === null) proc.child.kill('SIGKILL');
  await sites?.close();
  data.remove();
  server?.remove();
});

async function call<T>(
  baseUrl: string,
  path: string,
  init: { body?: unknown; token?: string } = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseUrl}/v1${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

async function until<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('a verification interrupted by a killed server', () => {
  it('runs again after the restart and pays the course exactly once', async () => {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env = cleanEnv({
      ...sites.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: data.dir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      RATE_LIMITS: 'off',
      JOB_POLL_MS: '100',
      // A job whose process died is taken again once its lock lapses.
      JOB_LOCK_SECONDS: '2',
    });
    const start = async () => {
      const proc = startProcess([server.entry], env);
      running.push(proc);
      await waitForHealth(baseUrl, proc);
      return proc;
    };

    const first = await start();
    const signup = validSignup();
    const registered = await call<{ token: string }>(baseUrl, '/authentication/register', {
      body: signup,
    });
    expect(registered.status).toBe(200);
    const token = registered.body.token;
    const otp = await until(async () => {
      const res = await fetch(`${baseUrl}/dev/mailbox.json?to=${encodeURIComponent(signup.email)}`);
      const mail = (await res.json()) as { text: string }[];
      return mail.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean);
    }, 'the verification code');
    expect(
      (await call(baseUrl, '/authentication/verify/email', { body: { otp: Number(otp) }, token }))
        .status,
    ).toBe(200);

    const { body: catalogue } = await call<{ result: TCourse[] }>(baseUrl, '/courses', { token });
    const course = catalogue.result.find((c) => c.website === 'Coursera')!;
    const certificate = certificateFor(
      sites,
      { firstName: signup.firstName, lastName: signup.lastName },
      { ...course, courseKey: courseKeyOf(course.url)! },
    );
    // The site holds its answer: the verification is in flight when the server dies.
    sites.behave(certificate, 'hang');
    const fetchesBefore = sites.requests.length;
    const claimed = await call(baseUrl, '/profile/claims', {
      body: { courseId: course._id, certificateUrl: certificate },
      token,
    });
    expect(claimed.status).toBe(201);
    await until(
      async () => (sites.requests.length > fetchesBefore ? true : undefined),
      'the verifier to ask the site',
    );
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();

    sites.behave(certificate, 'normal');
    sites.release();
    const second = await start();
    const history = await until(async () => {
      const { body } = await call<{ data: TPointsHistory }>(baseUrl, '/profile/points/history', {
        token,
      });
      return body.data.items[0]?.state === 'verified' ? body.data : undefined;
    }, 'the claim to be verified after the restart');
    expect(history.total).toBe(1);
    expect(history.items[0]!.points).toBe(course.point);
    expect(history.verifying).toBe(0);
    // It was asked again after the restart, and only the finished run paid.
    expect(sites.requests.length - fetchesBefore).toBeGreaterThanOrEqual(2);
    const { body: stats } = await call<TDashboardStatsResponse>(baseUrl, '/profile/stats', {
      token,
    });
    expect(stats.data).toMatchObject({
      totalPoints: course.point,
      completedCourses: 1,
      verifyingCourses: 0,
    });

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});
