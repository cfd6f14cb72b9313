import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from './constants.ts';
import { ZCourseStatus, ZLeaderboardEntry } from './learning.ts';

/** League rules (spec sections 2, 3, 5 and 9; docs/design.md §5). */
export const LEAGUE_LIMITS = {
  nameMax: 80,
  descriptionMax: 500,
  coursesMax: 200,
  /** emails in one invite call */
  inviteEmailsMax: 100,
  /** invite emails one officer may send a day, by list and by file together */
  invitesPerDay: 5000,
  inviteTtlDays: 14,
  importRowsMax: 5000,
  importFileMaxBytes: 5 * 1024 * 1024,
  imageMaxBytes: 5 * 1024 * 1024,
  /** members on a joined or created league's board preview */
  boardPreview: 3,
} as const;

export const leagueMessages = {
  notFound: 'League not found',
  alreadyMember: 'You are already a member of this league',
  alreadyRequested: 'You have already requested to join this league',
  notMember: 'You are not a member of this league',
  creatorCannotLeave: 'The creator cannot leave their league; delete it instead',
  privateNeedsRequest: 'This league is private: request to join it',
  publicJoinDirectly: 'This league is public: join it directly',
  blocked: 'You cannot request to join this league',
  requestNotFound: 'Request not found',
  requestAnswered: 'This request has already been answered',
  alreadySaved: 'Already Saved!',
  notSaved: 'League is not saved',
  ownerOnly: 'Only the league creator can do this',
  tooManyInvites: 'Too many invites today, try again tomorrow',
  importNoEmailColumn: 'The file has no email column: name a column "email" or put emails first',
  importTooManyRows: 'The file has more than 5,000 rows',
  importEmpty: 'The file has no email addresses',
  importWrongType: 'Upload a .csv, .xls or .xlsx file',
  importTooLarge: 'The file can be at most 5 MB',
  imageWrongType: 'Upload a PNG, JPEG, WebP or SVG image',
  imageTooLarge: 'Images can be at most 5 MB',
  imageUnreadable: 'The image could not be read',
  noFile: 'No file uploaded',
  coursesNotInPath: 'Some courses are not in the chosen path',
} as const;

export const leaguePaths = ['sales', 'technical', 'all'] as const;
export const ZLeaguePath = z.enum(leaguePaths);
export type TLeaguePath = z.infer<typeof ZLeaguePath>;
export const leagueSpecialities = ['Specialized', 'Unspecialized'] as const;
/** Sent capitalised (spec section 3); the lower-case constants of section 9 are accepted too. */
export const ZLeagueSpeciality = z.preprocess(
  (v) => (typeof v === 'string' && v ? v[0]!.toUpperCase() + v.slice(1).toLowerCase() : v),
  z.enum(leagueSpecialities, 'Choose specialized or unspecialized'),
);

/** Our own uploads (`/uploads/…`) or an https image address. */
const ZImageUrl = z
  .string()
  .trim()
  .min(1, 'Upload an image')
  .max(1000)
  .refine((v) => /^\/uploads\/[\w./-]+$/.test(v) || /^https?:\/\/\S+$/.test(v), 'Invalid image');

export const ZLeagueCreateRequest = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Enter a league name')
      .max(LEAGUE_LIMITS.nameMax, `At most ${LEAGUE_LIMITS.nameMax} characters`),
    description: z
      .string()
      .trim()
      .min(1, 'Enter a description')
      .max(LEAGUE_LIMITS.descriptionMax, `At most ${LEAGUE_LIMITS.descriptionMax} characters`),
    image: ZImageUrl,
    thumbnail: ZImageUrl.optional(),
    path: ZLeaguePath.default('all'),
    private: z.boolean().default(false),
    discoverable: z.boolean().default(true),
    speciality: ZLeagueSpeciality.optional(),
    courses: z.array(z.uuid('Unknown course')).max(LEAGUE_LIMITS.coursesMax).default([]),
  })
  .superRefine((v, ctx) => {
    if (v.private && !v.speciality)
      ctx.addIssue({ code: 'custom', path: ['speciality'], message: 'Choose a speciality' });
    if (v.speciality === 'Specialized') {
      if (!v.private)
        ctx.addIssue({
          code: 'custom',
          path: ['speciality'],
          message: 'Only private leagues are specialized',
        });
      if (v.courses.length === 0)
        ctx.addIssue({ code: 'custom', path: ['courses'], message: 'Choose at least one course' });
    } else if (v.courses.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['courses'],
        message: 'Only specialized leagues have courses',
      });
    }
  });
export type TLeagueCreateRequest = z.input<typeof ZLeagueCreateRequest>;
/** The create payload after validation (defaults applied). */
export type TLeagueCreateData = z.output<typeof ZLeagueCreateRequest>;

export const ZLeagueUpdateRequest = z.object({ discoverable: z.boolean() });

export const ZLeague = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  thumbnail: z.string(),
  description: z.string(),
  path: ZLeaguePath,
  private: z.boolean(),
  discoverable: z.boolean(),
  speciality: z.enum(leagueSpecialities).nullable(),
  courses: z.array(z.string()),
  members_count: z.number().int(),
  createdAt: z.string(),
  _creator: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() }),
  /** the caller's relation to the league, for the card menus */
  isCreator: z.boolean(),
  isMember: z.boolean(),
  isSaved: z.boolean(),
  /** the caller's pending request, if any */
  request: z.object({ _id: z.string(), createdAt: z.string() }).nullable(),
  /** created leagues: pending requests to answer */
  pendingRequests: z.number().int(),
  /** invited by email and not yet joined */
  isInvited: z.boolean(),
});
export type TLeague = z.infer<typeof ZLeague>;

const ZPaged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
  });
export const ZLeaguePage = ZPaged(ZLeague);
export type TLeaguePage = z.infer<typeof ZLeaguePage>;
export const ZLeaguePageResponse = z.object({ data: ZLeaguePage });
export const ZLeagueResponse = z.object({ data: ZLeague });

/**
 * A joined or created league as the spec's data section has it: the league under `_league` and
 * the top of its all-time board, each member under `_id` (decision 043).
 */
export const ZLeagueBoardMember = z.object({
  _id: z.object({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    username: z.string().nullable(),
    image: z.string().nullable(),
  }),
  rank: z.number().int(),
  totalPointsEarned: z.number().int(),
});
export type TLeagueBoardMember = z.infer<typeof ZLeagueBoardMember>;
export const ZLeagueWithBoard = z.object({
  _league: ZLeague,
  leaderboard: z.array(ZLeagueBoardMember),
});
export type TLeagueWithBoard = z.infer<typeof ZLeagueWithBoard>;
export const ZLeagueWithBoardPage = ZPaged(ZLeagueWithBoard);
export type TLeagueWithBoardPage = z.infer<typeof ZLeagueWithBoardPage>;
export const ZLeagueWithBoardPageResponse = z.object({ data: ZLeagueWithBoardPage });

const pageFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE.leagues),
};
export const leagueKinds = ['all', 'public', 'private'] as const;
export const ZLeagueListQuery = z.object({
  ...pageFields,
  type: z.enum(leagueKinds).default('all'),
});
export const ZCreatedLeaguesQuery = z.object({
  ...pageFields,
  requests: z.enum(['pending']).optional(),
});
export const ZPageQuery = z.object(pageFields);

export const ZLeagueIdParams = z.object({ id: z.uuid(leagueMessages.notFound) });
export const ZStarRequest = z.object({ id: z.uuid(leagueMessages.notFound) });

/** League details: the league with its courses and the caller's status in each. */
export const ZLeagueCourse = z.object({
  _id: z.string(),
  name: z.string(),
  website: z.string(),
  url: z.string(),
  point: z.number().int(),
  status: ZCourseStatus,
});
export type TLeagueCourse = z.infer<typeof ZLeagueCourse>;
export const ZLeagueDetailsResponse = z.object({
  data: z.object({ league: ZLeague, courses: z.array(ZLeagueCourse) }),
});

/** League join request (spec section 3). */
export const ZLeagueJoinRequest = z.object({
  _id: z.string(),
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string().nullable(),
  image: z.string().nullable(),
  createdAt: z.string(),
});
export type TLeagueJoinRequest = z.infer<typeof ZLeagueJoinRequest>;
export const ZLeagueRequestsResponse = z.object({
  data: z.object({
    league: ZLeague,
    items: z.array(ZLeagueJoinRequest),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
  }),
});
export const ZAnswerRequest = z.object({
  id: z.uuid(leagueMessages.requestNotFound),
  state: z.enum(['Accepted', 'Rejected']),
  block: z.boolean().default(false),
});
export type TAnswerRequest = z.input<typeof ZAnswerRequest>;
/** POST …/request: no body (or `{}`) asks to join; {id, state, block} answers (alias of PUT). */
export const ZRequestOrAnswer = z.preprocess(
  (v) => (v == null || (typeof v === 'object' && Object.keys(v).length === 0) ? undefined : v),
  ZAnswerRequest.optional(),
);

export const leaderboardPeriods = ['all', 'week'] as const;
export const ZLeagueLeaderboardQuery = z.object({
  period: z.enum(leaderboardPeriods).default('all'),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(50),
});
export const ZLeagueLeaderboardResponse = z.object({
  data: z.object({
    period: z.enum(leaderboardPeriods),
    /** week: the Lagos day the week began (Monday) */
    since: z.string().nullable(),
    members: z.number().int(),
    entries: z.array(ZLeaderboardEntry),
    me: z.object({ rank: z.number().int().nullable(), totalPointsEarned: z.number().int() }),
  }),
});
export type TLeagueLeaderboard = z.infer<typeof ZLeagueLeaderboardResponse>['data'];

/** Invite by email (spec section 3: {emails}); trimmed, duplicates ignored. */
export const ZInviteEmail = z.email('Enter a valid email address').max(254);
export const ZInviteRequest = z.object({
  emails: z
    .array(z.string().trim().toLowerCase().pipe(ZInviteEmail))
    .min(1, 'Add at least one email')
    .max(LEAGUE_LIMITS.inviteEmailsMax, `At most ${LEAGUE_LIMITS.inviteEmailsMax} emails at once`)
    .transform((emails) => [...new Set(emails)]),
});
export type TInviteRequest = z.input<typeof ZInviteRequest>;
export const ZInviteResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    /** emails sent */
    invited: z.number().int(),
    /** duplicates in the list or file */
    duplicates: z.number().int(),
    /** already members */
    alreadyMembers: z.number().int(),
  }),
});
export type TInviteResult = z.infer<typeof ZInviteResponse>['data'];

export const ZImageUploadResponse = z.object({
  data: z.object({ image: z.string(), thumbnail: z.string() }),
});
export const imageKinds = ['league', 'profile', 'badge', 'volunteering', 'reward'] as const;
export const ZImageUploadQuery = z.object({ kind: z.enum(imageKinds).default('league') });

export const ZLeagueActionResponse = z.object({ success: z.literal(true), message: z.string() });
