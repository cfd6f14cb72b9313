import {
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
  ZApproveClaimRequest,
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
} from '../../admin.ts';
import { defineRoutes } from '../define.ts';
import { adminEndpoints } from '../endpoints/admin.ts';

const tags = ['super'];
/** Administrators (admin or super) read and review; only super changes things (issue #11). */
const read = { access: 'admin', tags } as const;
const manage = { access: 'super', tags } as const;

export const adminRoutes = defineRoutes(adminEndpoints, {
  getAdminProfile: {
    ...read,
    description: 'The signed-in administrator.',
    response: ZAdminProfileResponse,
  },
  listUsers: {
    ...read,
    description:
      'Every account, newest first, 10 a page; `search` is a case-insensitive substring of name, username or email.',
    query: ZAdminUsersQuery,
    response: ZAdminUsersResponse,
  },
  getUserDetails: {
    ...read,
    description: "A user's details, enrolled courses and joined leagues (read-only).",
    params: ZAdminUserParams,
    response: ZAdminUserDetailsResponse,
  },
  setUserRole: {
    ...manage,
    description: 'Super only: make an account user, admin or super.',
    params: ZAdminUserParams,
    body: ZSetRoleRequest,
    response: ZAdminProfileResponse,
  },
  listAdminLeagues: {
    ...read,
    description: 'All leagues, newest first; search by league or moderator name.',
    query: ZAdminLeaguesQuery,
    response: ZAdminLeaguesResponse,
  },
  getAdminLeagueLeaderboard: {
    ...read,
    description: "A league's members by points (the leaderboard popup).",
    params: ZAdminLeagueParams,
    response: ZAdminLeagueLeaderboardResponse,
  },
  listModerators: {
    ...read,
    description: 'League creators with their leagues; search by name or email.',
    query: ZModeratorsQuery,
    response: ZModeratorsResponse,
  },
  getAllPoints: {
    ...read,
    description: 'Points ever earned, and per Lagos day for the last 30 days.',
    response: ZAllPointsResponse,
  },
  listCatalogueTopics: {
    ...read,
    description: 'Every learning track, retired ones included.',
    response: ZCatalogueTopicsResponse,
  },
  createTopic: { ...manage, body: ZTopicInput, response: ZCatalogueTopicResponse },
  updateTopic: {
    ...manage,
    params: ZCatalogueParams,
    body: ZTopicUpdate,
    response: ZCatalogueTopicResponse,
  },
  retireTopic: { ...manage, params: ZCatalogueParams, response: ZCatalogueTopicResponse },
  restoreTopic: { ...manage, params: ZCatalogueParams, response: ZCatalogueTopicResponse },
  listCatalogueCourses: {
    ...read,
    description: 'The catalogue, retired courses included, newest first.',
    query: ZCatalogueCoursesQuery,
    response: ZCatalogueCoursesResponse,
  },
  createCourse: {
    ...manage,
    description: 'Adds a course; its address must be a course page of a tracked site.',
    body: ZCourseInput,
    response: ZCatalogueCourseResponse,
  },
  updateCourse: {
    ...manage,
    params: ZCatalogueParams,
    body: ZCourseUpdate,
    response: ZCatalogueCourseResponse,
  },
  retireCourse: { ...manage, params: ZCatalogueParams, response: ZCatalogueCourseResponse },
  restoreCourse: { ...manage, params: ZCatalogueParams, response: ZCatalogueCourseResponse },
  listAudit: {
    ...read,
    description:
      'Who changed the catalogue, roles, claims, badges and rewards, and who decided volunteering entries (administrators, supervisors through their link, auto-approval), newest first.',
    query: ZAuditQuery,
    response: ZAuditResponse,
  },
  listReviewClaims: {
    ...read,
    description:
      'Completion claims for an administrator, oldest first: `view=waiting` (in review), `held` (certificates held by another officer), `rejected` (the last 30 days, to reopen).',
    query: ZReviewQuery,
    response: ZReviewQueueResponse,
  },
  countReviewClaims: { ...read, response: ZReviewCountResponse },
  approveClaim: {
    ...read,
    params: ZReviewParams,
    body: ZApproveClaimRequest,
    response: ZReviewDecisionResponse,
  },
  rejectClaim: {
    ...read,
    params: ZReviewParams,
    body: ZRejectClaimRequest,
    response: ZReviewDecisionResponse,
  },
});
