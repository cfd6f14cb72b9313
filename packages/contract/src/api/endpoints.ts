import { profileEndpoints } from './endpoints/profile.ts';
import { notificationEndpoints } from './endpoints/notifications.ts';
import { jobEndpoints } from './endpoints/jobs.ts';
import { certificateEndpoints } from './endpoints/certificates.ts';
import { badgeEndpoints } from './endpoints/badges.ts';
import { volunteeringEndpoints } from './endpoints/volunteering.ts';
import { leagueInvitationEndpoints } from './endpoints/league-invitations.ts';
import { phoneEndpoints } from './endpoints/phone.ts';
import { rewardEndpoints } from './endpoints/rewards.ts';
import { leagueEndpoints } from './endpoints/leagues.ts';
import { authEndpoints } from './endpoints/auth.ts';
import { adminEndpoints } from './endpoints/admin.ts';
import { healthEndpoints } from './endpoints/health.ts';
import { socialEndpoints } from './endpoints/social.ts';
import { activityEndpoints } from './endpoints/activity.ts';
import { uploadEndpoints } from './endpoints/uploads.ts';
import { learningEndpoints } from './endpoints/learning.ts';

/**
 * Every endpoint of the API under /v1, by name: method and path only, no zod. Add a feature's
 * group here and its schemas in `routes.ts`; the compiler holds the two tables together.
 */
export const endpoints = {
  ...learningEndpoints,
  ...adminEndpoints,
  ...authEndpoints,
  ...profileEndpoints,
  ...notificationEndpoints,
  ...jobEndpoints,
  ...certificateEndpoints,
  ...badgeEndpoints,
  ...volunteeringEndpoints,
  ...leagueInvitationEndpoints,
  ...phoneEndpoints,
  ...rewardEndpoints,
  ...leagueEndpoints,
  ...healthEndpoints,
  ...socialEndpoints,
  ...activityEndpoints,
  ...uploadEndpoints,
} as const;

export type EndpointName = keyof typeof endpoints;
