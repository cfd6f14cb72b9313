import type { FastifyPluginAsync } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { routes } from '@dpts/contract/api/routes';
import { notificationSettings, pushSubscriptions } from '../../db/schema.ts';
import { serve } from '../../plugins/routing.ts';
import { perKeyLimit } from '../../plugins/rate-limits.ts';
import { nextSteps } from './next-steps.ts';

/** Web push subscriptions, what an officer is told by email, and the first screen's next step. */
export const phoneRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const byUser = (r: { session?: { user: { id: string } } | null }) => r.session?.user.id;

  serve(app, routes.getPushKey, {}, async () => ({
    data: { publicKey: app.pushPublicKey },
  }));

  serve(
    app,
    routes.subscribePush,
    { preHandler: perKeyLimit(app, 'push-subscribe', { max: 20, window: '1 hour' }, byUser) },
    async (request) => {
      const { endpoint, keys } = request.body;
      const userId = request.session!.user.id;
      // One browser, one subscription: signing in as someone else moves it to them.
      await db
        .insert(pushSubscriptions)
        .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, p256dh: keys.p256dh, auth: keys.auth, createdAt: app.now() },
        });
      // An officer's browsers: a few phones and computers, not thousands.
      // drizzle has no delete … order by: keep the newest ten.
      await db.execute(
        sql`delete from push_subscriptions where user_id = ${userId}
          and id not in (select id from push_subscriptions where user_id = ${userId}
                         order by created_at desc limit 10)`,
      );
      return { data: { subscribed: true } };
    },
  );

  serve(app, routes.unsubscribePush, {}, async (request) => {
    await db
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.userId, request.session!.user.id),
          eq(pushSubscriptions.endpoint, request.body.endpoint),
        ),
      );
    return { data: { subscribed: false } };
  });

  serve(app, routes.getNotificationSettings, {}, async (request) => {
    const [row] = await db
      .select({ claimEmails: notificationSettings.claimEmails })
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, request.session!.user.id));
    return { data: { claimEmails: row?.claimEmails ?? true } };
  });

  serve(app, routes.updateNotificationSettings, {}, async (request) => {
    const userId = request.session!.user.id;
    const { claimEmails } = request.body;
    await db
      .insert(notificationSettings)
      .values({ userId, claimEmails, updatedAt: app.now() })
      .onConflictDoUpdate({
        target: notificationSettings.userId,
        set: { claimEmails, updatedAt: app.now() },
      });
    return { data: { claimEmails } };
  });

  serve(app, routes.getNextSteps, {}, async (request) => ({
    data: await nextSteps(db, request.session!.user.id),
  }));
};
