import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import * as XLSX from '@e965/xlsx';
import { clientMessages, leagueMessages } from '@dpts/contract';
import { rows } from '../../db/client.ts';
import { createTestApp, mailboxFor, type TestContext } from '../../test/helpers.ts';
import { bearer, callApi, createUser, signUp, uniqueId } from '../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Method = Parameters<typeof callApi>[1];
const call = (method: Method, url: string, token?: string, payload?: object) =>
  callApi(ctx.app, method, url, token, payload);

async function privateLeague(token: string) {
  const res = await call('POST', '/league', token, {
    name: 'Invite only',
    description: 'Officers we know',
    image: '/uploads/leagueimage/x.webp',
    private: true,
    speciality: 'Unspecialized',
    discoverable: false,
  });
  return res.json().data as { _id: string };
}

/** A multipart/form-data body with one file field. */
function multipart(
  field: string,
  filename: string,
  bytes: Buffer,
  type = 'application/octet-stream',
) {
  const boundary = `----dpts${uniqueId()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(url: string, token: string | undefined, filename: string, bytes: Buffer) {
  const body = multipart('file', filename, bytes);
  return ctx.app.inject({
    method: 'POST',
    url: `/v1${url}`,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    payload: body.payload,
  });
}

const inviteCodeOf = (text: string) => /\/signup\?invite=([\w%-]+)/.exec(text)?.[1];
const email = () => `invitee.${uniqueId()}@example.com`;
const inviteRows = (leagueId: string) =>
  rows<{ email: string }>(
    ctx.database.db,
    sql`select email from league_invites where league_id = ${leagueId}`,
  );

describe('invite by email', () => {
  it('emails a sign-up link; signing up with it makes the new officer a member, once', async () => {
    const { token } = await createUser(ctx.database.db);
    const league = await privateLeague(token);
    const to = email();
    const res = await call('POST', `/league/${league._id}/invite-members`, token, {
      emails: [`  ${to.toUpperCase()} `, to],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: clientMessages.emailSent,
      data: { invited: 1, duplicates: 0, alreadyMembers: 0 },
    });
    const [mail] = await mailboxFor(ctx.app, to);
    expect(mail!.subject).toContain('Invite only');
    const code = decodeURIComponent(inviteCodeOf(mail!.text)!);
    expect(mail!.text).toContain(`http://app.test/signup?invite=`);

    // Someone else holding the code does not get in.
    const stranger = await signUp(ctx.app, { code });
    const strangerLeagues = await call('GET', '/league/joined', stranger.token);
    expect(strangerLeagues.json().data.total).toBe(0);

    const invitee = await signUp(ctx.app, { email: to, code });
    const joined = (await call('GET', '/league/joined', invitee.token)).json().data;
    expect(joined.items.map((l: { _league: { _id: string } }) => l._league._id)).toEqual([
      league._id,
    ]);
    expect(joined.items[0]._league.members_count).toBe(2);
    const [used] = await rows<{ used: boolean }>(
      ctx.database.db,
      sql`select used_at is not null as used from league_invites where league_id = ${league._id}`,
    );
    expect(used!.used).toBe(true);
  });

  it('an expired code joins nothing', async () => {
    const { token } = await createUser(ctx.database.db);
    const league = await privateLeague(token);
    const to = email();
    await call('POST', `/league/${league._id}/invite-members`, token, { emails: [to] });
    await ctx.database.db.execute(
      sql`update league_invites set expires_at = now() - interval '1 minute' where league_id = ${league._id}`,
    );
    const code = decodeURIComponent(inviteCodeOf((await mailboxFor(ctx.app, to))[0]!.text)!);
    const invitee = await signUp(ctx.app, { email: to, code });
    expect((await call('GET', '/league/joined', invitee.token)).json().data.total).toBe(0);
  });

  it('an existing officer gets a link to the league, sees it although hidden, and may join it', async () => {
    const { token } = await createUser(ctx.database.db);
    const { user, token: theirs } = await createUser(ctx.database.db);
    const league = await privateLeague(token);
    expect((await call('POST', `/league/${league._id}/join`, theirs)).statusCode).toBe(403);
    await call('POST', `/league/${league._id}/invite-members`, token, { emails: [user.email] });
    const [mail] = await mailboxFor(ctx.app, user.email);
    expect(mail!.text).toContain(`http://app.test/leagues/discover?league=${league._id}`);
    const discover = (await call('GET', '/league?type=private&limit=100', theirs)).json().data;
    const shown = discover.items.find((l: { _id: string }) => l._id === league._id);
    expect(shown).toMatchObject({ isInvited: true, discoverable: false });
    expect((await call('POST', `/league/${league._id}/join`, theirs)).statusCode).toBe(200);
    // Members are skipped and counted.
    const again = await call('POST', `/league/${league._id}/invite-members`, token, {
      emails: [user.email],
    });
    expect(again.json().data).toEqual({ invited: 0, duplicates: 0, alreadyMembers: 1 });
  });

  it('refuses bad addresses whole and limits invites per officer per day', async () => {
    const { user, token } = await createUser(ctx.database.db);
    const league = await privateLeague(token);
    const bad = await call('POST', `/league/${league._id}/invite-members`, token, {
      emails: [email(), 'not-an-email'],
    });
    expect(bad.statusCode).toBe(400);
    expect(await inviteRows(league._id)).toEqual([]);

    await ctx.database.db
      .execute(sql`insert into league_invites (league_id, email, code_hash, invited_by, expires_at)
      select ${league._id}, 'bulk' || g || '@example.com', md5(random()::text || g), ${user.id}, now() + interval '1 day'
      from generate_series(1, 5000) g`);
    const limited = await call('POST', `/league/${league._id}/invite-members`, token, {
      emails: [email()],
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(leagueMessages.tooManyInvites);
  });
});

describe('import members from a file', () => {
  const sheet = (rowsOf: unknown[][], bookType: 'xlsx' | 'biff8') => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rowsOf), 'Members');
    return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
  };

  it('reads the email column of a .csv, skipping duplicates and members, and counts them', async () => {
    const { user, token } = await createUser(ctx.database.db);
    const league = await privateLeague(token);
    const [a, b] = [email(), email()];
    const csv = `Name,Email\nAda,${a}\nBola,${b}\nAda again,${a.toUpperCase()}\nMe,${user.email}\n,\n`;
    const res = await upload(
      `/league/${league._id}/import-members`,
      token,
      'members.csv',
      Buffer.from(csv),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: clientMessages.fileUploaded,
      data: { invited: 2, duplicates: 1, alreadyMembers: 1 },
    });
    expect((await mailboxFor(ctx.app, b))[0]!.text).toContain('/signup?invite=');
  });

  it('reads .xlsx and .xls files (emails in the first column without a header too)', async () => {
    const { token } = await createUser(ctx.database.db);
    const league = await privateLeague(token);
    const xlsx = await upload(
      `/league/${league._id}/import-members`,
      token,
      'members.xlsx',
      sheet(
        [
          ['E-mail', 'Name'],
          [email(), 'Chi'],
        ],
        'xlsx',
      ),
    );
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.json().data.invited).toBe(1);
    const xls = await upload(
      `/league/${league._id}/import-members`,
      token,
      'members.xls',
      sheet([[email()], [email()]], 'biff8'),
    );
    expect(xls.statusCode, xls.body).toBe(200);
    expect(xls.json().data.invited).toBe(2);
  });

  it('refuses a bad file whole, saying what is wrong', async () => {
    const { token } = await createUser(ctx.database.db);
    const league = await privateLeague(token);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
    const cases: Array<[string, Buffer, string]> = [
      ['members.png', png, leagueMessages.importWrongType],
      ['members.csv', png, leagueMessages.importWrongType],
      ['members.xlsx', Buffer.from('Email\na@b.co\n'), leagueMessages.importWrongType],
      ['members.csv', Buffer.from('Name,Phone\nAda,0803\n'), leagueMessages.importNoEmailColumn],
      [
        'members.csv',
        Buffer.from(`Email\n${email()}\nada at example\n`),
        'Row 3: "ada at example" is not an email address',
      ],
      [
        'members.csv',
        Buffer.from(
          `Email\n${Array.from({ length: 5001 }, (_, i) => `o${i}@example.com`).join('\n')}\n`,
        ),
        leagueMessages.importTooManyRows,
      ],
    ];
    for (const [name, bytes, message] of cases) {
      const res = await upload(`/league/${league._id}/import-members`, token, name, bytes);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await inviteRows(league._id)).toEqual([]);
  });

  it('is for the creator only', async () => {
    const { token } = await createUser(ctx.database.db);
    const { token: other } = await createUser(ctx.database.db);
    const league = await privateLeague(token);
    const file = Buffer.from(`Email\n${email()}\n`);
    expect(
      (await upload(`/league/${league._id}/import-members`, other, 'm.csv', file)).statusCode,
    ).toBe(403);
    expect(
      (await upload(`/league/${league._id}/import-members`, undefined, 'm.csv', file)).statusCode,
    ).toBe(401);
  });
});

describe('image upload', () => {
  it('stores a league image as WebP with a thumbnail, served with long cache headers', async () => {
    const { token } = await createUser(ctx.database.db);
    const png = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: '#0b5fff' },
    })
      .png()
      .toBuffer();
    const res = await upload('/uploads/image?kind=league', token, 'logo.png', png);
    expect(res.statusCode, res.body).toBe(200);
    const { image, thumbnail } = res.json().data;
    expect(image).toMatch(/^\/uploads\/leagueimage\/[0-9a-f-]{36}\.webp$/);
    const served = await ctx.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.width).toBeLessThanOrEqual(800);
    const thumb = await sharp(
      (await ctx.app.inject({ method: 'GET', url: thumbnail })).rawPayload,
    ).metadata();
    expect([thumb.width, thumb.height]).toEqual([160, 160]);
  });

  it('rasterises SVG (no script survives) and sets a profile image', async () => {
    const { user, token } = await createUser(ctx.database.db);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><script>alert(1)</script><rect width="40" height="40" fill="red"/></svg>',
    );
    const res = await upload('/uploads/image?kind=profile', token, 'me.svg', svg);
    expect(res.statusCode, res.body).toBe(200);
    const served = await ctx.app.inject({ method: 'GET', url: res.json().data.image });
    expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const profile = (await call('GET', '/profile', token)).json().data;
    expect(profile.image).toBe(res.json().data.image);
    expect(user.id).toBe(profile._id);
  });

  it('refuses what is not an image, images over 5 MB, and anonymous callers', async () => {
    const { token } = await createUser(ctx.database.db);
    const text = await upload(
      '/uploads/image',
      token,
      'cat.png',
      Buffer.from('hello, not a picture'),
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(leagueMessages.imageWrongType);
    const big = Buffer.concat([
      Buffer.from('89504e470d0a1a0a', 'hex'),
      Buffer.alloc(5 * 1024 * 1024 + 10),
    ]);
    const tooBig = await upload('/uploads/image', token, 'big.png', big);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe(leagueMessages.imageTooLarge);
    expect(
      (await upload('/uploads/image', undefined, 'cat.png', Buffer.from('x'))).statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/uploads/leagueimage/../../etc/passwd' }))
        .statusCode,
    ).toBe(404);
  });
});
