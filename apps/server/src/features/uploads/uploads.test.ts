import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAGUE_LIMITS, fileMessages, leagueMessages } from '@dpts/contract';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { createUser } from '../../test/factories.ts';
import { pngPixelBomb, svgPixelBomb } from '../../test/file-bombs.ts';
import { uploadFile } from '../../test/uploads.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('image uploads within budgets (issue #26)', () => {
  it('refuses a small PNG declaring 50,000 × 50,000 pixels and an SVG asking for 100,000 × 100,000', async () => {
    const { token } = await createUser(ctx.database.db);
    for (const [name, bytes] of [
      ['bomb.png', pngPixelBomb()],
      ['bomb.svg', svgPixelBomb()],
    ] as const) {
      expect(bytes.length).toBeLessThan(10_000);
      const res = await uploadFile(ctx.app, '/uploads/image?kind=league', token, name, bytes);
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'FILE_REFUSED',
        message: fileMessages.imageTooManyPixels,
      });
    }
  });

  it('reads a profile image through the same multipart reader and limit as the other uploads', async () => {
    const { token } = await createUser(ctx.database.db);
    const big = Buffer.concat([
      Buffer.from('89504e470d0a1a0a', 'hex'),
      Buffer.alloc(LEAGUE_LIMITS.imageMaxBytes + 10),
    ]);
    const res = await uploadFile(ctx.app, '/uploads/image?kind=profile', token, 'me.png', big);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'FILE_REFUSED',
      message: leagueMessages.imageTooLarge,
    });
    const none = await uploadFile(
      ctx.app,
      '/uploads/image?kind=profile',
      token,
      'me.png',
      Buffer.alloc(0),
    );
    expect(none.statusCode).toBe(400);
  });
});
