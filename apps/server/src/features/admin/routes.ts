import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminMessages,
  ZAdminLeagueLeaderboardResponse,
  ZAdminLeagueParams,
  ZAdminLeaguesQuery,
  ZAdminLeaguesResponse,
  ZAdminProfileResponse,
  ZAdminUserDetailsResponse,
  ZAdminUserParams,
  ZAdminUsersQuery,
  ZAdminUsersResponse,
  ZAllPointsResponse,
  ZApiError,
  ZAuditQuery,
  ZAuditResponse,
  ZCatalogueCourseResponse,
  ZCatalogueCoursesQuery,
  ZCatalogueCoursesResponse,
  ZCatalogueParams,
  ZCatalogueTopicResponse,
  ZCatalogueTopicsResponse,
  ZCourseInput,
  ZCourseUpdate,
  ZModeratorsQuery,
  ZModeratorsResponse,
  ZRejectClaimRequest,
  ZReviewCountResponse,
  ZReviewDecisionResponse,
  ZReviewParams,
  ZReviewQuery,
  ZReviewQueueResponse,
  ZSetRoleRequest,
  ZTopicInput,
  ZTopicUpdate,
} from '@dpts/contract';
import type { FastifyRequest } from 'fastify';
import { sessionSecurity as security } from '../../plugins/auth.ts';
import { notFound } from '../../lib/app-error.ts';
import { listAudit, type Actor } from './audit.ts';
import {
  createCourse,
  createTopic,
  listCatalogueCourses,
  listCatalogueTopics,
  setCourseActive,
  setTopicActive,
  updateCourse,
  updateTopic,
} from './catalogue.ts';
import {
  leagueLeaderboard,
  leaguesJoinedBy,
  listLeagues,
  listModerators,
} from './league-oversight.ts';
import { authorize } from './policy.ts';
import { countReviewClaims, decideClaim, listReviewClaims } from './review-queue.ts';
import { allPoints, enrolledCoursesOf, findUser, setRole } from './service.ts';
import { cachedUserList } from './cache.ts';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError } as const;
const writeErrors = { ...errors, 404: ZApiError, 409: ZApiError } as const;

const actorOf = (request: FastifyRequest): Actor => ({
  id: request.session!.user.id,
  email: request.session!.user.email,
});

/**
 * `/v1/super/*` (spec section 7): administrators read users, leagues, moderators and points;
 * super also manages the catalogue and roles; both decide claims in review (decision 017).
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const read = authorize('read');
  const manageCatalogue = authorize('manageCatalogue');
  const review = authorize('review');
  const userList = cachedUserList(app);

  // ---------- spec section 7 ----------

  app.get(
    '/super',
    {
      schema: {
        tags: ['super'],
        security,
        description: 'The signed-in administrator.',
        response: { 200: ZAdminProfileResponse, ...errors },
      },
      preHandler: read,
    },
    async (request) => ({ data: await app.presentUser(request.session!.user) }),
  );

  app.get(
    '/super/users',
    {
      schema: {
        tags: ['super'],
        security,
        description:
          'Every account, newest first, 10 a page; `search` is a case-insensitive substring of name, username or email.',
        querystring: ZAdminUsersQuery,
        response: { 200: ZAdminUsersResponse, ...errors },
      },
      preHandler: read,
    },
    async (request) => {
      const { page, limit } = request.query;
      return { data: { ...(await userList(request.query)), page, limit } };
    },
  );

  app.get(
    '/super/users/:id',
    {
      schema: {
        tags: ['super'],
        security,
        description: "A user's details, enrolled courses and joined leagues (read-only).",
        params: ZAdminUserParams,
        response: { 200: ZAdminUserDetailsResponse, 404: ZApiError, ...errors },
      },
      preHandler: read,
    },
    async (request) => {
      const user = await findUser(db, request.params.id);
      const [userDetails, enrolledCourses, myLeagues] = await Promise.all([
        app.presentUser(user),
        enrolledCoursesOf(db, user.id),
        leaguesJoinedBy(db, user.id),
      ]);
      return { data: { userDetails, enrolledCourses, myLeagues } };
    },
  );

  app.put(
    '/super/users/:id/role',
    {
      schema: {
        tags: ['super'],
        security,
        description: 'Super only: make an account user, admin or super.',
        params: ZAdminUserParams,
        body: ZSetRoleRequest,
        response: { 200: ZAdminProfileResponse, ...writeErrors },
      },
      preHandler: authorize('manageRoles'),
    },
    async (request) => {
      const user = await setRole(db, actorOf(request), request.params.id, request.body.role);
      return { data: await app.presentUser(user) };
    },
  );

  app.get(
    '/super/leagues',
    {
      schema: {
        tags: ['super'],
        security,
        description: 'All leagues, newest first; search by league or moderator name.',
        querystring: ZAdminLeaguesQuery,
        response: { 200: ZAdminLeaguesResponse, ...errors },
      },
      preHandler: read,
    },
    async (request) => {
      const { page, limit } = request.query;
      return { data: { ...(await listLeagues(db, request.query)), page, limit } };
    },
  );

  app.get(
    '/super/leagues/:id/leaderboard',
    {
      schema: {
        tags: ['super'],
        security,
        description: "A league's members by points (the leaderboard popup).",
        params: ZAdminLeagueParams,
        response: { 200: ZAdminLeagueLeaderboardResponse, 404: ZApiError, ...errors },
      },
      preHandler: read,
    },
    async (request) => {
      const board = await leagueLeaderboard(db, request.params.id);
      if (!board) throw notFound('League not found');
      return { data: board };
    },
  );

  app.get(
    '/super/league-moderators',
    {
      schema: {
        tags: ['super'],
        security,
        description: 'League creators with their leagues; search by name or email.',
        querystring: ZModeratorsQuery,
        response: { 200: ZModeratorsResponse, ...errors },
      },
      preHandler: read,
    },
    async (request) => {
      const { page, limit } = request.query;
      return { data: { ...(await listModerators(db, request.query)), page, limit } };
    },
  );

  app.get(
    '/super/all/points',
    {
      schema: {
        tags: ['super'],
        security,
        description: 'Points ever earned, and per Lagos day for the last 30 days.',
        response: { 200: ZAllPointsResponse, ...errors },
      },
      preHandler: read,
    },
    async () => ({ data: await allPoints(db, app.now()) }),
  );

  // ---------- catalogue (super changes it; admin reads) ----------

  app.get(
    '/super/catalogue/topics',
    {
      schema: {
        tags: ['super'],
        security,
        description: 'Every learning track, retired ones included.',
        response: { 200: ZCatalogueTopicsResponse, ...errors },
      },
      preHandler: read,
    },
    async () => ({ data: await listCatalogueTopics(db) }),
  );

  app.post(
    '/super/catalogue/topics',
    {
      schema: {
        tags: ['super'],
        security,
        body: ZTopicInput,
        response: { 200: ZCatalogueTopicResponse, ...writeErrors },
      },
      preHandler: manageCatalogue,
    },
    async (request) => ({ data: await createTopic(db, actorOf(request), request.body) }),
  );

  app.put(
    '/super/catalogue/topics/:id',
    {
      schema: {
        tags: ['super'],
        security,
        params: ZCatalogueParams,
        body: ZTopicUpdate,
        response: { 200: ZCatalogueTopicResponse, ...writeErrors },
      },
      preHandler: manageCatalogue,
    },
    async (request) => ({
      data: await updateTopic(db, actorOf(request), request.params.id, request.body),
    }),
  );

  for (const [verb, isActive] of [
    ['retire', false],
    ['restore', true],
  ] as const) {
    app.post(
      `/super/catalogue/topics/:id/${verb}`,
      {
        schema: {
          tags: ['super'],
          security,
          params: ZCatalogueParams,
          response: { 200: ZCatalogueTopicResponse, ...writeErrors },
        },
        preHandler: manageCatalogue,
      },
      async (request) => ({
        data: await setTopicActive(db, actorOf(request), request.params.id, isActive),
      }),
    );
    app.post(
      `/super/catalogue/courses/:id/${verb}`,
      {
        schema: {
          tags: ['super'],
          security,
          params: ZCatalogueParams,
          response: { 200: ZCatalogueCourseResponse, ...writeErrors },
        },
        preHandler: manageCatalogue,
      },
      async (request) => ({
        data: await setCourseActive(db, actorOf(request), request.params.id, isActive),
      }),
    );
  }

  app.get(
    '/super/catalogue/courses',
    {
      schema: {
        tags: ['super'],
        security,
        description: 'The catalogue, retired courses included, newest first.',
        querystring: ZCatalogueCoursesQuery,
        response: { 200: ZCatalogueCoursesResponse, ...errors },
      },
      preHandler: read,
    },
    async (request) => {
      const { page, limit } = request.query;
      return { data: { ...(await listCatalogueCourses(db, request.query)), page, limit } };
    },
  );

  app.post(
    '/super/catalogue/courses',
    {
      schema: {
        tags: ['super'],
        security,
        description: 'Adds a course; its address must be a course page of a tracked site.',
        body: ZCourseInput,
        response: { 200: ZCatalogueCourseResponse, ...writeErrors },
      },
      preHandler: manageCatalogue,
    },
    async (request) => ({ data: await createCourse(db, actorOf(request), request.body) }),
  );

  app.put(
    '/super/catalogue/courses/:id',
    {
      schema: {
        tags: ['super'],
        security,
        params: ZCatalogueParams,
        body: ZCourseUpdate,
        response: { 200: ZCatalogueCourseResponse, ...writeErrors },
      },
      preHandler: manageCatalogue,
    },
    async (request) => ({
      data: await updateCourse(db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/super/audit',
    {
      schema: {
        tags: ['super'],
        security,
        description: 'Who changed the catalogue, roles and claims, newest first.',
        querystring: ZAuditQuery,
        response: { 200: ZAuditResponse, ...errors },
      },
      preHandler: read,
    },
    async (request) => {
      const { page, limit } = request.query;
      return { data: { ...(await listAudit(db, request.query)), page, limit } };
    },
  );

  // ---------- review queue ----------

  app.get(
    '/super/review',
    {
      schema: {
        tags: ['super'],
        security,
        description: 'Completion claims waiting for an administrator, oldest first.',
        querystring: ZReviewQuery,
        response: { 200: ZReviewQueueResponse, ...errors },
      },
      preHandler: review,
    },
    async (request) => {
      const { page, limit } = request.query;
      return { data: { ...(await listReviewClaims(db, request.query)), page, limit } };
    },
  );

  app.get(
    '/super/review/count',
    {
      schema: {
        tags: ['super'],
        security,
        response: { 200: ZReviewCountResponse, ...errors },
      },
      preHandler: review,
    },
    async () => ({ data: { count: await countReviewClaims(db) } }),
  );

  app.post(
    '/super/review/:id/approve',
    {
      schema: {
        tags: ['super'],
        security,
        params: ZReviewParams,
        response: { 200: ZReviewDecisionResponse, ...writeErrors },
      },
      preHandler: review,
    },
    async (request) => ({
      data: await decideClaim(db, actorOf(request), request.params.id, { approve: true }),
      message: adminMessages.claimApproved,
    }),
  );

  app.post(
    '/super/review/:id/reject',
    {
      schema: {
        tags: ['super'],
        security,
        params: ZReviewParams,
        body: ZRejectClaimRequest,
        response: { 200: ZReviewDecisionResponse, ...writeErrors },
      },
      preHandler: review,
    },
    async (request) => ({
      data: await decideClaim(db, actorOf(request), request.params.id, {
        approve: false,
        reason: request.body.reason,
      }),
      message: adminMessages.claimRejected,
    }),
  );
};
