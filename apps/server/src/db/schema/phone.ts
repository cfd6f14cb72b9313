// Tables of the phone app (issue #23): offline claims' keys, web push subscriptions and what an
// officer chose to be told by email. No in-memory cache reads them (no change-feed triggers).
import {
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { completionClaims, users } from '../schema.ts';

const tstz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A claim's idempotency key (a phone that saved it offline sends it until it is answered): the
 * same key from the same officer answers the claim it first made (decision 065).
 */
export const claimClientKeys = pgTable(
  'claim_client_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: uuid('key').notNull(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => completionClaims.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'claim_client_keys_pkey', columns: [t.userId, t.key] }),
    index('claim_client_keys_claim_idx').on(t.claimId),
  ],
);

/** A browser's web push subscription (decision 064); the endpoint is the browser's own. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/** What an officer chose to be told outside the app; no row means the defaults (all on). */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  claimEmails: boolean('claim_emails').notNull().default(true),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});
