import type { EndpointName } from './endpoints.ts';
import type { Route } from './define.ts';
import { profileRoutes } from './routes/profile.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { jobRoutes } from './routes/jobs.ts';
import { certificateRoutes } from './routes/certificates.ts';
import { badgeRoutes } from './routes/badges.ts';
import { volunteeringRoutes } from './routes/volunteering.ts';
import { leagueInvitationRoutes } from './routes/league-invitations.ts';
import { phoneRoutes } from './routes/phone.ts';
import { rewardRoutes } from './routes/rewards.ts';
import { leagueRoutes } from './routes/leagues.ts';
import { authRoutes } from './routes/auth.ts';
import { adminRoutes } from './routes/admin.ts';
import { healthRoutes } from './routes/health.ts';
import { socialRoutes } from './routes/social.ts';
import { activityRoutes } from './routes/activity.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { learningRoutes } from './routes/learning.ts';

/**
 * The route table: each endpoint's method, path, access, and the schemas of its params, query,
 * body and success answer. The server registers its handlers from it (OpenAPI included) and the
 * web client is typed from it, so renaming a path or changing an answer breaks the build.
 */
export const routes = {
  ...learningRoutes,
  ...adminRoutes,
  ...authRoutes,
  ...profileRoutes,
  ...notificationRoutes,
  ...jobRoutes,
  ...certificateRoutes,
  ...badgeRoutes,
  ...volunteeringRoutes,
  ...leagueInvitationRoutes,
  ...phoneRoutes,
  ...rewardRoutes,
  ...leagueRoutes,
  ...healthRoutes,
  ...socialRoutes,
  ...activityRoutes,
  ...uploadRoutes,
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;

// Every endpoint has its schemas, and no schema lacks an endpoint.
true satisfies EndpointName extends RouteName
  ? RouteName extends EndpointName
    ? true
    : never
  : never;
export type { Route };
