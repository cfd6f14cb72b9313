import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationSettings, notifications, pushSubscriptions, users } from '../../db/schema.ts';
import { translator } from '../../lib/i18n.ts';
import { emailHtml, type Mailer } from '../../plugins/mailer.ts';
import { vapidKeys, webPushSender, type PushSender } from './push.ts';
import { DELIVERY_ATTEMPTS } from './service.ts';
import { EMAILED_KINDS, noticeText } from './texts.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** the VAPID public key browsers subscribe with; null when push is off */
    pushPublicKey: string | null;
    /** tests replace it to see what would be pushed */
    pushSender: PushSender | null;
  }
}

type Deps = { db: Db; mailer: Mailer; appUrl: string; push: () => PushSender | null };

/**
 * The `deliver-notice` job: a notice's push to each of the officer's browsers, and its email for
 * claim outcomes unless they turned it off. Push failures other than a gone subscription retry
 * the job; the email is queued once, before any push is tried, and only on the first attempt.
 */
export async function deliverNotice(
  deps: Deps,
  notificationId: string,
  attempt: number,
): Promise<void> {
  const [notice] = await deps.db
    .select({
      userId: notifications.userId,
      kind: notifications.kind,
      params: notifications.params,
      link: notifications.link,
      readAt: notifications.readAt,
      email: users.email,
      language: users.appLanguage,
      claimEmails: notificationSettings.claimEmails,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, notifications.userId))
    .where(eq(notifications.id, notificationId));
  if (!notice) return;
  const text = noticeText(notice.kind, notice.params, notice.language);
  const link = notice.link ?? '/dashboard';
  if (attempt === 1 && EMAILED_KINDS.has(notice.kind) && notice.claimEmails !== false) {
    const i18n = translator(notice.language);
    // Straight to the opt-out's tab.
    const settings = `${deps.appUrl}/settings?tab=notifications`;
    await deps.mailer.send(deps.db, {
      to: notice.email,
      subject: text.title,
      text: `${text.body}\n\n${deps.appUrl}${link}\n\n${i18n._('Turn these emails off in Settings › Notifications: {settings}', { settings })}`,
      html: emailHtml(
        text.title,
        [text.body, i18n._('You can turn these emails off in Settings › Notifications.')],
        { label: i18n._('Open DigiPoints'), url: `${deps.appUrl}${link}` },
        notice.language,
      ),
    });
  }
  const send = deps.push();
  if (!send || notice.readAt) return;
  const targets = await deps.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, notice.userId));
  const gone: string[] = [];
  const failures: unknown[] = [];
  for (const target of targets) {
    try {
      const result = await send(target, { ...text, link, tag: notificationId });
      if (result === 'gone') gone.push(target.id);
    } catch (error) {
      failures.push(error);
    }
  }
  if (gone.length > 0)
    await deps.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  if (failures.length > 0) throw failures[0];
}

export const noticeDelivery = fp(
  async (app: FastifyInstance) => {
    const keys = await vapidKeys(app.config);
    if (!keys && app.config.isProduction)
      app.log.warn('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY unset: web push is off');
    app.decorate('pushPublicKey', keys?.publicKey ?? null);
    app.decorate('pushSender', keys ? webPushSender(keys, app.config.push.subject) : null);
    app.jobs.register(
      'deliver-notice',
      (payload, job) =>
        deliverNotice(
          {
            db: app.database.db,
            mailer: app.mailer,
            appUrl: app.config.appUrl,
            push: () => app.pushSender,
          },
          payload.notificationId,
          job.attempt,
        ),
      { maxAttempts: DELIVERY_ATTEMPTS },
    );
  },
  { name: 'notice-delivery' },
);
