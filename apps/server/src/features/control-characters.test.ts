import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@dpts/contract';
import { createTestApp, type TestContext } from '../test/helpers.ts';
import { bearer, createUser, postActivity, validSignup, visitEvent } from '../test/factories.ts';

/** A NUL or other control character in any text is a 400 naming the field, never a 500. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

function expectRefused(
  res: { statusCode: number; json(): { message: string; details?: { field: string }[] } },
  field: string,
) {
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe(`${field}: ${serverMessages.controlCharacters}`);
  expect(res.json().details?.[0]?.field).toBe(field);
}

describe('control characters', () => {
  it('in a name on the profile', async () => {
    const { token } = await createUser(ctx.database.db);
    for (const firstName of ['Ada\u0000', 'Ada\u001b[31m', 'Ada\nLovelace', 'Ada\u007f']) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/v1/profile',
        headers: bearer(token),
        payload: { firstName },
      });
      expectRefused(res, 'body.firstName');
    }
  });

  it('in sign-up fields', async () => {
    for (const [field, value] of [
      ['lastName', 'Okafor\u0000'],
      ['localGovtOfOrigin', 'Epe\u0000'],
      ['code', 'abc\u0000'],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/v1/authentication/register',
        payload: { ...validSignup(), [field]: value },
      });
      expectRefused(res, `body.${field}`);
    }
  });

  it('in an activity title', async () => {
    const { token } = await createUser(ctx.database.db);
    const event = visitEvent({ url: 'https://www.coursera.org/learn/python', title: 'Py\u0000' });
    const res = await postActivity(ctx.app, token, [event]);
    expectRefused(res, 'body.events.0.title');
  });

  it('in a support message, where line breaks and tabs are welcome', async () => {
    const { token } = await createUser(ctx.database.db);
    const send = (message: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/support/messages',
        headers: bearer(token),
        payload: { message },
      });
    expectRefused(await send('Hello\u0000there'), 'body.message');
    expect((await send('Hello,\n\n\tmy points are missing.\r\nThanks')).statusCode).toBe(200);
  });

  it('in query strings and path parameters', async () => {
    const { token } = await createUser(ctx.database.db);
    for (const [url, field] of [
      ['/v1/courses?search=%00', 'querystring.search'],
      ['/v1/authentication/check-username?username=a%00b', 'querystring.username'],
    ] as const) {
      const res = await ctx.app.inject({ url, headers: bearer(token) });
      expectRefused(res, field);
    }
    // Ids are uuids: refused as such.
    const topic = await ctx.app.inject({ url: '/v1/topics/%00', headers: bearer(token) });
    expect(topic.statusCode).toBe(400);
  });
});
