import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts';
import { awardPoints } from '../../apps/server/src/features/points/index.ts';
import { createUser } from '../../apps/server/src/test/factories.ts';
import { buildServer } from '../../apps/server/src/test/processes.ts';
import { startCluster, type Cluster } from './cluster.ts';
import { PG_BIN, sleep } from './pieces.ts';

function whyNot(): string | null {
  if (
    !fs.existsSync(path.join(PG_BIN, 'initdb')) ||
    !fs.existsSync(path.join(PG_BIN, 'pg_basebackup'))
  )
    return `PostgreSQL 15 server programs not found in ${PG_BIN} (apt-get install postgresql-15)`;
  if (process.getuid?.() === 0 && spawnSync('id', ['postgres']).status !== 0)
    return 'running as root, and there is no postgres user to run PostgreSQL as';
  return null;
}

const skipped = whyNot();
if (skipped) console.warn(`cluster smoke test skipped: ${skipped}`);

/** Polls until `check` holds (the change feed's delay), at most `timeoutMs`. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(50);
  }
  return false;
}

describe.skipIf(!!skipped)(
  'cluster: two API processes on a primary and a streaming replica',
  () => {
    let cluster: Cluster;
    let database: Database;
    let build: { entry: string; remove(): void };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dpts-cluster-test-'));

    beforeAll(async () => {
      build = await buildServer();
      cluster = await startCluster({
        dir,
        // away from `npm run cluster`'s 7400 and from other runs of this test
        basePort: 20_000 + (process.pid % 400) * 100,
        apis: 2,
        workers: 0,
        balancer: false,
        redis: false,
        fresh: true,
        entry: build.entry,
      });
      database = await openDatabase({ kind: 'postgres', url: cluster.primaryUrl, poolMax: 2 });
    });

    afterAll(async () => {
      await database?.close();
      await cluster?.stop();
      build?.remove();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('shows a change made through one process on the next reads through the other', async () => {
      const [one, other] = cluster.ports.apis.map((port) => `http://127.0.0.1:${port}`);
      const officer = await createUser(database.db);
      const auth = { authorization: `Bearer ${officer.token}` };
      const profile = async (base: string) =>
        (
          (await (await fetch(`${base}/v1/profile`, { headers: auth })).json()) as {
            data: { firstName: string };
          }
        ).data;
      const board = async (base: string) =>
        (
          (await (
            await fetch(`${base}/v1/profile/leaderboard?type=global&limit=10`, {
              headers: auth,
            })
          ).json()) as {
            data: { entries: { _id: string; firstName: string; totalPointsEarned: number }[] };
          }
        ).data.entries;
      // The other process has both reads in memory before the change.
      expect((await profile(other!)).firstName).toBe(officer.user.firstName);
      expect(await board(other!)).toEqual([]);

      await database.db.transaction((tx) =>
        awardPoints(
          tx,
          officer.user.id,
          [{ courseId: null, points: 7, source: 'adjustment', ref: 'cluster-smoke' }],
          new Date(),
        ),
      );
      const renamed = await fetch(`${one}/v1/profile`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'Replicated' }),
      });
      expect(renamed.status).toBe(200);

      expect(await eventually(async () => (await profile(other!)).firstName === 'Replicated')).toBe(
        true,
      );
      // The board is read from the replica, once it has replayed the change the feed announced.
      expect(
        await eventually(async () => {
          const entries = await board(other!);
          return entries.some(
            (e) =>
              e._id === officer.user.id &&
              e.firstName === 'Replicated' &&
              e.totalPointsEarned === 7,
          );
        }),
      ).toBe(true);
    });
  },
);
