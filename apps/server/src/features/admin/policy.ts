import type { FastifyRequest } from 'fastify';
import { serverMessages, type TRole } from '@dpts/contract';
import { requireUser } from '../../plugins/auth.ts';
import { forbidden } from '../../lib/app-error.ts';

/** What an administrator may do (spec section 6; issue #11: only super changes things). */
export type AdminAction = 'read' | 'review' | 'manageCatalogue' | 'manageRoles';

const allowed: Record<AdminAction, readonly TRole[]> = {
  read: ['super', 'admin'],
  review: ['super', 'admin'],
  manageCatalogue: ['super'],
  manageRoles: ['super'],
};

export function can(user: { role: TRole }, action: AdminAction): boolean {
  return allowed[action].includes(user.role);
}

/** preHandler: signed in (401 otherwise) and allowed `action` (403 with the spec's text otherwise). */
export function authorize(action: AdminAction) {
  return async (request: FastifyRequest): Promise<void> => {
    await requireUser(request);
    if (!can(request.session!.user, action)) throw forbidden(serverMessages.forbidden);
  };
}
