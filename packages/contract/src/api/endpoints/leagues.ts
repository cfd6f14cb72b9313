import { defineEndpoints } from '../endpoint.ts';

/** Leagues (spec section 7, docs/design.md §§2 and 5), with the spec's alias paths. */
export const leagueEndpoints = defineEndpoints({
  discoverLeagues: { method: 'GET', path: '/league' },
  listCreatedLeagues: { method: 'GET', path: '/league/created' },
  listJoinedLeagues: { method: 'GET', path: '/league/joined' },
  listSentRequests: { method: 'GET', path: '/league/sent-requests' },
  listSavedLeagues: { method: 'GET', path: '/league/m/save' },
  createLeague: { method: 'POST', path: '/league' },
  saveLeague: { method: 'POST', path: '/league/m/save' },
  unsaveLeague: { method: 'DELETE', path: '/league/m/save/:id' },
  getLeagueDetails: { method: 'GET', path: '/league/:id' },
  getLeagueCard: { method: 'GET', path: '/league/:id/card' },
  updateLeague: { method: 'PUT', path: '/league/:id' },
  deleteLeague: { method: 'DELETE', path: '/league/:id' },
  joinLeague: { method: 'POST', path: '/league/:id/join' },
  requestToJoinLeague: { method: 'POST', path: '/league/:id/request' },
  answerLeagueRequest: { method: 'PUT', path: '/league/:id/request' },
  withdrawLeagueRequest: {
    method: 'POST',
    path: '/league/:id/withdraw-request',
    aliases: [{ method: 'DELETE', path: '/league/:id/request' }],
  },
  leaveLeague: {
    method: 'POST',
    path: '/league/:id/leave',
    aliases: [{ method: 'DELETE', path: '/league/:id/leave' }],
  },
  listLeagueRequests: { method: 'GET', path: '/league/:id/requests' },
  getLeagueLeaderboard: { method: 'GET', path: '/league/:id/leaderboard' },
  inviteLeagueMembers: { method: 'POST', path: '/league/:id/invite-members' },
  importLeagueMembers: { method: 'POST', path: '/league/:id/import-members' },
});
