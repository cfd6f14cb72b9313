import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  clientMessages,
  leagueMessages,
  serverMessages,
  type TLeagueCreateRequest,
} from '@dpts/contract';
import { rows } from '../../db/client.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import {
  callApi,
  createLeagueCast,
  createUser,
  type LeagueRole,
  type TestUser,
} from '../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const IMAGE = '/uploads/leagueimage/test.webp';

type Method = Parameters<typeof callApi>[1];
const call = (method: Method, url: string, token?: string, payload?: object) =>
  callApi(ctx.app, method, url, token, payload);

function leagueInput(overrides: Partial<TLeagueCreateRequest> = {}): TLeagueCreateRequest {
  return {
    name: 'Lagos Cloud Learners',
    description: 'We learn cloud together',
    image: IMAGE,
    private: false,
    discoverable: true,
    ...overrides,
  };
}

async function createLeague(token: string, overrides: Partial<TLeagueCreateRequest> = {}) {
  const res = await call('POST', '/league', token, leagueInput(overrides));
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { _id: string; members_count: number };
}

const privateLeague = (token: string) =>
  createLeague(token, { private: true, speciality: 'Unspecialized' });

async function requestId(leagueId: string, userId: string): Promise<string> {
  const [row] = await rows<{ id: string }>(
    ctx.database.db,
    sql`select id from league_requests where league_id = ${leagueId} and user_id = ${userId} and state = 'pending'`,
  );
  return row!.id;
}

async function membersAgree(leagueId?: string) {
  const found = await rows<{ id: string; members_count: number; n: number }>(
    ctx.database.db,
    sql`select l.id, l.members_count, (select count(*)::int from league_members m where m.league_id = l.id) as n
      from leagues l ${leagueId ? sql`where l.id = ${leagueId}` : sql``}`,
  );
  for (const row of found) expect(row.members_count, `league ${row.id}`).toBe(row.n);
  return found;
}

// ---------- creating ----------

describe('POST /league', () => {
  it('creates a public league with its creator as first member', async () => {
    const { user, token } = await createUser(ctx.database.db);
    const res = await call('POST', '/league', token, leagueInput());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Lagos Cloud Learners',
      private: false,
      discoverable: true,
      speciality: null,
      path: 'all',
      members_count: 1,
      isCreator: true,
      isMember: true,
      thumbnail: IMAGE,
      _creator: { _id: user.id, firstName: user.firstName },
    });
  });

  it('a specialized private league keeps catalogue courses of its path', async () => {
    const { token } = await createUser(ctx.database.db);
    const [sales, technical] = await Promise.all(
      (['sales', 'technical'] as const).map((p) =>
        rows<{ id: string }>(
          ctx.database.db,
          sql`select id from courses where learning_path = ${p} order by name limit 2`,
        ),
      ),
    );
    const courses = sales!.map((c) => c.id);
    const created = await createLeague(token, {
      private: true,
      speciality: 'specialized',
      path: 'sales',
      courses,
    });
    const details = await call('GET', `/league/${created._id}`, token);
    expect(details.statusCode).toBe(200);
    expect(details.json().data.league).toMatchObject({ speciality: 'Specialized', path: 'sales' });
    expect(
      details
        .json()
        .data.courses.map((c: { _id: string }) => c._id)
        .sort(),
    ).toEqual(courses.sort());
    expect(details.json().data.courses[0].status).toBe('not-started');

    const wrongPath = await call(
      'POST',
      '/league',
      token,
      leagueInput({
        private: true,
        speciality: 'Specialized',
        path: 'sales',
        courses: [technical![0]!.id],
      }),
    );
    expect(wrongPath.statusCode).toBe(400);
    expect(wrongPath.json().message).toBe(leagueMessages.coursesNotInPath);
  });

  it('refuses what spec section 5 refuses, with the same 400 and nothing written', async () => {
    const { token } = await createUser(ctx.database.db);
    const before = await rows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from leagues`,
    );
    for (const bad of [
      { ...leagueInput(), name: '   ' },
      { ...leagueInput(), description: '' },
      { ...leagueInput(), image: '' },
      { ...leagueInput(), image: 'javascript:alert(1)' },
      { ...leagueInput(), private: true },
      { ...leagueInput(), private: true, speciality: 'Specialized', courses: [] },
      { ...leagueInput(), courses: ['5d0f7c6e-2f1a-4c39-9a43-0c6a2b1f8e11'] },
      { ...leagueInput(), path: 'everything' },
    ]) {
      const res = await call('POST', '/league', token, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
    const after = await rows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from leagues`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('unverified officers may browse but not create, join or request', async () => {
    const { token: owner } = await createUser(ctx.database.db);
    const pub = await createLeague(owner);
    const priv = await privateLeague(owner);
    const { token } = await createUser(ctx.database.db, { verified: false });
    for (const [method, url, body] of [
      ['POST', '/league', leagueInput()],
      ['POST', `/league/${pub._id}/join`, undefined],
      ['POST', `/league/${priv._id}/request`, undefined],
    ] as const) {
      const res = await call(method, url, token, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(serverMessages.forbidden);
    }
    expect((await call('GET', '/league', token)).statusCode).toBe(200);
  });
});

// ---------- authorization matrix ----------

type Role = LeagueRole | 'anonymous';
const roles: Role[] = ['creator', 'member', 'nonMember', 'requester', 'admin', 'anonymous'];

describe('who may do what with a private league', () => {
  let people: Record<LeagueRole, TestUser>;
  beforeAll(async () => {
    people = await createLeagueCast(ctx.database.db);
  });

  /** A fresh private league with one member (accepted) and one pending requester. */
  async function setUp() {
    const league = await privateLeague(people.creator.token);
    await call('POST', `/league/${league._id}/request`, people.member.token);
    const memberRequest = await requestId(league._id, people.member.user.id);
    await call('PUT', `/league/${league._id}/request`, people.creator.token, {
      id: memberRequest,
      state: 'Accepted',
      block: false,
    });
    await call('POST', `/league/${league._id}/request`, people.requester.token);
    return {
      id: league._id,
      pendingRequest: await requestId(league._id, people.requester.user.id),
    };
  }

  const cases: Array<{
    action: string;
    run: (
      league: { id: string; pendingRequest: string },
      token?: string,
    ) => ReturnType<typeof call>;
    expect: Record<Role, number>;
  }> = [
    {
      action: 'delete',
      run: (l, t) => call('DELETE', `/league/${l.id}`, t),
      expect: {
        creator: 200,
        member: 403,
        nonMember: 403,
        requester: 403,
        admin: 403,
        anonymous: 401,
      },
    },
    {
      action: 'toggle discoverable',
      run: (l, t) => call('PUT', `/league/${l.id}`, t, { discoverable: false }),
      expect: {
        creator: 200,
        member: 403,
        nonMember: 403,
        requester: 403,
        admin: 403,
        anonymous: 401,
      },
    },
    {
      action: 'answer a request',
      run: (l, t) =>
        call('PUT', `/league/${l.id}/request`, t, {
          id: l.pendingRequest,
          state: 'Accepted',
          block: false,
        }),
      expect: {
        creator: 200,
        member: 403,
        nonMember: 403,
        requester: 403,
        admin: 403,
        anonymous: 401,
      },
    },
    {
      action: 'read requests',
      run: (l, t) => call('GET', `/league/${l.id}/requests`, t),
      expect: {
        creator: 200,
        member: 403,
        nonMember: 403,
        requester: 403,
        admin: 200,
        anonymous: 401,
      },
    },
    {
      action: 'view details',
      run: (l, t) => call('GET', `/league/${l.id}`, t),
      expect: {
        creator: 200,
        member: 200,
        nonMember: 403,
        requester: 403,
        admin: 200,
        anonymous: 401,
      },
    },
    {
      action: 'view the leaderboard',
      run: (l, t) => call('GET', `/league/${l.id}/leaderboard`, t),
      expect: {
        creator: 200,
        member: 200,
        nonMember: 403,
        requester: 403,
        admin: 200,
        anonymous: 401,
      },
    },
    {
      action: 'leave',
      run: (l, t) => call('POST', `/league/${l.id}/leave`, t),
      expect: {
        creator: 400,
        member: 200,
        nonMember: 403,
        requester: 403,
        admin: 403,
        anonymous: 401,
      },
    },
    {
      action: 'join directly',
      run: (l, t) => call('POST', `/league/${l.id}/join`, t),
      expect: {
        creator: 409,
        member: 409,
        nonMember: 403,
        requester: 403,
        admin: 403,
        anonymous: 401,
      },
    },
    {
      action: 'request to join',
      run: (l, t) => call('POST', `/league/${l.id}/request`, t),
      expect: {
        creator: 409,
        member: 409,
        nonMember: 200,
        requester: 409,
        admin: 200,
        anonymous: 401,
      },
    },
    {
      action: 'withdraw a request',
      run: (l, t) => call('POST', `/league/${l.id}/withdraw-request`, t),
      expect: {
        creator: 404,
        member: 404,
        nonMember: 404,
        requester: 200,
        admin: 404,
        anonymous: 401,
      },
    },
    {
      action: 'invite by email',
      run: (l, t) =>
        call('POST', `/league/${l.id}/invite-members`, t, { emails: ['new.officer@example.com'] }),
      expect: {
        creator: 200,
        member: 403,
        nonMember: 403,
        requester: 403,
        admin: 403,
        anonymous: 401,
      },
    },
  ];

  for (const c of cases) {
    it(`${c.action}: ${roles.map((r) => `${r} ${c.expect[r]}`).join(', ')}`, async () => {
      for (const role of roles) {
        const league = await setUp();
        const token = role === 'anonymous' ? undefined : people[role].token;
        const res = await c.run(league, token);
        expect(res.statusCode, `${c.action} as ${role}: ${res.body}`).toBe(c.expect[role]);
        expect(res.headers['content-type']).toMatch(/json/);
        await membersAgree(league.id);
      }
    });
  }

  it('an unknown league is 404 for everyone signed in', async () => {
    const unknown = '5d0f7c6e-2f1a-4c39-9a43-0c6a2b1f8e11';
    for (const [method, url] of [
      ['GET', `/league/${unknown}`],
      ['DELETE', `/league/${unknown}`],
      ['POST', `/league/${unknown}/join`],
      ['POST', `/league/${unknown}/request`],
      ['POST', `/league/${unknown}/leave`],
      ['GET', `/league/${unknown}/leaderboard`],
    ] as const) {
      const res = await call(method, url, people.nonMember.token);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(leagueMessages.notFound);
    }
  });
});

describe('a public league', () => {
  it('is joined directly once; asking to join it is refused', async () => {
    const { token: owner } = await createUser(ctx.database.db);
    const { token } = await createUser(ctx.database.db);
    const league = await createLeague(owner);
    const joined = await call('POST', `/league/${league._id}/join`, token);
    expect(joined.statusCode).toBe(200);
    expect(joined.json().data).toMatchObject({ isMember: true, members_count: 2 });
    expect((await call('POST', `/league/${league._id}/join`, token)).json().message).toBe(
      leagueMessages.alreadyMember,
    );
    const { token: other } = await createUser(ctx.database.db);
    const asked = await call('POST', `/league/${league._id}/request`, other);
    expect(asked.statusCode).toBe(400);
    expect(asked.json().message).toBe(leagueMessages.publicJoinDirectly);
  });
});

// ---------- list effects (spec section 4) ----------

describe('lists', () => {
  it('discover excludes joined and requested leagues and hides undiscoverable ones', async () => {
    const { token: owner } = await createUser(ctx.database.db);
    const { token } = await createUser(ctx.database.db);
    const pub = await createLeague(owner, { name: 'Joinable' });
    const priv = await privateLeague(owner);
    const hidden = await createLeague(owner, { name: 'Hidden', discoverable: false });
    // Joined and created entries wrap `_league` (decision 043).
    const ids = async (url: string) =>
      (
        (await call('GET', url, token)).json().data.items as {
          _id?: string;
          _league?: { _id: string };
        }[]
      ).map((l) => l._league?._id ?? l._id);

    const discover = await ids('/league?limit=100');
    expect(discover).toEqual(expect.arrayContaining([pub._id, priv._id]));
    expect(discover).not.toContain(hidden._id);
    expect(await ids('/league?type=private&limit=100')).not.toContain(pub._id);
    expect(await ids('/league?type=public&limit=100')).not.toContain(priv._id);

    await call('POST', `/league/${pub._id}/join`, token);
    await call('POST', `/league/${priv._id}/request`, token);
    const after = await ids('/league?limit=100');
    expect(after).not.toContain(pub._id);
    expect(after).not.toContain(priv._id);
    expect(await ids('/league/joined')).toContain(pub._id);
    expect(await ids('/league/sent-requests')).toEqual([priv._id]);

    await call('POST', `/league/${priv._id}/withdraw-request`, token);
    expect(await ids('/league/sent-requests')).toEqual([]);
    expect(await ids('/league?limit=100')).toContain(priv._id);

    await call('POST', `/league/${pub._id}/leave`, token);
    expect(await ids('/league/joined')).toEqual([]);

    // The totals (kept by a trigger) match the lists, through toggles and deletes.
    await call('PUT', `/league/${hidden._id}`, owner, { discoverable: true });
    await call('DELETE', `/league/${pub._id}`, owner);
    for (const type of ['all', 'public', 'private']) {
      const data = (await call('GET', `/league?type=${type}&limit=100`, token)).json().data;
      expect(data.total, type).toBe(data.items.length);
    }
  });

  it('pages 6 at a time, newest first, with the total', async () => {
    const { token: owner } = await createUser(ctx.database.db);
    for (let i = 0; i < 8; i++) await createLeague(owner, { name: `Page league ${i}` });
    const first = (await call('GET', '/league/created', owner)).json().data;
    expect(first).toMatchObject({ page: 1, limit: 6, total: 8 });
    expect(first.items).toHaveLength(6);
    expect(first.items[0]._league.name).toBe('Page league 7');
    const second = (await call('GET', '/league/created?page=2', owner)).json().data;
    expect(second.items.map((l: { _league: { name: string } }) => l._league.name)).toEqual([
      'Page league 1',
      'Page league 0',
    ]);
  });

  it('saved leagues: save once, listed until joined, removed', async () => {
    const { token: owner } = await createUser(ctx.database.db);
    const { token } = await createUser(ctx.database.db);
    const league = await createLeague(owner);
    const save = await call('POST', '/league/m/save', token, { id: league._id });
    expect(save.statusCode).toBe(200);
    expect(save.json().data.isSaved).toBe(true);
    const again = await call('POST', '/league/m/save', token, { id: league._id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(leagueMessages.alreadySaved);
    const saved = (await call('GET', '/league/m/save', token)).json().data;
    expect(saved.items.map((l: { _id: string }) => l._id)).toEqual([league._id]);

    await call('POST', `/league/${league._id}/join`, token);
    expect((await call('GET', '/league/m/save', token)).json().data.total).toBe(0);
    await call('POST', `/league/${league._id}/leave`, token);
    const removed = await call('DELETE', `/league/m/save/${league._id}`, token);
    expect(removed.json()).toEqual({ success: true, message: clientMessages.leagueRemoved });
    expect((await call('DELETE', `/league/m/save/${league._id}`, token)).statusCode).toBe(404);
  });

  it('created with pending requests, and the requests page of a league', async () => {
    const { token: owner } = await createUser(ctx.database.db);
    const { user: asker, token } = await createUser(ctx.database.db);
    const quiet = await privateLeague(owner);
    const asked = await privateLeague(owner);
    await call('POST', `/league/${asked._id}/request`, token);
    const pending = (await call('GET', '/league/created?requests=pending', owner)).json().data;
    const pendingIds = pending.items.map((l: { _league: { _id: string } }) => l._league._id);
    expect(pendingIds).toEqual([asked._id]);
    expect(pending.items[0]._league.pendingRequests).toBe(1);
    expect(pendingIds).not.toContain(quiet._id);

    const requests = (await call('GET', `/league/${asked._id}/requests`, owner)).json().data;
    expect(requests.items).toEqual([
      expect.objectContaining({
        userId: asker.id,
        firstName: asker.firstName,
        username: asker.username,
      }),
    ]);
    const answer = await call('PUT', `/league/${asked._id}/request`, owner, {
      id: requests.items[0]._id,
      state: 'Rejected',
      block: true,
    });
    expect(answer.json()).toEqual({ success: true, message: clientMessages.requestCompleted });
    expect((await call('GET', `/league/${asked._id}/requests`, owner)).json().data.items).toEqual(
      [],
    );
    const again = await call('POST', `/league/${asked._id}/request`, token);
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(leagueMessages.blocked);
  });

  it('the POST alias answers a request and DELETE …/request withdraws', async () => {
    const { token: owner } = await createUser(ctx.database.db);
    const { user, token } = await createUser(ctx.database.db);
    const league = await privateLeague(owner);
    await call('POST', `/league/${league._id}/request`, token);
    expect((await call('DELETE', `/league/${league._id}/request`, token)).statusCode).toBe(200);
    await call('POST', `/league/${league._id}/request`, token);
    const res = await call('POST', `/league/${league._id}/request`, owner, {
      id: await requestId(league._id, user.id),
      state: 'Accepted',
      block: false,
    });
    expect(res.statusCode).toBe(200);
    expect((await call('DELETE', `/league/${league._id}/leave`, token)).statusCode).toBe(200);
    await membersAgree(league._id);
  });

  it('deleting a league removes it from every list', async () => {
    const { token: owner } = await createUser(ctx.database.db);
    const { token } = await createUser(ctx.database.db);
    const league = await createLeague(owner);
    await call('POST', `/league/${league._id}/join`, token);
    await call('POST', '/league/m/save', token, { id: league._id });
    expect((await call('DELETE', `/league/${league._id}`, owner)).json().message).toBe(
      clientMessages.leagueDeleted,
    );
    for (const url of ['/league/joined', '/league/m/save', '/league?limit=100']) {
      const items = (await call('GET', url, token)).json().data.items as {
        _id?: string;
        _league?: { _id: string };
      }[];
      expect(items.map((l) => l._league?._id ?? l._id)).not.toContain(league._id);
    }
    const left = await rows(
      ctx.database.db,
      sql`select 1 from league_members where league_id = ${league._id}
        union all select 1 from league_stars where league_id = ${league._id}`,
    );
    expect(left).toEqual([]);
  });
});

// ---------- leaderboard ----------

describe('league leaderboard', () => {
  it('ranks members by total, ties to who reached it first', async () => {
    const db = ctx.database.db;
    const { token: owner, user: ownerUser } = await createUser(db);
    const people = await Promise.all([createUser(db), createUser(db), createUser(db)]);
    const league = await createLeague(owner);
    for (const p of people) await call('POST', `/league/${league._id}/join`, p.token);
    const set = (id: string, points: number, at: string) =>
      db.execute(
        sql`update users set total_points_earned = ${points}, points_reached_at = ${at}::timestamptz where id = ${id}`,
      );
    await set(people[0].user.id, 50, '2026-01-02T00:00:00Z');
    await set(people[1].user.id, 80, '2026-01-03T00:00:00Z');
    await set(people[2].user.id, 50, '2026-01-01T00:00:00Z');
    const board = (await call('GET', `/league/${league._id}/leaderboard`, owner)).json().data;
    expect(board.members).toBe(4);
    expect(board.entries.map((e: { _id: string; rank: number }) => [e.rank, e._id])).toEqual([
      [1, people[1].user.id],
      [2, people[2].user.id],
      [3, people[0].user.id],
      [4, ownerUser.id],
    ]);
    expect(board.me).toEqual({ rank: 4, totalPointsEarned: 0 });
    const week = await call('GET', `/league/${league._id}/leaderboard?period=week`, owner);
    expect(week.statusCode).toBe(200);
    expect(week.json().data.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

// ---------- races ----------

describe('races keep members_count equal to the member rows', () => {
  it('two accepts of one request: one wins, the other is told it was answered', async () => {
    const { token: owner } = await createUser(ctx.database.db);
    const { user, token } = await createUser(ctx.database.db);
    const league = await privateLeague(owner);
    await call('POST', `/league/${league._id}/request`, token);
    const id = await requestId(league._id, user.id);
    const answers = await Promise.all(
      [0, 1].map(() =>
        call('PUT', `/league/${league._id}/request`, owner, {
          id,
          state: 'Accepted',
          block: false,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(
      leagueMessages.requestAnswered,
    );
    const [row] = await membersAgree(league._id);
    expect(row!.members_count).toBe(2);
  });

  it('the same join twice in parallel counts once', async () => {
    const { token: owner } = await createUser(ctx.database.db);
    const { token } = await createUser(ctx.database.db);
    const league = await createLeague(owner);
    const joins = await Promise.all(
      [0, 1, 2].map(() => call('POST', `/league/${league._id}/join`, token)),
    );
    expect(joins.map((j) => j.statusCode).sort()).toEqual([200, 409, 409]);
    const [row] = await membersAgree(league._id);
    expect(row!.members_count).toBe(2);
  });

  it('the same request twice in parallel is kept once', async () => {
    const { token: owner } = await createUser(ctx.database.db);
    const { user, token } = await createUser(ctx.database.db);
    const league = await privateLeague(owner);
    const asks = await Promise.all(
      [0, 1].map(() => call('POST', `/league/${league._id}/request`, token)),
    );
    expect(asks.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const pending = await rows(
      ctx.database.db,
      sql`select 1 from league_requests where league_id = ${league._id} and user_id = ${user.id}`,
    );
    expect(pending).toHaveLength(1);
  });

  it('leave and withdraw while being accepted, joins and leaves of many at once', async () => {
    const db = ctx.database.db;
    const { token: owner } = await createUser(db);
    const league = await privateLeague(owner);
    const askers = await Promise.all(Array.from({ length: 6 }, () => createUser(db)));
    for (const a of askers) await call('POST', `/league/${league._id}/request`, a.token);
    const ids = await Promise.all(askers.map((a) => requestId(league._id, a.user.id)));
    await Promise.all(
      askers.flatMap((a, i) => [
        call('PUT', `/league/${league._id}/request`, owner, {
          id: ids[i],
          state: 'Accepted',
          block: false,
        }),
        i % 2 === 0
          ? call('POST', `/league/${league._id}/leave`, a.token)
          : call('POST', `/league/${league._id}/withdraw-request`, a.token),
        call('POST', `/league/${league._id}/leave`, a.token),
      ]),
    );
    await membersAgree(league._id);

    const pub = await createLeague(owner);
    const crowd = await Promise.all(Array.from({ length: 8 }, () => createUser(db)));
    await Promise.all(
      crowd.flatMap((c) => [
        call('POST', `/league/${pub._id}/join`, c.token),
        call('POST', `/league/${pub._id}/leave`, c.token),
        call('POST', `/league/${pub._id}/join`, c.token),
      ]),
    );
    await membersAgree(pub._id);
  });

  it('deleting while others join leaves no member rows behind', async () => {
    const db = ctx.database.db;
    const { token: owner } = await createUser(db);
    const league = await createLeague(owner);
    const crowd = await Promise.all(Array.from({ length: 4 }, () => createUser(db)));
    const results = await Promise.all([
      ...crowd.map((c) => call('POST', `/league/${league._id}/join`, c.token)),
      call('DELETE', `/league/${league._id}`, owner),
    ]);
    for (const r of results) expect([200, 404]).toContain(r.statusCode);
    const left = await rows(db, sql`select 1 from league_members where league_id = ${league._id}`);
    expect(left).toEqual([]);
  });
});
