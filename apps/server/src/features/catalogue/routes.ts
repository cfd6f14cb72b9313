import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApiError,
  ZCoursesQuery,
  ZCoursesResponse,
  ZTopicDetailsResponse,
  ZTopicParams,
  ZTopicsResponse,
} from '@dpts/contract';
import { requireUser, sessionSecurity as security } from '../../plugins/auth.ts';
import { cachedCatalogueReads } from './cache.ts';
import { getTopicDetails, listCourses, listTopics } from './service.ts';

const errors = { 400: ZApiError, 401: ZApiError } as const;
const tags = ['catalogue'];

/** Learning tracks and their courses (spec section 7: /topics, /topics/{id}, /courses). */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const reads = cachedCatalogueReads(app);

  app.get(
    '/topics',
    {
      schema: {
        tags,
        security,
        description: "Every learning track with its earnable points; the officer's paths first.",
        response: { 200: ZTopicsResponse, ...errors },
      },
      preHandler: requireUser,
    },
    async (request) => ({ result: await listTopics(reads, request.session!.user.learningPath) }),
  );

  app.get(
    '/topics/:id',
    {
      schema: {
        tags,
        security,
        description: "A track's courses with the officer's status on each.",
        params: ZTopicParams,
        response: { 200: ZTopicDetailsResponse, 404: ZApiError, ...errors },
      },
      preHandler: requireUser,
    },
    async (request) => getTopicDetails(reads, request.session!.user, request.params.id),
  );

  app.get(
    '/courses',
    {
      schema: {
        tags,
        security,
        querystring: ZCoursesQuery,
        response: { 200: ZCoursesResponse, ...errors },
      },
      preHandler: requireUser,
    },
    async (request) => ({ result: await listCourses(db, request.query) }),
  );
};
