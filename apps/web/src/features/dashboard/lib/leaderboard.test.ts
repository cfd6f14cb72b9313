import { describe, expect, it } from 'vitest';
import { createLeaderboard, createLeaderboardEntry } from '../../../test/factories';
import { ordinal, splitLeaderboard } from './leaderboard';

const tenOfficers = Array.from({ length: 10 }, (_, i) => createLeaderboardEntry(i + 1));

describe('splitLeaderboard', () => {
  it('puts the top 5 by points on the podium and starts the table at position 4', () => {
    const shuffled = [...tenOfficers].reverse();
    const view = splitLeaderboard(createLeaderboard({ entries: shuffled }), 'someone-else');
    expect(view.podium.map((e) => e.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(view.table.map((e) => e.rank)).toEqual([4, 5, 6, 7, 8, 9, 10]);
  });

  it('sorts by points descending even when the ranks say otherwise', () => {
    const entries = [
      createLeaderboardEntry(1, { _id: 'a', totalPointsEarned: 10 }),
      createLeaderboardEntry(2, { _id: 'b', totalPointsEarned: 90 }),
    ];
    const view = splitLeaderboard(createLeaderboard({ entries }), 'a');
    expect(view.podium.map((e) => e._id)).toEqual(['b', 'a']);
  });

  it('adds the caller’s own row only when they are outside the entries shown', () => {
    const me = { rank: 42, totalPointsEarned: 15 };
    const outside = splitLeaderboard(createLeaderboard({ entries: tenOfficers, me }), 'u1');
    expect(outside.ownRow).toEqual(me);
    const inside = splitLeaderboard(
      createLeaderboard({ entries: tenOfficers, me: { rank: 2, totalPointsEarned: 980 } }),
      'officer-2',
    );
    expect(inside.ownRow).toBeNull();
  });

  it('has nothing to show when nobody has points yet', () => {
    const view = splitLeaderboard(createLeaderboard(), 'u1');
    expect(view).toEqual({ podium: [], table: [], ownRow: null });
  });
});

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [102, '102nd'],
  ])('%i is %s', (n, text) => expect(ordinal(n)).toBe(text));
});
