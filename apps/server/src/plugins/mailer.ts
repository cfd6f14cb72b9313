import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import { eq } from 'drizzle-orm';
import { PRODUCT_NAME } from '@dpts/contract';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { mailMessages } from '../db/schema.ts';

export type Email = { to: string; subject: string; text: string; html: string };

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Every email is stored; with SMTP_URL it is also sent through that server, otherwise the
 * stored copy is the local mailbox (/dev/mailbox). Sending never fails the caller's request:
 * a failed delivery is recorded on the message and logged, and the user can ask again.
 */
export class Mailer {
  private readonly transport: Transporter | null;
  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
    private readonly log: { error(obj: unknown, msg: string): void },
  ) {
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  }

  async send(email: Email): Promise<void> {
    const [row] = await this.db
      .insert(mailMessages)
      .values({
        ...email,
        transport: this.transport ? 'smtp' : 'mailbox',
        sentAt: this.transport ? null : new Date(),
      })
      .returning({ id: mailMessages.id });
    if (!this.transport) return;
    try {
      await this.transport.sendMail({ from: this.config.mailFrom, ...email });
      await this.db
        .update(mailMessages)
        .set({ sentAt: new Date() })
        .where(eq(mailMessages.id, row!.id));
    } catch (err) {
      this.log.error({ err, to: email.to }, 'email delivery failed');
      await this.db
        .update(mailMessages)
        .set({ error: err instanceof Error ? err.message : String(err) })
        .where(eq(mailMessages.id, row!.id));
    }
  }

  close(): void {
    this.transport?.close();
  }
}

export const mailerPlugin = fp(async (app: FastifyInstance) => {
  const mailer = new Mailer(app.database.db, app.config, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
});

/** Minimal HTML wrapper so every email reads the same. */
export function emailHtml(
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): string {
  const esc = (s: string) =>
    s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${esc(p)}</p>`).join('');
  const button = action
    ? `<p><a href="${esc(action.url)}" style="display:inline-block;padding:14px 28px;border-radius:30px;background:#0b5fff;color:#fff;text-decoration:none">${esc(action.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1a2e;max-width:560px;margin:auto;padding:24px"><h1 style="font-size:22px">${esc(title)}</h1>${body}${button}<p style="color:#667;font-size:12px">${PRODUCT_NAME}</p></body></html>`;
}
