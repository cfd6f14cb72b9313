import type { FastifyPluginAsync } from 'fastify';
import { routes } from '@dpts/contract/api/routes';
import { serve } from '../../plugins/routing.ts';
import { cachedCatalogueReads } from './cache.ts';
import { getTopicDetails, listCourses, listTopics } from './service.ts';

/** Learning tracks and their courses (spec section 7: /topics, /topics/{id}, /courses). */
export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const reads = cachedCatalogueReads(app);

  serve(app, routes.listTopics, {}, async (request) => ({
    result: await listTopics(reads, request.session!.user.learningPath),
  }));

  serve(app, routes.getTopicDetails, {}, async (request) =>
    getTopicDetails(reads, request.session!.user, request.params.id),
  );

  serve(app, routes.listCourses, {}, async (request) => ({
    result: await listCourses(db, request.query),
  }));
};
