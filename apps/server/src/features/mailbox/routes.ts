import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import { mailMessages } from '../../db/schema.ts';

const ZMailboxQuery = z.object({
  to: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** The local mailbox (docs/design.md §1): only registered outside production. */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = async (to: string | undefined, limit: number) => {
    const rows = await app.database.db
      .select()
      .from(mailMessages)
      // delivered only: a queued email shows once its send-email job ran
      .where(isNotNull(mailMessages.sentAt))
      .orderBy(desc(mailMessages.createdAt))
      .limit(to ? 500 : limit);
    return rows.filter((m) => !to || m.to.toLowerCase() === to.toLowerCase()).slice(0, limit);
  };

  app.get(
    '/mailbox.json',
    { schema: { hide: true, querystring: ZMailboxQuery } },
    async (request) => {
      const messages = await list(request.query.to, request.query.limit);
      return messages.map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        createdAt: m.createdAt.toISOString(),
      }));
    },
  );

  app.get(
    '/mailbox',
    { schema: { hide: true, querystring: ZMailboxQuery } },
    async (request, reply) => {
      const messages = await list(request.query.to, request.query.limit);
      const esc = (s: string) =>
        s.replace(
          /[&<>"]/g,
          (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!,
        );
      const items = messages
        .map(
          (m) =>
            `<article><h2>${esc(m.subject)}</h2><p><b>To:</b> ${esc(m.to)} · ${m.createdAt.toISOString()}</p><iframe title="${esc(m.subject)}" sandbox srcdoc="${esc(m.html)}"></iframe></article>`,
        )
        .join('');
      return reply
        .type('text/html')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local mailbox</title><style>body{font-family:sans-serif;max-width:760px;margin:auto;padding:16px}article{border-bottom:1px solid #ddd;padding:8px 0}iframe{width:100%;height:320px;border:1px solid #eee}</style></head><body><h1>Local mailbox</h1><p>Emails the server has sent (development only). Newest first.</p>${items || '<p>No messages yet.</p>'}</body></html>`,
        );
    },
  );
};
