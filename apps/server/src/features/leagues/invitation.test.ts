import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueMessages, type TLeague } from '@dpts/contract';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { callApi, createUser } from '../../test/factories.ts';

/** GET /league/{id}/invitation: the league a share link names, before signing in (issue 23). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('the invitation a share link shows a visitor not signed in', () => {
  let league: TLeague;
  beforeAll(async () => {
    const creator = await createUser(ctx.database.db);
    const res = await callApi(ctx.app, 'POST', '/league', creator.token, {
      name: 'Lagos Data Sprint',
      description: 'Officers racing through data courses',
      image: '/uploads/leagueimage/share.webp',
      private: true,
      discoverable: false,
      speciality: 'Unspecialized',
    });
    if (res.statusCode !== 200) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
    league = res.json().data as TLeague;
  });

  it.each([
    ['anonymous', false],
    ['an officer', true],
    ['an administrator', true],
  ])('%s sees its name, privacy, member count and creator, nothing more', async (_who, signed) => {
    const token = signed
      ? (await createUser(ctx.database.db, _who === 'an administrator' ? { role: 'admin' } : {}))
          .token
      : undefined;
    const res = await callApi(ctx.app, 'GET', `/league/${league._id}/invitation`, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      _id: league._id,
      name: 'Lagos Data Sprint',
      private: true,
      members_count: 1,
      creatorFirstName: league._creator.firstName,
    });
  });

  it('answers 404 for no such league and 400 for an id that is none', async () => {
    const missing = await callApi(ctx.app, 'GET', `/league/${randomUUID()}/invitation`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(leagueMessages.notFound);
    expect((await callApi(ctx.app, 'GET', '/league/nope/invitation')).statusCode).toBe(400);
  });
});
