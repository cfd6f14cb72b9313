/**
 * `npm run bench`: seeds a throw-away database with officers and ledger history, starts the
 * built server on it, measures the ceiling, the leaderboards, the dashboard stats and activity
 * ingestion with autocannon, checks that ingestion lost or doubled no points, and writes the
 * numbers to bench/results/. Run `npm run bench -- --help` for the options.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rows } from '../apps/server/src/db/client.ts';
import { parseArgs, usage } from './args.ts';
import { createTarget, type BenchTarget } from './database.ts';
import { usableEvidence } from './evidence.ts';
import { measureVerification, type VerificationResult } from './verification.ts';
import { startFakeSites } from '../apps/server/src/test/fake-sites.ts';
import {
  measureGet,
  measureIngestion,
  type IngestionResult,
  type LoadOptions,
  type Measurement,
} from './load.ts';
import { bareVerdicts, cpuTable, table, TARGETS, verdictLines, verdicts } from './report.ts';
import { loadState, seed } from './seed.ts';
import {
  ensureBuilt,
  repoRoot,
  serverIdentity,
  startBare,
  startServer,
  type RunningServer,
} from './server.ts';
import { verifyIngestion, type Integrity } from './verify.ts';
import { ADMIN_P99_MS, adminReads, benchAdmin } from './admin.ts';
import {
  VOLUNTEERING_P99_MS,
  seedVolunteering,
  volunteeringAdminReads,
  volunteeringOfficerRead,
} from './volunteering.ts';

const log = (line: string) => console.log(line);

/** `--probe farming|readers|files|badges`: a security or robustness probe, reported like a measurement. */
async function runProbe(
  probe: 'farming' | 'readers' | 'files' | 'badges',
  seconds: number,
  users = 10_000,
): Promise<number> {
  const startedAt = new Date();
  let result: unknown;
  let pass: boolean;
  if (probe === 'badges') {
    const { benchBadges } = await import('./badges.ts');
    const badges = await benchBadges(users, log);
    pass = badges.verdict === 'PASS';
    log(`badges: ${badges.verdict}`);
    result = badges;
  } else if (probe === 'readers') {
    const { readCertificate } = await import('../apps/server/src/features/claims/readers.ts');
    const { measureReaders } = await import('../apps/server/src/test/pathological-pages.ts');
    const timings = measureReaders(readCertificate, 5).sort((a, b) => b.ms - a.ms);
    pass = timings.every((t) => t.ms < 100);
    log('reader            page                              best of 5   answer');
    for (const t of timings.slice(0, 15))
      log(
        `${t.reader.padEnd(17)} ${t.page.padEnd(33)} ${t.ms.toFixed(1).padStart(7)} ms   ${t.read}`,
      );
    log(
      `${timings.length} reads of 2 MB pages; slowest ${timings[0]!.ms.toFixed(1)} ms: ${pass ? 'PASS' : 'FAIL'} (target < 100 ms each)`,
    );
    result = { timings, targetMs: 100, verdict: pass ? 'PASS' : 'FAIL' };
  } else if (probe === 'files') {
    const { probeFiles } = await import('./files.ts');
    const files = await probeFiles(seconds, log);
    pass = files.verdict === 'PASS';
    log(`${files.uploads} bomb uploads in ${files.seconds} s, 5 at a time:`);
    for (const [answer, n] of Object.entries(files.answers)) log(`  ${n} × ${answer}`);
    log(
      `  upload answered in p50 ${files.uploadMs.p50} ms, p99 ${files.uploadMs.p99} ms, max ${files.uploadMs.max} ms`,
    );
    log(
      `  GET /v1/health/live idle: p50 ${files.liveIdle.p50} ms, p99 ${files.liveIdle.p99} ms (${files.liveIdle.calls} calls)`,
    );
    log(
      `  GET /v1/health/live beside the bombs: p50 ${files.liveUnderBombs.p50} ms, p99 ${files.liveUnderBombs.p99} ms, max ${files.liveUnderBombs.max} ms (${files.liveUnderBombs.calls} calls; target p99 < 100 ms)`,
    );
    log(
      `  server event-loop delay idle: p99 ${files.loopDelayMs.idle.p99} ms, max ${files.loopDelayMs.idle.max} ms; beside the bombs: p99 ${files.loopDelayMs.underBombs.p99} ms, max ${files.loopDelayMs.underBombs.max} ms (load average ${files.loadAverage.join(' ')})`,
    );
    log(
      `  server CPU per bomb upload: ${files.cpuMsPerUpload.mainThread} ms on the main thread, ${files.cpuMsPerUpload.allThreads} ms in all threads`,
    );
    log(
      `  server memory: ${files.rssMb.idle} MB idle, peak ${files.rssMb.peak} MB = +${files.rssMb.growth} MB (target < 300 MB), ${files.rssMb.after} MB after`,
    );
    log(`  ${files.verdict}`);
    result = files;
  } else {
    const { probeFarming } = await import('./farming.ts');
    const farming = await probeFarming(seconds, log);
    pass = farming.verdict === 'PASS';
    log(
      `farming from one address for ${farming.seconds.toFixed(0)} s: ${farming.accounts} throwaway accounts (${farming.signUpsRefused} sign-ups refused), ${farming.claimsSent} claims sent`,
    );
    log(`  answers: ${JSON.stringify(farming.answers)}`);
    log(`  claims: ${JSON.stringify(farming.states)}`);
    log(
      `  earned ${farming.dptsEarned} dpts = ${farming.dptsPerMinute.toFixed(1)} dpts/minute: ${farming.verdict} (must be 0)`,
    );
    result = farming;
  }
  const file = path.join(
    repoRoot,
    'bench',
    'results',
    `${startedAt.toISOString().replace(/[:.]/g, '-')}-probe-${probe}.json`,
  );
  fs.writeFileSync(
    file,
    `${JSON.stringify({ startedAt, probe, cpuModel: os.cpus()[0]?.model ?? null, loadAverage: os.loadavg(), result }, null, 2)}\n`,
  );
  log(`results: ${path.relative(repoRoot, file)}`);
  return pass ? 0 : 1;
}

/** Undo steps, newest first: the server before its database. Run once, on any exit path. */
const cleanups: (() => Promise<void>)[] = [];
let cleaning: Promise<void> | null = null;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    while (cleanups.length > 0) {
      try {
        await cleanups.pop()!();
      } catch (err) {
        console.error(`clean-up failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the server and removing the bench database…`);
    void cleanUp().then(() => process.exit(130));
  });
}

async function main(): Promise<number> {
  const parsed = parseArgs(process.argv.slice(2));
  if (parsed === 'help') {
    console.log(usage);
    return 0;
  }
  const options = parsed;
  if (options.probe)
    return runProbe(options.probe, options.durationGiven ? options.duration : 60, options.users);
  const startedAt = new Date();
  const warmup = Math.min(3, Math.max(1, Math.round(options.duration / 3)));
  ensureBuilt(log);
  // The learning sites' certificate pages, served locally: ingested completions verify there.
  const sites = await startFakeSites();
  cleanups.push(() => sites.close());
  const target: BenchTarget = await createTarget(
    process.env.DATABASE_URL,
    options.keep,
    options.reuse,
  );
  cleanups.push(() => target.dispose());
  log(`database: ${target.kind} (${target.where})`);

  // Seed in this process, then close: PGlite allows one process, and the server is another.
  const seeding = await target.open();
  let seeded: { seconds: Record<string, number>; totalSeconds: number } | null = null;
  if (options.reuse) {
    log('reusing it: no seeding');
  } else {
    log(`seeding ${options.users.toLocaleString('en-US')} officers…`);
    seeded = await seed(seeding, options.users, options.sample, startedAt, log);
    log(
      `seeded in ${seeded.totalSeconds.toFixed(1)} s (${Object.entries(seeded.seconds)
        .map(([step, s]) => `${step} ${s.toFixed(1)} s`)
        .join(', ')})`,
    );
  }
  const state = await loadState(seeding.db, startedAt);
  // The Learning page of the track with the most courses.
  const [bigTopic] = await rows<{ id: string }>(
    seeding.db,
    sql`select topic_id as id from courses where is_active group by topic_id order by count(*) desc limit 1`,
  );
  const admin =
    options.only.includes('admin') || options.only.includes('volunteering')
      ? await benchAdmin(seeding.db)
      : null;
  if (options.only.includes('volunteering') && !options.reuse) {
    const began = Date.now();
    const entries = await seedVolunteering(seeding.db);
    log(
      `seeded ${entries.toLocaleString('en-US')} volunteering entries in ${((Date.now() - began) / 1000).toFixed(1)} s`,
    );
  }
  const { generators, unusable } = usableEvidence(
    sites,
    state.catalogue.map((c) => c.website),
  );
  if (unusable.length > 0)
    log(`no fake certificates for ${unusable.join(', ')}: left out of ingestion`);
  const [version] = await rows<{ version: string }>(seeding.db, sql`select version()`);
  await seeding.close();
  const users = state.counts.users ?? 0;
  log(
    `rows: ${Object.entries(state.counts)
      .map(([name, n]) => `${name} ${n.toLocaleString('en-US')}`)
      .join(', ')}`,
  );
  if ((state.counts.dailyPointsToday ?? 0) === 0)
    log(`warning: nobody is on today's (${state.today}) daily board`);
  const batches = state.officers.reduce(
    (sum, o) =>
      sum + Math.floor(o.lacking.filter((c) => generators.has(c.website)).length / options.batch),
    0,
  );
  log(
    `${state.officers.length} officers signed in; ${batches.toLocaleString('en-US')} ingestion batches of ${options.batch} available`,
  );

  // Ingestion opens claims; this API-only process does not verify them (measured next, apart).
  const server: RunningServer = await startServer(
    {
      ...target.serverEnv,
      WORKERS: 'off',
      CLAIMS_DAILY_COMPLETIONS: '1000000',
      CLAIMS_DAILY_POINTS: '100000000',
      CLAIMS_MIN_MINUTES: '0',
    },
    (stop) => cleanups.push(stop),
  );
  const load: LoadOptions = {
    connections: options.connections,
    duration: options.duration,
    warmup,
    serverPid: server.pid,
  };
  log(
    `server on ${server.baseUrl} (pid ${server.pid}); ${load.connections} connections, ${load.warmup} s warm-up + ${load.duration} s each`,
  );

  const step = (name: string) => log(`  measuring ${name}…`);
  const get = (name: string, path: string) => {
    step(name);
    return measureGet(server.baseUrl, name, path, state.officers, load);
  };
  const wanted = new Set(options.only);
  // The physical reference: a bare Fastify hello-world, measured alone just before the product.
  step('bare Fastify hello-world');
  const bareServer = await startBare();
  cleanups.push(() => bareServer.stop());
  const bare = await measureGet(
    bareServer.baseUrl,
    'bare Fastify /v1/health/live',
    '/v1/health/live',
    state.officers,
    { ...load, serverPid: bareServer.pid },
  );
  await bareServer.stop();
  const ceiling = await get('ceiling /v1/health/live', '/v1/health/live');
  const reads: Measurement[] = [];
  if (wanted.has('global'))
    reads.push(await get('global leaderboard', '/v1/profile/leaderboard?type=global&limit=10'));
  if (wanted.has('daily'))
    reads.push(await get('daily leaderboard', '/v1/profile/leaderboard?type=daily&limit=10'));
  if (wanted.has('stats')) reads.push(await get('dashboard stats', '/v1/profile/stats'));
  if (wanted.has('topics')) reads.push(await get('learning tracks', '/v1/topics'));
  if (wanted.has('topic') && bigTopic)
    reads.push(await get('track details', `/v1/topics/${bigTopic.id}`));
  // The administrator's users list and search: their own target (p99 < 50 ms), one admin session.
  const adminMeasured: Measurement[] = [];
  const asAdmin = admin
    ? [{ id: admin.id, token: admin.token, firstName: '', lastName: '', lacking: [] }]
    : [];
  if (admin && wanted.has('admin')) {
    for (const read of adminReads(users)) {
      step(read.name);
      adminMeasured.push(await measureGet(server.baseUrl, read.name, read.path, asAdmin, load));
    }
  }
  // Volunteering (issue #20): the approval queue and each officer's own list, p99 < 50 ms.
  const volunteeringMeasured: Measurement[] = [];
  if (admin && wanted.has('volunteering')) {
    for (const read of volunteeringAdminReads) {
      step(read.name);
      volunteeringMeasured.push(
        await measureGet(server.baseUrl, read.name, read.path, asAdmin, load),
      );
    }
    volunteeringMeasured.push(
      await get(volunteeringOfficerRead.name, volunteeringOfficerRead.path),
    );
  }
  if (wanted.has('discover')) reads.push(await get('discover leagues', '/v1/league?limit=6'));
  if (wanted.has('league') && state.leagueId)
    reads.push(
      await get('league leaderboard', `/v1/league/${state.leagueId}/leaderboard?limit=50`),
    );
  // Reads while ingestion is held at a realistic rate: reads must stay off the write path.
  // Measured before the flat-out ingestion, which would leave it no unpaid courses to send.
  const paced: Measurement[] = [];
  let pacedWriting: IngestionResult | null = null;
  if (wanted.has('ingestion') && wanted.has('paced')) {
    step(`boards and stats while ingesting ${options.pacedRate} events/s`);
    const share = { ...load, connections: Math.max(1, Math.round(load.connections / 3)) };
    const batchesPerSec = Math.max(1, Math.round(options.pacedRate / options.batch));
    // autocannon sends each connection's share of a second back to back: enough connections
    // that the rate still holds when a batch takes 200 ms (two could not above 80 ms).
    const writers = {
      ...load,
      connections: Math.max(2, Math.min(25, Math.ceil(batchesPerSec * 0.2))),
      overallRate: batchesPerSec,
    };
    const [global, daily, stats, writing] = await Promise.all([
      measureGet(
        server.baseUrl,
        'global board (paced writes)',
        '/v1/profile/leaderboard?type=global&limit=10',
        state.officers,
        share,
      ),
      measureGet(
        server.baseUrl,
        'daily board (paced writes)',
        '/v1/profile/leaderboard?type=daily&limit=10',
        state.officers,
        share,
      ),
      measureGet(
        server.baseUrl,
        'stats (paced writes)',
        '/v1/profile/stats',
        state.officers,
        share,
      ),
      measureIngestion(server.baseUrl, state.officers, generators, options.batch, writers),
    ]);
    writing.name = `ingestion held at ${options.pacedRate}/s`;
    paced.push(global, daily, stats);
    pacedWriting = writing;
  }
  let ingestion: IngestionResult | null = null;
  if (wanted.has('ingestion')) {
    step('activity ingestion');
    ingestion = await measureIngestion(
      server.baseUrl,
      state.officers,
      generators,
      options.batch,
      load,
    );
    if (pacedWriting) for (const [id, event] of pacedWriting.sent) ingestion.sent.set(id, event);
  }
  // Reads while awards keep changing the board: what the read caches are worth under writes.
  const mixed: (Measurement | IngestionResult)[] = [];
  if (ingestion && wanted.has('mixed')) {
    step('global leaderboard during ingestion');
    const half = { ...load, connections: Math.max(1, Math.round(load.connections / 2)) };
    const [reading, writing] = await Promise.all([
      measureGet(
        server.baseUrl,
        'global board during ingestion',
        '/v1/profile/leaderboard?type=global&limit=10',
        state.officers,
        half,
      ),
      measureIngestion(server.baseUrl, state.officers, generators, options.batch, half),
    ]);
    writing.name = 'ingestion during reads';
    for (const [id, event] of writing.sent) ingestion.sent.set(id, event);
    mixed.push(reading, writing);
  }

  // Stop the server (it finishes in-flight batches) before reading the ledger: PGlite is
  // single-process, and nothing may be written while it is checked.
  const serverOutput = server.output();
  await server.stop();
  let integrity: Integrity | null = null;
  let verification: VerificationResult | null = null;
  if (ingestion) {
    log('  measuring verification of the claims ingestion opened…');
    // The pool a server process has (DATABASE_POOL_MAX, 10 by default): its worker uses it.
    const verifying = await target.open(Number(process.env.DATABASE_POOL_MAX ?? 10));
    try {
      verification = await measureVerification(verifying, sites, options.connections);
    } finally {
      await verifying.close();
    }
    log('verifying the ledger…');
    const checking = await target.open();
    integrity = await verifyIngestion(
      checking.db,
      ingestion.sent,
      pacedWriting?.startedAt ?? ingestion.startedAt,
      state.todayStart,
      state.counts.pointsLedger ?? 0,
    );
    await checking.close();
  }

  const list = verdicts(ceiling, reads, ingestion, paced, pacedWriting, options.pacedRate);
  log('');
  log(
    `${target.kind}, ${users.toLocaleString('en-US')} officers, ${os.cpus().length} cores, node ${process.version}`,
  );
  const measuredAll = [
    ceiling,
    ...reads,
    ...adminMeasured,
    ...volunteeringMeasured,
    ...(ingestion ? [ingestion] : []),
    ...mixed,
    ...paced,
    ...(pacedWriting ? [pacedWriting] : []),
  ];
  log(table(ceiling, measuredAll.slice(1)));
  if (verification)
    log(
      `verification: ${verification.claims.toLocaleString('en-US')} claims in ${verification.seconds.toFixed(1)} s = ${Math.round(verification.claimsPerSec).toLocaleString('en-US')} claims/s (${verification.concurrency} at a time; ${Object.entries(
        verification.states,
      )
        .map(([state, n]) => `${state} ${n}`)
        .join(
          ', ',
        )}; cores: ${verification.cpu.bench} worker, ${verification.cpu.postgres} PostgreSQL, ${verification.cpu.others} other processes)`,
    );
  log('');
  log(cpuTable(measuredAll));
  log('');
  log(`targets (at 1M officers on 2 cores; reported, not asserted):`);
  log(verdictLines(list));
  log(
    `against a bare Fastify hello-world (${Math.round(bare.reqPerSec).toLocaleString('en-US')} req/s, same client, same machine):`,
  );
  log(verdictLines(bareVerdicts(bare, ceiling, reads)));
  const adminVerdicts = adminMeasured.map((m) => ({
    target: `p99 < ${ADMIN_P99_MS} ms`,
    endpoint: m.name,
    pass: m.responses > 0 && m.latencyMs.p99 < ADMIN_P99_MS && m.non2xx === 0 && m.errors === 0,
    measured: `${m.latencyMs.p99} ms${m.errors + m.non2xx > 0 ? ` (${m.errors} errors, ${m.non2xx} non-2xx)` : ''}`,
  }));
  if (adminVerdicts.length) log(verdictLines(adminVerdicts));
  const volunteeringVerdicts = volunteeringMeasured.map((m) => ({
    target: `p99 < ${VOLUNTEERING_P99_MS} ms`,
    endpoint: m.name,
    pass:
      m.responses > 0 && m.latencyMs.p99 < VOLUNTEERING_P99_MS && m.non2xx === 0 && m.errors === 0,
    measured: `${m.latencyMs.p99} ms${m.errors + m.non2xx > 0 ? ` (${m.errors} errors, ${m.non2xx} non-2xx)` : ''}`,
  }));
  if (volunteeringVerdicts.length) log(verdictLines(volunteeringVerdicts));
  log('');
  if (integrity) {
    log(`integrity: ${integrity.pass ? 'PASS' : 'FAIL'} — no lost or doubled points`);
    for (const c of integrity.checks) log(`  ${c.pass ? '✓' : '✗'} ${c.name}: ${c.detail}`);
    const e = integrity.events;
    log(
      `  ${e.sent} completion events sent, ${e.answered} answered 2xx (${e.answeredPaid} claims opened, ${e.reportedPoints} dpts once verified), ${e.unanswered} without an answer (${e.unansweredWritten} of them written)`,
    );
  } else {
    log('integrity: not checked (ingestion not measured)');
  }
  if (serverOutput.length > 0) {
    log(`server output (${serverOutput.length} lines, last 10):`);
    for (const line of serverOutput.slice(-10)) log(`  ${line}`);
  }

  const ingestionNumbers = ingestion ? (({ sent: _sent, ...numbers }) => numbers)(ingestion) : null;
  const result = {
    kind: 'dpts-bench',
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? null,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      platform: `${os.platform()} ${os.release()}`,
      node: process.version,
    },
    server: serverIdentity(),
    database: {
      kind: target.kind,
      version: version?.version ?? null,
      serverPoolMax: process.env.DATABASE_POOL_MAX ? Number(process.env.DATABASE_POOL_MAX) : 10,
    },
    options: { ...options, users, warmup },
    seed: {
      reused: options.reuse ?? null,
      seconds: seeded?.seconds ?? null,
      totalSeconds: seeded?.totalSeconds ?? null,
      counts: state.counts,
      sampledOfficers: state.officers.length,
      today: state.today,
    },
    targets: TARGETS,
    bare,
    endpoints: [
      ceiling,
      ...reads,
      ...adminMeasured,
      ...volunteeringMeasured,
      ...(ingestionNumbers ? [ingestionNumbers] : []),
      ...[...mixed, ...paced, ...(pacedWriting ? [pacedWriting] : [])].map((m) =>
        'sent' in m ? (({ sent: _sent, ...numbers }) => numbers)(m) : m,
      ),
    ].map((m) => ({
      ...m,
      ceilingRatio: m.reqPerSec / ceiling.reqPerSec,
    })),
    verdicts: [...list, ...adminVerdicts, ...volunteeringVerdicts],
    verification,
    integrity,
    unusableEvidence: unusable,
  };
  const dir = path.join(repoRoot, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(
    dir,
    `${startedAt.toISOString().replace(/[:.]/g, '-')}-${target.kind}-${users}.json`,
  );
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  log(`results: ${path.relative(repoRoot, file)}`);
  return integrity && !integrity.pass ? 1 : 0;
}

main()
  .then(async (code) => {
    await cleanUp();
    process.exit(code);
  })
  .catch(async (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    await cleanUp();
    process.exit(1);
  });
