import type { FastifyPluginAsync } from 'fastify';
import { routes } from '@dpts/contract/api/routes';
import { serve } from '../../../plugins/routing.ts';
import {
  createCourse,
  createTopic,
  listCatalogueCourses,
  listCatalogueTopics,
  setCourseActive,
  setTopicActive,
  updateCourse,
  updateTopic,
} from '../catalogue.ts';
import { actorOf } from './actor.ts';

/** The catalogue: super changes tracks and courses (audit-logged); administrators read. */
export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  serve(app, routes.listCatalogueTopics, {}, async () => ({
    data: await listCatalogueTopics(db),
  }));

  serve(app, routes.createTopic, {}, async (request) => ({
    data: await createTopic(db, actorOf(request), request.body),
  }));

  serve(app, routes.updateTopic, {}, async (request) => ({
    data: await updateTopic(db, actorOf(request), request.params.id, request.body),
  }));

  for (const [route, isActive] of [
    [routes.retireTopic, false],
    [routes.restoreTopic, true],
  ] as const)
    serve(app, route, {}, async (request) => ({
      data: await setTopicActive(db, actorOf(request), request.params.id, isActive),
    }));

  serve(app, routes.listCatalogueCourses, {}, async (request) => {
    const { page, limit } = request.query;
    return { data: { ...(await listCatalogueCourses(db, request.query)), page, limit } };
  });

  serve(app, routes.createCourse, {}, async (request) => ({
    data: await createCourse(db, actorOf(request), request.body),
  }));

  serve(app, routes.updateCourse, {}, async (request) => ({
    data: await updateCourse(db, actorOf(request), request.params.id, request.body),
  }));

  for (const [route, isActive] of [
    [routes.retireCourse, false],
    [routes.restoreCourse, true],
  ] as const)
    serve(app, route, {}, async (request) => ({
      data: await setCourseActive(db, actorOf(request), request.params.id, isActive),
    }));
};
