import { z } from 'zod';

/**
 * The phone app's endpoints (issue #23): web push subscriptions, what an officer is told by
 * email, and the first screen's next step with its recommended courses.
 */

/** The VAPID public key a browser subscribes with; null when the server sends no push. */
export const ZPushKeyResponse = z.object({ data: z.object({ publicKey: z.string().nullable() }) });

/** A browser's PushSubscription, as `subscription.toJSON()` gives it. */
export const ZPushSubscription = z.object({
  endpoint: z.url({ protocol: /^https$/, error: 'A push endpoint is an https URL' }).max(2048),
  keys: z.object({
    p256dh: z.string().min(1).max(256),
    auth: z.string().min(1).max(256),
  }),
});
export type TPushSubscription = z.infer<typeof ZPushSubscription>;
export const ZPushUnsubscribe = z.object({ endpoint: z.url().max(2048) });
export const ZPushSubscribedResponse = z.object({ data: z.object({ subscribed: z.boolean() }) });

export const ZNotificationSettings = z.object({
  /** an email when a certificate is verified, rejected or sent to review (default on) */
  claimEmails: z.boolean(),
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;
export const ZNotificationSettingsResponse = z.object({ data: ZNotificationSettings });

/** One recommended course and why it is recommended, in the officer's words. */
export const ZRecommendation = z.object({
  course: z.object({
    _id: z.string(),
    name: z.string(),
    website: z.string(),
    url: z.string(),
    point: z.number().int(),
  }),
  topic: z.object({ _id: z.string(), name: z.string() }),
  /** "Because you chose Cloud Computing" */
  reason: z.string(),
  kind: z.enum(['path', 'peers', 'skills', 'popular']),
});
export type TRecommendation = z.infer<typeof ZRecommendation>;

export const ZNextSteps = z.object({
  /** counts for the first screen's choice: nothing yet → how to earn a first certificate */
  claims: z.number().int(),
  completed: z.number().int(),
  /** the course the officer started most lately and has not finished */
  inProgress: z
    .object({
      _id: z.string(),
      name: z.string(),
      website: z.string(),
      url: z.string(),
      point: z.number().int(),
    })
    .nullable(),
  /** ids of every course in progress (a shared certificate link is matched among them) */
  inProgressIds: z.array(z.string()),
  recommendations: z.array(ZRecommendation).max(6),
});
export type TNextSteps = z.infer<typeof ZNextSteps>;
export const ZNextStepsResponse = z.object({ data: ZNextSteps });
