import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ZLeague, leagueMessages, type TLeague, type TLeagueCreateRequest } from '@dpts/contract';
import { rows } from '../../db/client.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import {
  callApi,
  createLeagueCast,
  createUser,
  type LeagueRole,
  type TestUser,
} from '../../test/factories.ts';

/** GET /league/{id}/card: what the share link `/leagues/discover?league=ID` shows (decision 034). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Method = Parameters<typeof callApi>[1];
const call = (method: Method, url: string, token?: string, payload?: object) =>
  callApi(ctx.app, method, url, token, payload);

async function createLeague(token: string, input: Partial<TLeagueCreateRequest>) {
  const res = await call('POST', '/league', token, {
    name: 'Shared Sales Sprint',
    description: 'Officers racing through sales courses',
    image: '/uploads/leagueimage/share.webp',
    ...input,
  });
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().data as TLeague;
}

const card = (id: string, token?: string) => call('GET', `/league/${id}/card`, token);

describe('the card of a private, undiscoverable, specialized league', () => {
  let people: Record<LeagueRole, TestUser>;
  let league: TLeague;
  let courses: string[];

  beforeAll(async () => {
    const db = ctx.database.db;
    people = await createLeagueCast(db);
    courses = (
      await rows<{ id: string }>(
        db,
        sql`select id from courses where learning_path = 'sales' order by name limit 2`,
      )
    ).map((c) => c.id);
    league = await createLeague(people.creator.token, {
      private: true,
      discoverable: false,
      speciality: 'Specialized',
      path: 'sales',
      courses,
    });
    // The member asks and is accepted; the requester's request stays pending.
    await call('POST', `/league/${league._id}/request`, people.member.token);
    const [asked] = await rows<{ id: string }>(
      db,
      sql`select id from league_requests where league_id = ${league._id} and user_id = ${people.member.user.id}`,
    );
    await call('PUT', `/league/${league._id}/request`, people.creator.token, {
      id: asked!.id,
      state: 'Accepted',
    });
    await call('POST', `/league/${league._id}/request`, people.requester.token);
  });

  // Those who may see a private league's details see its courses on the card too.
  const seesCourses: LeagueRole[] = ['creator', 'member', 'admin'];
  for (const role of ['creator', 'member', 'nonMember', 'requester', 'admin'] as const) {
    it(`${role}: 200, ${seesCourses.includes(role) ? 'with' : 'without'} its courses`, async () => {
      const res = await card(league._id, people[role].token);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as TLeague;
      // The card, and nothing more: no member list, no leaderboard.
      expect(Object.keys(data).sort()).toEqual(Object.keys(ZLeague.shape).sort());
      expect(data).toMatchObject({
        _id: league._id,
        name: 'Shared Sales Sprint',
        description: 'Officers racing through sales courses',
        image: '/uploads/leagueimage/share.webp',
        private: true,
        discoverable: false,
        members_count: 2,
        isCreator: role === 'creator',
        isMember: role === 'creator' || role === 'member',
        pendingRequests: role === 'creator' ? 1 : 0,
      });
      expect(data.request !== null).toBe(role === 'requester');
      expect([...data.courses].sort()).toEqual(seesCourses.includes(role) ? courses.sort() : []);
    });
  }

  it('anonymous: 401', async () => {
    const res = await card(league._id);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('the members and courses stay closed to those outside, whatever the card shows', async () => {
    for (const role of ['nonMember', 'requester'] as const) {
      for (const url of [`/league/${league._id}`, `/league/${league._id}/leaderboard`]) {
        const res = await call('GET', url, people[role].token);
        expect(res.statusCode, `${role} ${url}`).toBe(403);
      }
    }
  });

  it('Discover names no course of a private league to those outside it', async () => {
    const { token: owner } = await createUser(ctx.database.db);
    const listed = await createLeague(owner, {
      private: true,
      speciality: 'Specialized',
      path: 'sales',
      courses,
    });
    const res = await call('GET', '/league?type=private&limit=100', people.nonMember.token);
    const found = (res.json().data.items as TLeague[]).find((l) => l._id === listed._id);
    expect(found).toMatchObject({ private: true, courses: [] });
  });
});

describe('the card of a public league hidden from Discover', () => {
  it('is opened by anyone signed in, who joins from it', async () => {
    const { token: owner } = await createUser(ctx.database.db);
    const league = await createLeague(owner, { discoverable: false });
    const { token } = await createUser(ctx.database.db);
    const before = await card(league._id, token);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({ isMember: false, members_count: 1, request: null });

    expect((await call('POST', `/league/${league._id}/join`, token)).statusCode).toBe(200);
    expect((await card(league._id, token)).json().data).toMatchObject({
      isMember: true,
      members_count: 2,
    });
  });
});

describe('a card that is not there', () => {
  it('an unknown or deleted league is 404 "League not found"', async () => {
    const { token: owner } = await createUser(ctx.database.db);
    const { token } = await createUser(ctx.database.db);
    const league = await createLeague(owner, {});
    expect((await call('DELETE', `/league/${league._id}`, owner)).statusCode).toBe(200);
    for (const id of [league._id, '5d0f7c6e-2f1a-4c39-9a43-0c6a2b1f8e11']) {
      const res = await card(id, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: leagueMessages.notFound });
    }
  });

  it('an id that is not one is refused by the contract (400, never 500)', async () => {
    const { token } = await createUser(ctx.database.db);
    for (const id of ['not-a-uuid', '1', "x'%20or%201=1--", '5d0f7c6e-2f1a-4c39-9a43']) {
      const res = await card(id, token);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().code, id).toBe('VALIDATION_FAILED');
    }
  });
});
