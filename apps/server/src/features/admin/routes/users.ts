import type { FastifyPluginAsync } from 'fastify';
import { routes } from '@dpts/contract/api/routes';
import { serve } from '../../../plugins/routing.ts';
import { cachedUserList } from '../cache.ts';
import { leaguesJoinedBy } from '../league-oversight.ts';
import { allPoints, enrolledCoursesOf, findUser, setRole } from '../service.ts';
import { actorOf } from './actor.ts';

/** The administrator, the accounts, their roles and the points ever earned. */
export const userRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const userList = cachedUserList(app);

  serve(app, routes.getAdminProfile, {}, async (request) => ({
    data: await app.presentUser(request.session!.user),
  }));

  serve(app, routes.listUsers, {}, async (request) => {
    const { page, limit } = request.query;
    return { data: { ...(await userList(request.query)), page, limit } };
  });

  serve(app, routes.getUserDetails, {}, async (request) => {
    const user = await findUser(db, request.params.id);
    const [userDetails, enrolledCourses, myLeagues] = await Promise.all([
      app.presentUser(user),
      enrolledCoursesOf(db, user.id),
      leaguesJoinedBy(db, user.id),
    ]);
    return { data: { userDetails, enrolledCourses, myLeagues } };
  });

  serve(app, routes.setUserRole, {}, async (request) => {
    const user = await setRole(db, actorOf(request), request.params.id, request.body.role);
    return { data: await app.presentUser(user) };
  });

  serve(app, routes.getAllPoints, {}, async () => ({ data: await allPoints(db, app.now()) }));
};
