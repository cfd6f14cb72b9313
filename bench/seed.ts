import { sql } from 'drizzle-orm';
import { SESSION_TTL_DAYS } from '@dpts/contract';
import { migrateDatabase, rows, type Database, type Db } from '../apps/server/src/db/client.ts';
import { seedCatalogue } from '../apps/server/src/features/catalogue/seed.ts';
import { seedBadgeClasses } from '../apps/server/src/features/badges/seed.ts';
import { firstNames, lastNames } from '../apps/server/src/features/demo/seed-demo.ts';
import { rebuildRankCounters } from '../apps/server/src/features/points/ranks.ts';
import { lagosDay, lagosDayStart } from '../apps/server/src/lib/lagos-time.ts';
import { hashToken, newToken } from '../apps/server/src/lib/tokens.ts';

export type CatalogueCourse = {
  id: string;
  name: string;
  courseKey: string;
  website: string;
  url: string;
  point: number;
};

/** An officer the benchmark signs in as. */
export type SampledOfficer = {
  id: string;
  token: string;
  /** the name certificates must carry to verify */
  firstName: string;
  lastName: string;
  /** catalogue courses with no ledger row yet: each can pay once during ingestion */
  lacking: CatalogueCourse[];
};

export type BenchState = {
  counts: Record<string, number>;
  /** a public league of typical size, for its leaderboard */
  leagueId: string | null;
  today: string;
  todayStart: Date;
  catalogue: CatalogueCourse[];
  officers: SampledOfficer[];
};

/** Officers per bulk statement: bounds the memory one statement needs, at any --users. */
const CHUNK = 50_000;
/** Share of officers whose latest completion is today (Lagos): the daily board's population. */
const TODAY_SHARE = 0.05;
/** Most completions one seeded officer has. */
const MAX_COMPLETIONS = 60;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const textArray = (values: string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`);

async function timed<T>(seconds: Record<string, number>, step: string, work: () => Promise<T>) {
  const started = performance.now();
  const result = await work();
  seconds[step] = Math.round(performance.now() - started) / 1000;
  return result;
}

/**
 * Officers `from`..`to` with their whole history in one statement, so nothing is computed
 * outside the database: completions per officer are geometric-ish (most a few, about one in
 * nine keen with many, one in twelve none), on distinct courses (offset + j·stride modulo the
 * catalogue size, the stride coprime with it), spread between joining and today, and for
 * TODAY_SHARE of them the latest one is today. Ledger, enrollments, certificates, activity
 * events and today's daily_points are written from the same rows, and the officer's total and
 * points_reached_at from their sum and latest time, so the ledger is the truth from the start.
 */
async function seedOfficers(
  db: Db,
  from: number,
  to: number,
  catalogueSize: number,
  now: Date,
  today: string,
  todayStart: Date,
) {
  const strides = [];
  for (let s = 1; s < catalogueSize; s++) if (gcd(s, catalogueSize) === 1) strides.push(s);
  if (strides.length === 0) strides.push(1);
  const cap = Math.min(MAX_COMPLETIONS, catalogueSize);
  const nowTs = sql`${now.toISOString()}::timestamptz`;
  const startTs = sql`${todayStart.toISOString()}::timestamptz`;
  await db.execute(sql`
    with cat as materialized (
      select id, point, url, (row_number() over (order by url) - 1)::int as idx
      from courses where is_active
    ),
    o as materialized (
      select g,
        md5('dpts-bench-officer-' || g)::uuid as id,
        ${nowTs} - (2 + random() * 363) * interval '1 day' as joined,
        case
          when random() < 0.08 then 0
          when random() < 0.12 then least(${cap}, 1 + floor(ln(1 - random()) / ln(0.92))::int)
          else least(${cap}, 1 + floor(ln(1 - random()) / ln(0.6))::int)
        end as k,
        floor(random() * ${catalogueSize})::int as off,
        (${sql.raw(`array[${strides.join(',')}]`)})[1 + floor(random() * ${strides.length})::int] as stride,
        random() < ${TODAY_SHARE} as today
      from generate_series(${from}::int, ${to}::int) g
    ),
    r as materialized (
      select o.id as user_id, c.id as course_id, c.point, c.url,
        case when o.today and j = o.k - 1
          then ${startTs} + random() * (${nowTs} - ${startTs})
          else o.joined + random() * (${startTs} - o.joined)
        end as at
      from o
      cross join lateral generate_series(0, o.k - 1) j
      join cat c on c.idx = (o.off + j * o.stride) % ${catalogueSize}
    ),
    s as (
      select user_id, sum(point)::int as total, max(at) as last_at from r group by user_id
    ),
    u as (
      insert into users (id, first_name, last_name, email, username, role, email_verified_at,
        officer_type, total_points_earned, points_reached_at, created_at, updated_at)
      select o.id,
        (${textArray(firstNames)})[1 + o.g % ${firstNames.length}],
        (${textArray(lastNames)})[1 + (o.g / ${firstNames.length}) % ${lastNames.length}],
        'bench' || o.g || '@bench.invalid', 'bench' || o.g, 'user', o.joined,
        case when o.g % 2 = 0 then 'technical' else 'sales' end,
        coalesce(s.total, 0), coalesce(s.last_at, o.joined), o.joined, o.joined
      from o left join s on s.user_id = o.id
    ),
    l as (
      insert into points_ledger (user_id, course_id, source, points, created_at)
      select user_id, course_id, 'course', point, at from r
    ),
    e as (
      insert into enrollments (user_id, course_id, state, certificate_url, enrolled_at, completed_at)
      select user_id, course_id, 'complete',
        'https://certificates.bench.invalid/' || md5(user_id::text || course_id::text),
        at - interval '3 days', at
      from r
    ),
    cc as (
      insert into completion_certificates (certificate_key, user_id, course_id, certificate_url, created_at)
      select 'bench:' || md5(user_id::text || course_id::text), user_id, course_id,
        'https://certificates.bench.invalid/' || md5(user_id::text || course_id::text), at
      from r
    ),
    ae as (
      insert into activity_events (id, user_id, type, url, title, certificate_url, course_id,
        outcome, occurred_at, received_at)
      select gen_random_uuid(), user_id, 'complete', url, '',
        'https://certificates.bench.invalid/' || md5(user_id::text || course_id::text),
        course_id, 'completed', at, at
      from r
    )
    insert into daily_points (day, user_id, points, reached_at)
    select ${today}::date, user_id, sum(point)::int, max(at) from r
    where at >= ${startTs}
    group by user_id`);
}

async function count(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<{ n: number }>(db, query);
  return Number(row?.n ?? 0);
}

/**
 * Which officers get a session: three quarters evenly spaced over the global order (top to
 * bottom, officers without points included), a quarter over today's order, so own ranks are
 * read across the whole range of both boards.
 */
async function sampleOfficers(db: Db, users: number, sample: number, today: string) {
  const dailyWanted = Math.floor(sample / 4);
  const globalWanted = sample - dailyWanted;
  const globalStep = Math.max(1, Math.floor(users / globalWanted));
  const global = await rows<{ id: string }>(
    db,
    sql`select id from (
          select id, row_number() over (order by total_points_earned desc, points_reached_at, id) as rn
          from users) x
        where (rn - 1) % ${globalStep} = 0 order by rn limit ${globalWanted}`,
  );
  const onBoard = await count(
    db,
    sql`select count(*)::int as n from daily_points where day = ${today}`,
  );
  const dailyStep = Math.max(1, Math.floor(onBoard / Math.max(1, dailyWanted)));
  const daily = await rows<{ id: string }>(
    db,
    sql`select user_id as id from (
          select user_id, row_number() over (order by points desc, reached_at, user_id) as rn
          from daily_points where day = ${today}) x
        where (rn - 1) % ${dailyStep} = 0 order by rn limit ${dailyWanted}`,
  );
  return [...new Set([...global, ...daily].map((r) => r.id))];
}

/**
 * Session rows written directly, tokens made and hashed as the server does. The tokens are also
 * kept in `bench_tokens`, a table only bench databases have, so `--reuse` can sign in again.
 */
async function createSessions(db: Db, ids: string[]): Promise<void> {
  const tokens = ids.map((id) => [id, newToken()] as const);
  const expiresAt = new Date(Date.now() + SESSION_TTL_DAYS * 86_400_000).toISOString();
  await db.execute(sql`create table bench_tokens (user_id uuid primary key, token text not null)`);
  for (let i = 0; i < tokens.length; i += 1_000) {
    const chunk = tokens.slice(i, i + 1_000);
    await db.execute(sql`insert into sessions (user_id, token_hash, kind, expires_at)
      values ${sql.join(
        chunk.map(
          ([id, token]) =>
            sql`(${id}::uuid, ${hashToken(token)}, 'session', ${expiresAt}::timestamptz)`,
        ),
        sql`, `,
      )}`);
    await db.execute(sql`insert into bench_tokens (user_id, token)
      values ${sql.join(
        chunk.map(([id, token]) => sql`(${id}::uuid, ${token})`),
        sql`, `,
      )}`);
  }
}

/** Officers per league on average (the creator plus this many). */
const LEAGUE_MEMBERS = 10;

/**
 * One league per ten officers (100,000 at 1M): every third private, one in ten undiscoverable,
 * created a minute apart, each with its creator and ten members spread over the officers, and
 * members_count set from the member rows, as the API keeps it.
 */
async function seedLeagues(db: Db, users: number): Promise<void> {
  const leagues = Math.max(1, Math.floor(users / 10));
  await db.execute(sql`create temp table bench_officers as
    select id, (row_number() over (order by id))::int as n from users`);
  await db.execute(sql`create index on bench_officers (n)`);
  // Random (version 4) ids as the API makes them: the routes accept RFC 9562 UUIDs only.
  await db.execute(sql`create temp table bench_leagues as
    select g, gen_random_uuid() as id from generate_series(1, ${leagues}) g`);
  await db.execute(sql`create index on bench_leagues (g)`);
  await db.execute(sql`insert into leagues (id, creator_id, name, description, image, thumbnail,
      path, is_private, discoverable, speciality, members_count, created_at)
    select b.id, o.id, 'League ' || g, 'Officers learning together, league ' || g,
      '/uploads/leagueimage/bench.webp', '/uploads/leagueimage/bench-thumb.webp', 'all',
      g % 3 = 0, g % 10 <> 0, case when g % 3 = 0 then 'Unspecialized' end, 0,
      now() - make_interval(mins => ${leagues} - g)
    from bench_leagues b
    join bench_officers o on o.n = 1 + (b.g::bigint * 7919 % ${users})`);
  await db.execute(sql`insert into league_members (league_id, user_id, joined_at)
    select distinct on (l.id, o.id) l.id, o.id, l.created_at
    from bench_leagues b
    cross join generate_series(0, ${LEAGUE_MEMBERS}) k
    join leagues l on l.id = b.id
    join bench_officers o on o.n = case when k = 0 then 1 + (b.g::bigint * 7919 % ${users})
      else 1 + ((b.g::bigint * ${LEAGUE_MEMBERS} + k * 104729) % ${users}) end
    on conflict do nothing`);
  await db.execute(sql`update leagues l set members_count = m.n
    from (select league_id, count(*)::int as n from league_members group by league_id) m
    where m.league_id = l.id`);
  await db.execute(sql`drop table bench_officers`);
  await db.execute(sql`drop table bench_leagues`);
}

/** Seeds a fresh database: migrations, catalogue, `users` officers with history, sessions. */
export async function seed(
  database: Database,
  users: number,
  sample: number,
  now: Date,
  log: (line: string) => void,
): Promise<{ seconds: Record<string, number>; totalSeconds: number }> {
  const db = database.db;
  const seconds: Record<string, number> = {};
  const started = performance.now();
  const today = lagosDay(now);
  const todayStart = lagosDayStart(today);

  await timed(seconds, 'migrate', () => migrateDatabase(database));
  await timed(seconds, 'catalogue', () => seedCatalogue(db));
  const [size] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from courses where is_active`,
  );
  await timed(seconds, 'officers', async () => {
    for (let from = 1; from <= users; from += CHUNK) {
      const to = Math.min(users, from + CHUNK - 1);
      const chunkStart = performance.now();
      await seedOfficers(db, from, to, size?.n ?? 0, now, today, todayStart);
      log(`  officers ${from}–${to} in ${((performance.now() - chunkStart) / 1000).toFixed(1)} s`);
    }
  });
  await timed(seconds, 'rankCounters', () => rebuildRankCounters(db));
  await timed(seconds, 'leagues', () => seedLeagues(db, users));
  // After the history: the bulk writes above queue no badge evaluation, and the server's start
  // finds the classes already there (no class-wide awarding in the background while measuring).
  await timed(seconds, 'badgeClasses', async () => {
    await seedBadgeClasses(db);
    await db.execute(sql`delete from jobs where name like 'badges-%'`);
    await db.execute(sql`delete from badge_evaluations`);
  });
  // Fresh statistics (and a visibility map) so the first requests get the plans production has.
  await timed(seconds, 'vacuumAnalyze', () => db.execute(sql`vacuum analyze`));
  await timed(seconds, 'sessions', async () =>
    createSessions(db, await sampleOfficers(db, users, sample, today)),
  );
  return { seconds, totalSeconds: Math.round(performance.now() - started) / 1000 };
}

/**
 * What a run needs from a seeded database (fresh or reused): the catalogue, the signed-in
 * officers with the courses they have no points for yet, and row counts.
 */
export async function loadState(db: Db, now: Date): Promise<BenchState> {
  const today = lagosDay(now);
  const catalogue = await rows<CatalogueCourse>(
    db,
    sql`select id, name, course_key as "courseKey", website, url, point from courses
        where is_active order by url`,
  );
  const tokens = await rows<{ id: string; token: string; firstName: string; lastName: string }>(
    db,
    sql`select t.user_id as id, t.token, u.first_name as "firstName", u.last_name as "lastName"
        from bench_tokens t join users u on u.id = t.user_id order by t.user_id`,
  );
  const done = await rows<{ userId: string; courseId: string }>(
    db,
    sql`select l.user_id as "userId", l.course_id as "courseId"
        from points_ledger l join bench_tokens t on t.user_id = l.user_id`,
  );
  const completed = new Map<string, Set<string>>();
  for (const { userId, courseId } of done) {
    const set = completed.get(userId) ?? new Set<string>();
    set.add(courseId);
    completed.set(userId, set);
  }
  const officers = tokens.map(({ id, token, firstName, lastName }) => ({
    id,
    token,
    firstName,
    lastName,
    lacking: catalogue.filter((c) => !completed.get(id)?.has(c.id)),
  }));

  const counts: Record<string, number> = {};
  for (const [name, query] of Object.entries({
    users: sql`select count(*)::int as n from users`,
    rankedOfficers: sql`select count(*)::int as n from users where total_points_earned > 0`,
    pointsLedger: sql`select count(*)::int as n from points_ledger`,
    enrollments: sql`select count(*)::int as n from enrollments`,
    completionCertificates: sql`select count(*)::int as n from completion_certificates`,
    activityEvents: sql`select count(*)::int as n from activity_events`,
    dailyPointsToday: sql`select count(*)::int as n from daily_points where day = ${today}`,
    pointTotals: sql`select count(*)::int as n from point_totals`,
    pointTotalDays: sql`select count(*)::int as n from point_total_days`,
    sessions: sql`select count(*)::int as n from sessions`,
    courses: sql`select count(*)::int as n from courses where is_active`,
    leagues: sql`select count(*)::int as n from leagues`,
    leagueMembers: sql`select count(*)::int as n from league_members`,
  })) {
    counts[name] = await count(db, query);
  }
  const [league] = await rows<{ id: string }>(
    db,
    sql`select id from leagues where not is_private and discoverable
      order by created_at desc limit 1`,
  );
  return {
    counts,
    leagueId: league?.id ?? null,
    today,
    todayStart: lagosDayStart(today),
    catalogue,
    officers,
  };
}
