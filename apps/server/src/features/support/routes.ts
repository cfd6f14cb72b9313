import type { FastifyPluginAsync } from 'fastify';
import { RATE_LIMITS, serverMessages } from '@dpts/contract';
import { routes } from '@dpts/contract/api/routes';
import { perKeyLimit } from '../../plugins/rate-limits.ts';
import { serve } from '../../plugins/routing.ts';
import { sendSupportMessage } from './service.ts';

/** Settings › Help: the message goes to the support mailbox (docs/design.md §7). */
export const supportRoutes: FastifyPluginAsync = async (app) => {
  serve(
    app,
    routes.sendSupportMessage,
    { preHandler: perKeyLimit(app, 'support', RATE_LIMITS.support, (r) => r.session?.user.id) },
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
