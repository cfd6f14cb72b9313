import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RATE_LIMITS,
  ZApiError,
  ZChangePasswordRequest,
  ZMessageResponse,
  ZProfileResponse,
  ZProfileUpdateRequest,
  serverMessages,
} from '@dpts/contract';
import { requireUser, sessionSecurity } from '../../plugins/auth.ts';
import { perKeyLimit } from '../../plugins/rate-limits.ts';
import { changePassword, updateProfile } from './service.ts';

const errors = { 400: ZApiError, 401: ZApiError, 429: ZApiError } as const;
const security = sessionSecurity;
const tags = ['profile'];

/** The signed-in user's own profile (spec section 7) and password (DESIGN section 7). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/profile',
    {
      schema: { tags, security, response: { 200: ZProfileResponse, ...errors } },
      preHandler: requireUser,
    },
    async (request) => ({ data: await app.presentUser(request.session!.user) }),
  );

  app.put(
    '/profile',
    {
      schema: {
        tags,
        security,
        description:
          'Any subset of the profile fields and/or the learning-path update; merged with the stored profile.',
        body: ZProfileUpdateRequest,
        response: { 200: ZProfileResponse, ...errors },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const user = await updateProfile(db, request.session!.user, request.body);
      return { data: await app.presentUser(user) };
    },
  );

  app.post(
    '/profile/password',
    {
      schema: {
        tags,
        security,
        description: 'Changes the password and signs out every other session.',
        body: ZChangePasswordRequest,
        response: { 200: ZMessageResponse, ...errors },
      },
      preHandler: [
        requireUser,
        perKeyLimit(app, 'change-password', RATE_LIMITS.login, (r) => r.session?.user.id),
      ],
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
