import { defineEndpoints } from '../endpoint.ts';

/** Tracks, courses, boards and the officer's points and claims (spec section 7). */
export const learningEndpoints = defineEndpoints({
  listTopics: { method: 'GET', path: '/topics' },
  getTopicDetails: { method: 'GET', path: '/topics/:id' },
  listCourses: { method: 'GET', path: '/courses' },
  getLeaderboard: { method: 'GET', path: '/profile/leaderboard' },
  getPointsSummary: { method: 'GET', path: '/profile/points' },
  getDashboardStats: { method: 'GET', path: '/profile/stats' },
  createClaim: { method: 'POST', path: '/profile/claims' },
  getPointsHistory: { method: 'GET', path: '/profile/points/history' },
});
