import {
  ZNextStepsResponse,
  ZNotificationSettings,
  ZNotificationSettingsResponse,
  ZPushKeyResponse,
  ZPushSubscribedResponse,
  ZPushSubscription,
  ZPushUnsubscribe,
} from '../../phone-app.ts';
import { defineRoutes } from '../define.ts';
import { phoneEndpoints } from '../endpoints/phone.ts';

const tags = ['notifications'];

export const phoneRoutes = defineRoutes(phoneEndpoints, {
  getPushKey: {
    access: 'user',
    tags,
    description: 'The VAPID public key to subscribe a browser with; null when push is off.',
    response: ZPushKeyResponse,
  },
  subscribePush: {
    access: 'user',
    tags,
    description:
      "Saves this browser's push subscription for the caller (an endpoint moves to the caller if another account had it).",
    body: ZPushSubscription,
    response: ZPushSubscribedResponse,
  },
  unsubscribePush: {
    access: 'user',
    tags,
    description: "Forgets the caller's subscription with this endpoint.",
    body: ZPushUnsubscribe,
    response: ZPushSubscribedResponse,
  },
  getNotificationSettings: {
    access: 'user',
    tags,
    description: 'What the caller is told by email (claim outcomes on by default).',
    response: ZNotificationSettingsResponse,
  },
  updateNotificationSettings: {
    access: 'user',
    tags,
    description: 'Turns the claim outcome emails on or off.',
    body: ZNotificationSettings,
    response: ZNotificationSettingsResponse,
  },
  getNextSteps: {
    access: 'user',
    tags: ['learning'],
    description:
      "The first screen's next step: the course in progress, and recommended courses from the officer's path, skills and progress and what officers on the same path completed next, each with its reason.",
    response: ZNextStepsResponse,
  },
});
