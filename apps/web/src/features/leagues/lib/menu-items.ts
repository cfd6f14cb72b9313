import { t } from '@lingui/core/macro';
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
  | 'withdraw'
  | 'share';

export type CardItem = {
  command: CardCommand;
  label: string;
  disabled?: boolean;
  checked?: boolean;
};

const isDiscoverTab = (list: LeagueListId) =>
  list === 'discover' || list === 'public' || list === 'private';

/** The menu of a league card for each tab and state (spec section 2, League card), in the language active now. */
export function menuItemsFor(list: LeagueListId, league: TLeague): CardItem[] {
  if (isDiscoverTab(list)) {
    const canJoin = !league.private || league.isInvited;
    return [
      canJoin
        ? { command: 'join', label: t`Join League` }
        : { command: 'request', label: t`Request to Join` },
      league.isSaved
        ? { command: 'save', label: t`Already Saved!`, disabled: true }
        : { command: 'save', label: t`Save League` },
    ];
  }
  if (list === 'saved') return [{ command: 'unsave', label: t`Remove League` }];
  if (list === 'sent') return [{ command: 'withdraw', label: t`Withdraw Request` }];
  if (list === 'pending') return [];
  const items: CardItem[] = [{ command: 'leaderboard', label: t`Leaderboard` }];
  if (league.private) items.push({ command: 'details', label: t`View Details` });
  // The share link stays reachable after the one-time 'League Created' popup (issue 23).
  items.push({ command: 'share', label: t`Share League` });
  if (league.isCreator) {
    items.push(
      { command: 'invite', label: t`Invite Members` },
      { command: 'discoverable', label: t`Make League Discoverable`, checked: league.discoverable },
      { command: 'delete', label: t`Delete League` },
    );
  } else if (list === 'joined') {
    items.push({ command: 'leave', label: t`Leave League` });
  }
  return items;
}
