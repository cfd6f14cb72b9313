import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import {
  migrateDatabase,
  openDatabase,
  rows,
  type Database,
} from '../apps/server/src/db/client.ts';
import { seedCatalogue } from '../apps/server/src/features/catalogue/seed.ts';
import {
  CISCO_ISSUER,
  startFakeSites,
  type FakeSites,
  type Holder,
} from '../apps/server/src/test/fake-sites.ts';

/**
 * `npm run bench -- --probe farming`: issue #19's farming attack, repeated for a while from one
 * address against the whole app (rate limits on, the worker verifying against the local fake
 * sites): throwaway accounts sign up, verify their email through the mailbox, and claim strangers'
 * public certificates — typed in other letter cases, under the strangers' own names (namesakes),
 * by pasted link and through the extension's endpoint, and again after a rejection. Strangers are
 * officers who claimed their certificates, and people not on the platform whose certificates the
 * throwaway accounts claim under their own names. Reports the dpts a minute they earned: 0.
 */
export type FarmingResult = {
  seconds: number;
  accounts: number;
  signUpsRefused: number;
  claimsSent: number;
  answers: Record<string, number>;
  states: Record<string, number>;
  dptsEarned: number;
  dptsPerMinute: number;
  verdict: 'PASS' | 'FAIL';
};

type Cert = {
  url: string;
  courseId: string;
  courseUrl: string;
  holder: Holder;
  variants: string[];
};

const caseVariants = (url: string, part: RegExp): string[] => {
  const m = part.exec(url);
  if (!m) return [url];
  const word = m[1]!;
  const swap = (w: string) =>
    [...w].map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase())).join('');
  return [...new Set([word, word.toUpperCase(), word.toLowerCase(), swap(word)])].map((w) =>
    url.replace(word, w),
  );
};

async function courseOf(db: Database['db'], name: string, website: string) {
  const [c] = await rows<{ id: string; url: string }>(
    db,
    sql`select id, url from courses where name = ${name} and website = ${website}`,
  );
  if (!c) throw new Error(`no course ${website} / ${name}`);
  return c;
}

export async function probeFarming(
  seconds: number,
  log: (line: string) => void,
): Promise<FarmingResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dpts-farming-'));
  const sites: FakeSites = await startFakeSites();
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pglite') });
  let app: FastifyInstance | null = null;
  try {
    await migrateDatabase(database);
    await seedCatalogue(database.db);
    const config = loadConfig({
      NODE_ENV: 'test',
      APP_URL: 'http://farming.local',
      LOG_LEVEL: 'silent',
      RATE_LIMITS: 'on',
      WORKERS: 'on',
      JOB_POLL_MS: '100',
      JOB_RETRY_DELAY_MS: '0',
      VERIFIER_SITE_RATE: '1000',
      ...sites.env,
    });
    app = await buildApp({ config, database, logger: false });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const call = async (method: string, url: string, token?: string, body?: unknown) => {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? null : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json().catch(() => null)) as never };
    };

    // The strangers and their public certificates.
    const db = database.db;
    const python = await courseOf(
      db,
      'Programming for Everybody (Getting Started with Python)',
      'Coursera',
    );
    const rwd = await courseOf(db, 'Responsive Web Design', 'freeCodeCamp');
    const cyber = await courseOf(db, 'Introduction to Cybersecurity', 'Cisco Networking Academy');
    const certs: Cert[] = [];
    const strangers: Holder[] = [
      { firstName: 'Tobenna', lastName: 'Okeke', email: 'tobenna@example.net' },
      { firstName: 'Amaka', lastName: 'Nwosu', email: 'amaka@example.net' },
      { firstName: 'Kelechi', lastName: 'Obi', email: 'kelechi@example.net' },
    ];
    for (const s of strangers) {
      const user = `${s.firstName}${s.lastName}`;
      const fcc = sites.freeCodeCamp(
        s,
        { slug: 'responsive-web-design', title: 'Responsive Web Design' },
        user,
      );
      certs.push({
        url: fcc,
        courseId: rwd.id,
        courseUrl: rwd.url,
        holder: s,
        variants: caseVariants(fcc, new RegExp(`/(${user})/`)),
      });
      const coursera = sites.coursera(s, { slug: 'python', name: 'Programming for Everybody' });
      certs.push({
        url: coursera,
        courseId: python.id,
        courseUrl: python.url,
        holder: s,
        variants: caseVariants(coursera, /verify\/(\w+)$/),
      });
      const badge = sites.credly(
        s,
        {
          issuerId: CISCO_ISSUER,
          classId: '10b1a2de-f36b-4730-b1ca-8505e19f4390',
          issuer: 'Cisco',
          title: 'Introduction to Cybersecurity',
        },
        { email: s.email! },
      );
      certs.push({
        url: badge,
        courseId: cyber.id,
        courseUrl: cyber.url,
        holder: s,
        variants: [badge, badge.replace('www.credly.com', 'credly.com')],
      });
    }
    // Half the strangers are officers who claimed theirs; the others are not on the platform.
    const onPlatform = strangers.slice(0, 2);
    for (const s of onPlatform) {
      const signed = await signUp(call, s, s.email!);
      for (const c of certs.filter((x) => x.holder === s))
        await call('POST', '/v1/profile/claims', signed, {
          courseId: c.courseId,
          certificateUrl: c.url,
        });
    }
    await settle(db);
    const owners = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from completion_claims where state = 'verified'`,
    );
    log(
      `  ${owners[0]!.n} certificates verified for their ${onPlatform.length} holders; farming for ${seconds} s…`,
    );

    const started = Date.now();
    const accounts: string[] = [];
    let refused = 0;
    let sent = 0;
    const answers: Record<string, number> = {};
    const note = (k: string) => (answers[k] = (answers[k] ?? 0) + 1);
    let round = 0;
    while (Date.now() - started < seconds * 1000) {
      round += 1;
      for (const target of strangers) {
        if (Date.now() - started >= seconds * 1000) break;
        const held = onPlatform.includes(target);
        // A namesake for certificates someone holds; an account of its own name otherwise.
        const name: Holder = held ? target : { firstName: 'Femi', lastName: `Ajayi${round}` };
        const token = await signUp(
          call,
          name,
          `farm.${randomBytes(5).toString('hex')}@example.org`,
        ).catch(() => null);
        if (!token) {
          refused += 1;
          // Sign-up is limited per address: wait as a farm would, a little.
          await new Promise((r) => setTimeout(r, 2_000));
          continue;
        }
        accounts.push(token);
        for (const c of certs.filter((x) => x.holder === target)) {
          for (const [i, variant] of c.variants.entries()) {
            sent += 1;
            const res =
              i % 2 === 0
                ? await call('POST', '/v1/profile/claims', token, {
                    courseId: c.courseId,
                    certificateUrl: variant,
                  })
                : await call('POST', '/v1/activity', token, {
                    events: [
                      {
                        id: crypto.randomUUID(),
                        type: 'start',
                        url: c.courseUrl,
                        title: '',
                        at: new Date(Date.now() - 86_400_000).toISOString(),
                      },
                      {
                        id: crypto.randomUUID(),
                        type: 'complete',
                        url: c.courseUrl,
                        title: '',
                        certificateUrl: variant,
                        at: new Date().toISOString(),
                      },
                    ],
                  });
            note(`${res.status}`);
          }
        }
      }
    }
    await settle(db);
    const elapsed = (Date.now() - started) / 1000;
    const farmers = await rows<{ points: number }>(
      db,
      sql`select coalesce(sum(total_points_earned), 0)::int as points from users
          where email like 'farm.%@example.org'`,
    );
    const states = Object.fromEntries(
      (
        await rows<{ state: string; reason: string | null; n: number }>(
          db,
          sql`select c.state, c.reason, count(*)::int as n from completion_claims c
              join users u on u.id = c.user_id where u.email like 'farm.%@example.org'
              group by c.state, c.reason order by n desc`,
        )
      ).map((r) => [`${r.state}: ${r.reason ?? '—'}`, r.n]),
    );
    const earned = farmers[0]!.points;
    return {
      seconds: elapsed,
      accounts: accounts.length,
      signUpsRefused: refused,
      claimsSent: sent,
      answers,
      states,
      dptsEarned: earned,
      dptsPerMinute: earned / (elapsed / 60),
      verdict: earned === 0 ? 'PASS' : 'FAIL',
    };
  } finally {
    await app?.close();
    await database.close();
    await sites.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Signs up through the API and verifies the email with the code the mailbox received. */
async function signUp(
  call: (m: string, u: string, t?: string, b?: unknown) => Promise<{ status: number; body: never }>,
  name: Holder,
  email: string,
): Promise<string> {
  const id = randomBytes(4).toString('hex');
  const res = await call('POST', '/v1/authentication/register', undefined, {
    code: '',
    firstName: name.firstName,
    lastName: name.lastName,
    email,
    username: `farm${id}`,
    dateOfBirth: '1995-05-17',
    phone: `+234803${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    password: 'correct horse battery',
    stateOfOrigin: 'Lagos',
    localGovtOfOrigin: 'Epe',
    stateOfResidence: 'Kano',
    localGovtOfResidence: 'Albasu',
    officerType: 'technical',
    officerData: {
      complementSkill: 'Research & Data',
      technicalCapability: 'Mid',
      language: 'English',
    },
    learningPath: ['Cloud-Computing', 'Data Analysis', 'Cybersecurity', 'Sales'],
  });
  if (res.status !== 200) throw new Error(`sign-up answered ${res.status}`);
  const token = (res.body as { token: string }).token;
  let code: string | undefined;
  // The email goes out through the job queue: read the mailbox until it is there.
  for (let i = 0; i < 100 && !code; i++) {
    const box = await call('GET', `/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    const mails = box.body as unknown as { text: string }[];
    code = /code is (\d{6})/.exec(mails.at(0)?.text ?? '')?.[1];
    if (!code) await new Promise((r) => setTimeout(r, 50));
  }
  if (!code) throw new Error('no verification code');
  await call('POST', '/v1/authentication/verify/email', token, { otp: Number(code) });
  return token;
}

/** Waits until the worker has checked every claim. */
async function settle(db: Database['db']): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const [left] = await rows<{ n: number }>(
      db,
      sql`select (select count(*) from completion_claims where state = 'pending')
               + (select count(*) from jobs where name = 'verify-completion') as n`,
    );
    if (Number(left!.n) === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the worker did not finish checking the claims');
}
