import { defineEndpoints } from '../endpoint.ts';

/** `/super/*` (spec section 7): users, leagues, points, the catalogue, the audit, the review. */
export const adminEndpoints = defineEndpoints({
  getAdminProfile: { method: 'GET', path: '/super' },
  listUsers: { method: 'GET', path: '/super/users' },
  getUserDetails: { method: 'GET', path: '/super/users/:id' },
  setUserRole: { method: 'PUT', path: '/super/users/:id/role' },
  listAdminLeagues: { method: 'GET', path: '/super/leagues' },
  getAdminLeagueLeaderboard: { method: 'GET', path: '/super/leagues/:id/leaderboard' },
  listModerators: { method: 'GET', path: '/super/league-moderators' },
  getAllPoints: { method: 'GET', path: '/super/all/points' },
  listCatalogueTopics: { method: 'GET', path: '/super/catalogue/topics' },
  createTopic: { method: 'POST', path: '/super/catalogue/topics' },
  updateTopic: { method: 'PUT', path: '/super/catalogue/topics/:id' },
  retireTopic: { method: 'POST', path: '/super/catalogue/topics/:id/retire' },
  restoreTopic: { method: 'POST', path: '/super/catalogue/topics/:id/restore' },
  listCatalogueCourses: { method: 'GET', path: '/super/catalogue/courses' },
  createCourse: { method: 'POST', path: '/super/catalogue/courses' },
  updateCourse: { method: 'PUT', path: '/super/catalogue/courses/:id' },
  retireCourse: { method: 'POST', path: '/super/catalogue/courses/:id/retire' },
  restoreCourse: { method: 'POST', path: '/super/catalogue/courses/:id/restore' },
  listAudit: { method: 'GET', path: '/super/audit' },
  listReviewClaims: { method: 'GET', path: '/super/review' },
  countReviewClaims: { method: 'GET', path: '/super/review/count' },
  approveClaim: { method: 'POST', path: '/super/review/:id/approve' },
  rejectClaim: { method: 'POST', path: '/super/review/:id/reject' },
});
