import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RATE_LIMITS,
  ZApiError,
  ZMessageResponse,
  ZSupportMessageRequest,
  serverMessages,
} from '@dpts/contract';
import { requireUser, sessionSecurity } from '../../plugins/auth.ts';
import { perKeyLimit } from '../../plugins/rate-limits.ts';
import { sendSupportMessage } from './service.ts';

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/support/messages',
    {
      schema: {
        tags: ['support'],
        security: sessionSecurity,
        body: ZSupportMessageRequest,
        response: { 200: ZMessageResponse, 400: ZApiError, 401: ZApiError, 429: ZApiError },
      },
      preHandler: [
        requireUser,
        perKeyLimit(app, 'support', RATE_LIMITS.support, (r) => r.session?.user.id),
      ],
    },
    async (request) => {
      await sendSupportMessage(
        { db: app.database.db, mailer: app.mailer, supportEmail: app.config.supportEmail },
        request.session!.user,
        request.body.message,
      );
      return { success: true, message: serverMessages.messageSent };
    },
  );
};
