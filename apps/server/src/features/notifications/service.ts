import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { TNotification, TNotificationKind, TNotificationParams } from '@dpts/contract';
import type { Db, Tx } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { enqueueJobs } from '../../lib/job-queue.ts';

declare module '../../lib/job-queue.ts' {
  interface JobTypes {
    /** tells the officer outside the app: web push, and email for the kinds that send one */
    'deliver-notice': { notificationId: string };
  }
}

export type Notice = {
  userId: string;
  kind: TNotificationKind;
  params?: TNotificationParams;
  /** An in-app path the notice opens. */
  link?: string | null;
};

/**
 * Tells officers about something: pass the transaction that makes it true, so a notice exists
 * exactly when its cause committed (a retried job that rolls back leaves none). Its push and
 * email go out from a job queued in the same transaction (`delivery.ts`).
 */
export async function notify(db: Db | Tx, ...notices: Notice[]): Promise<void> {
  if (notices.length === 0) return;
  const inserted = await db
    .insert(notifications)
    .values(
      notices.map((n) => ({
        userId: n.userId,
        kind: n.kind,
        params: n.params ?? {},
        link: n.link ?? null,
      })),
    )
    .returning({ id: notifications.id });
  await enqueueJobs(
    db,
    'deliver-notice',
    inserted.map((row) => ({ notificationId: row.id })),
    DELIVERY_ATTEMPTS,
  );
}

/** Push services and SMTP may be down for a while; the in-app notice is there meanwhile. */
export const DELIVERY_ATTEMPTS = 5;

const present = (row: typeof notifications.$inferSelect): TNotification => ({
  _id: row.id,
  kind: row.kind,
  params: row.params,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function listNotifications(
  db: Db,
  userId: string,
  { page, limit, unreadOnly }: { page: number; limit: number; unreadOnly: boolean },
) {
  const where = and(
    eq(notifications.userId, userId),
    unreadOnly ? isNull(notifications.readAt) : undefined,
  );
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(notifications).where(where),
    unreadCount(db, userId),
  ]);
  return { items: rows.map(present), page, limit, total: total?.n ?? 0, unread };
}

/** Marks the caller's own notices read (others' ids are ignored); all of them without ids. */
export async function markRead(db: Db, userId: string, ids: string[] | undefined, now: Date) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    );
  return unreadCount(db, userId);
}
