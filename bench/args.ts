import { ACTIVITY_BATCH_MAX } from '@dpts/contract';

/** Command-line flags of `npm run bench`. */
export type BenchOptions = {
  users: number;
  /** seconds measured per endpoint */
  duration: number;
  connections: number;
  /** completion events per ingestion request */
  batch: number;
  /** officers given a session (read endpoints rotate through them; ingestion uses them too) */
  sample: number;
  keep: boolean;
  /** a database a --keep run left, measured again without seeding */
  reuse: string | undefined;
  /** endpoints to measure besides the ceiling */
  only: Endpoint[];
  /** completion events per second held during the `paced` reads */
  pacedRate: number;
  /** a probe instead of the measurements: farming (issue #19), readers or files (issue #26), badges (issue #21) */
  probe: 'farming' | 'readers' | 'files' | 'badges' | null;
  /** --duration was given (the farming probe runs 60 s otherwise) */
  durationGiven: boolean;
};

export const endpoints = [
  'global',
  'daily',
  'stats',
  'topics',
  'topic',
  'ingestion',
  'mixed',
  'paced',
  'admin',
  'discover',
  'league',
  'volunteering',
] as const;
export type Endpoint = (typeof endpoints)[number];

export const usage = `Usage: npm run bench -- [options]

Seeds a throw-away database with officers and ledger history, starts the built server on it and
measures it with autocannon. PostgreSQL when DATABASE_URL is set (a fresh dpts_bench_* database
on that server; the database named in the URL is never touched), else PGlite in a temp directory.

Options:
  --users N         officers to seed (default 100000; the full run is 1000000)
  --duration S      seconds measured per endpoint (default 10)
  --connections C   concurrent connections (default 50)
  --batch B         completion events per ingestion request (default 20, at most 100)
  --sample S        officers with a session (default 2000)
  --keep            keep the bench database (PostgreSQL) or data directory (PGlite)
  --only LIST       measure only these besides the ceiling:
                    global,daily,stats,topics,topic,discover,league,ingestion,mixed,paced,admin
                    (discover: the Discover list, 6 a page; league: a public league's leaderboard;
                    topics and topic: the Learning pages, GET /v1/topics and /v1/topics/{id};
                    mixed: the global leaderboard read while ingestion runs flat out;
                    paced: both boards and stats read while ingestion is held at --paced-rate;
                    mixed and paced need ingestion; the ledger check runs with ingestion;
                    admin: the administrator's users list and user search, target p99 < 50 ms;
                    volunteering: seeds 2 entries per officer, then the approval queue and the
                    officer's own list, target p99 < 50 ms)
  --paced-rate N    completion events per second held during paced (default 500)
  --probe NAME      instead of the above (no seeding): farming = throwaway accounts from one
                    address claiming strangers' public certificates for --duration seconds
                    (default 60 here), reporting the dpts a minute they earn (must be 0);
                    readers = each certificate reader on pathological 2 MB pages (target
                    100 ms a read); files = 5 bomb uploads at a time against the built server
                    for --duration seconds (default 60 here) while GET /v1/health/live is timed
                    (target p99 < 100 ms) and the server's memory sampled (growth < 300 MB); badges = credentials signed per hour on one core
                    (target 50,000) and the badge gallery read at --users officers × 5
                    badges (p99 < 25 ms; the full size is 1000000)
  --reuse NAME|DIR  measure a database a --keep run left (dpts_bench_* name with DATABASE_URL,
                    else the PGlite DATA_DIR) without seeding; it is kept. Ingestion adds to it,
                    and its daily board is empty once the Lagos day it was seeded on is over
  --help            this text

Environment: DATABASE_URL; DATABASE_POOL_MAX and READ_CACHE (passed to the server as is); BENCH_SERVER_ENTRY
(another server bundle to measure instead of apps/server/dist/server.js).
Results: a table on stdout and bench/results/<timestamp>-<pglite|postgres>-<users>.json.`;

function positiveInt(name: string, raw: string | undefined, max = Number.MAX_SAFE_INTEGER): number {
  // Accept 1e6 and 1_000_000 as well as 1000000.
  const value = Number(raw?.replaceAll('_', ''));
  if (!raw || !Number.isInteger(value) || value < 1 || value > max)
    throw new Error(`--${name} needs a whole number between 1 and ${max}, got ${raw ?? 'nothing'}`);
  return value;
}

export function parseArgs(argv: string[]): BenchOptions | 'help' {
  const options: BenchOptions = {
    users: 100_000,
    duration: 10,
    connections: 50,
    batch: 20,
    sample: 2_000,
    keep: false,
    reuse: undefined,
    only: [...endpoints],
    pacedRate: 500,
    probe: null,
    durationGiven: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split('=', 2) : [arg];
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case '--help':
      case '-h':
        return 'help';
      case '--users':
        options.users = positiveInt('users', value(), 10_000_000);
        break;
      case '--duration':
        options.duration = positiveInt('duration', value(), 3_600);
        options.durationGiven = true;
        break;
      case '--connections':
        options.connections = positiveInt('connections', value(), 10_000);
        break;
      case '--batch':
        options.batch = positiveInt('batch', value(), ACTIVITY_BATCH_MAX);
        break;
      case '--sample':
        options.sample = positiveInt('sample', value(), 1_000_000);
        break;
      case '--paced-rate':
        options.pacedRate = positiveInt('paced-rate', value(), 100_000);
        break;
      case '--keep':
        options.keep = true;
        break;
      case '--probe': {
        const probe = value();
        if (probe !== 'farming' && probe !== 'readers' && probe !== 'files' && probe !== 'badges')
          throw new Error(
            `--probe takes farming, readers, files or badges, got ${probe ?? 'nothing'}`,
          );
        options.probe = probe;
        break;
      }
      case '--only': {
        const list = (value() ?? '').split(',').filter(Boolean);
        const unknown = list.filter((e) => !(endpoints as readonly string[]).includes(e));
        if (list.length === 0 || unknown.length > 0)
          throw new Error(`--only takes some of ${endpoints.join(',')}, got ${list.join(',')}`);
        options.only = list as Endpoint[];
        break;
      }
      case '--reuse': {
        const target = value();
        if (!target) throw new Error('--reuse needs a database name or a PGlite DATA_DIR');
        options.reuse = target;
        break;
      }
      default:
        throw new Error(`unknown option ${arg}\n\n${usage}`);
    }
  }
  for (const needy of ['mixed', 'paced'] as const)
    if (options.only.includes(needy) && !options.only.includes('ingestion'))
      throw new Error(`--only ${needy} needs ingestion too (its events are checked with it)`);
  options.sample = Math.min(options.sample, options.users);
  return options;
}
