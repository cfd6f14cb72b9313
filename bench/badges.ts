/**
 * `npm run bench -- --probe badges [--users N]` (issue #21): how many Open Badges credentials one
 * core signs per hour (target ≥ 50,000), and the gallery read (`GET /v1/profile/badges`'s query)
 * at N officers × 5 badges, p99 (target < 25 ms; the full size is 1,000,000 officers).
 * PostgreSQL when DATABASE_URL is set (a throw-away database), else PGlite.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { migrateDatabase, rows } from '../apps/server/src/db/client.ts';
import {
  buildCredential,
  createDocumentLoader,
  issuerKeyFromSeed,
  issuerUrls,
  signCredential,
  signStatusList,
  verifyBadgeCredential,
} from '../apps/server/src/features/badges/credentials.ts';
import { listOfficerBadges } from '../apps/server/src/features/badges/service.ts';
import { seedBadgeClasses } from '../apps/server/src/features/badges/seed.ts';
import { createTarget } from './database.ts';

export const SIGN_TARGET_PER_HOUR = 50_000;
export const GALLERY_P99_MS = 25;

export type BadgeBench = {
  signing: { credentials: number; ms: number; perHourPerCore: number; verified: boolean };
  gallery: { officers: number; badges: number; reads: number; p50Ms: number; p99Ms: number };
  verdict: 'PASS' | 'FAIL';
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Sequential signing in this one process (one core): the `badges-sign` job's work. */
async function measureSigning(count: number) {
  const urls = issuerUrls('https://digipoints.example');
  const key = await issuerKeyFromSeed('be'.repeat(32), urls);
  let statusList: Record<string, unknown> | null = null;
  const loader = createDocumentLoader(urls, {
    publicKeys: async () => [key.publicKeyMultibase],
    statusList: async () => statusList,
  });
  statusList = await signStatusList(urls, 0, [], key, loader, new Date());
  const input = (i: number) =>
    buildCredential(urls, {
      awardId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      classId: '00000000-0000-4000-8000-000000000001',
      name: 'Steady Learner',
      description: 'Five verified courses.',
      criteria: 'Have five course certificates verified.',
      image: 'https://digipoints.example/uploads/badgeimage/x.webp',
      email: `officer${i}@example.com`,
      salt: 'c2FsdHNhbHRzYWx0',
      statusIndex: i,
      validFrom: new Date(),
    });
  for (let i = 0; i < 20; i++) await signCredential(input(i), key, loader, new Date()); // warm
  const started = performance.now();
  let last: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) last = await signCredential(input(i), key, loader, new Date());
  const ms = performance.now() - started;
  const { verified } = await verifyBadgeCredential(last, loader);
  return { credentials: count, ms, perHourPerCore: Math.round((count / ms) * 3_600_000), verified };
}

async function measureGallery(officers: number, reads: number, log: (l: string) => void) {
  const target = await createTarget(process.env.DATABASE_URL, false, undefined);
  const database = await target.open(4);
  try {
    await migrateDatabase(database);
    const db = database.db;
    await seedBadgeClasses(db);
    const classes = await rows<{ id: string }>(db, sql`select id from badge_classes limit 5`);
    const chunk = 50_000;
    const started = performance.now();
    for (let from = 0; from < officers; from += chunk) {
      const n = Math.min(chunk, officers - from);
      await db.execute(sql`
        with o as (
          insert into users (first_name, last_name, email, role)
          select 'Bench', 'Officer', 'badge' || (${from}::int + g) || '@bench.invalid', 'user'
          from generate_series(1, ${n}::int) g returning id)
        insert into badge_awards (class_id, user_id, awarded_at, signed_at)
        select c.id, o.id, now() - make_interval(days => k::int), now()
        from o cross join (select id, row_number() over () as k from (
          values ${sql.join(
            classes.map((c) => sql`(${c.id}::uuid)`),
            sql`, `,
          )}) v(id)) c`);
    }
    await db.execute(sql`analyze`);
    log(
      `  seeded ${officers} officers × 5 badges in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const sample = await rows<{ id: string }>(
      db,
      sql`select id from users order by random() limit ${reads}`,
    );
    for (const s of sample.slice(0, 50)) await listOfficerBadges(db, s.id); // warm
    const timings: number[] = [];
    for (const s of sample) {
      const t = performance.now();
      const badges = await listOfficerBadges(db, s.id);
      timings.push(performance.now() - t);
      if (badges.length !== 5) throw new Error(`expected 5 badges, read ${badges.length}`);
    }
    timings.sort((a, b) => a - b);
    return {
      officers,
      badges: officers * 5,
      reads: timings.length,
      p50Ms: Math.round(percentile(timings, 50) * 100) / 100,
      p99Ms: Math.round(percentile(timings, 99) * 100) / 100,
    };
  } finally {
    await database.close();
    await target.dispose();
  }
}

export async function benchBadges(users: number, log: (line: string) => void): Promise<BadgeBench> {
  const signing = await measureSigning(500);
  log(
    `signing: ${signing.credentials} credentials in ${(signing.ms / 1000).toFixed(2)} s on one core = ${signing.perHourPerCore.toLocaleString('en')}/hour (target ≥ ${SIGN_TARGET_PER_HOUR.toLocaleString('en')}); verifies: ${signing.verified}`,
  );
  const gallery = await measureGallery(users, 2000, log);
  log(
    `gallery at ${gallery.officers.toLocaleString('en')} officers × 5 badges: p50 ${gallery.p50Ms} ms, p99 ${gallery.p99Ms} ms over ${gallery.reads} reads (target p99 < ${GALLERY_P99_MS} ms)`,
  );
  const pass =
    signing.verified &&
    signing.perHourPerCore >= SIGN_TARGET_PER_HOUR &&
    gallery.p99Ms < GALLERY_P99_MS;
  return { signing, gallery, verdict: pass ? 'PASS' : 'FAIL' };
}
