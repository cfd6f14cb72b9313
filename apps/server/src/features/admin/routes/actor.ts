import type { FastifyRequest } from 'fastify';
import type { Actor } from '../audit.ts';

/** The administrator acting, as the audit log records them. */
export const actorOf = (request: FastifyRequest): Actor => ({
  id: request.session!.user.id,
  email: request.session!.user.email,
});
