import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { callApi, createUser } from '../../test/factories.ts';
import { notify } from './index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('notifications', () => {
  it("lists an officer's own notices newest first with the unread count", async () => {
    const { user, token } = await createUser(ctx.database.db);
    const other = await createUser(ctx.database.db);
    await notify(ctx.database.db, {
      userId: user.id,
      kind: 'claim.verified',
      params: { course: 'Introduction to Cybersecurity', points: 40 },
      link: '/dashboard',
    });
    await notify(ctx.database.db, {
      userId: user.id,
      kind: 'claim.rejected',
      params: { course: 'Data Analytics', reason: 'The certificate names someone else.' },
    });
    await notify(ctx.database.db, { userId: other.user.id, kind: 'badge.awarded' });

    const res = await callApi(ctx.app, 'GET', '/notifications', token);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.total).toBe(2);
    expect(data.unread).toBe(2);
    expect(data.items.map((n: { kind: string }) => n.kind)).toEqual([
      'claim.rejected',
      'claim.verified',
    ]);
    expect(data.items[1]).toMatchObject({
      params: { course: 'Introduction to Cybersecurity', points: 40 },
      link: '/dashboard',
      readAt: null,
    });
  });

  it('marks given notices read, ignores other officers’ ids, then all', async () => {
    const { user, token } = await createUser(ctx.database.db);
    const other = await createUser(ctx.database.db);
    await notify(
      ctx.database.db,
      { userId: user.id, kind: 'claim.review' },
      { userId: user.id, kind: 'league.invited' },
      { userId: other.user.id, kind: 'claim.review' },
    );
    const mine = (await callApi(ctx.app, 'GET', '/notifications', token)).json().data.items;
    const theirs = (await callApi(ctx.app, 'GET', '/notifications', other.token)).json().data.items;

    const one = await callApi(ctx.app, 'POST', '/notifications/read', token, {
      ids: [mine[0]._id, theirs[0]._id],
    });
    expect(one.json()).toEqual({ data: { unread: 1 } });
    expect(
      (await callApi(ctx.app, 'GET', '/notifications/unread', other.token)).json().data.unread,
    ).toBe(1);

    const all = await callApi(ctx.app, 'POST', '/notifications/read', token, {});
    expect(all.json()).toEqual({ data: { unread: 0 } });
    const unreadOnly = await callApi(ctx.app, 'GET', '/notifications?unread=true', token);
    expect(unreadOnly.json().data.items).toEqual([]);
  });

  it('needs a session for every call, and refuses bad input with a 400', async () => {
    for (const [method, url] of [
      ['GET', '/notifications'],
      ['GET', '/notifications/unread'],
      ['POST', '/notifications/read'],
    ] as const)
      expect((await callApi(ctx.app, method, url, undefined, {})).statusCode).toBe(401);
    const { token } = await createUser(ctx.database.db, { verified: false });
    expect((await callApi(ctx.app, 'GET', '/notifications', token)).statusCode).toBe(200);
    const bad = await callApi(ctx.app, 'POST', '/notifications/read', token, { ids: ['nope'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('body.ids.0');
    expect((await callApi(ctx.app, 'GET', '/notifications?limit=500', token)).statusCode).toBe(400);
  });
});
