import { DASHBOARD_PODIUM } from '@dpts/contract/constants';
import type { TLeaderboard, TLeaderboardEntry } from '@dpts/contract/learning';

/** The dashboard's table starts at this position, under the podium (spec section 9). */
export const TABLE_FROM_POSITION = 4;

export type LeaderboardView = {
  /** The top 5 by points, highest first. */
  podium: TLeaderboardEntry[];
  /** Everyone from position 4 on (positions 4 and 5 are also on the podium). */
  table: TLeaderboardEntry[];
  /** The caller's own standing when they are not among the entries shown, else null. */
  ownRow: TLeaderboard['me'] | null;
};

/** Splits a ranking into the podium, the table from position 4 and the caller's own row. */
export function splitLeaderboard(board: TLeaderboard, myId: string | undefined): LeaderboardView {
  const sorted = [...board.entries].sort(
    (a, b) => b.totalPointsEarned - a.totalPointsEarned || a.rank - b.rank,
  );
  const isShown = sorted.some((entry) => entry._id === myId);
  return {
    podium: sorted.slice(0, DASHBOARD_PODIUM),
    table: sorted.slice(TABLE_FROM_POSITION - 1),
    ownRow: isShown || sorted.length === 0 ? null : board.me,
  };
}

/** 1st, 2nd, 3rd, 4th… */
export function ordinal(position: number): string {
  const tens = position % 100;
  if (tens >= 11 && tens <= 13) return `${position}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][position % 10] ?? 'th';
  return `${position}${suffix}`;
}
