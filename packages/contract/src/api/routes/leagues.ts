import {
  ZAnswerRequest,
  ZCreatedLeaguesQuery,
  ZInviteRequest,
  ZInviteResponse,
  ZLeagueActionResponse,
  ZLeagueCreateRequest,
  ZLeagueDetailsResponse,
  ZLeagueIdParams,
  ZLeagueLeaderboardQuery,
  ZLeagueLeaderboardResponse,
  ZLeagueListQuery,
  ZLeaguePageResponse,
  ZLeagueRequestsResponse,
  ZLeagueResponse,
  ZLeagueUpdateRequest,
  ZLeagueWithBoardPageResponse,
  ZPageQuery,
  ZRequestOrAnswer,
  ZStarRequest,
} from '../../leagues.ts';
import { defineRoutes } from '../define.ts';
import { leagueEndpoints } from '../endpoints/leagues.ts';

const tags = ['leagues'];
const one = { access: 'user', tags, params: ZLeagueIdParams } as const;

export const leagueRoutes = defineRoutes(leagueEndpoints, {
  discoverLeagues: {
    access: 'user',
    tags,
    description:
      'Discover: discoverable leagues (and those the caller is invited to) not joined nor requested, newest first. `type` narrows to public or private.',
    query: ZLeagueListQuery,
    response: ZLeaguePageResponse,
  },
  listCreatedLeagues: {
    access: 'user',
    tags,
    description:
      'Leagues the caller created, each as {_league, leaderboard} (the top of its board); `requests=pending`: only those with pending requests.',
    query: ZCreatedLeaguesQuery,
    response: ZLeagueWithBoardPageResponse,
  },
  listJoinedLeagues: {
    access: 'user',
    tags,
    description:
      'Leagues the caller is a member of, latest joined first, each as {_league, leaderboard} (the top of its board).',
    query: ZPageQuery,
    response: ZLeagueWithBoardPageResponse,
  },
  listSentRequests: {
    access: 'user',
    tags,
    description: 'Leagues the caller asked to join, latest first.',
    query: ZPageQuery,
    response: ZLeaguePageResponse,
  },
  listSavedLeagues: {
    access: 'user',
    tags,
    description: 'Saved leagues not joined, latest saved first.',
    query: ZPageQuery,
    response: ZLeaguePageResponse,
  },
  createLeague: {
    access: 'verified',
    tags,
    description:
      'Creates a league; the creator is its first member. Private leagues need a speciality; specialized ones a path and catalogue courses of that path.',
    body: ZLeagueCreateRequest,
    response: ZLeagueResponse,
  },
  saveLeague: {
    access: 'user',
    tags,
    description: 'Saves (stars) a league.',
    body: ZStarRequest,
    response: ZLeagueResponse,
  },
  unsaveLeague: {
    ...one,
    description: 'Removes a league from the saved ones.',
    response: ZLeagueActionResponse,
  },
  getLeagueDetails: {
    ...one,
    description:
      "View Details: the league and its courses with the caller's status. Private leagues: members (and administrators) only.",
    response: ZLeagueDetailsResponse,
  },
  getLeagueCard: {
    ...one,
    description:
      "A league's card for its share link (`/leagues/discover?league=ID`): any signed-in officer, discoverable or not, with their relation to it. No members; a private league's courses only for members and administrators.",
    response: ZLeagueResponse,
  },
  updateLeague: {
    ...one,
    description: 'Make League Discoverable (creator only).',
    body: ZLeagueUpdateRequest,
    response: ZLeagueResponse,
  },
  deleteLeague: {
    ...one,
    description: 'Deletes the league with its members, requests, stars and invites (creator only).',
    response: ZLeagueActionResponse,
  },
  joinLeague: {
    ...one,
    access: 'verified',
    description: 'Joins a public league, or a private one the caller was invited to.',
    response: ZLeagueResponse,
  },
  requestToJoinLeague: {
    ...one,
    access: 'verified',
    description:
      'Without a body: asks to join a private league. With {id, state, block}: answers a request (alias of PUT).',
    body: ZRequestOrAnswer,
    response: ZLeagueResponse.or(ZLeagueActionResponse),
  },
  answerLeagueRequest: {
    ...one,
    description:
      'Accepts or rejects a pending request (creator only); `block` bars the officer from asking again.',
    body: ZAnswerRequest,
    response: ZLeagueActionResponse,
  },
  withdrawLeagueRequest: {
    ...one,
    description: 'Withdraws the caller’s pending request.',
    response: ZLeagueActionResponse,
  },
  leaveLeague: {
    ...one,
    description: 'Leaves a league (members; the creator deletes instead).',
    response: ZLeagueActionResponse,
  },
  listLeagueRequests: {
    ...one,
    description: 'Pending requests of a league (creator; administrators read).',
    query: ZPageQuery,
    response: ZLeagueRequestsResponse,
  },
  getLeagueLeaderboard: {
    ...one,
    description:
      "Members by totalPointsEarned (ties to who got there first), or by dpts since Monday in Lagos (`period=week`), with the caller's own rank.",
    query: ZLeagueLeaderboardQuery,
    response: ZLeagueLeaderboardResponse,
  },
  inviteLeagueMembers: {
    ...one,
    description:
      'Emails each address a single-use invite (14 days): a sign-up link that makes the new officer a member, or a link to the league for existing accounts. Creator only; members skipped.',
    body: ZInviteRequest,
    response: ZInviteResponse,
  },
  importLeagueMembers: {
    ...one,
    consumes: ['multipart/form-data'],
    description:
      'Invites the addresses of a .csv, .xls or .xlsx file (form field `file`; a column named email, or emails in the first column; at most 5,000 rows). A bad file is refused whole with what is wrong.',
    response: ZInviteResponse,
  },
});
