import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import type { TVolunteerEntryInput } from '@dpts/contract';
import { rows } from '../../db/client.ts';
import { createTestApp, mailboxFor, testConfig, type TestContext } from '../../test/helpers.ts';
import {
  bearer,
  callApi,
  createUser,
  reloadUser,
  uniqueId,
  uniquePhone,
  type TestUser,
} from '../../test/factories.ts';
import { ledgerRef, pointsFor, weekOf } from './service.ts';

// Wednesday 25 November 2026, 11:00 in Lagos.
const START = new Date('2026-11-25T10:00:00Z');
let clock = START;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { now: () => clock });
});
afterAll(() => ctx.close());
afterEach(() => {
  clock = START;
  vi.restoreAllMocks();
});

const db = () => ctx.database.db;
const supervisor = () => `supervisor.${uniqueId()}@example.org`;

function entry(overrides: Partial<TVolunteerEntryInput> = {}): TVolunteerEntryInput {
  return {
    activityType: 'teaching',
    title: 'Digital skills class',
    description: 'Taught twenty traders to use mobile banking safely.',
    date: '2026-11-24',
    startTime: '09:00',
    minutes: 120,
    state: 'Lagos',
    lga: 'Epe',
    link: 'https://example.org/photos/class',
    supervisorName: 'Mrs Bello',
    supervisorEmail: supervisor(),
    honesty: true,
    ...overrides,
  };
}

async function log(user: TestUser, body: object, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/v1/volunteering',
    headers: { ...bearer(user.token), ...headers },
    payload: body,
  });
}

async function logged(user: TestUser, overrides: Partial<TVolunteerEntryInput> = {}) {
  const body = entry(overrides);
  const res = await log(user, body);
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().data._id as string, body };
}

/** The token of the newest link emailed to `to`. */
async function linkTokenFor(to: string): Promise<string> {
  const [message] = await mailboxFor(ctx.app, to);
  const token = /\/volunteering\/verify\/([\w-]+)/.exec(message?.text ?? '')?.[1];
  if (!token) throw new Error(`no link emailed to ${to}`);
  return token;
}

const verify = (token: string, body?: object) =>
  callApi(ctx.app, body ? 'POST' : 'GET', `/volunteering/verify/${token}`, undefined, body);

const decide = (admin: TestUser, ids: string[], decision: 'approve' | 'deny', comment?: string) =>
  callApi(ctx.app, 'POST', '/super/volunteering/decisions', admin.token, {
    ids,
    decision,
    ...(comment ? { comment } : {}),
  });

const getEntry = async (user: TestUser, id: string) =>
  (await callApi(ctx.app, 'GET', `/volunteering/${id}`, user.token)).json().data;

const ledgerRows = (userId: string, id: string) =>
  rows<{ points: number; ref: string }>(
    db(),
    sql`select points, ref from points_ledger where user_id = ${userId}
        and (ref = ${ledgerRef(id)} or ref = ${`reversal:${ledgerRef(id)}`}) order by id`,
  );

describe('logging an entry', () => {
  it('stores it pending, emails the supervisor a link and counts pending hours', async () => {
    const officer = await createUser(db());
    const { id, body } = await logged(officer);
    const data = await getEntry(officer, id);
    expect(data).toMatchObject({
      status: 'pending',
      title: 'Digital skills class',
      minutes: 120,
      startTime: '09:00',
      supervisorContact: body.supervisorEmail,
      points: 0,
    });
    const [message] = await mailboxFor(ctx.app, body.supervisorEmail!);
    expect(message!.subject).toContain(officer.user.firstName);
    expect(message!.text).toContain('valid for 14 days');
    const list = (await callApi(ctx.app, 'GET', '/volunteering', officer.token)).json().data;
    expect(list.items.map((e: { _id: string }) => e._id)).toEqual([id]);
    expect(list.hours).toEqual({ approvedMinutes: 0, pendingMinutes: 120 });
  });

  it('answers a retry with the same idempotency key with the same entry, emailed once', async () => {
    const officer = await createUser(db());
    const body = entry();
    const key = { 'idempotency-key': `key-${uniqueId()}` };
    const [a, b] = await Promise.all([log(officer, body, key), log(officer, body, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().data._id).toBe(b.json().data._id);
    const c = await log(officer, body, key);
    expect(c.json().data._id).toBe(a.json().data._id);
    expect(await mailboxFor(ctx.app, body.supervisorEmail!)).toHaveLength(1);
  });

  it.each([
    ['a future date', { date: '2026-11-26' }, 'date', 'future'],
    ['a date older than 60 days', { date: '2026-09-25' }, 'date', 'last 60 days'],
    ['more than 12 h', { minutes: 735 }, 'minutes', '12 hours'],
    ['a duration off the 15-minute steps', { minutes: 50 }, 'minutes', '15-minute'],
    ['a start off the quarter hours', { startTime: '09:10' }, 'startTime', 'start time'],
    ['time past midnight', { startTime: '20:00', minutes: 300 }, 'minutes', 'midnight'],
    ['an LGA of another state', { lga: 'Albasu' }, 'lga', 'local government'],
    ['no evidence', { link: '' }, 'link', 'photo or a link'],
    [
      'a photo not from the upload pipeline',
      { photos: ['https://evil.test/x.png'] },
      'photos.0',
      'Upload',
    ],
    [
      'four photos',
      {
        photos: Array(4).fill('/uploads/volunteerimage/00000000-0000-0000-0000-000000000000.webp'),
      },
      'photos',
      '',
    ],
    ['no supervisor contact', { supervisorEmail: '' }, 'supervisorEmail', 'email or phone'],
    ['the honesty statement unticked', { honesty: false as never }, 'honesty', 'Tick'],
    ['an unknown type', { activityType: 'gardening' as never }, 'activityType', ''],
  ])('refuses %s with a 400 naming the field', async (_, overrides, field, text) => {
    const officer = await createUser(db());
    const res = await log(officer, entry(overrides));
    expect(res.statusCode).toBe(400);
    const error = res.json();
    const detail = error.details?.find((d: { field: string }) => d.field === field);
    expect(detail ?? error, JSON.stringify(error)).toBeTruthy();
    expect(detail?.message ?? error.message).toContain(text);
    expect((await callApi(ctx.app, 'GET', '/volunteering', officer.token)).json().data.total).toBe(
      0,
    );
  });

  it('accepts 60 days back and today, not 61', async () => {
    const officer = await createUser(db());
    expect((await log(officer, entry({ date: '2026-09-26' }))).statusCode).toBe(201);
    expect((await log(officer, entry({ date: '2026-11-25', startTime: '06:00' }))).statusCode).toBe(
      201,
    );
    expect((await log(officer, entry({ date: '2026-09-25' }))).statusCode).toBe(400);
  });

  it('refuses time that overlaps another entry, but not a withdrawn one', async () => {
    const officer = await createUser(db());
    const { id } = await logged(officer, { startTime: '09:00', minutes: 120 });
    const overlap = await log(officer, entry({ startTime: '10:45', minutes: 60 }));
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().message).toContain('overlaps');
    expect((await log(officer, entry({ startTime: '11:00', minutes: 60 }))).statusCode).toBe(201);
    await callApi(ctx.app, 'DELETE', `/volunteering/${id}`, officer.token);
    expect((await log(officer, entry({ startTime: '10:00', minutes: 60 }))).statusCode).toBe(201);
  });

  it('caps a week (Monday to Sunday) at 40 h', async () => {
    expect(weekOf('2026-11-25')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    const officer = await createUser(db());
    // 12 + 12 + 12 h on Mon..Wed of the week before: 36 h
    for (const date of ['2026-11-16', '2026-11-17', '2026-11-18'])
      await logged(officer, { date, startTime: '08:00', minutes: 720 });
    const over = await log(officer, entry({ date: '2026-11-19', minutes: 300 }));
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toContain('40 hours');
    await logged(officer, { date: '2026-11-19', minutes: 240 });
    // The next week starts again.
    await logged(officer, { date: '2026-11-23', minutes: 240 });
  });

  it('keeps two entries logged at once under the weekly cap', async () => {
    const officer = await createUser(db());
    for (const date of ['2026-11-16', '2026-11-17', '2026-11-18'])
      await logged(officer, { date, startTime: '08:00', minutes: 720 });
    const answers = await Promise.all([
      log(officer, entry({ date: '2026-11-19', minutes: 180 })),
      log(officer, entry({ date: '2026-11-20', minutes: 180 })),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
  });

  it("refuses the officer's own contact and another officer's as the supervisor", async () => {
    const officer = await createUser(db());
    const other = await createUser(db());
    const cases: Array<[Partial<TVolunteerEntryInput>, string]> = [
      [{ supervisorEmail: officer.user.email.toUpperCase() }, 'cannot be you'],
      [{ supervisorEmail: '', supervisorPhone: officer.user.phone! }, 'cannot be you'],
      [{ supervisorEmail: other.user.email }, 'another officer'],
      [{ supervisorEmail: '', supervisorPhone: other.user.phone! }, 'another officer'],
    ];
    for (const [overrides, text] of cases) {
      const res = await log(officer, entry(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(text);
    }
  });

  it('takes a phone-only supervisor without sending a link', async () => {
    const officer = await createUser(db());
    const { id } = await logged(officer, { supervisorEmail: '', supervisorPhone: uniquePhone() });
    const data = await getEntry(officer, id);
    expect(data.supervisorContact).toMatch(/^\+234\d{10}$/);
    const links = await rows(db(), sql`select 1 from volunteer_links where entry_id = ${id}`);
    expect(links).toHaveLength(0);
  });

  it('takes photos stored by the image pipeline (up to 3)', async () => {
    const officer = await createUser(db());
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#0b5fff' },
    })
      .png()
      .toBuffer();
    const boundary = `----dpts${uniqueId()}`;
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/v1/uploads/image?kind=volunteering',
      headers: {
        ...bearer(officer.token),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const { image } = upload.json().data;
    expect(image).toMatch(/volunteerimage\/.+\.webp$/);
    const { id } = await logged(officer, { photos: [image], link: '' });
    expect((await getEntry(officer, id)).photos).toEqual([image]);
    expect((await ctx.app.inject({ method: 'GET', url: image })).statusCode).toBe(200);
  });
});

describe('withdrawing', () => {
  it('withdraws a pending entry; its link then says the entry is closed', async () => {
    const officer = await createUser(db());
    const { id, body } = await logged(officer);
    const token = await linkTokenFor(body.supervisorEmail!);
    const res = await callApi(ctx.app, 'DELETE', `/volunteering/${id}`, officer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('withdrawn');
    const link = await verify(token);
    expect(link.statusCode).toBe(400);
    expect(link.json()).toMatchObject({
      code: 'LINK_INVALID',
      message: expect.stringContaining('no longer'),
    });
    const list = (await callApi(ctx.app, 'GET', '/volunteering', officer.token)).json().data;
    expect(list.hours.pendingMinutes).toBe(0);
  });

  it('refuses to withdraw a decided entry (409)', async () => {
    const officer = await createUser(db());
    const admin = await createUser(db(), { role: 'admin' });
    const { id } = await logged(officer);
    await decide(admin, [id], 'approve');
    const res = await callApi(ctx.app, 'DELETE', `/volunteering/${id}`, officer.token);
    expect(res.statusCode).toBe(409);
  });
});

describe("the supervisor's link", () => {
  it('shows the entry without an account, confirms once, then says it was used', async () => {
    const officer = await createUser(db());
    const { id, body } = await logged(officer);
    const token = await linkTokenFor(body.supervisorEmail!);
    const page = await verify(token);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.json().data).toMatchObject({
      title: body.title,
      minutes: 120,
      officerName: `${officer.user.firstName} ${officer.user.lastName[0]}.`,
      link: body.link,
    });
    const confirm = await verify(token, { decision: 'confirm', comment: 'Great class' });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().data.status).toBe('verified');
    expect(await getEntry(officer, id)).toMatchObject({
      status: 'verified',
      confirmedMinutes: 120,
      supervisorComment: 'Great class',
    });
    const notices = (await callApi(ctx.app, 'GET', '/notifications', officer.token)).json().data;
    expect(notices.items[0]).toMatchObject({ kind: 'volunteering.confirmed' });

    for (const again of [
      await verify(token),
      await verify(token, { decision: 'deny', comment: 'x' }),
    ]) {
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        code: 'LINK_INVALID',
        message: expect.stringContaining('already used'),
      });
    }
    expect((await getEntry(officer, id)).status).toBe('verified');
  });

  it('expires after 14 days and says so', async () => {
    const officer = await createUser(db());
    const { body } = await logged(officer);
    const token = await linkTokenFor(body.supervisorEmail!);
    clock = new Date(START.getTime() + 14 * 86_400_000 - 1000);
    expect((await verify(token)).statusCode).toBe(200);
    clock = new Date(START.getTime() + 14 * 86_400_000 + 1000);
    for (const res of [await verify(token), await verify(token, { decision: 'confirm' })]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('expired');
    }
  });

  it('refuses a made-up token', async () => {
    const res = await verify('a'.repeat(43));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'LINK_INVALID', message: 'This link is not valid.' });
  });

  it('lowers the hours (points follow the lowered hours)', async () => {
    const officer = await createUser(db());
    const admin = await createUser(db(), { role: 'admin' });
    const { id, body } = await logged(officer, { minutes: 180 });
    const token = await linkTokenFor(body.supervisorEmail!);
    const higher = await verify(token, { decision: 'lower', minutes: 180 });
    expect(higher.statusCode).toBe(400);
    // A refused answer leaves the link usable.
    const lower = await verify(token, { decision: 'lower', minutes: 90, comment: 'Left early' });
    expect(lower.statusCode).toBe(200);
    expect(await getEntry(officer, id)).toMatchObject({ confirmedMinutes: 90, minutes: 180 });
    const decided = (await decide(admin, [id], 'approve')).json().data.results[0];
    expect(decided).toMatchObject({ outcome: 'approved', points: pointsFor(90, 10) });
    expect(pointsFor(90, 10)).toBe(15);
  });

  it('denies with a comment the officer sees and is notified of', async () => {
    const officer = await createUser(db());
    const { id, body } = await logged(officer);
    const token = await linkTokenFor(body.supervisorEmail!);
    expect((await verify(token, { decision: 'deny' })).statusCode).toBe(400);
    const res = await verify(token, { decision: 'deny', comment: 'I do not know this person' });
    expect(res.json().data.status).toBe('denied');
    expect(await getEntry(officer, id)).toMatchObject({
      status: 'denied',
      supervisorComment: 'I do not know this person',
    });
    const notices = (await callApi(ctx.app, 'GET', '/notifications', officer.token)).json().data;
    expect(notices.items[0]).toMatchObject({
      kind: 'volunteering.decided',
      params: { approved: false, reason: 'I do not know this person' },
    });
  });

  it('two confirmations at once: one wins, the other is told the link was used', async () => {
    const officer = await createUser(db());
    const { id, body } = await logged(officer);
    const token = await linkTokenFor(body.supervisorEmail!);
    const answers = await Promise.all([
      verify(token, { decision: 'confirm' }),
      verify(token, { decision: 'confirm' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect((await getEntry(officer, id)).status).toBe('verified');
  });
});

describe('organisations and auto-approval', () => {
  async function organisation(domain: string) {
    const superUser = await createUser(db(), { role: 'super' });
    const res = await callApi(ctx.app, 'POST', '/super/organisations', superUser.token, {
      name: `Red Cross ${uniqueId()}`,
      domains: [domain.toUpperCase()],
    });
    expect(res.statusCode, res.body).toBe(201);
    return { superUser, org: res.json().data };
  }

  it('super registers, renames and removes organisations; a domain belongs to one', async () => {
    const domain = `rc${uniqueId()}.org.ng`;
    const { superUser, org } = await organisation(domain);
    expect(org.domains).toEqual([domain]);
    const clash = await callApi(ctx.app, 'POST', '/super/organisations', superUser.token, {
      name: 'Other',
      domains: [domain],
    });
    expect(clash.statusCode).toBe(409);
    const renamed = await callApi(
      ctx.app,
      'PUT',
      `/super/organisations/${org._id}`,
      superUser.token,
      {
        name: 'Nigerian Red Cross',
        domains: [domain, `mail.${domain}`],
      },
    );
    expect(renamed.json().data).toMatchObject({ name: 'Nigerian Red Cross' });
    const bad = await callApi(ctx.app, 'POST', '/super/organisations', superUser.token, {
      name: 'Bad',
      domains: ['not a domain'],
    });
    expect(bad.statusCode).toBe(400);
    const gone = await callApi(
      ctx.app,
      'DELETE',
      `/super/organisations/${org._id}`,
      superUser.token,
    );
    expect(gone.json()).toEqual({ data: { deleted: true } });
    expect(
      (await callApi(ctx.app, 'DELETE', `/super/organisations/${org._id}`, superUser.token))
        .statusCode,
    ).toBe(404);
  });

  it('approves a confirmation from a registered domain of up to 4 h at once, paying once', async () => {
    const domain = `rc${uniqueId()}.org.ng`;
    const { org } = await organisation(domain);
    const officer = await createUser(db());
    const to = `coordinator.${uniqueId()}@${domain}`;
    const { id } = await logged(officer, { supervisorEmail: to, minutes: 240 });
    expect((await getEntry(officer, id)).organisation).toBe(org.name);
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const res = await verify(await linkTokenFor(to), { decision: 'confirm' });
    expect(res.json().data.status).toBe('approved');
    expect(await getEntry(officer, id)).toMatchObject({
      status: 'approved',
      autoApproved: true,
      auditFlag: false,
      points: 40,
    });
    expect((await reloadUser(db(), officer.user.id)).totalPointsEarned).toBe(40);
    expect(await ledgerRows(officer.user.id, id)).toEqual([{ points: 40, ref: ledgerRef(id) }]);
  });

  it('two confirmations at once of an auto-approved entry pay once', async () => {
    const domain = `rc${uniqueId()}.org.ng`;
    await organisation(domain);
    const officer = await createUser(db());
    const to = `coordinator.${uniqueId()}@${domain}`;
    const { id } = await logged(officer, { supervisorEmail: to, minutes: 120 });
    const token = await linkTokenFor(to);
    const answers = await Promise.all([
      verify(token, { decision: 'confirm' }),
      verify(token, { decision: 'confirm' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect((await reloadUser(db(), officer.user.id)).totalPointsEarned).toBe(20);
    expect(await ledgerRows(officer.user.id, id)).toEqual([{ points: 20, ref: ledgerRef(id) }]);
  });

  it('flags about one auto-approval in ten for audit', async () => {
    const domain = `rc${uniqueId()}.org.ng`;
    await organisation(domain);
    const officer = await createUser(db());
    const to = `coordinator.${uniqueId()}@${domain}`;
    const { id } = await logged(officer, { supervisorEmail: to, minutes: 60 });
    vi.spyOn(Math, 'random').mockReturnValue(0.09);
    await verify(await linkTokenFor(to), { decision: 'confirm' });
    expect(await getEntry(officer, id)).toMatchObject({ status: 'approved', auditFlag: true });
    const admin = await createUser(db(), { role: 'admin' });
    const audit = await callApi(ctx.app, 'GET', '/super/volunteering?status=audit', admin.token);
    expect(audit.json().data.items.map((e: { _id: string }) => e._id)).toContain(id);
  });

  it('leaves longer entries, lowered hours and unregistered domains to an administrator', async () => {
    const domain = `rc${uniqueId()}.org.ng`;
    await organisation(domain);
    const officer = await createUser(db());
    const long = `a.${uniqueId()}@${domain}`;
    const lowered = `b.${uniqueId()}@${domain}`;
    const elsewhere = supervisor();
    const a = await logged(officer, { supervisorEmail: long, minutes: 255, startTime: '06:00' });
    const b = await logged(officer, { supervisorEmail: lowered, minutes: 60, startTime: '12:00' });
    const c = await logged(officer, {
      supervisorEmail: elsewhere,
      minutes: 60,
      startTime: '14:00',
    });
    await verify(await linkTokenFor(long), { decision: 'confirm' });
    await verify(await linkTokenFor(lowered), { decision: 'lower', minutes: 30 });
    await verify(await linkTokenFor(elsewhere), { decision: 'confirm' });
    for (const { id } of [a, b, c]) expect((await getEntry(officer, id)).status).toBe('verified');
  });

  it('sends the confirmations of a supervisor vouching for more than 10 officers a week to review', async () => {
    const domain = `rc${uniqueId()}.org.ng`;
    await organisation(domain);
    const to = `busy.${uniqueId()}@${domain}`;
    const entries: Array<{ officer: TestUser; id: string }> = [];
    for (let i = 0; i < 11; i++) {
      const officer = await createUser(db());
      const { id } = await logged(officer, { supervisorEmail: to, minutes: 60 });
      entries.push({ officer, id });
    }
    const links = (await mailboxFor(ctx.app, to)).map(
      (m) => /\/volunteering\/verify\/([\w-]+)/.exec(m.text)![1]!,
    );
    expect(links).toHaveLength(11);
    for (const token of links.reverse()) await verify(token, { decision: 'confirm' });
    const states = await Promise.all(entries.map((e) => getEntry(e.officer, e.id)));
    // The first ten were approved at once; the eleventh is held, flagged for review.
    expect(states.slice(0, 10).every((s) => s.status === 'approved')).toBe(true);
    expect(states[10]).toMatchObject({ status: 'verified', review: 'supervisor-volume' });
  });
});

describe('a supervisor with a phone only', () => {
  const share = (user: TestUser | undefined, id: string) =>
    callApi(ctx.app, 'POST', `/volunteering/${id}/link`, user?.token);
  const tokenOf = (url: string) => /\/volunteering\/verify\/([\w-]+)$/.exec(url)![1]!;

  it('the officer gets a single-use link to send, with the message written', async () => {
    const officer = await createUser(db());
    const phone = uniquePhone();
    const { id } = await logged(officer, {
      supervisorEmail: '',
      supervisorPhone: phone,
      supervisorName: 'Mrs Okafor',
    });
    expect(await getEntry(officer, id)).toMatchObject({ supervisorChannel: 'officer' });
    const res = await share(officer, id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const link = res.json().data;
    expect(link.url).toMatch(new RegExp(`^${ctx.config.appUrl}/volunteering/verify/[\\w-]{40,}$`));
    expect(link.phone).toMatch(/^\+234\d{10}$/);
    expect(link.message).toContain('Hello Mrs Okafor');
    expect(link.message).toContain(`${officer.user.firstName} ${officer.user.lastName}`);
    expect(link.message).toContain('"Digital skills class", 2 h on 2026-11-24');
    expect(link.message.endsWith(link.url)).toBe(true);
    expect(new Date(link.expiresAt).getTime() - clock.getTime()).toBe(14 * 86_400_000);
    // Only the token's hash is kept.
    const kept = await rows<{ token_hash: string }>(
      db(),
      sql`select token_hash from volunteer_links where entry_id = ${id}`,
    );
    expect(kept).toHaveLength(1);
    expect(link.url).not.toContain(kept[0]!.token_hash);

    const opened = await verify(tokenOf(link.url));
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ title: 'Digital skills class', minutes: 120 });
    expect((await verify(tokenOf(link.url), { decision: 'confirm' })).statusCode).toBe(200);
    expect(await getEntry(officer, id)).toMatchObject({ status: 'verified' });
    const again = await verify(tokenOf(link.url), { decision: 'confirm' });
    expect(again.json()).toMatchObject({ code: 'LINK_INVALID' });
    // Answered: no more links.
    expect((await share(officer, id)).statusCode).toBe(409);
  });

  it('a second link works too until the entry is answered through either, then says so', async () => {
    const officer = await createUser(db());
    const { id } = await logged(officer, { supervisorEmail: '', supervisorPhone: uniquePhone() });
    const first = tokenOf((await share(officer, id)).json().data.url);
    const second = tokenOf((await share(officer, id)).json().data.url);
    expect(first).not.toBe(second);
    expect((await verify(second)).statusCode).toBe(200);
    expect((await verify(first, { decision: 'lower', minutes: 60 })).statusCode).toBe(200);
    const late = await verify(second, { decision: 'confirm' });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('This entry is no longer waiting for confirmation.');
    expect(await getEntry(officer, id)).toMatchObject({ status: 'verified', confirmedMinutes: 60 });
  });

  it('refuses an emailed supervisor, a withdrawn entry, another officer and a bad id', async () => {
    const officer = await createUser(db());
    const other = await createUser(db());
    const emailed = await logged(officer, { startTime: '06:00', minutes: 60 });
    const res = await share(officer, emailed.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Your supervisor was emailed the link: it is not sent from here.',
    });
    const phoneOnly = await logged(officer, {
      supervisorEmail: '',
      supervisorPhone: uniquePhone(),
      startTime: '08:00',
      minutes: 60,
    });
    expect((await share(other, phoneOnly.id)).statusCode).toBe(404);
    expect((await share(undefined, phoneOnly.id)).statusCode).toBe(401);
    const bad = await callApi(ctx.app, 'POST', '/volunteering/not-an-id/link', officer.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    await callApi(ctx.app, 'DELETE', `/volunteering/${phoneOnly.id}`, officer.token);
    expect((await share(officer, phoneOnly.id)).json()).toMatchObject({
      statusCode: 409,
      message: 'Only an entry waiting for its supervisor can have a link.',
    });
    const none = await rows(
      db(),
      sql`select 1 from volunteer_links where entry_id = ${phoneOnly.id}`,
    );
    expect(none).toHaveLength(0);
  });
});

describe('the audit log', () => {
  type AuditRow = {
    action: string;
    entityId: string;
    actor: { _id: string | null; email: string };
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  };
  async function auditOf(reader: TestUser, id: string): Promise<AuditRow[]> {
    const res = await callApi(
      ctx.app,
      'GET',
      '/super/audit?entity=volunteering&limit=100',
      reader.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.items as AuditRow[]).filter((r) => r.entityId === id).reverse();
  }

  it("records the supervisor's answers, with their contact and no account", async () => {
    const superUser = await createUser(db(), { role: 'super' });
    const officer = await createUser(db());
    const a = await logged(officer, { startTime: '06:00', minutes: 60 });
    const b = await logged(officer, { startTime: '08:00', minutes: 120 });
    const c = await logged(officer, { startTime: '11:00', minutes: 60 });
    await verify(await linkTokenFor(a.body.supervisorEmail!), { decision: 'confirm' });
    await verify(await linkTokenFor(b.body.supervisorEmail!), {
      decision: 'lower',
      minutes: 90,
      comment: 'Left early',
    });
    await verify(await linkTokenFor(c.body.supervisorEmail!), {
      decision: 'deny',
      comment: 'Not with me',
    });
    expect(await auditOf(superUser, a.id)).toEqual([
      expect.objectContaining({
        action: 'volunteering.confirm',
        actor: { _id: null, email: a.body.supervisorEmail },
        before: expect.objectContaining({ status: 'pending', officer: officer.user.id }),
        after: expect.objectContaining({ status: 'verified', confirmedMinutes: 60 }),
      }),
    ]);
    expect(await auditOf(superUser, b.id)).toEqual([
      expect.objectContaining({
        action: 'volunteering.lower',
        after: expect.objectContaining({ confirmedMinutes: 90, comment: 'Left early' }),
      }),
    ]);
    expect(await auditOf(superUser, c.id)).toEqual([
      expect.objectContaining({
        action: 'volunteering.supervisor-deny',
        after: expect.objectContaining({ status: 'denied', comment: 'Not with me' }),
      }),
    ]);
  });

  it("records an administrator's approvals and denials, and the points taken back", async () => {
    const superUser = await createUser(db(), { role: 'super' });
    const admin = await createUser(db(), { role: 'admin' });
    const officer = await createUser(db());
    const a = await logged(officer, { startTime: '06:00', minutes: 60 });
    const b = await logged(officer, { startTime: '08:00', minutes: 60 });
    await decide(admin, [a.id], 'approve', 'Good work');
    await decide(admin, [a.id, b.id], 'deny', 'Photos of another event');
    const actor = { _id: admin.user.id, email: admin.user.email };
    expect(await auditOf(superUser, a.id)).toEqual([
      expect.objectContaining({
        action: 'volunteering.approve',
        actor,
        before: expect.objectContaining({ status: 'pending', points: 0 }),
        after: expect.objectContaining({ status: 'approved', points: 10, comment: 'Good work' }),
      }),
      expect.objectContaining({
        action: 'volunteering.deny',
        actor,
        before: expect.objectContaining({ status: 'approved', points: 10 }),
        after: expect.objectContaining({ status: 'denied', points: 0, pointsTakenBack: 10 }),
      }),
    ]);
    expect((await auditOf(superUser, b.id)).map((r) => r.action)).toEqual(['volunteering.deny']);
    // A skipped decision (own entry, or not decidable) writes nothing.
    await decide(admin, [b.id], 'approve');
    expect(await auditOf(superUser, b.id)).toHaveLength(1);
    // Administrators read the log too; officers do not.
    expect((await auditOf(admin, b.id)).length).toBe(1);
    expect(
      (await callApi(ctx.app, 'GET', '/super/audit?entity=volunteering', officer.token)).statusCode,
    ).toBe(403);
  });

  it('records an auto-approval, and the outcome of its audit: passed, or failed with the points taken back', async () => {
    const domain = `rc${uniqueId()}.org.ng`;
    const superUser = await createUser(db(), { role: 'super' });
    const org = await callApi(ctx.app, 'POST', '/super/organisations', superUser.token, {
      name: `Audit org ${uniqueId()}`,
      domains: [domain],
    });
    expect(org.statusCode).toBe(201);
    const admin = await createUser(db(), { role: 'admin' });
    const officer = await createUser(db());
    const passTo = `p.${uniqueId()}@${domain}`;
    const failTo = `f.${uniqueId()}@${domain}`;
    const pass = await logged(officer, {
      supervisorEmail: passTo,
      startTime: '06:00',
      minutes: 60,
    });
    const fail = await logged(officer, {
      supervisorEmail: failTo,
      startTime: '08:00',
      minutes: 60,
    });
    vi.spyOn(Math, 'random').mockReturnValue(0.01);
    await verify(await linkTokenFor(passTo), { decision: 'confirm' });
    await verify(await linkTokenFor(failTo), { decision: 'confirm' });

    const passed = await decide(admin, [pass.id], 'approve', 'Called the coordinator');
    expect(passed.json().data.results).toEqual([
      { id: pass.id, outcome: 'approved', points: 0, reason: null },
    ]);
    expect(await getEntry(officer, pass.id)).toMatchObject({
      status: 'approved',
      auditFlag: false,
      points: 10,
    });
    const listed = await callApi(ctx.app, 'GET', '/super/volunteering?status=audit', admin.token);
    expect(listed.json().data.items.map((e: { _id: string }) => e._id)).not.toContain(pass.id);
    await decide(admin, [fail.id], 'deny', 'The coordinator never heard of it');
    expect((await reloadUser(db(), officer.user.id)).totalPointsEarned).toBe(10);

    const auto = { _id: null, email: 'auto-approval' };
    expect(await auditOf(superUser, pass.id)).toEqual([
      expect.objectContaining({ action: 'volunteering.confirm' }),
      expect.objectContaining({
        action: 'volunteering.auto-approve',
        actor: auto,
        after: expect.objectContaining({ status: 'approved', auditFlag: true, points: 10 }),
      }),
      expect.objectContaining({
        action: 'volunteering.audit-pass',
        actor: { _id: admin.user.id, email: admin.user.email },
        before: expect.objectContaining({ auditFlag: true }),
        after: expect.objectContaining({ auditFlag: false, comment: 'Called the coordinator' }),
      }),
    ]);
    expect(
      (await auditOf(superUser, fail.id)).map((r) => [r.action, r.after?.pointsTakenBack]),
    ).toEqual([
      ['volunteering.confirm', undefined],
      ['volunteering.auto-approve', undefined],
      ['volunteering.audit-fail', 10],
    ]);
  });
});

describe('approval', () => {
  it('pays VOLUNTEER_DPTS_PER_HOUR once through the ledger, moves the boards and notifies', async () => {
    const officer = await createUser(db());
    const admin = await createUser(db(), { role: 'admin' });
    const { id, body } = await logged(officer, { minutes: 150 });
    await verify(await linkTokenFor(body.supervisorEmail!), { decision: 'confirm' });
    const res = await decide(admin, [id], 'approve', 'Thank you');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.results).toEqual([
      { id, outcome: 'approved', points: 25, reason: null },
    ]);
    const again = await decide(admin, [id], 'approve');
    expect(again.json().data.results[0]).toMatchObject({ outcome: 'skipped', points: 0 });
    expect((await reloadUser(db(), officer.user.id)).totalPointsEarned).toBe(25);
    expect(await ledgerRows(officer.user.id, id)).toEqual([{ points: 25, ref: ledgerRef(id) }]);
    expect(await getEntry(officer, id)).toMatchObject({
      status: 'approved',
      points: 25,
      approverComment: 'Thank you',
    });
    const list = (await callApi(ctx.app, 'GET', '/volunteering', officer.token)).json().data;
    expect(list.hours).toEqual({ approvedMinutes: 150, pendingMinutes: 0 });
    expect((await reloadUser(db(), officer.user.id)).totalPointsEarned).toBe(25);
    const notices = (await callApi(ctx.app, 'GET', '/notifications', officer.token)).json().data;
    expect(notices.items[0]).toMatchObject({
      kind: 'volunteering.decided',
      params: { approved: true, points: 25 },
      link: '/volunteering',
    });
  });

  it('pays the rate from the configuration (VOLUNTEER_DPTS_PER_HOUR, default 10)', () => {
    expect(testConfig().volunteering.dptsPerHour).toBe(10);
    const perHour = testConfig({ VOLUNTEER_DPTS_PER_HOUR: '12' }).volunteering.dptsPerHour;
    expect(pointsFor(90, perHour)).toBe(18);
    expect(pointsFor(15, 10)).toBe(3);
  });

  it('two approvals at once pay once', async () => {
    const officer = await createUser(db());
    const [adminA, adminB] = await Promise.all([
      createUser(db(), { role: 'admin' }),
      createUser(db(), { role: 'super' }),
    ]);
    const { id } = await logged(officer, { minutes: 60 });
    const answers = await Promise.all([
      decide(adminA, [id], 'approve'),
      decide(adminB, [id], 'approve'),
    ]);
    const outcomes = answers.map((a) => a.json().data.results[0].outcome).sort();
    expect(outcomes).toEqual(['approved', 'skipped']);
    expect((await reloadUser(db(), officer.user.id)).totalPointsEarned).toBe(10);
    expect(await ledgerRows(officer.user.id, id)).toHaveLength(1);
  });

  it('two approvals in another API process at once pay once', async () => {
    const second = await ctx.startAnotherProcess();
    const officer = await createUser(db());
    const admin = await createUser(db(), { role: 'admin' });
    const { id } = await logged(officer, { minutes: 60 });
    const body = { ids: [id], decision: 'approve' };
    const answers = await Promise.all([
      callApi(ctx.app, 'POST', '/super/volunteering/decisions', admin.token, body),
      callApi(second, 'POST', '/super/volunteering/decisions', admin.token, body),
    ]);
    expect(answers.map((a) => a.json().data.results[0].outcome).sort()).toEqual([
      'approved',
      'skipped',
    ]);
    expect((await reloadUser(db(), officer.user.id)).totalPointsEarned).toBe(10);
  });

  it('nobody approves their own entry, whatever their role', async () => {
    const admin = await createUser(db(), { role: 'super' });
    const { id } = await logged(admin);
    const res = await decide(admin, [id], 'approve');
    expect(res.json().data.results[0]).toMatchObject({
      outcome: 'skipped',
      reason: 'Nobody approves their own entry.',
    });
    expect((await getEntry(admin, id)).status).toBe('pending');
  });

  it('denies in bulk with a reason; denying after approval takes the points back', async () => {
    const officer = await createUser(db());
    const admin = await createUser(db(), { role: 'admin' });
    const a = await logged(officer, { startTime: '06:00', minutes: 60 });
    const b = await logged(officer, { startTime: '08:00', minutes: 60 });
    await decide(admin, [a.id], 'approve');
    expect((await reloadUser(db(), officer.user.id)).totalPointsEarned).toBe(10);
    expect((await decide(admin, [a.id, b.id], 'deny')).statusCode).toBe(400);
    const res = await decide(admin, [a.id, b.id], 'deny', 'The photos are of another event');
    expect(res.json().data.results).toEqual([
      { id: a.id, outcome: 'denied', points: -10, reason: null },
      { id: b.id, outcome: 'denied', points: 0, reason: null },
    ]);
    expect((await reloadUser(db(), officer.user.id)).totalPointsEarned).toBe(0);
    expect(await ledgerRows(officer.user.id, a.id)).toEqual([
      { points: 10, ref: ledgerRef(a.id) },
      { points: -10, ref: `reversal:${ledgerRef(a.id)}` },
    ]);
    expect(await getEntry(officer, a.id)).toMatchObject({
      status: 'denied',
      points: 0,
      approverComment: 'The photos are of another event',
    });
    // Denied stays denied: neither approve nor deny pays or takes again.
    await decide(admin, [a.id], 'approve');
    await decide(admin, [a.id], 'deny', 'again');
    expect(await ledgerRows(officer.user.id, a.id)).toHaveLength(2);
    const notices = (await callApi(ctx.app, 'GET', '/notifications', officer.token)).json().data;
    expect(notices.items[0].params).toMatchObject({
      approved: false,
      reason: 'The photos are of another event',
    });
  });

  it('filters the queue by state, organisation, type, verified and age, with the evidence', async () => {
    const admin = await createUser(db(), { role: 'admin' });
    const officer = await createUser(db());
    const org = `Org ${uniqueId()}`;
    const a = await logged(officer, {
      state: 'Kano',
      lga: 'Albasu',
      organisation: org,
      activityType: 'mentoring',
      startTime: '06:00',
      minutes: 60,
    });
    clock = new Date(START.getTime() + 3 * 86_400_000);
    const b = await logged(officer, {
      state: 'Kano',
      lga: 'Albasu',
      organisation: org,
      startTime: '08:00',
      minutes: 60,
    });
    await verify(await linkTokenFor(b.body.supervisorEmail!), { decision: 'confirm' });
    const ids = async (query: string) =>
      (await callApi(ctx.app, 'GET', `/super/volunteering?${query}`, admin.token))
        .json()
        .data.items.map((e: { _id: string }) => e._id);
    const byOrg = `organisation=${encodeURIComponent(org.toLowerCase())}`;
    expect(await ids(byOrg)).toEqual([a.id, b.id]);
    expect(await ids(`${byOrg}&type=mentoring`)).toEqual([a.id]);
    expect(await ids(`${byOrg}&verified=true`)).toEqual([b.id]);
    expect(await ids(`${byOrg}&verified=false`)).toEqual([a.id]);
    expect(await ids(`${byOrg}&minAgeDays=2`)).toEqual([a.id]);
    expect(await ids(`${byOrg}&state=Lagos`)).toEqual([]);
    const page = (
      await callApi(ctx.app, 'GET', `/super/volunteering?${byOrg}&state=Kano`, admin.token)
    ).json().data;
    expect(page.items[0]).toMatchObject({
      link: a.body.link,
      officer: { _id: officer.user.id, email: officer.user.email },
    });
    expect(
      (await callApi(ctx.app, 'GET', '/super/volunteering?state=Atlantis', admin.token)).statusCode,
    ).toBe(400);
  });
});

describe('the queue and the lists from memory (decision 081)', () => {
  it('another API process sees new entries, decisions, withdrawals and renames at once', async () => {
    const other = await ctx.startAnotherProcess();
    const admin = await createUser(db(), { role: 'admin' });
    const officer = await createUser(db());
    const org = `Org ${uniqueId()}`;
    const queue = async () =>
      (
        await callApi(
          other,
          'GET',
          `/super/volunteering?organisation=${encodeURIComponent(org)}`,
          admin.token,
        )
      ).json().data as { items: { _id: string; officer: { name: string } }[]; total: number };
    const own = async () =>
      (await callApi(other, 'GET', '/volunteering', officer.token)).json().data as {
        items: { _id: string; status: string }[];
        hours: { pendingMinutes: number };
      };
    // Read once on the other process, so that each later read could be a stale copy.
    expect((await queue()).total).toBe(0);
    expect((await own()).items).toEqual([]);

    const a = await logged(officer, { organisation: org, startTime: '06:00', minutes: 60 });
    const b = await logged(officer, { organisation: org, startTime: '08:00', minutes: 60 });
    await other.changes.sync();
    // Logged at the same clock time: the queue orders them by id.
    expect((await queue()).items.map((e) => e._id)).toEqual([a.id, b.id].sort());
    expect((await own()).hours.pendingMinutes).toBe(120);

    await decide(admin, [a.id], 'approve');
    await callApi(ctx.app, 'DELETE', `/volunteering/${b.id}`, officer.token);
    await other.changes.sync();
    expect((await queue()).total).toBe(0);
    expect((await own()).items.map((e) => e.status).sort()).toEqual(['approved', 'withdrawn']);

    const c = await logged(officer, { organisation: org, startTime: '10:00', minutes: 60 });
    await other.changes.sync();
    expect((await queue()).items.map((e) => e._id)).toEqual([c.id]);
    await db().execute(sql`update users set first_name = 'Renamed' where id = ${officer.user.id}`);
    await other.changes.sync();
    expect((await queue()).items[0]!.officer.name).toMatch(/^Renamed /);
  });
});

describe('who may call what', () => {
  type Caller = 'anonymous' | 'officer' | 'otherOfficer' | 'admin' | 'super';
  let cast: Record<Exclude<Caller, 'anonymous'>, TestUser>;
  let entryId: string;
  let phoneEntryId: string;
  let orgId: string;
  beforeAll(async () => {
    const [officer, otherOfficer, admin, superUser] = await Promise.all([
      createUser(db()),
      createUser(db()),
      createUser(db(), { role: 'admin' }),
      createUser(db(), { role: 'super' }),
    ]);
    cast = { officer, otherOfficer, admin, super: superUser };
    entryId = (await logged(officer, { date: '2026-11-20' })).id;
    phoneEntryId = (
      await logged(officer, {
        date: '2026-11-18',
        supervisorEmail: '',
        supervisorPhone: uniquePhone(),
      })
    ).id;
    const org = await callApi(ctx.app, 'POST', '/super/organisations', superUser.token, {
      name: 'Matrix org',
      domains: [`m${uniqueId()}.org`],
    });
    orgId = org.json().data._id;
  });

  const token = (caller: Caller) => (caller === 'anonymous' ? undefined : cast[caller].token);
  const matrix: Array<{
    call: string;
    request: () => [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object];
    expected: Record<Caller, number>;
  }> = [
    {
      call: 'GET /volunteering',
      request: () => ['GET', '/volunteering'],
      expected: { anonymous: 401, officer: 200, otherOfficer: 200, admin: 200, super: 200 },
    },
    {
      call: 'GET /volunteering/{id}',
      request: () => ['GET', `/volunteering/${entryId}`],
      expected: { anonymous: 401, officer: 200, otherOfficer: 404, admin: 404, super: 404 },
    },
    {
      call: 'DELETE /volunteering/{id} (someone else’s)',
      request: () => ['DELETE', `/volunteering/${entryId}`],
      expected: { anonymous: 401, officer: 0, otherOfficer: 404, admin: 404, super: 404 },
    },
    {
      call: 'POST /volunteering/{id}/link (a phone-only supervisor)',
      request: () => ['POST', `/volunteering/${phoneEntryId}/link`],
      expected: { anonymous: 401, officer: 201, otherOfficer: 404, admin: 404, super: 404 },
    },
    {
      call: 'POST /volunteering/{id}/link (an emailed supervisor)',
      request: () => ['POST', `/volunteering/${entryId}/link`],
      expected: { anonymous: 401, officer: 409, otherOfficer: 404, admin: 404, super: 404 },
    },
    {
      call: 'POST /volunteering',
      request: () => ['POST', '/volunteering', entry({ date: '2026-11-19' })],
      expected: { anonymous: 401, officer: 201, otherOfficer: 201, admin: 201, super: 201 },
    },
    {
      call: 'GET /super/volunteering',
      request: () => ['GET', '/super/volunteering'],
      expected: { anonymous: 401, officer: 403, otherOfficer: 403, admin: 200, super: 200 },
    },
    {
      call: 'POST /super/volunteering/decisions',
      request: () => [
        'POST',
        '/super/volunteering/decisions',
        { ids: [crypto.randomUUID()], decision: 'approve' },
      ],
      expected: { anonymous: 401, officer: 403, otherOfficer: 403, admin: 200, super: 200 },
    },
    {
      call: 'GET /super/organisations',
      request: () => ['GET', '/super/organisations'],
      expected: { anonymous: 401, officer: 403, otherOfficer: 403, admin: 403, super: 200 },
    },
    {
      call: 'POST /super/organisations',
      request: () => [
        'POST',
        '/super/organisations',
        { name: 'New org', domains: [`n${uniqueId()}.org`] },
      ],
      expected: { anonymous: 401, officer: 403, otherOfficer: 403, admin: 403, super: 201 },
    },
    {
      call: 'PUT /super/organisations/{id}',
      request: () => [
        'PUT',
        `/super/organisations/${orgId}`,
        { name: 'Matrix org', domains: [`m${uniqueId()}.org`] },
      ],
      expected: { anonymous: 401, officer: 403, otherOfficer: 403, admin: 403, super: 200 },
    },
    {
      call: 'DELETE /super/organisations/{id} (unknown)',
      request: () => ['DELETE', `/super/organisations/${crypto.randomUUID()}`],
      expected: { anonymous: 401, officer: 403, otherOfficer: 403, admin: 403, super: 404 },
    },
  ];
  for (const row of matrix)
    for (const caller of ['anonymous', 'officer', 'otherOfficer', 'admin', 'super'] as const)
      if (row.expected[caller])
        it(`${row.call} as ${caller} → ${row.expected[caller]}`, async () => {
          const [method, url, body] = row.request();
          const res = await callApi(ctx.app, method, url, token(caller), body);
          expect(res.statusCode, res.body).toBe(row.expected[caller]);
        });

  it('the supervisor link needs no account, and a session gives no more', async () => {
    const to = supervisor();
    const { id } = await logged(cast.otherOfficer, { supervisorEmail: to, date: '2026-11-21' });
    const linkToken = await linkTokenFor(to);
    for (const caller of ['anonymous', 'officer', 'admin'] as const) {
      const res = await callApi(ctx.app, 'GET', `/volunteering/verify/${linkToken}`, token(caller));
      expect(res.statusCode).toBe(200);
    }
    // The link answers for its own entry only: the supervisor cannot list or read entries.
    expect((await callApi(ctx.app, 'GET', `/volunteering/${id}`)).statusCode).toBe(401);
    expect((await callApi(ctx.app, 'GET', '/super/volunteering')).statusCode).toBe(401);
    const answer = await callApi(ctx.app, 'POST', `/volunteering/verify/${linkToken}`, undefined, {
      decision: 'confirm',
    });
    expect(answer.statusCode).toBe(200);
  });
});
