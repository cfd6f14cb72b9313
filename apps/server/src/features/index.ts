import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { supportRoutes } from './support/routes.ts';

/** Every feature's routes, registered under /v1. */
export async function registerFeatures(v1: FastifyInstance): Promise<void> {
  void v1;
  await v1.register(authRoutes);
  await v1.register(profileRoutes);
  await v1.register(supportRoutes);
}
