import { defineEndpoints } from '../endpoint.ts';

/** What a league's share link shows a visitor who is not signed in yet. */
export const leagueInvitationEndpoints = defineEndpoints({
  getLeagueInvitation: { method: 'GET', path: '/league/:id/invitation' },
});
