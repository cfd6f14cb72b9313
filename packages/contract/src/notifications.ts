import { z } from 'zod';
import { paged } from './common.ts';

/**
 * What an officer is told about, in-app (the bell) and, by the kind's rules, by email or push.
 * A feature adds its kinds here; the web app has a text for each (features/notifications).
 */
export const NOTIFICATION_KINDS = [
  'claim.verified',
  'claim.rejected',
  'claim.review',
  'league.request.answered',
  'league.invited',
  'badge.awarded',
  'volunteering.confirmed',
  'volunteering.decided',
  'reward.redeemed',
  'reward.fulfilled',
  'reward.cancelled',
  'points.reversed',
] as const;
export const ZNotificationKind = z.enum(NOTIFICATION_KINDS);
export type TNotificationKind = z.infer<typeof ZNotificationKind>;

/** Values a notice's text is made from (a course's name, points, a reason); never markup. */
export const ZNotificationParams = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);
export type TNotificationParams = z.infer<typeof ZNotificationParams>;

export const ZNotification = z.object({
  _id: z.string(),
  kind: ZNotificationKind,
  params: ZNotificationParams,
  /** An in-app path to open (`/dashboard`, `/volunteering/…`), or null. */
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const ZNotificationsQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(NOTIFICATIONS_PAGE_SIZE),
  unread: z.enum(['true', 'false']).optional(),
});
export const ZNotificationsResponse = z.object({
  data: paged(ZNotification).extend({ unread: z.number().int() }),
});
export type TNotificationsPage = z.infer<typeof ZNotificationsResponse>['data'];

/** Marks the given notices read, or every notice when `ids` is left out. */
export const ZMarkNotificationsRead = z.object({
  ids: z.array(z.uuid()).min(1).max(100).optional(),
});
export const ZUnreadCountResponse = z.object({ data: z.object({ unread: z.number().int() }) });
