import {
  ZMarkNotificationsRead,
  ZNotificationsQuery,
  ZNotificationsResponse,
  ZUnreadCountResponse,
} from '../../notifications.ts';
import { defineRoutes } from '../define.ts';
import { notificationEndpoints } from '../endpoints/notifications.ts';

const tags = ['notifications'];

export const notificationRoutes = defineRoutes(notificationEndpoints, {
  listNotifications: {
    access: 'user',
    tags,
    description: "The caller's notices, newest first, with how many are unread.",
    query: ZNotificationsQuery,
    response: ZNotificationsResponse,
  },
  countUnreadNotifications: {
    access: 'user',
    tags,
    description: 'How many notices are unread (the bell badge).',
    response: ZUnreadCountResponse,
  },
  markNotificationsRead: {
    access: 'user',
    tags,
    description: 'Marks the given notices read, or all of them without `ids`.',
    body: ZMarkNotificationsRead,
    response: ZUnreadCountResponse,
  },
});
