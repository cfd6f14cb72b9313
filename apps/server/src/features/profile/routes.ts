import type { FastifyPluginAsync } from 'fastify';
import { RATE_LIMITS, profileMessages, serverMessages } from '@dpts/contract';
import { routes } from '@dpts/contract/api/routes';
import { perKeyLimit } from '../../plugins/rate-limits.ts';
import { serve } from '../../plugins/routing.ts';
import { changePassword, updateLanguage, updateProfile } from './service.ts';

/** The signed-in user's own profile (spec section 7) and password (docs/design.md §7). */
export const profileRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  serve(app, routes.getProfile, {}, async (request) => ({
    data: await app.presentUser(request.session!.user),
  }));

  serve(app, routes.updateProfile, {}, async (request) => {
    const { user, nameRequested } = await updateProfile(db, request.session!.user, request.body);
    return {
      data: await app.presentUser(user),
      ...(nameRequested
        ? { message: profileMessages.certificateNameRequested(nameRequested) }
        : {}),
    };
  });

  serve(app, routes.updateLanguage, {}, async (request) => ({
    data: await app.presentUser(
      await updateLanguage(db, request.session!.user, request.body.language),
    ),
  }));

  serve(
    app,
    routes.changePassword,
    {
      preHandler: perKeyLimit(app, 'change-password', RATE_LIMITS.login, (r) => r.session?.user.id),
    },
    async (request) => {
      await changePassword(
        db,
        request.session!,
        request.body.currentPassword,
        request.body.newPassword,
      );
      return { success: true, message: serverMessages.passwordUpdated };
    },
  );
};
