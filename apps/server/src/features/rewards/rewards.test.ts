import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { allPaths } from '@dpts/contract';
import { rows } from '../../db/client.ts';
import { createTestApp, mailboxFor, type TestContext } from '../../test/helpers.ts';
import { bearer, createUser, reloadUser, uniqueId, type TestUser } from '../../test/factories.ts';
import { awardPoints, reversePoints } from '../points/index.ts';

let ctx: TestContext;
const DAY = 86_400_000;
let clock = new Date('2026-11-01T09:00:00Z');
const db = () => ctx.database.db;
let superUser: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({}, { now: () => clock });
  [superUser, admin] = await Promise.all([
    createUser(db(), { role: 'super' }),
    createUser(db(), { role: 'admin' }),
  ]);
});
afterAll(async () => ctx.close());

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who?: TestUser,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method,
    url: `/v1${url}`,
    headers: { ...(who ? bearer(who.token) : {}), ...headers },
    ...(payload ? { payload } : {}),
  });
}

/** Pays an officer `points` at `at` (the test clock), as a volunteering entry would. */
async function earn(
  officer: TestUser,
  points: number,
  ref = `volunteering:${uniqueId()}`,
  at = clock,
) {
  await db().transaction((tx) =>
    awardPoints(tx, officer.user.id, [{ courseId: null, source: 'volunteering', points, ref }], at),
  );
  return ref;
}

/** An officer whose `points` have finished cooling. */
async function officerWith(points: number): Promise<TestUser> {
  const officer = await createUser(db());
  if (points > 0) await earn(officer, points, undefined, new Date(clock.getTime() - 8 * DAY));
  return officer;
}

async function createReward(overrides: Record<string, unknown> = {}) {
  const res = await call('POST', '/super/rewards', superUser, {
    name: `Airtime ${uniqueId()}`,
    description: '₦1,000 airtime',
    cost: 100,
    stock: 10,
    fulfilment: 'voucher',
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; stock: number | null; codesLeft: number };
}

function multipart(filename: string, bytes: Buffer) {
  const boundary = `----dpts${uniqueId()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function importCodes(rewardId: string, codes: string[], who: TestUser | null = superUser) {
  const body = multipart('codes.csv', Buffer.from(`code\n${codes.join('\n')}\n`));
  return ctx.app.inject({
    method: 'POST',
    url: `/v1/super/rewards/${rewardId}/codes`,
    headers: { ...body.headers, ...(who ? bearer(who.token) : {}) },
    payload: body.payload,
  });
}

async function voucherReward(codes: number, overrides: Record<string, unknown> = {}) {
  const reward = await createReward({ stock: null, ...overrides });
  const list = Array.from({ length: codes }, (_, i) => `CODE-${uniqueId()}-${i}`);
  const res = await importCodes(reward._id, list);
  expect(res.statusCode, res.body).toBe(200);
  return { ...reward, codes: list };
}

const redeem = (officer: TestUser, rewardId: string, key?: string) =>
  call('POST', `/rewards/${rewardId}/redeem`, officer, key ? { idempotencyKey: key } : {});

async function balanceOf(officer: TestUser) {
  const res = await call('GET', '/profile/balance', officer);
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    available: number;
    cooling: number;
    total: number;
    spent: number;
    totalPointsEarned: number;
    upcoming: { points: number; inDays: number }[];
  };
}

/** The balance is the sum of its entries, and the entries match the ledger and redemptions. */
async function entriesAddUp(officer: TestUser) {
  const [row] = await rows<{ entries: number; ledger: number; spent: number }>(
    db(),
    sql`select
          (select coalesce(sum(amount), 0)::int from balance_entries where user_id = ${officer.user.id}) as entries,
          (select coalesce(sum(points), 0)::int from points_ledger where user_id = ${officer.user.id}) as ledger,
          (select coalesce(sum(cost), 0)::int from reward_redemptions
             where user_id = ${officer.user.id} and state <> 'cancelled') as spent`,
  );
  const balance = await balanceOf(officer);
  expect(balance.total).toBe(row!.entries);
  expect(row!.entries).toBe(row!.ledger - row!.spent);
  expect(balance.spent).toBe(row!.spent);
}

async function globalRank(officer: TestUser) {
  const res = await call('GET', '/profile/leaderboard?type=global&limit=5', officer);
  return (res.json().data as { me: { rank: number | null; totalPointsEarned: number } }).me;
}

describe('who may call what', () => {
  it('answers each role as its access says', async () => {
    const officer = await officerWith(0);
    const unverified = await createUser(db(), { verified: false });
    const reward = await createReward();
    const officerPaths: [string, string][] = [
      ['GET', '/rewards'],
      ['GET', '/profile/redemptions'],
      ['GET', '/profile/balance'],
    ];
    for (const [method, url] of officerPaths) {
      expect((await call(method as 'GET', url)).statusCode).toBe(401);
      expect((await call(method as 'GET', url, officer)).statusCode).toBe(200);
    }
    expect((await redeem(undefined as never, reward._id)).statusCode).toBe(401);
    expect((await redeem(unverified, reward._id)).statusCode).toBe(403);

    const superPaths: [string, string, object?][] = [
      ['GET', '/super/rewards'],
      ['POST', '/super/rewards', { name: 'x', cost: 1, fulfilment: 'manual' }],
      ['GET', `/super/rewards/${reward._id}`],
      ['PUT', `/super/rewards/${reward._id}`, { cost: 5 }],
      ['DELETE', `/super/rewards/${reward._id}`],
      ['GET', `/super/rewards/${reward._id}/stats`],
      ['GET', '/super/redemptions'],
      ['POST', `/super/redemptions/${crypto.randomUUID()}`, { decision: 'sent' }],
    ];
    for (const [method, url, body] of superPaths) {
      expect((await call(method as 'GET', url, undefined, body)).statusCode, url).toBe(401);
      expect((await call(method as 'GET', url, officer, body)).statusCode, url).toBe(403);
      expect((await call(method as 'GET', url, admin, body)).statusCode, url).toBe(403);
    }
    expect((await importCodes(reward._id, ['A1'], null)).statusCode).toBe(401);
    expect((await importCodes(reward._id, ['A1'], officer)).statusCode).toBe(403);
    expect((await importCodes(reward._id, ['A1'], admin)).statusCode).toBe(403);

    expect((await call('GET', '/super/rewards', superUser)).statusCode).toBe(200);
    expect((await call('GET', `/super/rewards/${reward._id}/stats`, superUser)).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/super/redemptions', superUser)).statusCode).toBe(200);
  });

  it('refuses bad input with a 400 and writes nothing', async () => {
    const before = (await call('GET', '/super/rewards', superUser)).json().data.items.length;
    for (const body of [
      { name: '', cost: 10, fulfilment: 'voucher' },
      { name: 'x', cost: 0, fulfilment: 'voucher' },
      { name: 'x', cost: 10, fulfilment: 'airdrop' },
      { name: 'x', cost: 10, fulfilment: 'manual', states: ['Atlantis'] },
      {
        name: 'x',
        cost: 10,
        fulfilment: 'manual',
        startsAt: '2026-12-01T00:00:00Z',
        endsAt: '2026-11-01T00:00:00Z',
      },
    ]) {
      const res = await call('POST', '/super/rewards', superUser, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call('GET', '/super/rewards/not-a-uuid', superUser)).statusCode).toBe(400);
    const officer = await officerWith(0);
    expect((await redeem(officer, 'not-a-uuid')).statusCode).toBe(400);
    expect((await call('GET', '/super/rewards', superUser)).json().data.items.length).toBe(before);
  });

  it('audit-logs a super’s changes', async () => {
    const reward = await createReward();
    await call('PUT', `/super/rewards/${reward._id}`, superUser, { cost: 150 });
    const res = await call('GET', '/super/audit?entity=reward', superUser);
    const actions = (res.json().data.items as { action: string; entityId: string }[])
      .filter((e) => e.entityId === reward._id)
      .map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['reward.create', 'reward.update']));
  });
});

describe('redeeming', () => {
  it('gives a voucher code once, keeps it under My rewards, moves the balance but not the rank', async () => {
    const officer = await officerWith(300);
    const rankBefore = await globalRank(officer);
    const reward = await voucherReward(2, { cost: 120 });
    const res = await redeem(officer, reward._id, `key-${uniqueId()}`);
    expect(res.statusCode, res.body).toBe(201);
    const redemption = res.json().data;
    expect(reward.codes).toContain(redemption.code);
    expect(redemption.state).toBe('fulfilled');
    expect(redemption.balance).toBe(180);

    const mine = (await call('GET', '/profile/redemptions', officer)).json().data;
    expect(mine.items[0].code).toBe(redemption.code);
    const balance = await balanceOf(officer);
    expect(balance).toMatchObject({ available: 180, spent: 120, totalPointsEarned: 300 });
    expect(await globalRank(officer)).toEqual(rankBefore);
    expect((await reloadUser(db(), officer.user.id)).totalPointsEarned).toBe(300);
    await entriesAddUp(officer);

    const notices = (await call('GET', '/notifications', officer)).json().data.items;
    expect(notices[0].kind).toBe('reward.redeemed');
    const mail = await mailboxFor(ctx.app, officer.user.email);
    expect(mail[0]!.subject).toContain('You redeemed');
    expect(mail[0]!.text).not.toContain(redemption.code);
  });

  it('answers the same key with the same redemption: a double click redeems once', async () => {
    const officer = await officerWith(1000);
    const reward = await voucherReward(5, { cost: 100 });
    const key = `dbl-${uniqueId()}`;
    const answers = await Promise.all([
      redeem(officer, reward._id, key),
      redeem(officer, reward._id, key),
      redeem(officer, reward._id, key),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().data._id)).size).toBe(1);
    const header = await call(
      'POST',
      `/rewards/${reward._id}/redeem`,
      officer,
      {},
      {
        'idempotency-key': key,
      },
    );
    expect(header.json().data._id).toBe(answers[0].json().data._id);
    expect((await balanceOf(officer)).available).toBe(900);
    await entriesAddUp(officer);
  });

  it('refuses with 409 and a clear message when the balance is short', async () => {
    const officer = await officerWith(50);
    const reward = await voucherReward(1, { cost: 100 });
    const res = await redeem(officer, reward._id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(res.json().message).toMatch(/costs 100 dpts and you have 50 dpts available/);
    expect((await balanceOf(officer)).available).toBe(50);
  });

  it('refuses past the limit per officer with 409', async () => {
    const officer = await officerWith(1000);
    const reward = await voucherReward(5, { cost: 10, perOfficerLimit: 2 });
    // no body at all: a key is made for the attempt
    const bare = await call('POST', `/rewards/${reward._id}/redeem`, officer);
    expect(bare.statusCode, bare.body).toBe(201);
    expect((await redeem(officer, reward._id)).statusCode).toBe(201);
    const third = await redeem(officer, reward._id);
    expect(third.statusCode).toBe(409);
    expect(third.json().code).toBe('REWARD_LIMIT_REACHED');
  });

  it('neither lists nor redeems rewards outside their window or audience', async () => {
    const officer = await officerWith(1000);
    const me = await reloadUser(db(), officer.user.id);
    const otherState = me.stateOfResidence === 'Lagos' ? 'Kano' : 'Lagos';
    const later = await voucherReward(1, {
      cost: 10,
      startsAt: new Date(clock.getTime() + DAY).toISOString(),
    });
    const over = await voucherReward(1, {
      cost: 10,
      startsAt: new Date(clock.getTime() - 2 * DAY).toISOString(),
      endsAt: new Date(clock.getTime() - DAY).toISOString(),
    });
    const elsewhere = await voucherReward(1, { cost: 10, states: [otherState] });
    const otherPath = await voucherReward(1, {
      cost: 10,
      learningPaths: [allPaths.find((p) => !me.learningPath.includes(p))],
    });
    const forMe = await voucherReward(1, {
      cost: 10,
      learningPaths: [me.learningPath[0]],
      states: [me.stateOfResidence],
    });
    const listed = (await call('GET', '/rewards', officer))
      .json()
      .data.items.map((r: { _id: string }) => r._id);
    expect(listed).toContain(forMe._id);
    for (const hidden of [later, over, elsewhere, otherPath]) {
      expect(listed).not.toContain(hidden._id);
      expect((await redeem(officer, hidden._id)).statusCode).toBe(404);
    }
    expect((await redeem(officer, forMe._id)).statusCode).toBe(201);
  });
});

describe('under pressure', () => {
  it('fifty officers racing for the last 3 items: exactly 3 succeed, no code twice', async () => {
    const officers = await Promise.all(Array.from({ length: 50 }, () => officerWith(500)));
    const reward = await voucherReward(10, { cost: 100, stock: 3 });
    const answers = await Promise.all(officers.map((o) => redeem(o, reward._id)));
    const won = answers.filter((a) => a.statusCode === 201);
    expect(won).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(47);
    for (const lost of answers.filter((a) => a.statusCode === 409))
      expect(lost.json().code).toBe('REWARD_OUT_OF_STOCK');
    const codes = won.map((a) => a.json().data.code);
    expect(new Set(codes).size).toBe(3);
    const after = (await call('GET', `/super/rewards/${reward._id}`, superUser)).json().data;
    expect(after).toMatchObject({ stock: 0, redeemed: 3, codesLeft: 7 });
    const [given] = await rows<{ n: number; distinct: number }>(
      db(),
      sql`select count(*)::int as n, count(distinct code)::int as distinct from reward_codes
          where reward_id = ${reward._id} and redemption_id is not null`,
    );
    expect(given).toEqual({ n: 3, distinct: 3 });
    for (const o of officers.slice(0, 5)) await entriesAddUp(o);
  });

  it('racing for the last 3 codes of a reward without a stock: exactly 3 succeed', async () => {
    const officers = await Promise.all(Array.from({ length: 20 }, () => officerWith(500)));
    const reward = await voucherReward(3, { cost: 100 });
    const answers = await Promise.all(officers.map((o) => redeem(o, reward._id)));
    const won = answers.filter((a) => a.statusCode === 201);
    expect(won).toHaveLength(3);
    expect(new Set(won.map((a) => a.json().data.code)).size).toBe(3);
  });

  it('one officer racing many redemptions never spends more than they have', async () => {
    const officer = await officerWith(350);
    const reward = await voucherReward(20, { cost: 100 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => redeem(officer, reward._id, `race-${uniqueId()}-${i}`)),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(7);
    expect((await balanceOf(officer)).available).toBe(50);
    await entriesAddUp(officer);
  });
});

describe('cooling, refunds and clawbacks', () => {
  it('keeps earned points cooling for REWARDS_COOLING_DAYS, with how many days are left', async () => {
    const officer = await createUser(db());
    await earn(officer, 200);
    clock = new Date(clock.getTime() + 2 * DAY);
    await earn(officer, 50);
    let balance = await balanceOf(officer);
    expect(balance).toMatchObject({ available: 0, cooling: 250, total: 250 });
    expect(balance.upcoming).toEqual([
      expect.objectContaining({ points: 200, inDays: 5 }),
      expect.objectContaining({ points: 50, inDays: 7 }),
    ]);
    const reward = await voucherReward(2, { cost: 100 });
    const early = await redeem(officer, reward._id);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('INSUFFICIENT_BALANCE');

    clock = new Date(clock.getTime() + 5 * DAY);
    balance = await balanceOf(officer);
    expect(balance).toMatchObject({ available: 200, cooling: 50 });
    expect((await redeem(officer, reward._id)).statusCode).toBe(201);
    expect((await balanceOf(officer)).available).toBe(100);
    await entriesAddUp(officer);
  });

  it('a cooling award taken back never shows in the available balance', async () => {
    const officer = await createUser(db());
    const ref = await earn(officer, 80);
    await db().transaction((tx) => reversePoints(tx, officer.user.id, { ref }, clock));
    expect(await balanceOf(officer)).toMatchObject({ available: 0, cooling: 0, total: 0 });
    clock = new Date(clock.getTime() + 8 * DAY);
    expect(await balanceOf(officer)).toMatchObject({ available: 0, cooling: 0, total: 0 });
    await entriesAddUp(officer);
  });

  it('a clawback after spending makes the balance negative and blocks redemption', async () => {
    const officer = await createUser(db());
    const ref = await earn(officer, 150);
    clock = new Date(clock.getTime() + 8 * DAY);
    const reward = await voucherReward(3, { cost: 100 });
    expect((await redeem(officer, reward._id)).statusCode).toBe(201);
    await db().transaction((tx) => reversePoints(tx, officer.user.id, { ref }, clock));
    const balance = await balanceOf(officer);
    expect(balance).toMatchObject({ available: -100, total: -100, totalPointsEarned: 0 });
    await entriesAddUp(officer);

    await earn(officer, 60);
    clock = new Date(clock.getTime() + 8 * DAY);
    const blocked = await redeem(officer, reward._id);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().code).toBe('INSUFFICIENT_BALANCE');
    expect(blocked.json().message).toMatch(/above zero/);
    await earn(officer, 200);
    clock = new Date(clock.getTime() + 8 * DAY);
    expect((await balanceOf(officer)).available).toBe(160);
    expect((await redeem(officer, reward._id)).statusCode).toBe(201);
  });

  it('a manual reward waits in the queue; a cancellation refunds exactly once', async () => {
    const officer = await officerWith(500);
    const reward = await createReward({ fulfilment: 'manual', cost: 200, stock: 2 });
    const res = await redeem(officer, reward._id);
    expect(res.statusCode).toBe(201);
    const redemption = res.json().data;
    expect(redemption).toMatchObject({ state: 'pending', code: null });
    expect((await balanceOf(officer)).available).toBe(300);

    const queue = (await call('GET', '/super/redemptions', superUser)).json().data.items;
    expect(queue.map((q: { _id: string }) => q._id)).toContain(redemption._id);

    const decisions = await Promise.all(
      Array.from({ length: 4 }, () =>
        call('POST', `/super/redemptions/${redemption._id}`, superUser, {
          decision: 'cancelled',
          note: 'Out of print',
        }),
      ),
    );
    expect(decisions.filter((d) => d.statusCode === 200)).toHaveLength(1);
    expect(decisions.filter((d) => d.statusCode === 409)).toHaveLength(3);
    expect((await balanceOf(officer)).available).toBe(500);
    expect((await call('GET', `/super/rewards/${reward._id}`, superUser)).json().data.stock).toBe(
      2,
    );
    const mine = (await call('GET', '/profile/redemptions', officer)).json().data.items;
    expect(mine[0].state).toBe('cancelled');
    const notices = (await call('GET', '/notifications', officer)).json().data.items;
    expect(notices[0].kind).toBe('reward.cancelled');
    const mail = await mailboxFor(ctx.app, officer.user.email);
    expect(mail[0]!.subject).toContain('cancelled');
    await entriesAddUp(officer);

    const second = (await redeem(officer, reward._id)).json().data;
    const sent = await call('POST', `/super/redemptions/${second._id}`, superUser, {
      decision: 'sent',
    });
    expect(sent.json().data.state).toBe('sent');
    expect(
      (
        await call('POST', `/super/redemptions/${second._id}`, superUser, {
          decision: 'cancelled',
        })
      ).statusCode,
    ).toBe(409);
    expect((await balanceOf(officer)).available).toBe(300);
  });
});

describe('the super’s shop', () => {
  it('imports codes from CSV, skipping ones already there, and shows stats per day', async () => {
    const reward = await createReward({ stock: null });
    const first = await importCodes(reward._id, ['AAA-1', 'AAA-2', 'AAA-2']);
    expect(first.json().data).toEqual({ imported: 2, duplicates: 1, codesLeft: 2 });
    const again = await importCodes(reward._id, ['AAA-2', 'AAA-3']);
    expect(again.json().data).toEqual({ imported: 1, duplicates: 1, codesLeft: 3 });
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `/v1/super/rewards/${reward._id}/codes`,
      headers: {
        ...multipart('codes.pdf', Buffer.from('%PDF')).headers,
        ...bearer(superUser.token),
      },
      payload: multipart('codes.pdf', Buffer.from('%PDF')).payload,
    });
    expect(bad.statusCode).toBe(400);
    const tooMany = await importCodes(
      reward._id,
      Array.from({ length: 10_001 }, (_, i) => `X${i}`),
    );
    expect(tooMany.statusCode).toBe(400);

    const officer = await officerWith(500);
    expect((await redeem(officer, reward._id)).statusCode).toBe(201);
    const stats = (await call('GET', `/super/rewards/${reward._id}/stats?days=7`, superUser)).json()
      .data;
    expect(stats.days).toHaveLength(7);
    expect(stats.days.at(-1).redeemed).toBe(1);
    expect(stats.dptsSpent).toBe(100);
    expect(stats.reward.codesLeft).toBe(2);
  });

  it('deletes a reward nobody redeemed and archives one that was', async () => {
    const unused = await createReward();
    expect((await call('DELETE', `/super/rewards/${unused._id}`, superUser)).json().data).toEqual({
      deleted: true,
      archived: false,
    });
    expect((await call('GET', `/super/rewards/${unused._id}`, superUser)).statusCode).toBe(404);
    const used = await voucherReward(2, { cost: 10 });
    const officer = await officerWith(100);
    await redeem(officer, used._id);
    expect((await call('DELETE', `/super/rewards/${used._id}`, superUser)).json().data).toEqual({
      deleted: false,
      archived: true,
    });
    const listed = (await call('GET', '/rewards', officer)).json().data.items;
    expect(listed.map((r: { _id: string }) => r._id)).not.toContain(used._id);
    expect((await call('GET', '/profile/redemptions', officer)).json().data.total).toBe(1);
  });
});
