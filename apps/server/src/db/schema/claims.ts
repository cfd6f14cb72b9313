// Tables of the certificate checks (issue #19). Neither is read by an in-memory cache, so they
// need no change-feed triggers.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { courseIdentifierKinds } from '@dpts/contract';
import { courses, users } from '../schema.ts';

const tstz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A catalogue course's identifiers at its issuer (Coursera slug, Credly badge class, edX course,
 * …): a certificate verifies only when its issuer's course identifier is one of these. One
 * identifier names one course.
 */
export const courseIdentifiers = pgTable(
  'course_identifiers',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: courseIdentifierKinds }).notNull(),
    /** normalised as the contract's `courseIdentifierRules` say */
    value: text('value').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.kind, t.value] }),
    // One identifier names one course; an issuer (Cisco on Credly) issues for many.
    check(
      'course_identifiers_kind_check',
      sql`${t.kind} in (${sql.raw(courseIdentifierKinds.map((k) => `'${k}'`).join(', '))})`,
    ),
    uniqueIndex('course_identifiers_value_key')
      .on(t.kind, t.value)
      .where(sql`${t.kind} <> 'credly-issuer'`),
  ],
);

/** An officer's request to change the name their certificates are checked against. */
export const nameChangeRequests = pgTable(
  'name_change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    state: text('state', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    decidedAt: tstz('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('name_change_requests_pending_key')
      .on(t.userId)
      .where(sql`${t.state} = 'pending'`),
    check(
      'name_change_requests_state_check',
      sql`${t.state} in ('pending', 'approved', 'rejected')`,
    ),
    index('name_change_requests_waiting_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 'pending'`),
  ],
);
