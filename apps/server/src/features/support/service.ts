import type { Db } from '../../db/client.ts';
import { supportMessages } from '../../db/schema.ts';
import type { UserRow } from '../../domain/users.ts';
import { emailHtml, type Mailer } from '../../plugins/mailer.ts';

/** Settings › Help: stored, then emailed to the support mailbox (docs/design.md §7). */
export async function sendSupportMessage(
  deps: { db: Db; mailer: Mailer; supportEmail: string },
  user: UserRow,
  message: string,
): Promise<void> {
  const from = `${user.firstName} ${user.lastName} <${user.email}>`;
  await deps.db.transaction(async (tx) => {
    await tx.insert(supportMessages).values({ userId: user.id, email: user.email, message });
    await deps.mailer.send(tx, {
      to: deps.supportEmail,
      subject: `Support message from ${user.firstName} ${user.lastName}`,
      text: `From: ${from}\n\n${message}`,
      html: emailHtml('Support message', [`From: ${from}`, ...message.split(/\n+/)]),
    });
  });
  deps.mailer.poke();
}
