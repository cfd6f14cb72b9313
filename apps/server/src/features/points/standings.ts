import type { TLeaderboard } from '@dpts/contract';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../domain/users.ts';
import { dailyPoints, users } from '../../db/schema.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { KeyedCache, ScoreStampedCache } from '../../lib/read-cache.ts';
import {
  dailyRank,
  dailyTop,
  globalRank,
  globalTop,
  presentBoard,
  type BoardTop,
  type OwnRank,
} from './ranks.ts';

/** A board's top as kept: with what tells whether a change can alter it. */
type KeptTop = BoardTop & { ids: Set<string>; isFull: boolean; lowestPoints: number };

const TTL_MS = 5 * 60_000;

/**
 * The leaderboards as this process serves them: the top of each board and every caller's own
 * rank are read from the database once and kept until the change feed reports a change that can
 * alter them (decision 012). A change of officer X from `old` to `new` points:
 * - alters a top that holds X, that is not full, or whose lowest entry X reaches or leaves
 *   (and the number ranked, when X enters or leaves the board);
 * - alters the rank of officers whose points lie between `old` and `new` (X passed them, or
 *   they are X), and of nobody else: points only move X past those in between.
 */
export function createStandings(database: Database, feed: ChangeFeed) {
  const tops = new KeyedCache<string, KeptTop>(feed, { max: 500, ttlMs: TTL_MS });
  const globalRanks = new ScoreStampedCache<OwnRank>(feed, { max: 200_000, ttlMs: TTL_MS });
  const dailyRanks = new Map<string, ScoreStampedCache<OwnRank>>();

  function ranksOfDay(day: string): ScoreStampedCache<OwnRank> {
    let ranks = dailyRanks.get(day);
    if (!ranks) {
      // One day at a time is served: earlier days' ranks are no longer asked for.
      dailyRanks.clear();
      dailyRanks.set(day, (ranks = new ScoreStampedCache(feed, { max: 200_000, ttlMs: TTL_MS })));
    }
    return ranks;
  }

  const isAltered = (top: KeptTop, userId: string, oldPoints: number, newPoints: number) =>
    top.ids.has(userId) ||
    (oldPoints !== newPoints &&
      (!top.isFull ||
        Math.max(oldPoints, newPoints) >= top.lowestPoints ||
        oldPoints === 0 ||
        newPoints === 0));

  feed.register({
    name: 'leaderboard tops and own ranks',
    // The rank counters are written in the transactions that change these rows.
    tables: [users, dailyPoints],
    changed: (change) => {
      switch (change.kind) {
        case 'user': {
          const { userId, oldTotal, newTotal } = change;
          // Daily tops show names too: any of them holding this officer goes.
          tops.dropWhere((top, key) =>
            key.startsWith('global:')
              ? isAltered(top, userId, oldTotal, newTotal)
              : top.ids.has(userId),
          );
          tops.forgetReadsUnderWay();
          if (oldTotal !== newTotal) globalRanks.touch(oldTotal, newTotal);
          break;
        }
        case 'daily': {
          const { day, userId, oldPoints, newPoints } = change;
          tops.dropWhere(
            (top, key) =>
              key.startsWith(`daily:${day}:`) && isAltered(top, userId, oldPoints, newPoints),
          );
          tops.forgetReadsUnderWay();
          dailyRanks.get(day)?.touch(oldPoints, newPoints);
          break;
        }
      }
    },
    clear: () => {
      tops.clear();
      globalRanks.clear();
      dailyRanks.clear();
    },
  });

  const keep = (top: BoardTop, limit: number): KeptTop => ({
    ...top,
    ids: new Set(top.entries.map((e) => e._id)),
    isFull: top.entries.length >= limit,
    lowestPoints: top.entries.at(-1)?.totalPointsEarned ?? 0,
  });

  return {
    async global(me: UserRow, limit: number): Promise<TLeaderboard> {
      const [top, own] = await Promise.all([
        tops.get(`global:${limit}`, async () => keep(await globalTop(database, limit), limit)),
        globalRanks.get(me.id, me.totalPointsEarned, async () => ({
          score: me.totalPointsEarned,
          value: await globalRank(database, me),
        })),
      ]);
      return presentBoard('global', null, top, own);
    },

    async daily(me: UserRow, limit: number, day: string): Promise<TLeaderboard> {
      const [top, own] = await Promise.all([
        tops.get(`daily:${day}:${limit}`, async () =>
          keep(await dailyTop(database, day, limit), limit),
        ),
        ranksOfDay(day).get(me.id, undefined, async () => {
          const value = await dailyRank(database, day, me.id);
          return { score: value.points, value };
        }),
      ]);
      return presentBoard('daily', day, top, own);
    },
  };
}
