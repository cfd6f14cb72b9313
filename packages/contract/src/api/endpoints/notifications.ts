import { defineEndpoints } from '../endpoint.ts';

/** The officer's notices: the bell's list and its unread count. */
export const notificationEndpoints = defineEndpoints({
  listNotifications: { method: 'GET', path: '/notifications' },
  countUnreadNotifications: { method: 'GET', path: '/notifications/unread' },
  markNotificationsRead: { method: 'POST', path: '/notifications/read' },
});
