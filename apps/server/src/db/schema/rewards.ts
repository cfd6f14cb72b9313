import { sql, type SQLWrapper } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { fulfilmentKinds, redemptionStates } from '@dpts/contract';
import { pointsLedger, users } from '../schema.ts';

const tstz = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => tstz('created_at').notNull().defaultNow();
const oneOf = (column: SQLWrapper, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

/** The rewards shop's items, run by a super (issue 22). */
export const rewards = pgTable(
  'rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    thumbnail: text('thumbnail'),
    cost: integer('cost').notNull(),
    /** items left; null: no limit. Taken in the redemption's transaction, never below 0. */
    stock: integer('stock'),
    perOfficerLimit: integer('per_officer_limit'),
    startsAt: tstz('starts_at'),
    endsAt: tstz('ends_at'),
    learningPaths: jsonb('learning_paths').$type<string[]>().notNull().default([]),
    states: jsonb('states').$type<string[]>().notNull().default([]),
    fulfilment: text('fulfilment', { enum: fulfilmentKinds }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('rewards_cost_positive', sql`${t.cost} > 0`),
    check('rewards_stock_nonnegative', sql`${t.stock} is null or ${t.stock} >= 0`),
    check('rewards_fulfilment_check', oneOf(t.fulfilment, fulfilmentKinds)),
  ],
);

/** Voucher codes: each is given to one redemption, once. */
export const rewardCodes = pgTable(
  'reward_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    rewardId: uuid('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    redemptionId: uuid('redemption_id'),
    createdAt: createdAt(),
    assignedAt: tstz('assigned_at'),
  },
  (t) => [
    uniqueIndex('reward_codes_reward_code_key').on(t.rewardId, t.code),
    uniqueIndex('reward_codes_redemption_key').on(t.redemptionId),
    index('reward_codes_free_idx')
      .on(t.rewardId, t.id)
      .where(sql`${t.redemptionId} is null`),
  ],
);

/** An officer's redemption of one item; the key of the attempt makes a retry answer the same. */
export const rewardRedemptions = pgTable(
  'reward_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rewardId: uuid('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    cost: integer('cost').notNull(),
    state: text('state', { enum: redemptionStates }).notNull(),
    code: text('code'),
    createdAt: createdAt(),
    decidedAt: tstz('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('reward_redemptions_attempt_key').on(t.userId, t.idempotencyKey),
    index('reward_redemptions_user_idx').on(t.userId, t.createdAt.desc()),
    index('reward_redemptions_reward_idx').on(t.rewardId, t.createdAt),
    index('reward_redemptions_officer_reward_idx').on(t.userId, t.rewardId),
    index('reward_redemptions_queue_idx').on(t.state, t.createdAt),
    check('reward_redemptions_state_check', oneOf(t.state, redemptionStates)),
  ],
);

export const balanceEntryKinds = ['earned', 'clawback', 'spent', 'refund'] as const;

/**
 * The spendable balance, as entries (decision 060): `earned` and `clawback` rows are written
 * by a trigger on points_ledger, `spent` and `refund` by redemptions. The balance is their sum;
 * `earned` and `clawback` rows count as available `REWARDS_COOLING_DAYS` after `cooling_from`
 * (the time the points were earned), so a clawback of cooling points cancels them unseen.
 */
export const balanceEntries = pgTable(
  'balance_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: balanceEntryKinds }).notNull(),
    amount: integer('amount').notNull(),
    ledgerId: bigint('ledger_id', { mode: 'number' }).references(() => pointsLedger.id, {
      onDelete: 'cascade',
    }),
    redemptionId: uuid('redemption_id').references(() => rewardRedemptions.id, {
      onDelete: 'cascade',
    }),
    coolingFrom: tstz('cooling_from'),
    createdAt: createdAt(),
  },
  (t) => [
    index('balance_entries_user_idx').on(t.userId, t.coolingFrom),
    uniqueIndex('balance_entries_ledger_key').on(t.ledgerId),
    uniqueIndex('balance_entries_redemption_key').on(t.redemptionId, t.kind),
    check('balance_entries_kind_check', oneOf(t.kind, balanceEntryKinds)),
    check(
      'balance_entries_sign_check',
      sql`(${t.kind} in ('earned', 'refund') and ${t.amount} > 0) or (${t.kind} in ('clawback', 'spent') and ${t.amount} < 0)`,
    ),
    check(
      'balance_entries_source_check',
      sql`(${t.kind} in ('earned', 'clawback')) = (${t.ledgerId} is not null) and (${t.kind} in ('spent', 'refund')) = (${t.redemptionId} is not null)`,
    ),
  ],
);
