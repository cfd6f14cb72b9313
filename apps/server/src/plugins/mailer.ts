import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import { and, eq, isNull } from 'drizzle-orm';
import { PRODUCT_NAME } from '@dpts/contract';
import type { Config } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import { mailMessages } from '../db/schema.ts';
import type { JobQueue } from '../lib/job-queue.ts';

export type Email = { to: string; subject: string; text: string; html: string };

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

declare module '../lib/job-queue.ts' {
  interface JobTypes {
    /** delivers the stored message `messageId` (a row of mail_messages) */
    'send-email': { messageId: string };
  }
}

/**
 * Email leaves the request path (decision 031): `send` stores the message and enqueues a
 * `send-email` job in the caller's transaction, so a request that sends mail costs two inserts
 * whatever the address. The job delivers through SMTP_URL, or — without it — marks the stored
 * copy delivered, which is the local mailbox (/dev/mailbox). `sent_at` is the sent marker: a
 * job run again after a delivery (its process died before the job was deleted) sends nothing.
 */
export class Mailer {
  private readonly transport: Transporter | null;
  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
  ) {
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  }

  /**
   * Queues emails in `db` (pass the transaction that writes what they are about). Call `poke()`
   * after it commits; without a transaction `send` pokes itself.
   */
  async send(db: Db | Tx, ...emails: Email[]): Promise<void> {
    if (emails.length === 0) return;
    const inserted = await db
      .insert(mailMessages)
      .values(
        emails.map((e) => ({ ...e, transport: this.transport ? 'smtp' : 'mailbox' }) as const),
      )
      .returning({ id: mailMessages.id });
    await this.jobs.enqueue(
      db,
      'send-email',
      inserted.map((r) => ({ messageId: r.id })),
    );
    if (db === this.db) this.poke();
  }

  /** Starts queued emails in this process now rather than at the next poll. */
  poke(): void {
    this.jobs.poke();
  }

  /** The `send-email` job: a failure throws, and the queue retries with its backoff. */
  async deliver(messageId: string): Promise<void> {
    const [message] = await this.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.id, messageId));
    if (!message || message.sentAt) return;
    if (this.transport) {
      try {
        await this.transport.sendMail({
          from: this.config.mailFrom,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
      } catch (err) {
        await this.db
          .update(mailMessages)
          .set({ error: err instanceof Error ? err.message : String(err) })
          .where(eq(mailMessages.id, messageId));
        throw err;
      }
    }
    await this.db
      .update(mailMessages)
      .set({ sentAt: new Date(), error: null, transport: this.transport ? 'smtp' : 'mailbox' })
      .where(and(eq(mailMessages.id, messageId), isNull(mailMessages.sentAt)));
  }

  close(): void {
    this.transport?.close();
  }
}

export const mailerPlugin = fp(async (app: FastifyInstance) => {
  const mailer = new Mailer(app.database.db, app.jobs, app.config);
  app.jobs.register('send-email', (payload) => mailer.deliver(payload.messageId), {
    maxAttempts: 8,
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
});

/** Minimal HTML wrapper so every email reads the same, marked with its language. */
export function emailHtml(
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  language = 'en',
): string {
  const esc = (s: string) =>
    s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${esc(p)}</p>`).join('');
  const button = action
    ? `<p><a href="${esc(action.url)}" style="display:inline-block;padding:14px 28px;border-radius:30px;background:#0b5fff;color:#fff;text-decoration:none">${esc(action.label)}</a></p>`
    : '';
  return `<!doctype html><html lang="${esc(language)}"><body style="font-family:Arial,sans-serif;color:#1a1a2e;max-width:560px;margin:auto;padding:24px"><h1 style="font-size:22px">${esc(title)}</h1>${body}${button}<p style="color:#667;font-size:12px">${PRODUCT_NAME}</p></body></html>`;
}
