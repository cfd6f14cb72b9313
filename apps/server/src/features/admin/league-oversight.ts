import type { TAdminJoinedLeague, TAdminLeagueRow, TModerator } from '@dpts/contract';
import type { Db } from '../../db/client.ts';

// The lead wires these to the leagues and memberships tables (branch `leagues`) at merge.

type PageQuery = { page: number; limit: number; search?: string | undefined };
type Page<T> = { items: T[]; total: number; totalCapped: boolean };

/** All leagues, newest first; search matches the league's or its moderator's name. */
export async function listLeagues(_db: Db, _query: PageQuery): Promise<Page<TAdminLeagueRow>> {
  return { items: [], total: 0, totalCapped: false };
}

/** League creators, newest first, with their leagues; search matches name or email. */
export async function listModerators(_db: Db, _query: PageQuery): Promise<Page<TModerator>> {
  return { items: [], total: 0, totalCapped: false };
}

/** The leagues an officer has joined (user details, "Leagues Joined"). */
export async function leaguesJoinedBy(_db: Db, _userId: string): Promise<TAdminJoinedLeague[]> {
  return [];
}

/** A league's members by points (the leaderboard popup); null when there is no such league. */
export async function leagueLeaderboard(
  _db: Db,
  _leagueId: string,
): Promise<
  | {
      _id: string;
      firstName: string;
      lastName: string;
      image: string | null;
      totalPointsEarned: number;
    }[]
  | null
> {
  return null;
}
