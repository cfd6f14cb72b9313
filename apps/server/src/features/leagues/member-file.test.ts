import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LEAGUE_LIMITS, fileMessages, leagueMessages } from '@dpts/contract';
import { rows } from '../../db/client.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { callApi, createUser } from '../../test/factories.ts';
import { csvBomb, xlsBomb, xlsxBomb, xlsxList } from '../../test/file-bombs.ts';
import { uploadFile } from '../../test/uploads.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

async function leagueOf(token: string) {
  const res = await callApi(ctx.app, 'POST', '/league', token, {
    name: 'Bomb squad',
    description: 'Officers we know',
    image: '/uploads/leagueimage/x.webp',
    private: true,
    speciality: 'Unspecialized',
    discoverable: false,
  });
  return res.json().data as { _id: string };
}
const invitesOf = (leagueId: string) =>
  rows<{ n: number }>(
    ctx.database.db,
    sql`select count(*)::int as n from league_invites where league_id = ${leagueId}`,
  );

describe('hostile member files (issue #26)', () => {
  it('refuses an .xlsx inflating to 150 MB, a CSV of a million lines and an .xls of 65,536 rows with 400s, inviting nobody', async () => {
    const { token } = await createUser(ctx.database.db);
    const league = await leagueOf(token);
    const url = `/league/${league._id}/import-members`;
    const cases: Array<[string, Buffer, string]> = [
      ['members.xlsx', xlsxBomb(), fileMessages.inflatesTooMuch],
      ['members.xlsx', xlsxBomb({ lie: true }), fileMessages.inflatesTooMuch],
      ['members.csv', csvBomb(), leagueMessages.importTooManyRows],
      ['members.xls', xlsBomb(), leagueMessages.importTooManyRows],
    ];
    for (const [, bytes] of cases)
      expect(bytes.length).toBeLessThan(LEAGUE_LIMITS.importFileMaxBytes);
    const answers = await Promise.all(
      cases.map(([name, bytes]) => uploadFile(ctx.app, url, token, name, bytes)),
    );
    answers.forEach((res, i) => {
      expect(res.statusCode, cases[i]![0]).toBe(400);
      expect(res.json()).toMatchObject({ code: 'FILE_REFUSED', message: cases[i]![2] });
    });
    expect(await invitesOf(league._id)).toEqual([{ n: 0 }]);
  });

  it('answers other requests while bombs are being read: the request thread only waits', async () => {
    const { token } = await createUser(ctx.database.db);
    const league = await leagueOf(token);
    const url = `/league/${league._id}/import-members`;
    const bombs = [xlsxBomb(), csvBomb(), xlsBomb()];
    let uploadsDone = 0;
    const uploads = bombs.map((bytes, i) =>
      uploadFile(ctx.app, url, token, ['m.xlsx', 'm.csv', 'm.xls'][i]!, bytes).then((res) => {
        uploadsDone += 1;
        return res.statusCode;
      }),
    );
    const live = await ctx.app.inject({ method: 'GET', url: '/v1/health/live' });
    expect(live.statusCode).toBe(200);
    // A reader on this thread would have answered every upload before the liveness check.
    expect(uploadsDone).toBeLessThan(bombs.length);
    expect(await Promise.all(uploads)).toEqual([400, 400, 400]);
  });

  it('refuses a real list of 5,001 addresses under its header, read no further than that', async () => {
    const { token } = await createUser(ctx.database.db);
    const league = await leagueOf(token);
    const url = `/league/${league._id}/import-members`;
    const over = await uploadFile(ctx.app, url, token, 'm.xlsx', xlsxList(5_001));
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(leagueMessages.importTooManyRows);
    expect(await invitesOf(league._id)).toEqual([{ n: 0 }]);
  });

  it('says how large a file may be, as the image upload does, through the same reader', async () => {
    const { token } = await createUser(ctx.database.db);
    const league = await leagueOf(token);
    const big = Buffer.alloc(LEAGUE_LIMITS.importFileMaxBytes + 10, 'a');
    const res = await uploadFile(
      ctx.app,
      `/league/${league._id}/import-members`,
      token,
      'm.csv',
      big,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'FILE_REFUSED',
      message: leagueMessages.importTooLarge,
    });
  });
});
