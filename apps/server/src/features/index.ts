import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { supportRoutes } from './support/routes.ts';
import { catalogueRoutes } from './catalogue/routes.ts';
import { pointsRoutes } from './points/routes.ts';
import { activityRoutes } from './activity/routes.ts';
import { socialAuthRoutes } from './social-auth/routes.ts';
import { adminRoutes } from './admin/routes/index.ts';
import { jobQueueRoutes } from './admin/job-queue.ts';
import { certificateAdminRoutes } from './admin/certificate-routes.ts';
import { claimsRoutes } from './claims/routes.ts';
import { leagueRoutes } from './leagues/routes.ts';
import { uploadRoutes } from './uploads/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { badgeRoutes } from './badges/index.ts';
import { volunteeringRoutes } from './volunteering/routes.ts';
import { leagueInvitationRoutes } from './leagues/invitation-routes.ts';
import { phoneRoutes } from './phone/routes.ts';
import { rewardRoutes } from './rewards/routes.ts';

/** Every feature's routes, registered under /v1. */
export async function registerFeatures(v1: FastifyInstance): Promise<void> {
  await v1.register(authRoutes);
  await v1.register(profileRoutes);
  await v1.register(supportRoutes);
  await v1.register(catalogueRoutes);
  await v1.register(pointsRoutes);
  await v1.register(activityRoutes);
  await v1.register(socialAuthRoutes);
  await v1.register(adminRoutes);
  await v1.register(jobQueueRoutes);
  await v1.register(certificateAdminRoutes);
  await v1.register(claimsRoutes);
  await v1.register(leagueRoutes);
  await v1.register(leagueInvitationRoutes);
  await v1.register(uploadRoutes);
  await v1.register(notificationRoutes);
  await v1.register(badgeRoutes);
  await v1.register(volunteeringRoutes);
  await v1.register(phoneRoutes);
  await v1.register(rewardRoutes);
}
