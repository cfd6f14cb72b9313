// Tables with triggers (migrations 0003_change_feed, 0008, 0010, 0023): `users`, `daily_points`,
// `enrollments`, `sessions`, `topics`, `courses`, `leagues`, `league_courses`, `league_members`,
// `league_requests`, `league_stars`, `league_invites` and `volunteer_entries` announce their changes on LISTEN channel
// `dpts_changes`, which keeps the read caches true (lib/change-feed.ts has the table of change
// kinds; decision 012 the checklist). A write to these tables needs nothing extra; a bulk write
// of over 1000 rows makes every process drop all its caches. Other tables have no triggers.
import { sql, type SQLWrapper } from 'drizzle-orm';
import { APP_LANGUAGES } from '@dpts/contract/app-languages';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  type PgColumn,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const tstz = (name: string) => timestamp(name, { withTimezone: true });

/** `column in ('a', 'b')`: the check constraint behind a text enum (the values are ours, not input). */
const oneOf = (column: SQLWrapper, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

// ---------- accounts ----------

/** Change-feed triggers: see the note at the top. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    username: text('username'),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['user', 'admin', 'super'] })
      .notNull()
      .default('user'),
    emailVerifiedAt: tstz('email_verified_at'),
    image: text('image'),
    thumbnail: text('thumbnail'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    phone: text('phone'),
    stateOfOrigin: text('state_of_origin'),
    localGovtOfOrigin: text('local_govt_of_origin'),
    stateOfResidence: text('state_of_residence'),
    localGovtOfResidence: text('local_govt_of_residence'),
    officerType: text('officer_type', { enum: ['sales', 'technical'] }),
    complementSkill: text('complement_skill'),
    technicalCapability: text('technical_capability'),
    language: text('language'),
    learningPath: jsonb('learning_path').$type<string[]>().notNull().default([]),
    /** the language the officer reads the app and their emails in (decision 074) */
    appLanguage: text('app_language', { enum: APP_LANGUAGES }).notNull().default('en'),
    googleUid: text('google_uid'),
    /**
     * The name certificates are checked against (issue #19): the name of the first verified
     * claim, frozen; changing it is a request an administrator approves (`name_change_requests`).
     * Null until then: claims check the current name.
     */
    certificateFirstName: text('certificate_first_name'),
    certificateLastName: text('certificate_last_name'),
    certificateNameAt: tstz('certificate_name_at'),
    inviteCode: text('invite_code'),
    totalPointsEarned: integer('total_points_earned').notNull().default(0),
    /** when the current total was reached: global ties go to who got there first */
    pointsReachedAt: tstz('points_reached_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_google_uid_key').on(t.googleUid),
    index('users_global_rank_idx').on(t.totalPointsEarned.desc(), t.pointsReachedAt, t.id),
    index('users_created_at_idx').on(t.createdAt.desc()),
    // administrators' list and search (0006, decision 017)
    index('users_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('users_search_trgm_idx').using(
      'gin',
      sql`(lower(${t.firstName} || ' ' || ${t.lastName} || E'\n' || coalesce(${t.username}, '') || E'\n' || ${t.email})) gin_trgm_ops`,
    ),
    // administrators' league search by moderator name (0009, decision 030)
    index('users_name_trgm_idx').using(
      'gin',
      sql`(lower(${t.firstName} || ' ' || ${t.lastName})) gin_trgm_ops`,
    ),
    check('users_points_nonnegative', sql`${t.totalPointsEarned} >= 0`),
    check('users_app_language', oneOf(t.appLanguage, APP_LANGUAGES)),
  ],
);

/** The owning officer; their rows go with them. */
const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Change-feed triggers: see the note at the top. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    tokenHash: text('token_hash').notNull(),
    /** 'session' is a normal sign-in; 'reset' may only set a new password */
    kind: text('kind', { enum: ['session', 'reset'] })
      .notNull()
      .default('session'),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

export const emailOtps = pgTable('email_otps', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: tstz('expires_at').notNull(),
  createdAt: createdAt(),
});

/** One row per code sent, for the resend limits. */
export const emailOtpSends = pgTable(
  'email_otp_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    sentAt: tstz('sent_at').notNull().defaultNow(),
  },
  (t) => [index('email_otp_sends_user_idx').on(t.userId, t.sentAt)],
);

/** Single-use tokens: email verification links and password resets, stored hashed. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userRef(),
    purpose: text('purpose', { enum: ['verify-email', 'reset-password'] }).notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId, t.purpose)],
);

/** Every email the product sends; the local mailbox reads it when no SMTP server is set. */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    transport: text('transport', { enum: ['mailbox', 'smtp'] }).notNull(),
    sentAt: tstz('sent_at'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_messages_created_idx').on(t.createdAt.desc())],
);

export const supportMessages = pgTable('support_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

// ---------- catalogue, tracking and points ----------

export const topics = pgTable('topics', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  learningPath: text('learning_path', { enum: ['sales', 'technical', 'general'] }).notNull(),
  createdAt: createdAt(),
  /** retired tracks and their courses leave the officers' lists; paid points stay (0006) */
  isActive: boolean('is_active').notNull().default(true),
  /** set when an administrator changed it: the start-up seed keeps its hands off (0006) */
  curatedAt: tstz('curated_at'),
});

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    website: text('website').notNull(),
    url: text('url').notNull(),
    /** canonical key from the site rule (contract `courseKeyOf`) */
    courseKey: text('course_key').notNull(),
    /** the name as `normalizeCourseTitle` reads it: certificate titles are matched against it */
    titleKey: text('title_key').notNull().default(''),
    point: integer('point').notNull(),
    learningPath: text('learning_path', { enum: ['sales', 'technical', 'general'] }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    /** set when an administrator changed it: the start-up seed keeps its hands off (0006) */
    curatedAt: tstz('curated_at'),
  },
  (t) => [
    uniqueIndex('courses_url_key').on(t.url),
    uniqueIndex('courses_course_key_key').on(t.courseKey),
    index('courses_topic_idx').on(t.topicId),
    index('courses_title_key_idx').on(t.titleKey),
    index('courses_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('courses_search_trgm_idx').using(
      'gin',
      sql`(lower(${t.name} || E'\n' || ${t.website})) gin_trgm_ops`,
    ),
    check('courses_point_range', sql`${t.point} > 0`),
  ],
);

/** Change-feed triggers: see the note at the top. */
export const enrollments = pgTable(
  'enrollments',
  {
    userId: userRef(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['enrolled', 'verifying', 'complete'] })
      .notNull()
      .default('enrolled'),
    certificateUrl: text('certificate_url'),
    enrolledAt: tstz('enrolled_at').notNull().defaultNow(),
    completedAt: tstz('completed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    index('enrollments_course_complete_idx')
      .on(t.courseId)
      .where(sql`${t.state} = 'complete'`),
  ],
);

/** Append-only: the truth for every point. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'restrict' }),
    source: text('source', {
      enum: ['course', 'volunteering', 'adjustment', 'reversal'],
    }).notNull(),
    /** Negative only for a reversal of an earlier row. */
    points: integer('points').notNull(),
    /**
     * What a row other than a course's pays for, unique per officer (`volunteering:<entry>`,
     * `reversal:<ref of the row it takes back>`): a retried or raced write pays nothing twice.
     * Course rows are unique by course instead.
     */
    ref: text('ref'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('points_ledger_user_course_key').on(t.userId, t.courseId),
    uniqueIndex('points_ledger_user_ref_key')
      .on(t.userId, t.ref)
      .where(sql`${t.ref} is not null`),
    index('points_ledger_created_idx').on(t.createdAt),
    check(
      'points_ledger_ref_check',
      sql`${t.courseId} is not null or ${t.ref} is not null or ${t.source} = 'adjustment'`,
    ),
  ],
);

/**
 * Rank counters, kept in the award transaction so an officer's own rank never scans users:
 * how many officers hold each total (officers with 0 dpts are not ranked)…
 */
export const pointTotals = pgTable('point_totals', {
  total: integer('total').primaryKey(),
  users: integer('users').notNull(),
});

/** …and, within one total, how many reached it on each Lagos day (the global tie order). */
export const pointTotalDays = pgTable(
  'point_total_days',
  {
    total: integer('total').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    users: integer('users').notNull(),
  },
  (t) => [primaryKey({ columns: [t.total, t.day] })],
);

/** How many officers earned each amount on a Lagos day (daily own rank). */
export const dailyPointTotals = pgTable(
  'daily_point_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    points: integer('points').notNull(),
    users: integer('users').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.points] })],
);

/** A certificate or badge proves one course for one officer: copying a friend's link earns nothing. */
export const completionCertificates = pgTable('completion_certificates', {
  /** `{evidence site id}:{certificate id}`, e.g. `credly:5c2d8a91-…` */
  certificateKey: text('certificate_key').primaryKey(),
  userId: userRef(),
  courseId: uuid('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' }),
  certificateUrl: text('certificate_url').notNull(),
  createdAt: createdAt(),
});

/** Points earned per Lagos calendar day, kept in the award transaction (daily ranking). */
/** Change-feed triggers: see the note at the top. */
export const dailyPoints = pgTable(
  'daily_points',
  {
    day: date('day', { mode: 'string' }).notNull(),
    userId: userRef(),
    points: integer('points').notNull(),
    reachedAt: tstz('reached_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.userId] }),
    index('daily_points_rank_idx').on(t.day, t.points.desc(), t.reachedAt, t.userId),
  ],
);

/** Extension events, idempotent by id; unknown urls stay here for review. */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: uuid('id').primaryKey(),
    userId: userRef(),
    type: text('type', { enum: ['visit', 'start', 'complete'] }).notNull(),
    url: text('url').notNull(),
    title: text('title').notNull().default(''),
    certificateUrl: text('certificate_url'),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    outcome: text('outcome').notNull(),
    occurredAt: tstz('occurred_at').notNull(),
    receivedAt: tstz('received_at').notNull().defaultNow(),
  },
  (t) => [index('activity_events_user_idx').on(t.userId, t.receivedAt)],
);

// ---------- administration (0006) ----------

/** Who changed what in the catalogue or the roles, and when, with the rows before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (t) => [
    // 0006 was written by hand: PostgreSQL's names for the key, DESC with its default NULLS FIRST
    foreignKey({
      name: 'audit_log_actor_id_fkey',
      columns: [t.actorId],
      foreignColumns: [users.id],
    }).onDelete('set null'),
    index('audit_log_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_entity_idx').on(
      t.entity,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/** The number of accounts, kept by triggers on users (one row). */
export const userCount = pgTable(
  'user_count',
  {
    id: boolean('id').primaryKey().default(true),
    users: bigint('users', { mode: 'number' }).notNull(),
  },
  (t) => [check('user_count_id_check', sql`${t.id}`)],
);
// ---------- completion claims and jobs (migration 0004) ----------

export const claimStates = ['pending', 'verified', 'rejected', 'review'] as const;

/**
 * A completion the officer reported (extension or certificate link): it pays only once the
 * issuing site confirmed the certificate (`verified`), in the transaction that writes the ledger.
 */
export const completionClaims = pgTable(
  'completion_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** the site that issued the certificate (rule id): 'coursera', 'credly' */
    site: text('site').notNull(),
    /** `{site}:{certificate id}`, as in `completion_certificates` */
    certificateKey: text('certificate_key').notNull(),
    certificateUrl: text('certificate_url').notNull(),
    source: text('source', { enum: ['extension', 'manual'] }).notNull(),
    state: text('state', { enum: claimStates }).notNull().default('pending'),
    /** why it was rejected or sent to review, as the officer reads it */
    reason: text('reason'),
    /** known at claim time: a verified certificate still goes to review for this reason */
    holdReason: text('hold_reason'),
    points: integer('points').notNull().default(0),
    certificateDate: tstz('certificate_date'),
    beforeSignup: boolean('before_signup').notNull().default(false),
    /**
     * When the server first saw the officer on the course before this claim (a visit or start it
     * received; never the client's own time). Null: the claim was the first it saw.
     */
    seenStartedAt: tstz('seen_started_at'),
    /** granted before the server first saw the course: past learning (paid, marked) */
    pastLearning: boolean('past_learning').notNull().default(false),
    /** the officer who held the certificate when this claim wanted it (review decides) */
    heldBy: uuid('held_by').references(() => users.id, { onDelete: 'set null' }),
    /** what the verifier read in the issuer's fields, for the administrator (no page text) */
    evidence: jsonb('evidence').$type<Record<string, string>>(),
    createdAt: createdAt(),
    decidedAt: tstz('decided_at'),
  },
  (t) => [
    index('completion_claims_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    uniqueIndex('completion_claims_open_key')
      .on(t.userId, t.courseId)
      .where(sql`${t.state} <> 'rejected'`),
    index('completion_claims_certificate_idx').on(t.certificateKey),
    index('completion_claims_review_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 'review'`),
    index('completion_claims_held_idx')
      .on(t.createdAt)
      .where(sql`${t.heldBy} is not null`),
    check('completion_claims_state_check', oneOf(t.state, claimStates)),
    check('completion_claims_source_check', oneOf(t.source, ['extension', 'manual'])),
  ],
);

export const jobStates = ['queued', 'active', 'done', 'failed'] as const;

/** The durable job queue (decision 013). */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    state: text('state', { enum: jobStates }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: tstz('run_at').notNull().defaultNow(),
    lockedUntil: tstz('locked_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: tstz('finished_at'),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.state} = 'queued'`),
    index('jobs_active_idx')
      .on(t.lockedUntil)
      .where(sql`${t.state} = 'active'`),
    // failed jobs, most recent first, and pruning after the retention period (decision 039)
    index('jobs_finished_idx')
      .on(t.finishedAt)
      .where(sql`${t.state} in ('done', 'failed')`),
    check('jobs_state_check', oneOf(t.state, jobStates)),
  ],
);
// ---------- leagues (migration 0005) ----------
// 0005 was written by hand: its keys carry PostgreSQL's default names (`<table>_pkey`,
// `<table>_<column>_fkey`) and its DESC index columns PostgreSQL's default NULLS FIRST, which
// the declarations below spell out so that drizzle-kit's idea of the tables is the database's.

export const leaguePaths = ['sales', 'technical', 'all'] as const;
export const leagueSpecialities = ['Specialized', 'Unspecialized'] as const;
export const leagueRequestStates = ['pending', 'accepted', 'rejected', 'withdrawn'] as const;

/** A foreign key named as PostgreSQL names an inline `REFERENCES` (migration 0005). */
const inlineFk = (
  table: string,
  column: PgColumn,
  target: PgColumn,
): ReturnType<typeof foreignKey> =>
  foreignKey({ name: `${table}_${column.name}_fkey`, columns: [column], foreignColumns: [target] });

/** Change-feed triggers (migration 0010): see the note at the top. */
export const leagues = pgTable(
  'leagues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    thumbnail: text('thumbnail').notNull(),
    path: text('path', { enum: leaguePaths }).notNull().default('all'),
    isPrivate: boolean('is_private').notNull(),
    discoverable: boolean('discoverable').notNull().default(true),
    speciality: text('speciality', { enum: leagueSpecialities }),
    /** kept in the transaction that adds or removes a member row */
    membersCount: integer('members_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    inlineFk('leagues', t.creatorId, users.id).onDelete('cascade'),
    index('leagues_discover_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.discoverable}`),
    index('leagues_discover_kind_idx')
      .on(t.isPrivate, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.discoverable}`),
    index('leagues_creator_idx').on(t.creatorId, t.createdAt.desc().nullsFirst()),
    index('leagues_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    // administrators' league search by name (0009, decision 030)
    index('leagues_name_trgm_idx').using('gin', sql`(lower(${t.name})) gin_trgm_ops`),
    check('leagues_members_count_nonnegative', sql`${t.membersCount} >= 0`),
    check('leagues_path_check', oneOf(t.path, leaguePaths)),
    check('leagues_speciality_check', oneOf(t.speciality, leagueSpecialities)),
  ],
);

/** Change-feed triggers (migration 0010): see the note at the top. */
export const leagueMembers = pgTable(
  'league_members',
  {
    leagueId: uuid('league_id').notNull(),
    userId: uuid('user_id').notNull(),
    joinedAt: tstz('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'league_members_pkey', columns: [t.leagueId, t.userId] }),
    inlineFk('league_members', t.leagueId, leagues.id).onDelete('cascade'),
    inlineFk('league_members', t.userId, users.id).onDelete('cascade'),
    index('league_members_user_idx').on(t.userId, t.joinedAt.desc().nullsFirst()),
  ],
);

/** Change-feed triggers (migration 0010): see the note at the top. */
export const leagueRequests = pgTable(
  'league_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leagueId: uuid('league_id').notNull(),
    userId: uuid('user_id').notNull(),
    state: text('state', { enum: leagueRequestStates }).notNull().default('pending'),
    /** rejected with block: no new request from this officer */
    blocked: boolean('blocked').notNull().default(false),
    createdAt: createdAt(),
    answeredAt: tstz('answered_at'),
  },
  (t) => [
    inlineFk('league_requests', t.leagueId, leagues.id).onDelete('cascade'),
    inlineFk('league_requests', t.userId, users.id).onDelete('cascade'),
    uniqueIndex('league_requests_pending_key')
      .on(t.leagueId, t.userId)
      .where(sql`${t.state} = 'pending'`),
    index('league_requests_league_idx')
      .on(t.leagueId, t.createdAt.desc().nullsFirst())
      .where(sql`${t.state} = 'pending'`),
    index('league_requests_user_idx')
      .on(t.userId, t.createdAt.desc().nullsFirst())
      .where(sql`${t.state} = 'pending'`),
    index('league_requests_blocked_idx')
      .on(t.leagueId, t.userId)
      .where(sql`${t.blocked}`),
    check('league_requests_state_check', oneOf(t.state, leagueRequestStates)),
  ],
);

/** Saved (starred) leagues. Change-feed triggers (migration 0010). */
export const leagueStars = pgTable(
  'league_stars',
  {
    userId: uuid('user_id').notNull(),
    leagueId: uuid('league_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'league_stars_pkey', columns: [t.userId, t.leagueId] }),
    inlineFk('league_stars', t.userId, users.id).onDelete('cascade'),
    inlineFk('league_stars', t.leagueId, leagues.id).onDelete('cascade'),
    index('league_stars_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('league_stars_league_idx').on(t.leagueId),
  ],
);

/** The catalogue courses of a specialized league. Change-feed triggers (migration 0010). */
export const leagueCourses = pgTable(
  'league_courses',
  {
    leagueId: uuid('league_id').notNull(),
    courseId: uuid('course_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'league_courses_pkey', columns: [t.leagueId, t.courseId] }),
    inlineFk('league_courses', t.leagueId, leagues.id).onDelete('cascade'),
    inlineFk('league_courses', t.courseId, courses.id).onDelete('cascade'),
  ],
);

/** Emailed invites: the code is stored hashed, works once, for its address, until it expires. Change-feed triggers (migration 0010). */
export const leagueInvites = pgTable(
  'league_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leagueId: uuid('league_id').notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    invitedBy: uuid('invited_by').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    inlineFk('league_invites', t.leagueId, leagues.id).onDelete('cascade'),
    inlineFk('league_invites', t.invitedBy, users.id).onDelete('cascade'),
    uniqueIndex('league_invites_code_key').on(t.codeHash),
    index('league_invites_email_idx')
      .on(t.email, t.leagueId)
      .where(sql`${t.usedAt} is null`),
    index('league_invites_league_idx').on(t.leagueId),
    index('league_invites_sender_idx').on(t.invitedBy, t.createdAt),
  ],
);

/** Discoverable leagues of each kind, kept by a trigger (migration 0005). */
export const leagueTotals = pgTable('league_totals', {
  isPrivate: boolean('is_private').primaryKey(),
  discoverable: integer('discoverable').notNull().default(0),
});
export * from './schema/notifications.ts';
export * from './schema/claims.ts';
export * from './schema/badges.ts';
export * from './schema/volunteering.ts';
export * from './schema/phone.ts';
export * from './schema/rewards.ts';
