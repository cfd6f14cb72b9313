/**
 * `npm run cluster`: HAProxy in front of 2+ API processes, 1+ worker, PostgreSQL 15 primary and
 * streaming replica, Redis, on one machine (docs/deploy.md). `npm run cluster -- --help`.
 */
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, repoRoot } from '../server.ts';
import { startCluster, stopLeftovers } from './cluster.ts';
import { runFaults } from './faults.ts';
import { runScale } from './scale.ts';
import { startFakeSites } from '../../apps/server/src/test/fake-sites.ts';

const usage = `Usage: npm run cluster -- [options]      (Ctrl-C stops everything)
       npm run cluster -- stop                 stops a cluster whose runner was killed
  --apis N         API processes behind the balancer (default 2, WORKERS=off)
  --workers N      worker processes (default 1)
  --base-port P    first port (default 7400): P balancer, P+1 balancer stats, P+10… API
                   processes, P+20… workers, P+32 primary, P+33 replica, P+79 Redis
  --dir DIR        databases, logs and state (default ${path.join(os.tmpdir(), 'dpts-cluster')})
  --fresh          start from empty databases
  --faults         run the fault bench (bench/cluster/faults.ts), report, and stop
  --scale          measure reads through the balancer with all API processes, then with one
  --duration S     seconds of load per fault (default 20)
`;

type Args = {
  stop: boolean;
  apis: number;
  workers: number;
  basePort: number;
  dir: string;
  fresh: boolean;
  faults: boolean;
  scale: boolean;
  duration: number;
};

function parse(argv: string[]): Args {
  const args: Args = {
    stop: false,
    apis: 2,
    workers: 1,
    basePort: 7400,
    dir: path.join(os.tmpdir(), 'dpts-cluster'),
    fresh: false,
    faults: false,
    scale: false,
    duration: 20,
  };
  const int = (name: string, raw: string | undefined, min: number, max: number) => {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max)
      throw new Error(
        `${name} needs a whole number from ${min} to ${max}, got ${raw ?? 'nothing'}`,
      );
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    switch (arg) {
      case 'stop':
        args.stop = true;
        break;
      case '--apis':
        args.apis = int(arg, argv[++i], 1, 8);
        break;
      case '--workers':
        args.workers = int(arg, argv[++i], 0, 8);
        break;
      case '--base-port':
        args.basePort = int(arg, argv[++i], 1024, 65000);
        break;
      case '--dir':
        args.dir = path.resolve(argv[++i] ?? '');
        break;
      case '--fresh':
        args.fresh = true;
        break;
      case '--faults':
        args.faults = true;
        break;
      case '--scale':
        args.scale = true;
        break;
      case '--duration':
        args.duration = int(arg, argv[++i], 5, 600);
        break;
      case '--help':
        console.log(usage);
        process.exit(0);
        break;
      default:
        throw new Error(`unknown option ${arg}\n${usage}`);
    }
  }
  return args;
}

async function main(): Promise<void> {
  const args = parse(process.argv.slice(2));
  const log = (line: string) => console.log(`cluster: ${line}`);
  if (args.stop) {
    const stopped = await stopLeftovers(args.dir, log);
    log(stopped ? 'stopped' : `nothing running from ${args.dir}`);
    return;
  }
  ensureBuilt(log);
  // The fault bench verifies real claims against the tests' local stand-ins for the learning
  // sites: only a non-production process may be pointed at them.
  const sites = args.faults ? await startFakeSites() : null;
  const t0 = Date.now();
  const cluster = await startCluster({
    dir: args.dir,
    basePort: args.basePort,
    apis: args.apis,
    workers: args.faults ? Math.max(2, args.workers) : args.workers,
    ...(sites
      ? {
          env: {
            NODE_ENV: 'development',
            SEED_DEMO: 'false',
            ...sites.env,
            VERIFIER_SITE_RATE: '10000',
            CLAIMS_DAILY_COMPLETIONS: '1000000',
            CLAIMS_DAILY_POINTS: '100000000',
            CLAIMS_MIN_MINUTES: '0',
            // a killed worker's jobs are taken up again after this
            JOB_LOCK_SECONDS: '10',
            JOB_RETRY_DELAY_MS: '500',
          },
        }
      : {}),
    entry: path.join(repoRoot, 'apps/server/dist/server.js'),
    fresh: args.fresh,
    log,
  });
  console.log(
    `\nDigiPoints cluster up in ${((Date.now() - t0) / 1000).toFixed(1)} s (load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}):\n${cluster.describe()}\n`,
  );
  let stopping = false;
  const stop = async (why: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    log(`${why}: stopping…`);
    await cluster.stop();
    await sites?.close();
    log('stopped');
    process.exit(code);
  };
  if (args.faults) {
    let code = 0;
    try {
      const results = await runFaults(cluster, { durationS: args.duration, log, sites: sites! });
      if (!results.every((r) => r.pass)) code = 1;
    } catch (err) {
      console.error(err);
      code = 1;
    }
    await stop('fault bench done', code);
    return;
  }
  if (args.scale) {
    let code = 0;
    try {
      await runScale(cluster, { durationS: Math.min(args.duration, 10), log });
    } catch (err) {
      console.error(err);
      code = 1;
    }
    await stop('scaling measured', code);
    return;
  }
  console.log(`Open ${cluster.url} . Ctrl-C stops everything.`);
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(`cluster: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
