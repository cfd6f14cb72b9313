/**
 * `npm run lighthouse`: Lighthouse (mobile: simulated slow 4G, 4× CPU) on the production build
 * served by the real server with a throw-away PGlite; /dashboard as a signed-in, verified officer.
 * Prints performance and accessibility per page and writes bench/results/lighthouse.json.
 * Options: `--runs N` (median of N runs per page, default 1), `--pages /,/login`, `--url BASE`
 * (measure a server already running outside production: it needs /dev/mailbox for the officer),
 * `--reports DIR` (keep every run's full Lighthouse JSON report there, to see why a page scores).
 * Needs Chromium (`CHROME_PATH`, default /usr/bin/chromium).
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../e2e/helpers/server.ts';
import { waitForMail } from '../e2e/helpers/mailbox.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const lighthouseBin = path.join(repoRoot, 'node_modules/.bin/lighthouse');

type Scores = {
  page: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  consoleErrors: number;
};

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

/** A verified officer with a session: the cookie Lighthouse sends for /dashboard. */
async function signedInCookie(server: Pick<RunningServer, 'url'>): Promise<string> {
  const post = async (url: string, body: unknown, token?: string) => {
    const res = await fetch(`${server.url}/v1${url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { token?: string };
  };
  const stamp = Date.now().toString().slice(-8);
  const email = `lighthouse.${stamp}@example.com`;
  const password = 'lighthouse-officer-1';
  const sentAt = Date.now() - 1000;
  await post('/authentication/register', {
    code: '',
    firstName: 'Amaka',
    lastName: 'Obi',
    email,
    username: `amaka${stamp}`,
    dateOfBirth: '1995-03-09',
    phone: `+234703${stamp.slice(-7)}`,
    password,
    stateOfOrigin: 'Enugu',
    localGovtOfOrigin: 'Nsukka',
    stateOfResidence: 'Lagos',
    localGovtOfResidence: 'Ikeja',
    officerType: 'technical',
    officerData: {
      complementSkill: 'Research & Data',
      technicalCapability: 'Mid',
      language: 'English',
    },
    learningPath: ['Programming/Software Development', 'Data Analysis', 'Cybersecurity', 'Sales'],
  });
  const code = await waitForMail(server.url, email, /\b(\d{6})\b/, { after: sentAt });
  const { token } = await post('/authentication/login', { email, password });
  await post('/authentication/verify/email', { otp: Number(code) }, token);
  return `ttk=${token}`;
}

function runLighthouse(url: string, extraHeaders: Record<string, string>, out: string) {
  return new Promise<void>((resolve, reject) => {
    const args = [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      `--extra-headers=${JSON.stringify(extraHeaders)}`,
    ];
    const child = spawn(lighthouseBin, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse ${url} exited ${code}:\n${stderr}`)),
    );
  });
}

/**
 * Lighthouse sometimes loses the trace on a busy machine ('NO_NAVSTART'); such a run says
 * nothing about the page, so it is run again (twice at most) instead of failing the whole bench.
 */
async function runWithRetry(run: () => Promise<void>, attempts = 3): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !/NO_NAVSTART|NO_FCP|PROTOCOL_TIMEOUT/.test(String(error)))
        throw error;
      console.log(
        `lighthouse lost the run (${String(error).match(/\(([A-Z_]+)\)/)?.[1] ?? 'error'}), again`,
      );
    }
  }
}

type Report = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
};

function scoresOf(page: string, report: Report): Scores {
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => report.audits[id]?.numericValue ?? NaN;
  return {
    page,
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    consoleErrors: report.audits['errors-in-console']?.details?.items?.length ?? 0,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

async function main() {
  const runs = Number(option('runs') ?? 1);
  const pages = (option('pages') ?? '/,/login,/signup/with-email,/dashboard').split(',');
  const url = option('url');
  const reportsDir = option('reports');
  const server = url
    ? { url: url.replace(/\/$/, ''), stop: async () => undefined }
    : await startServer();
  const work = await mkdtemp(path.join(os.tmpdir(), 'dpts-lighthouse-'));
  try {
    const cookie = await signedInCookie(server);
    const results: Scores[] = [];
    for (const page of pages) {
      const perRun: Scores[] = [];
      for (let run = 0; run < runs; run++) {
        const name = page === '/' ? 'landing' : page.slice(1).replaceAll('/', '-');
        const out = path.join(work, `${name}-${run + 1}.json`);
        const headers: Record<string, string> = page === '/dashboard' ? { Cookie: cookie } : {};
        await runWithRetry(() => runLighthouse(`${server.url}${page}`, headers, out));
        perRun.push(scoresOf(page, JSON.parse(await readFile(out, 'utf8')) as Report));
      }
      const pick = (key: keyof Omit<Scores, 'page'>) => median(perRun.map((r) => r[key]));
      const row: Scores = {
        page,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        consoleErrors: Math.max(...perRun.map((r) => r.consoleErrors)),
      };
      results.push(row);
      console.log(
        `${page.padEnd(20)} performance ${String(row.performance).padStart(3)}  accessibility ${String(row.accessibility).padStart(3)}  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  CLS ${row.cls}  console errors ${row.consoleErrors}`,
      );
    }
    const resultsDir = path.join(repoRoot, 'bench/results');
    await mkdir(resultsDir, { recursive: true });
    await writeFile(
      path.join(resultsDir, 'lighthouse.json'),
      `${JSON.stringify({ at: new Date().toISOString(), target: url ?? 'the built server', runs, cpus: os.cpus().length, loadAverage: os.loadavg(), results }, null, 2)}\n`,
    );
    const failing = results.filter((r) => r.performance < 90 || r.accessibility < 95);
    if (failing.length > 0) {
      console.log(
        `below target (performance 90, accessibility 95): ${failing.map((r) => r.page).join(', ')}`,
      );
    }
  } finally {
    await server.stop();
    if (reportsDir) await cp(work, path.resolve(reportsDir), { recursive: true });
    await rm(work, { recursive: true, force: true });
  }
}

await main();
