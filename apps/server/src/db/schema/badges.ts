import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { BADGE_RULE_KINDS, type TBadgeRule } from '@dpts/contract';
import { users } from '../schema.ts';

const tstz = (name: string) => timestamp(name, { withTimezone: true });

/** What a badge is awarded for (issue #21): managed by supers, audit-logged. */
export const badgeClasses = pgTable(
  'badge_classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** the seed's key (migration 0017); null for classes made by supers */
    slug: text('slug'),
    name: text('name').notNull(),
    description: text('description').notNull(),
    criteria: text('criteria').notNull(),
    image: text('image'),
    thumbnail: text('thumbnail'),
    ruleKind: text('rule_kind', { enum: BADGE_RULE_KINDS }).notNull(),
    rule: jsonb('rule').$type<TBadgeRule>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('badge_classes_slug_key').on(t.slug),
    check(
      'badge_classes_rule_kind_check',
      sql.raw(`rule_kind in (${BADGE_RULE_KINDS.map((k) => `'${k}'`).join(', ')})`),
    ),
  ],
);

/**
 * One officer's badge: at most one live award per officer and class (the partial unique index
 * is what makes racing evaluations award once). `statusIndex` is its bit in the revocation list.
 */
export const badgeAwards = pgTable(
  'badge_awards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => badgeClasses.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    statusIndex: serial('status_index').notNull(),
    awardedAt: tstz('awarded_at').notNull(),
    /** the signed OpenBadgeCredential, written by the `badges-sign` job */
    credential: jsonb('credential').$type<Record<string, unknown>>(),
    signedAt: tstz('signed_at'),
    revokedAt: tstz('revoked_at'),
    revokedReason: text('revoked_reason'),
    /** the public page leaves out the holder's name */
    hideName: boolean('hide_name').notNull().default(false),
  },
  (t) => [
    uniqueIndex('badge_awards_live_key')
      .on(t.userId, t.classId)
      .where(sql`${t.revokedAt} is null`),
    uniqueIndex('badge_awards_status_index_key').on(t.statusIndex),
    index('badge_awards_user_idx').on(t.userId, t.awardedAt.desc()),
    index('badge_awards_class_idx').on(t.classId),
  ],
);

/** Signed BitstringStatusList credentials; `dirty` until the `badges-sign-status` job re-signs. */
export const badgeStatusLists = pgTable('badge_status_lists', {
  id: integer('id').primaryKey(),
  credential: jsonb('credential').$type<Record<string, unknown>>(),
  dirty: boolean('dirty').notNull().default(true),
  signedAt: tstz('signed_at'),
});

/** Every issuer key ever used: the issuer profile keeps old keys published after a rotation. */
export const badgeSigningKeys = pgTable('badge_signing_keys', {
  publicKeyMultibase: text('public_key_multibase').primaryKey(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

/** Officers waiting for an evaluation: the triggers enqueue one job per officer until it runs. */
export const badgeEvaluations = pgTable('badge_evaluations', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  queuedAt: tstz('queued_at').notNull().defaultNow(),
});
