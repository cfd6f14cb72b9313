import type { FastifyPluginAsync } from 'fastify';
import { auditRoutes } from './audit.ts';
import { catalogueRoutes } from './catalogue.ts';
import { leagueOversightRoutes } from './leagues.ts';
import { reviewRoutes } from './review.ts';
import { userRoutes } from './users.ts';

/**
 * `/v1/super/*` (spec section 7), one file per sub-resource: administrators read users, leagues,
 * moderators and points; super also manages the catalogue and roles; both decide claims in
 * review (decision 017). The guards come from the contract's route table.
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(userRoutes);
  await app.register(leagueOversightRoutes);
  await app.register(catalogueRoutes);
  await app.register(auditRoutes);
  await app.register(reviewRoutes);
};
