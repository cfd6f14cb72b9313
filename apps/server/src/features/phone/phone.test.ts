import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { claimClientKeys, completionClaims, notifications, users } from '../../db/schema.ts';
import { rows } from '../../db/client.ts';
import { mailboxFor } from '../../test/helpers.ts';
import {
  certificateOf,
  createTestAppWithSites,
  PYTHON_COURSE,
  seedCourse,
  type SitesTestContext,
} from '../../test/learning.ts';
import { bearer, callApi, createUser, type TestUser } from '../../test/factories.ts';
import type { PushMessage, PushTarget } from '../notifications/push.ts';

let ctx: SitesTestContext;
const db = () => ctx.database.db;
const pushed: { target: PushTarget; message: PushMessage }[] = [];
let gone = new Set<string>();

beforeAll(async () => {
  ctx = await createTestAppWithSites();
  // What would reach each browser's push service.
  ctx.app.pushSender = async (target, message) => {
    if (gone.has(target.endpoint)) return 'gone';
    pushed.push({ target, message });
    return 'sent';
  };
});
afterAll(() => ctx?.close());

const subscription = () => ({
  endpoint: `https://push.example.net/send/${randomUUID()}`,
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
});

async function claim(officer: TestUser, body: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/v1/profile/claims',
    headers: bearer(officer.token),
    payload: body,
  });
}

describe('offline claims: the idempotency key', () => {
  it('answers the same claim for the same key, however often and however concurrently it is sent', async () => {
    const officer = await createUser(db());
    const course = await seedCourse(db(), PYTHON_COURSE, 'Coursera');
    const body = {
      courseId: course.id,
      certificateUrl: certificateOf(ctx.sites, officer, course),
      idempotencyKey: randomUUID(),
    };
    const answers = await Promise.all([claim(officer, body), claim(officer, body)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    const ids = answers.map((a) => a.json().data._id as string);
    expect(ids[0]).toBe(ids[1]);
    const again = await claim(officer, body);
    expect(again.statusCode).toBe(201);
    expect(again.json().data._id).toBe(ids[0]);
    const rows = await db()
      .select()
      .from(completionClaims)
      .where(eq(completionClaims.userId, officer.user.id));
    expect(rows).toHaveLength(1);
    // Without the key the second claim for the course is refused as before.
    const { idempotencyKey: _key, ...plain } = body;
    expect((await claim(officer, plain)).statusCode).toBe(409);
    // Another officer's key never answers this one's claim.
    const other = await createUser(db());
    const theirs = await claim(other, {
      ...body,
      certificateUrl: certificateOf(ctx.sites, other, course),
    });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data._id).not.toBe(ids[0]);
    await ctx.app.jobs.drain();
  });

  it('refuses a key that is not a uuid with the usual 400', async () => {
    const officer = await createUser(db());
    const res = await claim(officer, {
      certificateUrl: 'https://www.coursera.org/account/accomplishments/verify/ABC',
      idempotencyKey: 'nope',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('body.idempotencyKey');
    expect(
      await db().select().from(claimClientKeys).where(eq(claimClientKeys.userId, officer.user.id)),
    ).toEqual([]);
  });
});

describe('a decided claim tells the officer: the bell, push and email', () => {
  it('notifies a verified claim with its course and points, pushes it to each browser, and emails it', async () => {
    const officer = await createUser(db());
    const sub = subscription();
    const added = await callApi(
      ctx.app,
      'POST',
      '/notifications/push/subscriptions',
      officer.token,
      sub,
    );
    expect(added.json()).toEqual({ data: { subscribed: true } });
    const stale = subscription();
    await callApi(ctx.app, 'POST', '/notifications/push/subscriptions', officer.token, stale);
    gone = new Set([stale.endpoint]);

    const course = await seedCourse(db(), 'Technical Support Fundamentals', 'Coursera');
    const res = await claim(officer, {
      courseId: course.id,
      certificateUrl: certificateOf(ctx.sites, officer, course),
    });
    expect(res.statusCode).toBe(201);
    await ctx.app.jobs.drain();
    await ctx.app.jobs.drain();

    const list = (await callApi(ctx.app, 'GET', '/notifications', officer.token)).json().data;
    expect(list.unread).toBe(1);
    expect(list.items[0]).toMatchObject({
      kind: 'claim.verified',
      params: { course: course.name, points: course.point },
      link: '/my-points',
    });
    const mine = pushed.filter((p) => p.target.endpoint === sub.endpoint);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.message).toMatchObject({ title: 'Certificate verified', link: '/my-points' });
    expect(mine[0]!.message.body).toContain(course.name);
    // The push service said the other browser is gone: it is forgotten.
    const left = await rows<{ endpoint: string }>(
      db(),
      sql`select endpoint from push_subscriptions where user_id = ${officer.user.id}`,
    );
    expect(left).toEqual([{ endpoint: sub.endpoint }]);
    const mail = await mailboxFor(ctx.app, officer.user.email);
    expect(mail.map((m) => m.subject)).toContain('Certificate verified');
    // The email says where to turn these off, linking to that tab.
    const verified = mail.find((m) => m.subject === 'Certificate verified')!;
    expect(verified.text).toContain('/settings?tab=notifications');
  });

  it('sends no email to an officer who turned them off in Settings, and still notifies in-app', async () => {
    const officer = await createUser(db());
    const before = await callApi(ctx.app, 'GET', '/notifications/settings', officer.token);
    expect(before.json()).toEqual({ data: { claimEmails: true } });
    const off = await callApi(ctx.app, 'PUT', '/notifications/settings', officer.token, {
      claimEmails: false,
    });
    expect(off.json()).toEqual({ data: { claimEmails: false } });
    const course = await seedCourse(db(), PYTHON_COURSE, 'Coursera');
    await claim(officer, {
      courseId: course.id,
      certificateUrl: certificateOf(ctx.sites, officer, course),
    });
    await ctx.app.jobs.drain();
    await ctx.app.jobs.drain();
    const notices = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.userId, officer.user.id));
    expect(notices.map((n) => n.kind)).toEqual(['claim.verified']);
    const mail = await mailboxFor(ctx.app, officer.user.email);
    expect(mail.filter((m) => m.subject === 'Certificate verified')).toEqual([]);
  });
});

describe('push subscriptions and settings: who may call', () => {
  it('needs a session for every call; one officer cannot remove another’s subscription', async () => {
    const valid = subscription();
    for (const [method, url, body] of [
      ['GET', '/notifications/push/key', undefined],
      ['POST', '/notifications/push/subscriptions', valid],
      ['POST', '/notifications/push/unsubscribe', { endpoint: valid.endpoint }],
      ['GET', '/notifications/settings', undefined],
      ['PUT', '/notifications/settings', { claimEmails: false }],
      ['GET', '/profile/next-steps', undefined],
    ] as const)
      expect((await callApi(ctx.app, method, url, undefined, body)).statusCode).toBe(401);

    const officer = await createUser(db());
    const other = await createUser(db());
    const key = await callApi(ctx.app, 'GET', '/notifications/push/key', officer.token);
    expect(key.json().data.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const sub = subscription();
    await callApi(ctx.app, 'POST', '/notifications/push/subscriptions', officer.token, sub);
    await callApi(ctx.app, 'POST', '/notifications/push/unsubscribe', other.token, {
      endpoint: sub.endpoint,
    });
    const count = async () =>
      (
        await rows<{ n: number }>(
          db(),
          sql`select count(*)::int as n from push_subscriptions where endpoint = ${sub.endpoint}`,
        )
      )[0]?.n;
    expect(await count()).toBe(1);
    await callApi(ctx.app, 'POST', '/notifications/push/unsubscribe', officer.token, {
      endpoint: sub.endpoint,
    });
    expect(await count()).toBe(0);

    const bad = await callApi(ctx.app, 'POST', '/notifications/push/subscriptions', officer.token, {
      endpoint: 'http://push.example.net/x',
      keys: { p256dh: 'a', auth: 'b' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('body.endpoint');
    const badSettings = await callApi(ctx.app, 'PUT', '/notifications/settings', officer.token, {
      claimEmails: 'no',
    });
    expect(badSettings.statusCode).toBe(400);
  });
});

describe('GET /profile/next-steps', () => {
  it('explains each recommendation from the officer’s path and what officers on it completed', async () => {
    const officer = await createUser(db());
    await db()
      .update(users)
      .set({ learningPath: ['Cybersecurity', 'Data Analysis'], complementSkill: 'Research & Data' })
      .where(eq(users.id, officer.user.id));
    const fresh = (await callApi(ctx.app, 'GET', '/profile/next-steps', officer.token)).json().data;
    expect(fresh).toMatchObject({ claims: 0, completed: 0, inProgress: null, inProgressIds: [] });
    expect(fresh.recommendations.length).toBeGreaterThan(0);
    expect(fresh.recommendations.map((r: { reason: string }) => r.reason)).toContain(
      'Because you chose Cybersecurity',
    );
    for (const r of fresh.recommendations) expect(r.reason).not.toBe('');

    // A peer on the same path finished a course: it is recommended, with why.
    const peer = await createUser(db());
    await db()
      .update(users)
      .set({ learningPath: ['Cybersecurity'] })
      .where(eq(users.id, peer.user.id));
    const [done] = await rows<{ id: string; topic: string }>(
      db(),
      sql`select c.id, t.name as topic from courses c join topics t on t.id = c.topic_id
          where t.name = 'Cybersecurity' and c.is_active order by c.created_at desc limit 1`,
    );
    await db().execute(
      sql`insert into enrollments (user_id, course_id, state, completed_at)
          values (${peer.user.id}, ${done!.id}, 'complete', now())`,
    );
    const withPeers = (await callApi(ctx.app, 'GET', '/profile/next-steps', officer.token)).json()
      .data;
    expect(withPeers.recommendations).toContainEqual(
      expect.objectContaining({
        course: expect.objectContaining({ _id: done!.id }),
        kind: 'peers',
        reason: 'Officers who chose Cybersecurity completed it next',
      }),
    );

    // Started a course: it is the one to continue, and never recommended again.
    await db().execute(
      sql`insert into enrollments (user_id, course_id, state) values (${officer.user.id}, ${done!.id}, 'enrolled')`,
    );
    const started = (await callApi(ctx.app, 'GET', '/profile/next-steps', officer.token)).json()
      .data;
    expect(started.inProgress).toMatchObject({ _id: done!.id });
    expect(started.inProgressIds).toEqual([done!.id]);
    expect(
      started.recommendations.map((r: { course: { _id: string } }) => r.course._id),
    ).not.toContain(done!.id);
    expect(started.recommendations[0].reason).toMatch(/^Next in Cybersecurity/);
  });
});

describe('league notices', () => {
  it('tells an officer their request was answered, and an existing officer they were invited', async () => {
    const owner = await createUser(db());
    const asker = await createUser(db());
    const invitee = await createUser(db());
    const created = await callApi(ctx.app, 'POST', '/league', owner.token, {
      name: 'Lagos Cloud Circle',
      description: 'Officers we know',
      image: '/uploads/leagueimage/x.webp',
      private: true,
      speciality: 'Unspecialized',
      discoverable: true,
    });
    const league = created.json().data as { _id: string };
    await callApi(ctx.app, 'POST', `/league/${league._id}/request`, asker.token);
    const requests = (
      await callApi(ctx.app, 'GET', `/league/${league._id}/requests`, owner.token)
    ).json().data;
    await callApi(ctx.app, 'PUT', `/league/${league._id}/request`, owner.token, {
      id: requests.items[0]._id,
      state: 'Accepted',
    });
    const asked = (await callApi(ctx.app, 'GET', '/notifications', asker.token)).json().data;
    expect(asked.items).toEqual([
      expect.objectContaining({
        kind: 'league.request.answered',
        params: { league: 'Lagos Cloud Circle', accepted: true },
      }),
    ]);

    await callApi(ctx.app, 'POST', `/league/${league._id}/invite-members`, owner.token, {
      emails: [invitee.user.email, 'nobody-yet@example.org'],
    });
    const told = (await callApi(ctx.app, 'GET', '/notifications', invitee.token)).json().data;
    expect(told.items).toEqual([
      expect.objectContaining({
        kind: 'league.invited',
        params: { league: 'Lagos Cloud Circle' },
        link: `/leagues/discover?league=${league._id}`,
      }),
    ]);
    await ctx.app.jobs.drain();
  });
});
