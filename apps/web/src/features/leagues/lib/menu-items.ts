import type { TLeague } from '@dpts/contract/leagues';
import type { LeagueListId } from '../api/get-leagues';

export type CardCommand =
  | 'join'
  | 'request'
  | 'save'
  | 'unsave'
  | 'leaderboard'
  | 'details'
  | 'invite'
  | 'discoverable'
  | 'delete'
  | 'leave'
  | 'withdraw';

export type CardItem = {
  command: CardCommand;
  label: string;
  disabled?: boolean;
  checked?: boolean;
};

const isDiscoverTab = (list: LeagueListId) =>
  list === 'discover' || list === 'public' || list === 'private';

/** The menu of a league card for each tab and state (spec section 2, League card). */
export function menuItemsFor(list: LeagueListId, league: TLeague): CardItem[] {
  if (isDiscoverTab(list)) {
    const canJoin = !league.private || league.isInvited;
    return [
      canJoin
        ? { command: 'join', label: 'Join League' }
        : { command: 'request', label: 'Request to Join' },
      league.isSaved
        ? { command: 'save', label: 'Already Saved!', disabled: true }
        : { command: 'save', label: 'Save League' },
    ];
  }
  if (list === 'saved') return [{ command: 'unsave', label: 'Remove League' }];
  if (list === 'sent') return [{ command: 'withdraw', label: 'Withdraw Request' }];
  if (list === 'pending') return [];
  const items: CardItem[] = [{ command: 'leaderboard', label: 'Leaderboard' }];
  if (league.private) items.push({ command: 'details', label: 'View Details' });
  if (league.isCreator) {
    items.push(
      { command: 'invite', label: 'Invite Members' },
      { command: 'discoverable', label: 'Make League Discoverable', checked: league.discoverable },
      { command: 'delete', label: 'Delete League' },
    );
  } else if (list === 'joined') {
    items.push({ command: 'leave', label: 'Leave League' });
  }
  return items;
}
