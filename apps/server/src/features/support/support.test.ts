import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { serverMessages } from '@dpts/contract';
import { supportMessages } from '../../db/schema.ts';
import { createTestApp, mailboxFor, type TestContext } from '../../test/helpers.ts';
import { bearer, createUser } from '../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ SUPPORT_EMAIL: 'help@digipoints.test' });
});
afterAll(async () => ctx.close());

const send = (headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/v1/support/messages', headers, payload });

describe('POST /support/messages', () => {
  it('stores the message and emails it to SUPPORT_EMAIL', async () => {
    const { user, token } = await createUser(ctx.database.db, { verified: false });
    const res = await send(bearer(token), {
      message: '  The leaderboard does not load.\nPlease help.  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: serverMessages.messageSent });
    const stored = await ctx.database.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      email: user.email,
      message: 'The leaderboard does not load.\nPlease help.',
    });
    const [mail] = await mailboxFor(ctx.app, 'help@digipoints.test');
    expect(mail?.subject).toBe(`Support message from ${user.firstName} ${user.lastName}`);
    expect(mail?.text).toContain(user.email);
    expect(mail?.text).toContain('The leaderboard does not load.');
  });

  it('an empty or oversized message is a 400 naming the field', async () => {
    const { token } = await createUser(ctx.database.db);
    for (const message of ['   ', 'x'.repeat(5001)]) {
      const res = await send(bearer(token), { message });
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].field).toBe('body.message');
    }
  });

  it('needs a session', async () => {
    const res = await send({}, { message: 'hello' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(serverMessages.authenticate);
  });
});
