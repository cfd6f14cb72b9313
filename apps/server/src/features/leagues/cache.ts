import type { FastifyInstance } from 'fastify';
import { leagueMessages, type TLeagueLeaderboard, type TLeaguePage } from '@dpts/contract';
import type { UserRow } from '../../domain/users.ts';
import { notFound } from '../../lib/app-error.ts';
import {
  dailyPoints,
  leagueCourses,
  leagueInvites,
  leagueMembers,
  leagueRequests,
  leagueStars,
  leagues,
  users,
} from '../../db/schema.ts';
import { TaggedCache } from '../../lib/read-cache.ts';
import { authorize } from './policy.ts';
import {
  boardFacts,
  boardSince,
  leagueLeaderboard,
  presentLeaderboard,
  rankedMembers,
  type RankedMember,
} from './board.ts';
import { presentLeague, type Page } from './presenters.ts';
import {
  discoverHead,
  discoverLeagues,
  officerLeagues,
  type DiscoverHead,
  type OfficerLeagues,
} from './queries.ts';

/** Discover pages answered from memory reach this far into the newest discoverable leagues. */
export const DISCOVER_HEAD = 1_000;
/** Boards of leagues up to this size are kept whole; bigger ones are ranked by the database. */
export const BOARD_MEMBERS_KEPT = 5_000;
const TTL_MS = 10 * 60_000;

type KeptHead = DiscoverHead & { ids: Set<string>; creators: Set<string> };

type KeptBoard = {
  creatorId: string;
  isPrivate: boolean;
  membersCount: number;
  /** every member in rank order; null: too many to keep, ask the database */
  ranked: RankedMember[] | null;
};

/**
 * Discover and league leaderboards from process memory (decision 035, on decision 012's change
 * feed). Discover is one shared list, the newest discoverable leagues with what their cards
 * show, plus each officer's own relation to leagues (joined, asked, saved, invited); a page is
 * the shared list less the officer's leagues. A board keeps the league's every member ranked.
 * Anything memory cannot answer exactly goes to the database as before: pages past the kept
 * list, an officer with a live invite to a league that is not listed, a caller who created a
 * listed league (its pending requests), boards of very big leagues, and a feed that is not live.
 */
export function cachedLeagueReads(app: FastifyInstance) {
  const database = app.database;
  const feed = app.changes;

  // Tags: `list` (which leagues are listed, and the totals), `league:<id>`, an officer's id (a
  // creator's name on a card, a member's name and points on a board), `email:<address>`.
  const heads = new TaggedCache<KeptHead>(feed, {
    max: 1,
    ttlMs: TTL_MS,
    tags: function* (_key, head) {
      yield 'list';
      for (const row of head.rows) yield `league:${row.id}`;
      yield* head.creators;
    },
  });
  const officers = new TaggedCache<OfficerLeagues>(feed, {
    max: 100_000,
    ttlMs: TTL_MS,
    // Whether a joined league counts in Discover's total is kept with the officer.
    tags: function* (_key, mine) {
      for (const leagueId of mine.joined.keys()) yield `league:${leagueId}`;
      yield `email:${mine.email}`;
    },
  });
  const boards = new TaggedCache<KeptBoard | null>(feed, {
    max: 10_000,
    maxSize: 200_000,
    size: (board) => 1 + (board?.ranked?.length ?? 0),
    ttlMs: TTL_MS,
    // An unknown league answers 404 from the database each time.
    keep: (board) => board !== null,
    tags: function* (key, board) {
      yield `league:${key.slice(0, key.indexOf('|'))}`;
      for (const member of board?.ranked ?? []) yield member.id;
    },
  });
  const boardKey = (leagueId: string, since: string | null) => `${leagueId}|${since ?? 'all'}`;

  feed.register({
    name: 'Discover and league leaderboards',
    tables: [
      leagues,
      leagueMembers,
      leagueRequests,
      leagueStars,
      leagueCourses,
      leagueInvites,
      users,
      dailyPoints,
    ],
    changed: (change) => {
      switch (change.kind) {
        case 'league':
          heads.dropTag(change.listed ? 'list' : `league:${change.leagueId}`);
          if (change.listed) officers.dropTag(`league:${change.leagueId}`);
          boards.dropTag(`league:${change.leagueId}`);
          break;
        case 'leagueMember':
          officers.drop(change.userId);
          boards.dropTag(`league:${change.leagueId}`);
          break;
        case 'leagueUser':
          officers.drop(change.userId);
          break;
        case 'leagueInvite':
          officers.dropTag(`email:${change.email.toLowerCase()}`);
          break;
        case 'user':
          heads.dropTag(change.userId);
          boards.dropTag(change.userId);
          break;
        case 'daily':
          boards.dropTag(change.userId);
          break;
      }
    },
    clear: () => {
      heads.clear();
      officers.clear();
      boards.clear();
    },
  });

  const loadHead = async (): Promise<KeptHead> => {
    const head = await discoverHead(database, DISCOVER_HEAD);
    return {
      ...head,
      ids: new Set(head.rows.map((r) => r.id)),
      creators: new Set(head.rows.map((r) => r.creator_id)),
    };
  };

  /** The page from memory, or null when only the database can answer it exactly. */
  function discoverPage(
    me: UserRow,
    type: 'all' | 'public' | 'private',
    page: Page,
    head: KeptHead,
    mine: OfficerLeagues,
  ): TLeaguePage | null {
    const now = Date.now();
    const ofKind = (isPrivate: boolean) => type === 'all' || (type === 'private') === isPrivate;
    // An undiscoverable league the officer is invited to is listed too: the database finds it.
    for (const [leagueId, expires] of mine.invites)
      if (expires > now && !head.ids.has(leagueId) && !mine.joined.has(leagueId)) return null;
    const upto = page.page * page.limit;
    const listed = [];
    for (const row of head.rows) {
      if (!ofKind(row.is_private) || mine.joined.has(row.id)) continue;
      listed.push(row);
      if (listed.length >= upto) break;
    }
    if (listed.length < upto && !head.complete) return null;
    const rows = listed.slice((page.page - 1) * page.limit);
    // The creator sees their pending requests on the card: counted by the database.
    if (rows.some((row) => row.creator_id === me.id)) return null;
    let joinedListed = 0;
    for (const league of mine.joined.values())
      if (league.discoverable && ofKind(league.isPrivate)) joinedListed += 1;
    const all =
      (type === 'private' ? 0 : head.totals.public) + (type === 'public' ? 0 : head.totals.private);
    return {
      items: rows.map((row) =>
        presentLeague(
          {
            ...row,
            is_member: false,
            is_saved: mine.saved.has(row.id),
            request: null,
            pending_requests: 0,
            is_invited: (mine.invites.get(row.id) ?? 0) > now,
          },
          me,
        ),
      ),
      page: page.page,
      limit: page.limit,
      total: all - joinedListed,
    };
  }

  return {
    async discover(
      me: UserRow,
      type: 'all' | 'public' | 'private',
      page: Page,
    ): Promise<TLeaguePage> {
      if (feed.live) {
        const loadMine = () => officerLeagues(database, me);
        const [head, kept] = await Promise.all([
          heads.get('head', loadHead),
          officers.get(me.id, loadMine),
        ]);
        let mine = kept;
        // The address changed since (its invites were read for the old one): read again.
        if (mine.email !== me.email.toLowerCase()) {
          officers.drop(me.id);
          mine = await officers.get(me.id, loadMine);
        }
        const answer = discoverPage(me, type, page, head, mine);
        if (answer) return answer;
      }
      return discoverLeagues(database.readDb, me, type, page);
    },

    async leaderboard(
      me: UserRow,
      id: string,
      period: 'all' | 'week',
      limit: number,
      now: Date,
    ): Promise<TLeagueLeaderboard> {
      if (!feed.live) return leagueLeaderboard(database, me, id, period, limit, now);
      const since = boardSince(period, now);
      const board = await boards.get(boardKey(id, since), async () => {
        const facts = await boardFacts(database, id);
        if (!facts) return null;
        const ranked =
          facts.membersCount <= BOARD_MEMBERS_KEPT
            ? await rankedMembers(database, id, since)
            : null;
        return { ...facts, ranked };
      });
      if (!board) throw notFound(leagueMessages.notFound);
      if (!board.ranked) return leagueLeaderboard(database, me, id, period, limit, now);
      const isMember = board.ranked.some((member) => member.id === me.id);
      authorize(me, 'view-leaderboard', { ...board, isMember });
      return presentLeaderboard(me, period, since, board.membersCount, limit, board.ranked);
    },
  };
}
