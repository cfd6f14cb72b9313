/**
 * `npm run cluster -- --scale`: the same reads through the balancer with 2 API processes, then
 * with 1 (the second stopped; HAProxy takes it out), on this machine. Reported as measured.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, rows } from '../../apps/server/src/db/client.ts';
import { measureGet, type Measurement } from '../load.ts';
import { loadState, seed } from '../seed.ts';
import { repoRoot } from '../server.ts';
import type { Cluster } from './cluster.ts';
import { sleep } from './pieces.ts';

const READS = [
  ['global leaderboard', '/v1/profile/leaderboard?type=global&limit=10'],
  ['daily leaderboard', '/v1/profile/leaderboard?type=daily&limit=10'],
  ['dashboard stats', '/v1/profile/stats'],
  ['learning tracks', '/v1/topics'],
] as const;

export async function runScale(
  cluster: Cluster,
  options: { durationS: number; log: (line: string) => void },
): Promise<void> {
  const { log } = options;
  const database = await openDatabase({ kind: 'postgres', url: cluster.primaryUrl, poolMax: 4 });
  let officers;
  try {
    const [seeded] = await rows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from information_schema.tables where table_name = 'bench_tokens'`,
    );
    if (!seeded?.n) {
      log('seeding 3000 officers (300 signed in) into the primary…');
      await seed(database, 3_000, 300, new Date(), log);
    }
    officers = (await loadState(database.db, new Date())).officers;
  } finally {
    await database.close();
  }
  const measure = async (label: string): Promise<(Measurement & { loadAverage: number })[]> => {
    const out = [];
    for (const [name, pathname] of READS) {
      log(`  ${label}: ${name}…`);
      const loadAverage = Math.round(os.loadavg()[0]! * 100) / 100;
      const m = await measureGet(cluster.url, `${name} (${label})`, pathname, officers, {
        connections: 50,
        duration: options.durationS,
        warmup: 2,
        serverPid: cluster.apis[0]!.pid,
      });
      out.push({ ...m, loadAverage });
    }
    return out;
  };
  const two = await measure(`${cluster.apis.length} API processes`);
  for (const api of cluster.apis.slice(1)) await api.stop();
  await sleep(2_000); // the balancer's checks take the stopped ones out
  const one = await measure('1 API process');
  const lines = [
    `| read | ${cluster.apis.length} API processes req/s (p99) | 1 API process req/s (p99) | ratio | load avg |`,
    '| --- | --- | --- | --- | --- |',
    ...READS.map(([name], i) => {
      const a = two[i]!;
      const b = one[i]!;
      return `| ${name} | ${Math.round(a.reqPerSec)} (${a.latencyMs.p99} ms) | ${Math.round(b.reqPerSec)} (${b.latencyMs.p99} ms) | ${(a.reqPerSec / b.reqPerSec).toFixed(2)} | ${a.loadAverage} / ${b.loadAverage} |`;
    }),
  ];
  const file = path.join(
    repoRoot,
    'bench/results',
    `${new Date().toISOString().replace(/[:.]/g, '-')}-cluster-scale.json`,
  );
  fs.writeFileSync(file, `${JSON.stringify({ two, one }, null, 2)}\n`);
  console.log(`\n${lines.join('\n')}\nresults: ${path.relative(repoRoot, file)}`);
}
