import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { rows } from '../apps/server/src/db/client.ts';
import { hashToken, newToken } from '../apps/server/src/lib/tokens.ts';
import { createTarget } from './database.ts';
import { seed } from './seed.ts';
import { ensureBuilt, repoRoot, startServer } from './server.ts';

/**
 * `npm run bench:rewards -- --users 1000000 --codes 10000 --rate 1000`: issue 22's rush on one
 * voucher reward. Seeds `users` officers (the main benchmark's seed), gives `attempts` of them a
 * spendable balance and a session, starts the built server, and sends redemptions at `rate` a
 * second (one per officer, each with its own attempt key) until every officer tried once. Then
 * checks no code was given twice and the stock ends exact, and reports the p99.
 */
const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '10000' },
    codes: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '200' },
    attempts: { type: 'string' },
    connections: { type: 'string', default: '50' },
  },
});
const users = Number(values.users);
const codes = Number(values.codes);
const rate = Number(values.rate);
const attempts = Number(values.attempts ?? Math.round(codes * 1.5));
const connections = Number(values.connections);
const cost = 100;
const log = (line: string) => console.log(line);

ensureBuilt(log);
const target = await createTarget(process.env.DATABASE_URL, false, undefined);
let stopServer: (() => Promise<void>) | null = null;
try {
  const now = new Date();
  const database = await target.open(4);
  log(`seeding ${users.toLocaleString('en')} officers (${target.kind})…`);
  const seeded = await seed(database, users, 10, now, log);
  const db = database.db;
  const officers = await rows<{ id: string }>(
    db,
    sql`select id from users where role = 'user' order by id limit ${attempts}`,
  );
  if (officers.length < attempts) throw new Error(`only ${officers.length} officers`);
  const tokens = officers.map(() => newToken());
  const grantedAt = new Date(now.getTime() - 10 * 86_400_000);
  for (let i = 0; i < officers.length; i += 5000) {
    const chunk = officers.slice(i, i + 5000);
    await db.execute(sql`insert into sessions (user_id, token_hash, expires_at)
      values ${sql.join(
        chunk.map(
          (o, j) =>
            sql`(${o.id}, ${hashToken(tokens[i + j]!)}, ${new Date(now.getTime() + 86_400_000)})`,
        ),
        sql`, `,
      )}`);
    // Through the ledger, so its trigger writes the balance entries as in production.
    await db.execute(sql`insert into points_ledger (user_id, source, points, ref, created_at)
      values ${sql.join(
        chunk.map((o) => sql`(${o.id}, 'adjustment', ${cost * 3}, 'bench:rewards', ${grantedAt})`),
        sql`, `,
      )}`);
  }
  const [reward] = await rows<{ id: string }>(
    db,
    sql`insert into rewards (name, cost, stock, fulfilment)
        values ('Bench airtime', ${cost}, ${codes}, 'voucher') returning id`,
  );
  await db.execute(sql`insert into reward_codes (reward_id, code)
    select ${reward!.id}, 'BENCH-' || g from generate_series(1, ${codes}) g`);
  await db.execute(sql`vacuum analyze`);
  await database.close();

  const server = await startServer({ ...target.serverEnv, WORKERS: 'off' }, (stop) => {
    stopServer = stop;
  });
  log(`${attempts.toLocaleString('en')} redemptions at ${rate}/s against ${codes} codes…`);
  let next = 0;
  const result = await autocannon({
    url: server.baseUrl,
    connections,
    overallRate: rate,
    amount: attempts,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: `/v1/rewards/${reward!.id}/redeem`,
        setupRequest: (request) => {
          const i = next++;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${tokens[i % tokens.length]}`,
            },
            body: JSON.stringify({ idempotencyKey: `bench-attempt-${i}` }),
          };
        },
      },
    ],
  });
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([k, v]) => [k, v.count]),
  );
  await server.stop();
  stopServer = null;

  const check = await target.open(2);
  const [counts] = await rows<{
    redemptions: number;
    given: number;
    distinct: number;
    stock: number;
    left: number;
    spent: number;
  }>(
    check.db,
    sql`select
          (select count(*)::int from reward_redemptions where reward_id = ${reward!.id}) as redemptions,
          (select count(*)::int from reward_codes where reward_id = ${reward!.id} and redemption_id is not null) as given,
          (select count(distinct code)::int from reward_redemptions where reward_id = ${reward!.id}) as distinct,
          (select stock from rewards where id = ${reward!.id}) as stock,
          (select count(*)::int from reward_codes where reward_id = ${reward!.id} and redemption_id is null) as left,
          (select coalesce(-sum(amount), 0)::int from balance_entries where kind = 'spent') as spent`,
  );
  await check.close();
  const c = counts!;
  const pass =
    c.redemptions === Math.min(codes, attempts) &&
    c.given === c.redemptions &&
    c.distinct === c.redemptions &&
    c.stock === codes - c.redemptions &&
    c.left === codes - c.redemptions &&
    c.spent === c.redemptions * cost &&
    (statusCodes['201'] ?? 0) === c.redemptions;
  const report = {
    at: now.toISOString(),
    database: target.kind,
    users,
    codes,
    attempts,
    rate,
    connections,
    seedSeconds: seeded.totalSeconds,
    statusCodes,
    errors: result.errors,
    timeouts: result.timeouts,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    requestsPerSecond: result.requests.average,
    integrity: c,
    verdict: pass ? 'PASS' : 'FAIL',
  };
  log(JSON.stringify(report, null, 2));
  const dir = path.join(repoRoot, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(
      dir,
      `${now.toISOString().replace(/[:.]/g, '-')}-rewards-${target.kind}-${users}.json`,
    ),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  if (!pass) process.exitCode = 1;
} finally {
  if (stopServer) await (stopServer as () => Promise<void>)();
  await target.dispose();
}
