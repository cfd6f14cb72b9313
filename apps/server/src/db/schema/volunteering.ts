// Tables of volunteering (issue #20, docs/volunteering.md). No in-memory cache reads them, so
// they need no change-feed triggers; points reach the boards through the ledger.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  VOLUNTEER_ACTIVITY_TYPES,
  VOLUNTEER_STATES,
  type TVolunteerActivityType,
  type TVolunteerState,
} from '@dpts/contract';
import { users } from '../schema.ts';

const tstz = (name: string) => timestamp(name, { withTimezone: true });
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** Organisations registered by super: a confirmation from one of their domains may auto-approve. */
export const volunteerOrganisations = pgTable('volunteer_organisations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** lower-case email domains, e.g. `redcross.org.ng` */
  domains: text('domains').array().notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/**
 * One activity an officer logged, through its life: pending → verified → approved / denied.
 * Change-feed triggers (migration 0023): see the note at the top of schema.ts.
 */
export const volunteerEntries = pgTable(
  'volunteer_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityType: text('activity_type').$type<TVolunteerActivityType>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** minutes after midnight (Lagos) the activity started */
    startMinute: integer('start_minute').notNull(),
    minutes: integer('minutes').notNull(),
    /** what the supervisor confirmed; lower than `minutes` when they lowered the hours */
    confirmedMinutes: integer('confirmed_minutes'),
    state: text('state').notNull(),
    lga: text('lga').notNull(),
    organisation: text('organisation'),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    link: text('link'),
    supervisorName: text('supervisor_name').notNull(),
    /** lower case */
    supervisorEmail: text('supervisor_email'),
    supervisorPhone: text('supervisor_phone'),
    status: text('status').$type<TVolunteerState>().notNull().default('pending'),
    supervisorComment: text('supervisor_comment'),
    approverComment: text('approver_comment'),
    /** null for an automatic approval */
    approverId: uuid('approver_id').references(() => users.id, { onDelete: 'set null' }),
    review: text('review'),
    auditFlag: boolean('audit_flag').notNull().default(false),
    autoApproved: boolean('auto_approved').notNull().default(false),
    /** points paid (0 until approved, and again after a deny took them back) */
    points: integer('points').notNull().default(0),
    idempotencyKey: text('idempotency_key'),
    verifiedAt: tstz('verified_at'),
    decidedAt: tstz('decided_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('volunteer_entries_idempotency_key')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    // the officer's list, and overlaps and the weekly cap (a range of days)
    index('volunteer_entries_user_day_idx').on(t.userId, t.day.desc(), t.startMinute.desc(), t.id),
    // the approval queue: open entries, oldest first, optionally by state
    index('volunteer_entries_open_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} in ('pending', 'verified')`),
    index('volunteer_entries_open_state_idx')
      .on(t.state, t.createdAt, t.id)
      .where(sql`${t.status} in ('pending', 'verified')`),
    index('volunteer_entries_audit_idx')
      .on(t.decidedAt)
      .where(sql`${t.auditFlag} and ${t.status} = 'approved'`),
    // the supervisor's confirmations of the last 7 days
    index('volunteer_entries_supervisor_idx')
      .on(t.supervisorEmail, t.verifiedAt)
      .where(sql`${t.supervisorEmail} is not null and ${t.verifiedAt} is not null`),
    check(
      'volunteer_entries_minutes_check',
      sql`${t.minutes} between 15 and 720 and ${t.minutes} % 15 = 0`,
    ),
    check('volunteer_entries_status_check', sql`${t.status} in (${inList(VOLUNTEER_STATES)})`),
    check(
      'volunteer_entries_type_check',
      sql`${t.activityType} in (${inList(VOLUNTEER_ACTIVITY_TYPES)})`,
    ),
  ],
);

/** The supervisor's single-use link: only the token's hash is kept. */
export const volunteerLinks = pgTable(
  'volunteer_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => volunteerEntries.id, { onDelete: 'cascade' }),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('volunteer_links_entry_idx').on(t.entryId)],
);
