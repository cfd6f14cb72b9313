import type { FastifyPluginAsync } from 'fastify';
import { routes } from '@dpts/contract/api/routes';
import { serve } from '../../plugins/routing.ts';
import { listNotifications, markRead, unreadCount } from './service.ts';

/** The bell: an officer's own notices. */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  serve(app, routes.listNotifications, {}, async (request) => {
    const { page, limit, unread } = request.query;
    const userId = request.session!.user.id;
    return {
      data: await listNotifications(db, userId, { page, limit, unreadOnly: unread === 'true' }),
    };
  });

  serve(app, routes.countUnreadNotifications, {}, async (request) => ({
    data: { unread: await unreadCount(db, request.session!.user.id) },
  }));

  serve(app, routes.markNotificationsRead, {}, async (request) => ({
    data: {
      unread: await markRead(db, request.session!.user.id, request.body.ids, app.now()),
    },
  }));
};
