import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TLeagueCreateRequest } from '@dpts/contract';
import { rows, type Database } from '../../db/client.ts';
import { lagosDay } from '../../lib/lagos-time.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { callApi, createUser, reloadUser, type TestUser } from '../../test/factories.ts';
import { leagueLeaderboard } from './board.ts';
import { discoverLeagues } from './queries.ts';

// Discover and league boards are served from each API process's memory and kept true by the
// database's change feed (decision 035). Two processes share one database here: writes go to
// one, reads to the other, and every answer is compared with the database's own.

let ctx: TestContext;
let other: FastifyInstance;
/** prepared statements the other process ran, by name */
const statements: string[] = [];
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestApp();
  other = await ctx.startAnotherProcess((database): Database => ({
    ...database,
    preparedRows: (name, text, params) => {
      statements.push(name);
      return database.preparedRows(name, text, params);
    },
  }));
});
afterAll(async () => ctx?.close());

type Method = Parameters<typeof callApi>[1];
async function write(method: Method, url: string, officer: TestUser, payload?: object) {
  const res = await callApi(ctx.app, method, url, officer.token, payload);
  expect(res.statusCode, res.body).toBe(200);
  await other.changes.sync();
  return res.json().data;
}

async function createLeague(owner: TestUser, overrides: Partial<TLeagueCreateRequest> = {}) {
  return (await write('POST', '/league', owner, {
    name: 'Abuja Data League',
    description: 'Data officers learning together',
    image: '/uploads/leagueimage/test.webp',
    private: false,
    discoverable: true,
    ...overrides,
  })) as { _id: string };
}

const read = (officer: TestUser, url: string) => callApi(other, 'GET', url, officer.token);

const types = ['all', 'public', 'private'] as const;

/** Every type and the first pages of Discover, from memory and from the database, agree. */
async function discoverAgrees(officer: TestUser) {
  const me = await reloadUser(db(), officer.user.id);
  for (const type of types)
    for (const [page, limit] of [
      [1, 2],
      [2, 2],
      [1, 100],
    ] as const) {
      const res = await read(officer, `/league?type=${type}&page=${page}&limit=${limit}`);
      expect(res.statusCode).toBe(200);
      const expected = await discoverLeagues(db(), me, type, { page, limit });
      expect(res.json().data, `${type} page ${page} of ${limit}`).toEqual(expected);
    }
  return (await read(officer, '/league?limit=100')).json().data as {
    items: { _id: string; isSaved: boolean; isInvited: boolean }[];
    total: number;
  };
}

describe('Discover from memory', () => {
  it('lists what the database lists, and follows joins, requests, saves, hiding and invites', async () => {
    const [owner, officer, onlooker] = await Promise.all([
      createUser(db()),
      createUser(db()),
      createUser(db()),
    ]);
    const open = await createLeague(owner, { name: 'Open League' });
    const courseIds = await rows<{ id: string }>(db(), sql`select id from courses limit 2`);
    const closed = await createLeague(owner, {
      name: 'Closed League',
      private: true,
      speciality: 'Specialized',
      courses: courseIds.map((c) => c.id),
    });
    const saved = await createLeague(owner, { name: 'Saved League' });
    const first = await discoverAgrees(officer);
    expect(first.items.map((l) => l._id)).toEqual(
      expect.arrayContaining([open._id, closed._id, saved._id]),
    );

    // Read again: nothing asked of the database.
    const before = statements.length;
    await read(officer, '/league?limit=6');
    expect(statements.slice(before)).toEqual([]);

    // Each read between the writes keeps the officer's leagues in memory again.
    await write('POST', `/league/${open._id}/join`, officer);
    await discoverAgrees(officer);
    await write('POST', `/league/${closed._id}/request`, officer);
    await discoverAgrees(officer);
    await write('POST', '/league/m/save', officer, { id: saved._id });
    const after = await discoverAgrees(officer);
    const ids = after.items.map((l) => l._id);
    expect(ids).not.toContain(open._id);
    expect(ids).not.toContain(closed._id);
    expect(after.items.find((l) => l._id === saved._id)?.isSaved).toBe(true);
    expect(after.total).toBe(first.total - 2);
    await discoverAgrees(onlooker);

    // Hidden: gone for everyone…
    await write('PUT', `/league/${saved._id}`, owner, { discoverable: false });
    expect((await discoverAgrees(onlooker)).items.map((l) => l._id)).not.toContain(saved._id);
    // …but for an officer invited to it.
    await write('POST', `/league/${saved._id}/invite-members`, owner, {
      emails: [onlooker.user.email],
    });
    const invited = await discoverAgrees(onlooker);
    expect(invited.items.find((l) => l._id === saved._id)?.isInvited).toBe(true);

    // A new league and a member leaving show on the other process too.
    const fresh = await createLeague(owner, { name: 'Fresh League' });
    expect((await discoverAgrees(officer)).items[0]?._id).toBe(fresh._id);
    await write('POST', `/league/${open._id}/leave`, officer);
    expect((await discoverAgrees(officer)).items.map((l) => l._id)).toContain(open._id);
  });

  it('shows a creator’s new name on their league’s card', async () => {
    const [owner, officer] = await Promise.all([createUser(db()), createUser(db())]);
    const league = await createLeague(owner);
    await discoverAgrees(officer);
    await db().execute(sql`update users set first_name = 'Renamed' where id = ${owner.user.id}`);
    await other.changes.sync();
    const found = (await discoverAgrees(officer)).items.find((l) => l._id === league._id) as
      { _creator: { firstName: string } } | undefined;
    expect(found?._creator.firstName).toBe('Renamed');
  });
});

type Board = {
  members: number;
  entries: { _id: string; firstName: string; totalPointsEarned: number }[];
  me: { rank: number | null; totalPointsEarned: number };
};

/** Both periods of the league's board, from memory and from the database, agree. */
async function boardAgrees(officer: TestUser, leagueId: string, limit = 50): Promise<Board> {
  const me = await reloadUser(db(), officer.user.id);
  let all: Board | undefined;
  for (const period of ['all', 'week'] as const) {
    const res = await read(
      officer,
      `/league/${leagueId}/leaderboard?period=${period}&limit=${limit}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const expected = await leagueLeaderboard(ctx.database, me, leagueId, period, limit, new Date());
    expect(res.json().data, period).toEqual(expected);
    if (period === 'all') all = expected;
  }
  return all!;
}

describe('league boards from memory', () => {
  it('ranks what the database ranks, and follows points, names and members', async () => {
    const [owner, ada, bola] = await Promise.all([
      createUser(db()),
      createUser(db()),
      createUser(db()),
    ]);
    const league = await createLeague(owner);
    await write('POST', `/league/${league._id}/join`, ada);
    await write('POST', `/league/${league._id}/join`, bola);
    expect((await boardAgrees(ada, league._id)).members).toBe(3);

    const before = statements.length;
    await read(ada, `/league/${league._id}/leaderboard?limit=50`);
    expect(statements.slice(before)).toEqual([]);

    await db().execute(
      sql`update users set total_points_earned = 500, points_reached_at = now() where id = ${bola.user.id}`,
    );
    await db().execute(
      sql`update users set total_points_earned = 40, points_reached_at = now() where id = ${ada.user.id}`,
    );
    await db().execute(
      sql`insert into daily_points (day, user_id, points, reached_at)
        values (${lagosDay(new Date())}, ${ada.user.id}, 40, now())`,
    );
    await other.changes.sync();
    const ranked = await boardAgrees(ada, league._id);
    expect(ranked.entries[0]).toMatchObject({ _id: bola.user.id, totalPointsEarned: 500 });
    // Only the top one and the caller: the caller's rank comes from the whole board.
    expect((await boardAgrees(ada, league._id, 1)).me.rank).toBe(2);

    await db().execute(sql`update users set first_name = 'Renamed' where id = ${ada.user.id}`);
    await other.changes.sync();
    const renamed = await boardAgrees(bola, league._id);
    expect(renamed.entries.find((e) => e._id === ada.user.id)?.firstName).toBe('Renamed');

    await write('POST', `/league/${league._id}/leave`, bola);
    const left = await boardAgrees(ada, league._id);
    expect(left.members).toBe(2);
    expect(left.entries.map((e) => e._id)).not.toContain(bola.user.id);
  });

  it('keeps a private board to its members, and answers 404 for no league', async () => {
    const [owner, outsider] = await Promise.all([createUser(db()), createUser(db())]);
    const league = await createLeague(owner, { private: true, speciality: 'Unspecialized' });
    expect((await read(outsider, `/league/${league._id}/leaderboard`)).statusCode).toBe(403);
    await boardAgrees(owner, league._id);
    expect((await read(outsider, `/league/${league._id}/leaderboard`)).statusCode).toBe(403);
    const missing = '0b0e6a38-2b1c-4a5e-9f1d-3c2b1a0f9e8d';
    expect((await read(outsider, `/league/${missing}/leaderboard`)).statusCode).toBe(404);
  });
});

describe('with READ_CACHE=off', () => {
  it('answers Discover and boards from the database', async () => {
    const off = await createTestApp({ READ_CACHE: 'off' });
    try {
      const [owner, officer] = await Promise.all([
        createUser(off.database.db),
        createUser(off.database.db),
      ]);
      const res = await callApi(off.app, 'POST', '/league', owner.token, {
        name: 'Uncached League',
        description: 'Read from the database each time',
        image: '/uploads/leagueimage/test.webp',
        private: false,
        discoverable: true,
      });
      const league = res.json().data as { _id: string };
      const discover = await callApi(off.app, 'GET', '/league', officer.token);
      expect(discover.json().data.items.map((l: { _id: string }) => l._id)).toEqual([league._id]);
      const board = await callApi(off.app, 'GET', `/league/${league._id}/leaderboard`, owner.token);
      expect(board.json().data).toMatchObject({ members: 1, me: { rank: 1 } });
    } finally {
      await off.close();
    }
  });
});
