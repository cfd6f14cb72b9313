import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from './constants.ts';
import { ZLearningPathKind } from './learning.ts';
import { ZRole, ZUser } from './user.ts';
import { courseKeyOf, findSite } from './sites/index.ts';
import { courseIdentifierKinds } from './course-identifiers.ts';

/** Administrator calls (spec section 7 `/super/*`) and the catalogue, review and audit screens. */

/** Searches count matches up to this many; past it the total reads "1000+" (decision 017). */
export const ADMIN_SEARCH_COUNT_CAP = 1000;
export const AUDIT_PAGE_SIZE = 20;
export const CATALOGUE_PAGE_SIZE = 10;
export const REVIEW_PAGE_SIZE = 10;
export const POINTS_CHART_DAYS = 30;

export const adminMessages = {
  userNotFound: 'User not found',
  topicNotFound: 'Learning track not found',
  courseNotFound: 'Course not found',
  topicNameTaken: 'A learning track with this name already exists',
  courseUrlTaken: 'This course is already in the catalogue',
  courseUrlUnknown: 'This address is not a course page of a learning site the platform tracks',
  topicRetired: 'This learning track is retired: restore it first',
  ownRole: 'You cannot change your own role',
  lastSuper: 'The last super administrator cannot be demoted',
  claimNotFound: 'Claim not found',
  claimDecided: 'This claim has already been decided by another administrator',
  topicSaved: 'Learning track saved',
  courseSaved: 'Course saved',
  roleSaved: 'Role updated',
  claimApproved: 'Claim approved: points awarded',
  claimRejected: 'Claim rejected',
  /** approving would pass a daily cap (`cap` is the claim reason that names it) */
  ownClaim: 'You cannot decide your own claim, or one on a certificate you hold',
  claimNotHeld: 'This claim’s certificate is not held by another officer: nothing to move',
  claimMoved: 'Certificate moved to this officer: the points moved with it',
  claimNotRejected: 'Only a rejected claim can be reopened',
  claimStillOpen: 'The officer has another open claim for this course',
  claimReopened: 'Claim reopened: it is checked again',
  identifierTaken: 'This identifier already names another course',
  identifierKindUnknown: (site: string) => `${site} does not publish this kind of identifier`,
  identifiersSaved: 'Course identifiers saved',
  nameChangeNotFound: 'Name change request not found',
  nameChangeDecided: 'This name change has already been decided',
  nameChangeApproved: 'Name change approved: certificates are now checked against the new name',
  nameChangeRejected: 'Name change rejected',
  claimOverCap: (cap: string) =>
    `${cap.replace(/; an administrator will check it$/, '')}: approve it over the limit only if you mean to (it is recorded)`,
} as const;

/** Empty states of the administrator tables (spec section 2, word for word). */
export const adminEmptyStates = {
  users: {
    title: 'No registered users in the system yet',
    text: 'Registered users will appear here',
  },
  leagues: {
    title: 'No league has been created Yet',
    text: 'All Created leagues will appear here',
  },
  moderators: { title: 'No Moderators Yet', text: 'Moderators details will appear here' },
  enrolledCourses: 'No enrolled courses available.',
  leaguesJoined: 'No leagues Joined.',
} as const;

function adminPageQuery(defaultLimit: number) {
  return z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultLimit),
    search: z.string().trim().max(100).optional(),
  });
}

/** A page of a list; `totalCapped` when a search matched more than `total` rows. */
export function adminPage<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalCapped: z.boolean(),
  });
}

// ---------- users ----------

export const ZAdminUsersQuery = adminPageQuery(PAGE_SIZE.users);
export type TAdminUsersQuery = Partial<z.output<typeof ZAdminUsersQuery>>;

export const ZAdminUserRow = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  image: z.string().nullable(),
  role: ZRole,
  officerType: z.enum(['sales', 'technical']).nullable(),
  totalPointsEarned: z.number().int(),
  createdAt: z.string(),
  _email: z.boolean(),
});
export type TAdminUserRow = z.infer<typeof ZAdminUserRow>;
export const ZAdminUsersPage = adminPage(ZAdminUserRow);
export type TAdminUsersPage = z.infer<typeof ZAdminUsersPage>;
export const ZAdminUsersResponse = z.object({ data: ZAdminUsersPage });

export const ZAdminEnrolledCourse = z.object({
  _id: z.string(),
  /** `complete` shows as Completed; anything else In Progress (spec section 4) */
  state: z.enum(['enrolled', 'verifying', 'complete']),
  enrolledAt: z.string(),
  completedAt: z.string().nullable(),
  _course: z.object({
    _id: z.string(),
    name: z.string(),
    point: z.number().int(),
    website: z.string(),
  }),
});
export type TAdminEnrolledCourse = z.infer<typeof ZAdminEnrolledCourse>;
export const ZAdminJoinedLeague = z.object({
  _id: z.string(),
  joinedAt: z.string().nullable(),
  _league: z.object({ _id: z.string(), name: z.string() }),
});
export type TAdminJoinedLeague = z.infer<typeof ZAdminJoinedLeague>;
/** User details response (spec section 3). */
export const ZAdminUserDetails = z.object({
  userDetails: ZUser,
  enrolledCourses: z.array(ZAdminEnrolledCourse),
  myLeagues: z.array(ZAdminJoinedLeague),
});
export type TAdminUserDetails = z.infer<typeof ZAdminUserDetails>;
export const ZAdminUserDetailsResponse = z.object({ data: ZAdminUserDetails });
export const ZAdminUserParams = z.object({ id: z.uuid(adminMessages.userNotFound) });

export const ZAdminProfileResponse = z.object({ data: ZUser });

export const ZSetRoleRequest = z.object({ role: ZRole });
export type TSetRoleRequest = z.infer<typeof ZSetRoleRequest>;

// ---------- leagues and moderators ----------

export const ZAdminLeaguesQuery = adminPageQuery(PAGE_SIZE.adminLeagues);
export type TAdminLeaguesQuery = Partial<z.output<typeof ZAdminLeaguesQuery>>;
export const ZAdminLeagueRow = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  private: z.boolean(),
  members_count: z.number().int(),
  createdAt: z.string(),
  creator: z.object({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
  }),
});
export type TAdminLeagueRow = z.infer<typeof ZAdminLeagueRow>;
export const ZAdminLeaguesResponse = z.object({ data: adminPage(ZAdminLeagueRow) });

export const ZModeratorsQuery = adminPageQuery(PAGE_SIZE.moderators);
export type TModeratorsQuery = Partial<z.output<typeof ZModeratorsQuery>>;
/** Moderator entry (spec section 3). */
export const ZModerator = z.object({
  creator: z.object({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    createdAt: z.string(),
  }),
  noOfLeagues: z.number().int(),
  leagues: z.array(
    z.object({ _id: z.string(), name: z.string(), members_count: z.number().int() }),
  ),
});
export type TModerator = z.infer<typeof ZModerator>;
export const ZModeratorsResponse = z.object({ data: adminPage(ZModerator) });

/** A league's leaderboard for the administrator's popup. */
export const ZAdminLeagueLeaderboardResponse = z.object({
  data: z.array(
    z.object({
      _id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      image: z.string().nullable(),
      totalPointsEarned: z.number().int(),
    }),
  ),
});
export const ZAdminLeagueParams = z.object({ id: z.uuid('League not found') });

// ---------- points ----------

export const ZAllPointsResponse = z.object({
  data: z.object({
    /** every point ever paid (the ledger's sum) */
    totalPoints: z.number().int(),
    /** the last 30 Lagos days, oldest first, today last; days without points carry 0 */
    perDay: z.array(z.object({ day: z.string(), points: z.number().int() })),
  }),
});
export type TAllPoints = z.infer<typeof ZAllPointsResponse>['data'];

// ---------- catalogue ----------

const ZName = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(200, 'Name must be at most 200 characters');

export const ZTopicInput = z.object({
  name: ZName,
  description: z.string().trim().max(2000).default(''),
  learningPath: ZLearningPathKind,
});
export type TTopicInput = z.input<typeof ZTopicInput>;
/** A track's name is its identity (officers' learning paths name it): it does not change. */
export const ZTopicUpdate = ZTopicInput.omit({ name: true }).partial();
export type TTopicUpdate = z.input<typeof ZTopicUpdate>;

/** A course page of a site the platform tracks; the website is the site's name. */
export const ZCourseUrl = z
  .url({ protocol: /^https$/, error: 'Enter the course page address (https://…)' })
  .max(2048)
  .refine((url) => courseKeyOf(url) !== null && findSite(url) !== undefined, {
    error: adminMessages.courseUrlUnknown,
  });

export const ZCourseInput = z.object({
  name: ZName,
  url: ZCourseUrl,
  point: z.coerce
    .number({ error: 'Points must be a number' })
    .int('Points must be a whole number')
    .min(1, 'Points must be between 1 and 1000')
    .max(1000, 'Points must be between 1 and 1000'),
  learningPath: ZLearningPathKind,
  topicId: z.uuid('Choose a learning track'),
});
export type TCourseInput = z.input<typeof ZCourseInput>;
/** A course's address is its identity (certificates and the seed key on it): retire and add instead. */
export const ZCourseUpdate = ZCourseInput.omit({ url: true }).partial();
export type TCourseUpdate = z.input<typeof ZCourseUpdate>;

export const ZCatalogueParams = z.object({ id: z.uuid('Not found') });

export const ZCatalogueTopic = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  learningPath: ZLearningPathKind,
  isActive: z.boolean(),
  courseCount: z.number().int(),
  createdAt: z.string(),
});
export type TCatalogueTopic = z.infer<typeof ZCatalogueTopic>;
export const ZCatalogueTopicsResponse = z.object({ data: z.array(ZCatalogueTopic) });
export const ZCatalogueTopicResponse = z.object({ data: ZCatalogueTopic });

export const ZCatalogueCourse = z.object({
  _id: z.string(),
  name: z.string(),
  website: z.string(),
  url: z.string(),
  point: z.number().int(),
  learningPath: ZLearningPathKind,
  isActive: z.boolean(),
  topic: z.object({ _id: z.string(), name: z.string(), isActive: z.boolean() }),
  /** officers who completed it: their points stay paid when it is retired */
  completions: z.number().int(),
  /** the course's identifiers at its issuer: certificates verify against these */
  identifiers: z.array(z.object({ kind: z.enum(courseIdentifierKinds), value: z.string() })),
  createdAt: z.string(),
});
export type TCatalogueCourse = z.infer<typeof ZCatalogueCourse>;
export const ZCatalogueCoursesQuery = adminPageQuery(CATALOGUE_PAGE_SIZE).extend({
  topic: z.uuid('Unknown learning track').optional(),
  status: z.enum(['active', 'retired', 'all']).default('all'),
});
export type TCatalogueCoursesQuery = Partial<z.output<typeof ZCatalogueCoursesQuery>>;
export const ZCatalogueCoursesResponse = z.object({ data: adminPage(ZCatalogueCourse) });
export const ZCatalogueCourseResponse = z.object({
  data: ZCatalogueCourse,
  message: z.string().optional(),
});

// ---------- audit ----------

export const auditActions = [
  'topic.create',
  'topic.update',
  'topic.retire',
  'topic.restore',
  'course.create',
  'course.update',
  'course.retire',
  'course.restore',
  'user.role',
  'claim.approve',
  'claim.reject',
  'job.retry',
  'claim.move',
  'claim.reopen',
  'course.identifiers',
  'user.name-change.approve',
  'user.name-change.reject',
  'badge.create',
  'badge.update',
  'badge.delete',
  'reward.create',
  'reward.update',
  'reward.delete',
  'reward.archive',
  'reward.codes',
  'redemption.sent',
  'redemption.cancelled',
  'volunteering.approve',
  'volunteering.deny',
  'volunteering.audit-pass',
  'volunteering.audit-fail',
  'volunteering.confirm',
  'volunteering.lower',
  'volunteering.supervisor-deny',
  'volunteering.auto-approve',
] as const;
export const auditEntities = [
  'topic',
  'course',
  'user',
  'claim',
  'job',
  'badge',
  'reward',
  'redemption',
  'volunteering',
] as const;
export const ZAuditEntry = z.object({
  _id: z.string(),
  action: z.enum(auditActions),
  entity: z.enum(auditEntities),
  entityId: z.string(),
  actor: z.object({ _id: z.string().nullable(), email: z.string() }),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
export const ZAuditQuery = adminPageQuery(AUDIT_PAGE_SIZE).extend({
  entity: z.enum(auditEntities).optional(),
});
export type TAuditQuery = Partial<z.output<typeof ZAuditQuery>>;
export const ZAuditResponse = z.object({ data: adminPage(ZAuditEntry) });

// ---------- review queue ----------

const ZOfficerRef = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

export const ZReviewClaim = z.object({
  _id: z.string(),
  officer: z.object({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
  }),
  course: z.object({
    _id: z.string(),
    name: z.string(),
    website: z.string(),
    point: z.number().int(),
  }),
  evidenceUrl: z.string(),
  /** what the verifier read on the evidence page (name, title, certificate id…) */
  verifierSaw: z.record(z.string(), z.unknown()).nullable(),
  /** why the verifier stopped and sent it here */
  reviewReason: z.string(),
  /** `review` waits; `verified` was paid while another officer held the certificate; `rejected` may be reopened */
  state: z.enum(['review', 'verified', 'rejected']),
  /** the officer who holds the certificate (move it to this claim's officer if they are its holder) */
  heldBy: ZOfficerRef.nullable(),
  createdAt: z.string(),
});
export type TReviewClaim = z.infer<typeof ZReviewClaim>;
/** `waiting`: in review; `held`: certificates held by another officer; `rejected`: may be reopened. */
export const reviewViews = ['waiting', 'held', 'rejected'] as const;
export const ZReviewQuery = adminPageQuery(REVIEW_PAGE_SIZE).extend({
  view: z.enum(reviewViews).default('waiting'),
});
export type TReviewQuery = Partial<z.output<typeof ZReviewQuery>>;
export const ZReviewQueueResponse = z.object({ data: adminPage(ZReviewClaim) });
export const ZReviewCountResponse = z.object({ data: z.object({ count: z.number().int() }) });
export const ZReviewParams = z.object({ id: z.uuid(adminMessages.claimNotFound) });
export const ZRejectClaimRequest = z.object({
  reason: z
    .string()
    .trim()
    .min(3, 'Give the officer a reason (at least 3 characters)')
    .max(500, 'At most 500 characters'),
});
export type TRejectClaimRequest = z.infer<typeof ZRejectClaimRequest>;
/** Approving a claim; `overCap` approves it past the officer's daily caps (audit-logged). */
export const ZApproveClaimRequest = z.object({ overCap: z.boolean().optional() }).nullish();
export type TApproveClaimRequest = z.input<typeof ZApproveClaimRequest>;
export const ZReviewDecisionResponse = z.object({
  data: z.object({
    _id: z.string(),
    state: z.enum(['verified', 'rejected', 'pending']),
    pointsAwarded: z.number().int(),
    /** points taken back from the officers who held the certificate before (a move) */
    pointsTakenBack: z.number().int().optional(),
  }),
  message: z.string(),
});

// ---------- certificate name changes ----------

export const ZNameChange = z.object({
  _id: z.string(),
  officer: ZOfficerRef,
  /** the name certificates are checked against now */
  current: z.object({ firstName: z.string(), lastName: z.string() }),
  requested: z.object({ firstName: z.string(), lastName: z.string() }),
  createdAt: z.string(),
});
export type TNameChange = z.infer<typeof ZNameChange>;
export const ZNameChangesQuery = adminPageQuery(REVIEW_PAGE_SIZE);
export const ZNameChangesResponse = z.object({ data: adminPage(ZNameChange) });
export const ZNameChangeParams = z.object({ id: z.uuid(adminMessages.nameChangeNotFound) });
export const ZNameChangeDecisionResponse = z.object({
  data: z.object({ _id: z.string(), state: z.enum(['approved', 'rejected']) }),
  message: z.string(),
});
