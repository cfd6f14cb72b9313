import {
  ZClaimRequest,
  ZClaimResponse,
  ZPointsHistoryQuery,
  ZPointsHistoryResponse,
} from '../../claims.ts';
import {
  ZCoursesQuery,
  ZCoursesResponse,
  ZDashboardStatsResponse,
  ZLeaderboardQuery,
  ZLeaderboardResponse,
  ZPointsSummaryResponse,
  ZTopicDetailsResponse,
  ZTopicParams,
  ZTopicsResponse,
} from '../../learning.ts';
import { defineRoutes } from '../define.ts';
import { learningEndpoints } from '../endpoints/learning.ts';

const catalogue = { access: 'user', tags: ['catalogue'] } as const;
const points = { access: 'user', tags: ['points'] } as const;

export const learningRoutes = defineRoutes(learningEndpoints, {
  listTopics: {
    ...catalogue,
    description: "Every learning track with its earnable points; the officer's paths first.",
    response: ZTopicsResponse,
  },
  getTopicDetails: {
    ...catalogue,
    description: "A track's courses with the officer's status on each.",
    params: ZTopicParams,
    response: ZTopicDetailsResponse,
  },
  listCourses: { ...catalogue, query: ZCoursesQuery, response: ZCoursesResponse },
  getLeaderboard: {
    ...points,
    description:
      'Global ranks (all-time dpts) or the daily ranking (dpts since midnight in Lagos): the top `limit` and the caller’s own rank.',
    query: ZLeaderboardQuery,
    response: ZLeaderboardResponse,
  },
  getPointsSummary: { ...points, response: ZPointsSummaryResponse },
  getDashboardStats: {
    ...points,
    description: 'The dashboard cards: total points, enrolled and completed courses.',
    response: ZDashboardStatsResponse,
  },
  createClaim: {
    ...points,
    access: 'verified',
    status: 201,
    description:
      'Claims a course with its certificate link (officers without the extension). The claim is `pending` until the issuing site has confirmed the certificate; then it pays once, like a completion from the extension.',
    body: ZClaimRequest,
    response: ZClaimResponse,
  },
  getPointsHistory: {
    ...points,
    description:
      'The officer’s completion claims, newest first: course, site, certificate link, state (pending, verified, rejected, review), reason, points and dates.',
    query: ZPointsHistoryQuery,
    response: ZPointsHistoryResponse,
  },
});
