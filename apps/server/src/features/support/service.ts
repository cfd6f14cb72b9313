import type { Db } from '../../db/client.ts';
import { supportMessages } from '../../db/schema.ts';
import type { UserRow } from '../../domain/users.ts';
import { emailHtml, type Mailer } from '../../plugins/mailer.ts';

/** Settings › Help: stored, then emailed to the support mailbox (DESIGN section 7). */
export async function sendSupportMessage(
  deps: { db: Db; mailer: Mailer; supportEmail: string },
  user: UserRow,
  message: string,
): Promise<void> {
  await deps.db.insert(supportMessages).values({ userId: user.id, email: user.email, message });
  const from = `${user.firstName} ${user.lastName} <${user.email}>`;
  await deps.mailer.send({
    to: deps.supportEmail,
    subject: `Support message from ${user.firstName} ${user.lastName}`,
    text: `From: ${from}\n\n${message}`,
    html: emailHtml('Support message', [`From: ${from}`, ...message.split(/\n+/)]),
  });
}
