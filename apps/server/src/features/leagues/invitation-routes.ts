import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import { leagueMessages } from '@dpts/contract';
import { routes } from '@dpts/contract/api/routes';
import type { TLeagueInvitation } from '@dpts/contract/api/routes/league-invitations';
import { rows, type Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { serve } from '../../plugins/routing.ts';

/**
 * The league a share link names, for a visitor not signed in yet (issue 23): the login page says
 * which league they were invited to. Only what the link's sender already shares: no members.
 */
export async function leagueInvitation(db: Db, id: string): Promise<TLeagueInvitation> {
  const [league] = await rows<{
    name: string;
    is_private: boolean;
    members_count: number;
    first_name: string;
  }>(
    db,
    sql`select l.name, l.is_private, l.members_count, u.first_name
      from leagues l join users u on u.id = l.creator_id where l.id = ${id}`,
  );
  if (!league) throw notFound(leagueMessages.notFound);
  return {
    _id: id,
    name: league.name,
    private: league.is_private,
    members_count: league.members_count,
    creatorFirstName: league.first_name,
  };
}

export const leagueInvitationRoutes: FastifyPluginAsync = async (app) => {
  serve(app, routes.getLeagueInvitation, {}, async (request) => ({
    data: await leagueInvitation(app.database.db, request.params.id),
  }));
};
