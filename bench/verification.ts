import { sql } from 'drizzle-orm';
import { rows, type Database } from '../apps/server/src/db/client.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createVerifier } from '../apps/server/src/features/claims/verifier.ts';
import { JobQueue } from '../apps/server/src/lib/job-queue.ts';
import type { FakeSites } from '../apps/server/src/test/fake-sites.ts';
import { watchCpu, type CpuUse } from './cpu.ts';

export type VerificationResult = {
  name: string;
  claims: number;
  seconds: number;
  claimsPerSec: number;
  states: Record<string, number>;
  concurrency: number;
  cpu: CpuUse;
};

/**
 * Verification throughput: the server's own worker code (job queue, fetcher, checks, settling
 * transaction) drains the claims ingestion opened, against the local https fake sites. It runs in
 * this process on the bench database, with the server stopped (PGlite allows one process).
 */
export async function measureVerification(
  database: Database,
  sites: FakeSites,
  concurrency: number,
): Promise<VerificationResult> {
  // Test-mode configuration: only it may point the site hosts at the local stand-in.
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: 'http://bench.local',
    ...sites.env,
    VERIFIER_SITE_RATE: '10000',
    CLAIMS_DAILY_COMPLETIONS: '1000000',
    CLAIMS_DAILY_POINTS: '100000000',
    CLAIMS_MIN_MINUTES: '0',
  });
  const quiet = { error: () => undefined, warn: () => undefined };
  const queue = new JobQueue(database, {
    concurrency,
    pollMs: 1000,
    lockSeconds: 300,
    retryDelayMs: 0,
    retentionDays: 14,
    log: quiet,
  });
  const verifier = createVerifier({ db: database.db, config, now: () => new Date() });
  queue.register('verify-completion', (payload, job) => verifier.run(payload, job), {
    maxAttempts: 3,
  });
  const [pending] = await rows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from completion_claims where state = 'pending'`,
  );
  // The worker is this process: no server process to count apart.
  const stopCpu = watchCpu(null);
  const started = process.hrtime.bigint();
  await queue.drain(30 * 60_000);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const used = stopCpu();
  await verifier.close();
  const states = Object.fromEntries(
    (
      await rows<{ state: string; n: number }>(
        database.db,
        sql`select state, count(*)::int as n from completion_claims group by state`,
      )
    ).map((r) => [r.state, r.n]),
  );
  const claims = pending?.n ?? 0;
  return {
    name: 'verification (worker vs local fake sites)',
    claims,
    seconds,
    claimsPerSec: claims / seconds,
    states,
    concurrency,
    cpu: used,
  };
}
