import { defineEndpoints } from '../endpoint.ts';

/** The phone app: web push, notice settings and the first screen's next step (issue #23). */
export const phoneEndpoints = defineEndpoints({
  getPushKey: { method: 'GET', path: '/notifications/push/key' },
  subscribePush: { method: 'POST', path: '/notifications/push/subscriptions' },
  unsubscribePush: { method: 'POST', path: '/notifications/push/unsubscribe' },
  getNotificationSettings: { method: 'GET', path: '/notifications/settings' },
  updateNotificationSettings: { method: 'PUT', path: '/notifications/settings' },
  getNextSteps: { method: 'GET', path: '/profile/next-steps' },
});
