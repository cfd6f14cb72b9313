import { z } from 'zod';
import { ZLeagueIdParams } from '../../leagues.ts';
import { defineRoutes } from '../define.ts';
import { leagueInvitationEndpoints } from '../endpoints/league-invitations.ts';

/** The league a share link names, as much as the link itself already tells: no members, no courses. */
export const ZLeagueInvitation = z.object({
  _id: z.string(),
  name: z.string(),
  private: z.boolean(),
  members_count: z.number().int(),
  creatorFirstName: z.string(),
});
export type TLeagueInvitation = z.infer<typeof ZLeagueInvitation>;

export const leagueInvitationRoutes = defineRoutes(leagueInvitationEndpoints, {
  getLeagueInvitation: {
    access: 'public',
    tags: ['leagues'],
    description:
      "The league a share link (`/leagues/discover?league=ID`) invites to, for a visitor not signed in yet: its name, whether it is private, its member count and its creator's first name. Anyone holding the id (the link is the invitation); 404 for no such league.",
    params: ZLeagueIdParams,
    response: z.object({ data: ZLeagueInvitation }),
  },
});
