import { leagueMessages } from '@dpts/contract';
import type { UserRow } from '../../domain/users.ts';
import { forbidden } from '../../lib/app-error.ts';

/** What the policy needs to know of a league and of the caller's place in it. */
export type LeagueFacts = { creatorId: string; isPrivate: boolean; isMember: boolean };

export type LeagueAction =
  | 'manage' // delete, invite, import, toggle discoverable, answer requests
  | 'read-requests'
  | 'view-details'
  | 'view-leaderboard'
  | 'leave';

const isAdmin = (user: UserRow) => user.role === 'admin' || user.role === 'super';

/**
 * Who may do what with a league (spec section 6, docs/design.md §5): the creator manages it;
 * members leave it and see a private league's details and board; administrators read everything
 * and change nothing.
 */
export function can(user: UserRow, action: LeagueAction, league: LeagueFacts): boolean {
  const isCreator = league.creatorId === user.id;
  switch (action) {
    case 'manage':
      return isCreator;
    case 'read-requests':
      return isCreator || isAdmin(user);
    case 'view-details':
    case 'view-leaderboard':
      return !league.isPrivate || league.isMember || isCreator || isAdmin(user);
    case 'leave':
      return league.isMember;
  }
}

export function authorize(user: UserRow, action: LeagueAction, league: LeagueFacts): void {
  if (can(user, action, league)) return;
  throw forbidden(action === 'manage' ? leagueMessages.ownerOnly : leagueMessages.notMember);
}
