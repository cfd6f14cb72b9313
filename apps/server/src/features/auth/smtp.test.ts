import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { eq, sql } from 'drizzle-orm';
import { serverMessages } from '@dpts/contract';
import { rows } from '../../db/client.ts';
import { mailMessages } from '../../db/schema.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { bearer, createUser, signUp, verificationFrom } from '../../test/factories.ts';

type Received = { from: string; to: string[]; raw: string };
const received: Received[] = [];
/** the SMTP server refuses this many next recipients with a temporary error */
let refuse = 0;
let smtp: SMTPServer;
let ctx: TestContext;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refuse <= 0) return callback();
      refuse--;
      callback(Object.assign(new Error('mailbox busy, try later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  ctx = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'DigiPoints <no-reply@digipoints.test>',
  });
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The text/plain part of a MIME message, quoted-printable decoded. */
function plainText(raw: string): string {
  const part = /Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*?)(?:\r?\n--|$)/i.exec(raw);
  const body = part?.[1] ?? raw;
  const isQuotedPrintable =
    /Content-Type: text\/plain[^]*?Content-Transfer-Encoding: quoted-printable/i.test(raw);
  if (!isQuotedPrintable) return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

const sentTo = (to: string) => received.filter((m) => m.to.includes(to));
const queuedEmails = () =>
  rows<{ state: string; attempts: number; lastError: string | null }>(
    ctx.database.db,
    sql`select state, attempts, last_error as "lastError" from jobs where name = 'send-email'`,
  );

describe('email through a real SMTP server', () => {
  it('the verification email arrives by SMTP with a working code and a working link', async () => {
    const first = await signUp(ctx.app);
    await ctx.app.jobs.drain();
    const message = received.find((m) => m.to.includes(first.payload.email));
    expect(message, 'message received by the SMTP server').toBeDefined();
    expect(message!.from).toBe('no-reply@digipoints.test');
    expect(message!.raw).toMatch(/^Subject: Verify your DigiPoints email/m);
    const text = plainText(message!.raw);
    const { code } = verificationFrom({ text });

    const verify = await ctx.app.inject({
      method: 'POST',
      url: '/v1/authentication/verify/email',
      headers: bearer(first.token),
      payload: { otp: Number(code) },
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().message).toBe(serverMessages.verified);

    // The stored copy records the SMTP delivery.
    const [row] = await ctx.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.to, first.payload.email));
    expect(row).toMatchObject({ transport: 'smtp', error: null });
    expect(row?.sentAt).toBeInstanceOf(Date);

    const second = await signUp(ctx.app);
    await ctx.app.jobs.drain();
    const secondMessage = received.find((m) => m.to.includes(second.payload.email));
    const { token } = verificationFrom({ text: plainText(secondMessage!.raw) });
    expect(plainText(secondMessage!.raw)).toContain('http://app.test/verify-email?token=');
    const byLink = await ctx.app.inject({
      method: 'POST',
      url: `/v1/authentication/verify/email?token=${encodeURIComponent(token)}`,
      payload: {},
    });
    expect(byLink.statusCode).toBe(200);
    expect(byLink.json().user._email).toBe(true);
  });
});

describe('email leaves the request path (decision 031)', () => {
  it('the request answers with the email queued, and its job sends it exactly once', async () => {
    const user = await createUser(ctx.database.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/authentication/forgot/request',
      payload: { email: user.user.email },
    });
    expect(res.statusCode).toBe(200);
    expect(sentTo(user.user.email)).toHaveLength(0);
    expect(await queuedEmails()).toEqual([{ state: 'queued', attempts: 0, lastError: null }]);

    await ctx.app.jobs.drain();
    expect(sentTo(user.user.email)).toHaveLength(1);
    expect(plainText(sentTo(user.user.email)[0]!.raw)).toContain('/login?token=');
    expect(await queuedEmails()).toEqual([]);

    // A job run again after its delivery (its process died before finishing) sends nothing.
    const [row] = await ctx.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.to, user.user.email));
    await ctx.app.jobs.enqueue(ctx.database.db, 'send-email', [{ messageId: row!.id }]);
    await ctx.app.jobs.drain();
    expect(sentTo(user.user.email)).toHaveLength(1);
  });

  it('a refusing SMTP server: the job is retried and the email is delivered later, once', async () => {
    const user = await createUser(ctx.database.db);
    refuse = 2;
    await ctx.app.inject({
      method: 'POST',
      url: '/v1/authentication/forgot/request',
      payload: { email: user.user.email },
    });
    // Retries wait JOB_RETRY_DELAY_MS (0 in tests): the drain runs all three attempts.
    await ctx.app.jobs.drain();
    expect(refuse).toBe(0);
    expect(sentTo(user.user.email)).toHaveLength(1);
    expect(await queuedEmails()).toEqual([]);
    const [row] = await ctx.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.to, user.user.email));
    expect(row).toMatchObject({ transport: 'smtp', error: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('a refusal is recorded on the queued job until the retry delivers', async () => {
    const slow = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      JOB_RETRY_DELAY_MS: '3600000',
    });
    try {
      const user = await createUser(slow.database.db);
      refuse = 1;
      await slow.app.inject({
        method: 'POST',
        url: '/v1/authentication/forgot/request',
        payload: { email: user.user.email },
      });
      await slow.app.jobs.drain();
      const [job] = await rows<{ state: string; attempts: number; lastError: string }>(
        slow.database.db,
        sql`select state, attempts, last_error as "lastError" from jobs where name = 'send-email'`,
      );
      expect(job).toMatchObject({ state: 'queued', attempts: 1 });
      expect(job!.lastError).toMatch(/mailbox busy/);
      expect(sentTo(user.user.email)).toHaveLength(0);

      // The backoff has passed.
      await slow.database.db.execute(sql`update jobs set run_at = now() where name = 'send-email'`);
      await slow.app.jobs.drain();
      expect(sentTo(user.user.email)).toHaveLength(1);
    } finally {
      await slow.close();
    }
  });

  for (const [route, field] of [
    ['/v1/authentication/forgot/request', 'forgot'],
    ['/v1/authentication/verify/send', 'verify'],
  ] as const) {
    it(`${field}: known and unknown addresses get the same answer; only the known one queues`, async () => {
      const known = await createUser(ctx.database.db, { verified: field === 'forgot' });
      const ask = (email: string) =>
        ctx.app.inject({ method: 'POST', url: route, payload: { email } });
      const before = (await queuedEmails()).length;
      const forKnown = await ask(known.user.email);
      expect((await queuedEmails()).length).toBe(before + 1);
      const forUnknown = await ask(`nobody-${field}@example.test`);
      expect((await queuedEmails()).length).toBe(before + 1);
      expect(forUnknown.statusCode).toBe(forKnown.statusCode);
      expect(forUnknown.json()).toEqual(forKnown.json());
      await ctx.app.jobs.drain();
      expect(sentTo(known.user.email)).toHaveLength(1);
      expect(sentTo(`nobody-${field}@example.test`)).toHaveLength(0);
    });
  }
});
