import fs from 'node:fs';
import path from 'node:path';
import {
  ensurePackages,
  haproxyConfig,
  initPrimary,
  initReplica,
  pgPid,
  pgStart,
  pgStop,
  portAnswers,
  sleep,
  startChild,
  waitFor,
  type Child,
  type PgNode,
} from './pieces.ts';

export type ClusterOptions = {
  /** where the databases, logs and state live (kept between runs unless `fresh`) */
  dir: string;
  /** the first of the ports the cluster takes (see `ports`) */
  basePort: number;
  apis: number;
  workers: number;
  /** the built server to run (apps/server/dist/server.js, or a test bundle) */
  entry: string;
  /** start from empty databases */
  fresh?: boolean;
  /** without HAProxy (the CI smoke test talks to each process) */
  balancer?: boolean;
  /** without Redis */
  redis?: boolean;
  /** extra environment for every server process */
  env?: Record<string, string>;
  log?: (line: string) => void;
};

export type ClusterPorts = {
  balancer: number;
  stats: number;
  primary: number;
  replica: number;
  redis: number;
  apis: number[];
  workers: number[];
};

/** Port layout from `basePort` (default 7400): 7400 balancer, 7401 stats, 7432/7433 databases… */
export function clusterPorts(basePort: number, apis: number, workers: number): ClusterPorts {
  return {
    balancer: basePort,
    stats: basePort + 1,
    primary: basePort + 32,
    replica: basePort + 33,
    redis: basePort + 79,
    apis: Array.from({ length: apis }, (_, i) => basePort + 10 + i),
    workers: Array.from({ length: workers }, (_, i) => basePort + 20 + i),
  };
}

export type Cluster = {
  ports: ClusterPorts;
  /** the balancer's address, or the first API process's without one */
  url: string;
  primaryUrl: string;
  replicaUrl: string;
  redisUrl: string;
  primary: PgNode;
  replica: PgNode;
  apis: Child[];
  workers: Child[];
  redis: Child | null;
  haproxy: Child | null;
  dir: string;
  /** (re)starts API process i (after a kill) */
  startApi(i: number): Promise<Child>;
  startWorker(i: number): Promise<Child>;
  startRedis(): Promise<Child>;
  describe(): string;
  stop(): Promise<void>;
};

const pgUrl = (port: number) => `postgres://postgres@127.0.0.1:${port}/dpts`;

async function healthy(port: number): Promise<boolean> {
  const res = await fetch(`http://127.0.0.1:${port}/v1/health`);
  return res.status === 200;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? (() => undefined);
  const dir = path.resolve(options.dir);
  const ports = clusterPorts(options.basePort, options.apis, options.workers);
  ensurePackages(log, [
    'postgresql-15',
    ...(options.balancer === false ? [] : ['haproxy']),
    ...(options.redis === false ? [] : ['redis-server']),
  ]);
  const taken = [];
  for (const port of [
    ...(options.balancer === false ? [] : [ports.balancer, ports.stats]),
    ports.primary,
    ports.replica,
    ...(options.redis === false ? [] : [ports.redis]),
    ...ports.apis,
    ...ports.workers,
  ])
    if (await portAnswers(port)) taken.push(port);
  if (taken.length)
    throw new Error(
      `ports already in use: ${taken.join(', ')} (another cluster? npm run cluster -- stop, or --base-port)`,
    );

  if (options.fresh) fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'logs'), { recursive: true });
  // PostgreSQL runs as its own user, which must reach its directories below this one.
  fs.chmodSync(dir, 0o755);
  const logs = path.join(dir, 'logs');
  const primary: PgNode = {
    dir: path.join(dir, 'pg', 'primary'),
    port: ports.primary,
    socketDir: path.join(dir, 'pg', 'sockets'),
    logFile: path.join(logs, 'primary.log'),
  };
  const replica: PgNode = {
    dir: path.join(dir, 'pg', 'replica'),
    port: ports.replica,
    socketDir: primary.socketDir,
    logFile: path.join(logs, 'replica.log'),
  };
  const started: { stop(): Promise<void> }[] = [];
  const stopDatabases = async () => {
    pgStop(replica, log);
    pgStop(primary, log);
  };
  try {
    if (!fs.existsSync(path.join(primary.dir, 'PG_VERSION'))) {
      log(`primary: initdb in ${primary.dir}`);
      initPrimary(primary, log);
    }
    pgStart(primary, log);
    started.push({ stop: stopDatabases });
    const { default: pg } = await import('pg');
    const admin = new pg.Client({
      connectionString: pgUrl(primary.port).replace(/dpts$/, 'postgres'),
    });
    await admin.connect();
    const exists = await admin.query(`select 1 from pg_database where datname = 'dpts'`);
    if (exists.rowCount === 0) await admin.query('create database dpts');
    await admin.end();
    if (!fs.existsSync(path.join(replica.dir, 'PG_VERSION'))) {
      log(`replica: pg_basebackup into ${replica.dir}`);
      initReplica(primary, replica, log);
    }
    pgStart(replica, log);
  } catch (err) {
    await stopDatabases();
    throw err;
  }

  const redisUrl = `redis://127.0.0.1:${ports.redis}`;
  const env = (port: number, workers: boolean): NodeJS.ProcessEnv => ({
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL:
      options.balancer === false
        ? `http://127.0.0.1:${port}`
        : `http://127.0.0.1:${ports.balancer}`,
    // Required in production; nothing here sends email for real.
    SMTP_URL: 'smtp://127.0.0.1:25',
    // Required in production; one local key shared by every process, so any signs the same badges.
    BADGE_SIGNING_KEY: 'c1'.repeat(32),
    DATABASE_URL: pgUrl(ports.primary),
    DATABASE_REPLICA_URL: pgUrl(ports.replica),
    ...(options.redis === false ? {} : { REDIS_URL: redisUrl }),
    TRUST_PROXY: 'true',
    WORKERS: workers ? 'on' : 'off',
    LOG_LEVEL: 'warn',
    ...options.env,
  });

  const cluster: Cluster = {
    ports,
    url: `http://127.0.0.1:${options.balancer === false ? ports.apis[0] : ports.balancer}`,
    primaryUrl: pgUrl(ports.primary),
    replicaUrl: pgUrl(ports.replica),
    redisUrl,
    primary,
    replica,
    apis: [],
    workers: [],
    redis: null,
    haproxy: null,
    dir,
    async startApi(i) {
      const port = ports.apis[i]!;
      const child = startChild(
        `api${i + 1}`,
        process.execPath,
        [options.entry],
        env(port, false),
        path.join(logs, `api${i + 1}.log`),
      );
      cluster.apis[i] = child;
      await waitUp(child, port);
      return child;
    },
    async startWorker(i) {
      const port = ports.workers[i]!;
      const child = startChild(
        `worker${i + 1}`,
        process.execPath,
        [options.entry],
        env(port, true),
        path.join(logs, `worker${i + 1}.log`),
      );
      cluster.workers[i] = child;
      await waitUp(child, port);
      return child;
    },
    async startRedis() {
      const child = startChild(
        'redis',
        '/usr/bin/redis-server',
        ['--port', String(ports.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { PATH: process.env.PATH },
        path.join(logs, 'redis.log'),
      );
      cluster.redis = child;
      await waitFor('redis', () => portAnswers(ports.redis), 10_000);
      return child;
    },
    describe() {
      const rows: [string, string, string][] = [
        ...(cluster.haproxy
          ? ([
              ['balancer (HAProxy)', cluster.url, `pid ${cluster.haproxy.pid}`],
              ['balancer stats', `http://127.0.0.1:${ports.stats}/`, ''],
            ] as [string, string, string][])
          : []),
        ...cluster.apis.map((c, i): [string, string, string] => [
          `API process ${i + 1} (WORKERS=off)`,
          `http://127.0.0.1:${ports.apis[i]}`,
          `pid ${c.pid}`,
        ]),
        ...cluster.workers.map((c, i): [string, string, string] => [
          `worker ${i + 1} (WORKERS=on)`,
          `http://127.0.0.1:${ports.workers[i]}`,
          `pid ${c.pid}`,
        ]),
        ['PostgreSQL 15 primary', cluster.primaryUrl, `pid ${pgPid(primary)} ${primary.dir}`],
        [
          'PostgreSQL 15 replica (streaming)',
          cluster.replicaUrl,
          `pid ${pgPid(replica)} ${replica.dir}`,
        ],
        ...(cluster.redis
          ? ([['Redis', redisUrl, `pid ${cluster.redis.pid}`]] as [string, string, string][])
          : []),
        ['logs', logs, ''],
      ];
      const width = Math.max(...rows.map((r) => r[0].length));
      const urlWidth = Math.max(...rows.map((r) => r[1].length));
      return rows
        .map(([a, b, c]) => `  ${a.padEnd(width)}  ${b.padEnd(urlWidth)}  ${c}`.trimEnd())
        .join('\n');
    },
    async stop() {
      await cluster.haproxy?.stop(3_000);
      await Promise.all(cluster.apis.map((c) => c.stop()));
      await Promise.all(cluster.workers.map((c) => c.stop()));
      await cluster.redis?.stop(5_000);
      await stopDatabases();
      fs.rmSync(path.join(dir, 'state.json'), { force: true });
    },
  };

  async function waitUp(child: Child, port: number): Promise<void> {
    await waitFor(
      `${child.name} on ${port}`,
      async () => {
        if (!child.running()) {
          const file = path.join(logs, `${child.name}.log`);
          const tail = fs.readFileSync(file, 'utf8').split('\n').slice(-15).join('\n');
          throw Object.assign(new Error(`${child.name} exited:\n${tail}`), { fatal: true });
        }
        return healthy(port);
      },
      180_000,
    ).catch((err: unknown) => {
      throw err;
    });
  }

  try {
    if (options.redis !== false) await cluster.startRedis();
    // One process migrates (and seeds) first; the others then find the database ready.
    if (options.workers > 0) await cluster.startWorker(0);
    else await cluster.startApi(0);
    await Promise.all([
      ...ports.apis.map((_, i) => (cluster.apis[i] ? null : cluster.startApi(i))),
      ...ports.workers.map((_, i) => (cluster.workers[i] ? null : cluster.startWorker(i))),
    ]);
    if (options.balancer !== false) {
      const cfg = path.join(dir, 'haproxy.cfg');
      fs.writeFileSync(
        cfg,
        haproxyConfig({ port: ports.balancer, statsPort: ports.stats, apiPorts: ports.apis }),
      );
      cluster.haproxy = startChild(
        'haproxy',
        '/usr/sbin/haproxy',
        ['-f', cfg, '-db'],
        { PATH: process.env.PATH },
        path.join(logs, 'haproxy.log'),
      );
      await waitFor('haproxy', () => healthy(ports.balancer), 20_000);
    }
  } catch (err) {
    await cluster.stop();
    throw err;
  }
  writeState(cluster);
  return cluster;
}

type State = { pids: number[]; pg: string[] };

/** What `npm run cluster -- stop` needs when the process that started the cluster is gone. */
function writeState(cluster: Cluster): void {
  const state: State = {
    pids: [cluster.haproxy, ...cluster.apis, ...cluster.workers, cluster.redis]
      .filter((c): c is Child => !!c)
      .map((c) => c.pid),
    pg: [cluster.replica.dir, cluster.primary.dir],
  };
  fs.writeFileSync(path.join(cluster.dir, 'state.json'), JSON.stringify(state, null, 2));
}

/** Stops what a cluster left running in `dir` (its processes' groups, then both databases). */
export async function stopLeftovers(dir: string, log: (line: string) => void): Promise<boolean> {
  const file = path.join(path.resolve(dir), 'state.json');
  if (!fs.existsSync(file)) return false;
  const state = JSON.parse(fs.readFileSync(file, 'utf8')) as State;
  for (const pid of state.pids) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // gone
    }
  }
  const alive = (pid: number) => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  for (let i = 0; i < 150 && state.pids.some(alive); i++) await sleep(100);
  for (const pid of state.pids.filter(alive)) process.kill(-pid, 'SIGKILL');
  for (const pgDir of state.pg) pgStop({ dir: pgDir, port: 0, socketDir: '', logFile: '' }, log);
  fs.rmSync(file, { force: true });
  return true;
}
