import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { serverMessages } from '@dpts/contract';
import { mailMessages } from '../../db/schema.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { bearer, signUp, verificationFrom } from '../../test/factories.ts';

type Received = { from: string; to: string[]; raw: string };
const received: Received[] = [];
let smtp: SMTPServer;
let ctx: TestContext;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
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

describe('email through a real SMTP server', () => {
  it('the verification email arrives by SMTP with a working code and a working link', async () => {
    const first = await signUp(ctx.app);
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
