import { z } from 'zod';
import { paged } from './common.ts';
import { ZText, ZStateName } from './fields.ts';
import { allPaths } from './options.ts';

/**
 * The rewards shop (issue 22): officers spend a balance kept apart from the points they earned
 * (ranks and boards never move when they spend). Decisions 060–062.
 */
export const fulfilmentKinds = ['voucher', 'manual'] as const;
export type TFulfilmentKind = (typeof fulfilmentKinds)[number];

/**
 * A redemption's state: a voucher is `fulfilled` at once (its code shown); a manual reward waits
 * `pending` in the fulfilment queue until staff mark it `sent` or `cancelled` (refunded once).
 */
export const redemptionStates = ['fulfilled', 'pending', 'sent', 'cancelled'] as const;
export type TRedemptionState = (typeof redemptionStates)[number];

export const REWARD_LIMITS = {
  nameMax: 120,
  descriptionMax: 2000,
  costMax: 1_000_000,
  stockMax: 1_000_000,
  perOfficerMax: 1000,
  /** a voucher code file: at most this many bytes and codes */
  codeFileMaxBytes: 1024 * 1024,
  codesPerImport: 10_000,
  codeMax: 200,
  audienceMax: 40,
} as const;

/** Per officer: redemptions send an email each; per super: code imports store much. */
export const REWARD_RATE_LIMITS = {
  redeem: { max: 30, window: '1 minute' },
  codeImport: { max: 30, window: '1 hour' },
} as const;

export const rewardMessages = {
  notFound: 'Reward not found',
  redemptionNotFound: 'Redemption not found',
  insufficientBalance: (needed: number, available: number) =>
    `Not enough dpts to spend: this reward costs ${needed} dpts and you have ${Math.max(available, 0)} dpts available`,
  negativeBalance:
    'Points you had spent were taken back: your balance must be above zero before you can redeem again',
  limitReached: (limit: number) =>
    `You have already redeemed this reward ${limit === 1 ? 'once' : `${limit} times`}, its limit per officer`,
  outOfStock: 'This reward is out of stock',
  alreadyDecided: 'This redemption has already been decided',
  notManual: 'Only manual rewards are fulfilled from the queue',
  notVoucher: 'Codes can only be imported into a voucher reward',
  codesNoColumn:
    'The file has no codes: put them in a column headed "code", or in the first column',
  codesEmpty: 'The file has no codes',
  codesTooMany: `A file can hold at most ${REWARD_LIMITS.codesPerImport.toLocaleString('en')} codes`,
  codesTooLarge: `The file is larger than ${REWARD_LIMITS.codeFileMaxBytes / 1024 / 1024} MB`,
  codesWrongType: 'Upload a .csv, .xls or .xlsx file',
  noFile: 'Choose a file',
  windowOrder: 'The end of the window must be after its start',
  redeemed: 'Reward redeemed',
} as const;

const ZIsoDate = z.iso.datetime({ offset: true });

/** Our own uploads (`/uploads/…`) or an https image address (as league images). */
const ZRewardImage = z
  .string()
  .trim()
  .max(1000)
  .refine((v) => /^\/uploads\/[\w./-]+$/.test(v) || /^https:\/\/\S+$/.test(v), 'Invalid image');

const rewardFields = {
  name: ZText().trim().min(1, 'Required').max(REWARD_LIMITS.nameMax),
  description: ZText({ multiline: true }).trim().max(REWARD_LIMITS.descriptionMax).default(''),
  image: ZRewardImage.nullable().default(null),
  cost: z.number().int().min(1, 'At least 1 dpt').max(REWARD_LIMITS.costMax),
  /** items left to give; null: no limit (a voucher reward is still bounded by its codes) */
  stock: z.number().int().min(0).max(REWARD_LIMITS.stockMax).nullable().default(null),
  /** redemptions one officer may hold (cancelled ones do not count); null: no limit */
  perOfficerLimit: z
    .number()
    .int()
    .min(1)
    .max(REWARD_LIMITS.perOfficerMax)
    .nullable()
    .default(null),
  startsAt: ZIsoDate.nullable().default(null),
  endsAt: ZIsoDate.nullable().default(null),
  /** open to officers with one of these learning paths; empty: to all */
  learningPaths: z
    .array(z.string().refine((p) => allPaths.includes(p), 'Unknown learning path'))
    .max(REWARD_LIMITS.audienceMax)
    .default([]),
  /** open to officers living in one of these states; empty: to all */
  states: z.array(ZStateName).max(REWARD_LIMITS.audienceMax).default([]),
  fulfilment: z.enum(fulfilmentKinds),
  isActive: z.boolean().default(true),
};

const windowInOrder = (r: { startsAt?: string | null; endsAt?: string | null }) =>
  !r.startsAt || !r.endsAt || Date.parse(r.endsAt) > Date.parse(r.startsAt);

export const ZRewardCreate = z
  .object(rewardFields)
  .refine(windowInOrder, { message: rewardMessages.windowOrder, path: ['endsAt'] });
export type TRewardCreate = z.input<typeof ZRewardCreate>;
export type TRewardCreateOut = z.output<typeof ZRewardCreate>;

/** Any subset of the fields; the fulfilment kind is fixed once redemptions exist. */
export const ZRewardUpdate = z
  .object({
    name: rewardFields.name.optional(),
    description: ZText({ multiline: true }).trim().max(REWARD_LIMITS.descriptionMax).optional(),
    image: ZRewardImage.nullable().optional(),
    cost: rewardFields.cost.optional(),
    stock: z.number().int().min(0).max(REWARD_LIMITS.stockMax).nullable().optional(),
    perOfficerLimit: z.number().int().min(1).max(REWARD_LIMITS.perOfficerMax).nullable().optional(),
    startsAt: ZIsoDate.nullable().optional(),
    endsAt: ZIsoDate.nullable().optional(),
    learningPaths: z
      .array(z.string().refine((p) => allPaths.includes(p), 'Unknown learning path'))
      .max(REWARD_LIMITS.audienceMax)
      .optional(),
    states: z.array(ZStateName).max(REWARD_LIMITS.audienceMax).optional(),
    fulfilment: z.enum(fulfilmentKinds).optional(),
    isActive: z.boolean().optional(),
  })
  .refine(windowInOrder, { message: rewardMessages.windowOrder, path: ['endsAt'] });
export type TRewardUpdate = z.input<typeof ZRewardUpdate>;
export type TRewardUpdateOut = z.output<typeof ZRewardUpdate>;

/** What an officer sees of a reward. */
export const ZReward = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  thumbnail: z.string().nullable(),
  cost: z.number().int(),
  fulfilment: z.enum(fulfilmentKinds),
  /** items that can still be redeemed; null: no limit */
  available: z.number().int().nullable(),
  perOfficerLimit: z.number().int().nullable(),
  /** the caller's redemptions that count towards the limit */
  redeemedByMe: z.number().int(),
  /** the caller's available balance covers the cost, and the limit and stock allow it */
  canRedeem: z.boolean(),
  endsAt: z.string().nullable(),
});
export type TReward = z.infer<typeof ZReward>;
export const ZRewardsResponse = z.object({ data: z.object({ items: z.array(ZReward) }) });

/** Earned points not yet spendable, by the day they become available. */
export const ZCoolingPoints = z.object({
  points: z.number().int(),
  availableAt: z.string(),
  /** whole days from now, at least 1 */
  inDays: z.number().int(),
});
export const ZBalance = z.object({
  /** spendable now: may be negative after points already spent were taken back */
  available: z.number().int(),
  /** earned but still cooling */
  cooling: z.number().int(),
  /** available + cooling: the sum of every balance entry */
  total: z.number().int(),
  coolingDays: z.number().int(),
  upcoming: z.array(ZCoolingPoints),
  /** all the points earned (ranks and boards): spending never lowers it */
  totalPointsEarned: z.number().int(),
  spent: z.number().int(),
});
export type TBalance = z.infer<typeof ZBalance>;
export const ZBalanceResponse = z.object({ data: ZBalance });

export const ZRedemption = z.object({
  _id: z.string(),
  reward: z.object({
    _id: z.string(),
    name: z.string(),
    image: z.string().nullable(),
    thumbnail: z.string().nullable(),
  }),
  cost: z.number().int(),
  fulfilment: z.enum(fulfilmentKinds),
  state: z.enum(redemptionStates),
  /** the voucher code, given to this officer only */
  code: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TRedemption = z.infer<typeof ZRedemption>;
export const ZRedemptionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ZRedemption.extend({ balance: z.number().int() }),
});

/**
 * One key per attempt (the confirm dialog makes one): the same key again answers with the same
 * redemption instead of redeeming twice. The `Idempotency-Key` header works too.
 */
export const ZRedeemRequest = z.preprocess(
  // a POST without a body arrives as null: an attempt with no key of its own
  (v) => v ?? {},
  z.object({
    idempotencyKey: z
      .string()
      .trim()
      .min(8)
      .max(100)
      .regex(/^[\w.:-]+$/, 'Invalid key')
      .optional(),
  }),
);

export const ZRedemptionsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZRedemptionsResponse = z.object({ data: paged(ZRedemption) });

// ---------- super ----------

export const ZSuperReward = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  thumbnail: z.string().nullable(),
  cost: z.number().int(),
  stock: z.number().int().nullable(),
  perOfficerLimit: z.number().int().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  learningPaths: z.array(z.string()),
  states: z.array(z.string()),
  fulfilment: z.enum(fulfilmentKinds),
  isActive: z.boolean(),
  /** redemptions not cancelled */
  redeemed: z.number().int(),
  /** voucher codes not given out yet (0 for manual rewards) */
  codesLeft: z.number().int(),
  /** manual redemptions waiting in the queue */
  pending: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSuperReward = z.infer<typeof ZSuperReward>;
export const ZSuperRewardResponse = z.object({ data: ZSuperReward });
export const ZSuperRewardsResponse = z.object({ data: z.object({ items: z.array(ZSuperReward) }) });
export const ZRewardParams = z.object({ id: z.uuid('Reward not found') });
export const ZRewardDeleteResponse = z.object({
  data: z.object({ deleted: z.boolean(), archived: z.boolean() }),
});

export const ZCodeImportResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    imported: z.number().int(),
    /** already in the reward, or twice in the file */
    duplicates: z.number().int(),
    codesLeft: z.number().int(),
  }),
});

export const ZRewardStats = z.object({
  reward: ZSuperReward,
  /** redemptions per Lagos day over the last `days` days, oldest first */
  days: z.array(
    z.object({ day: z.string(), redeemed: z.number().int(), cancelled: z.number().int() }),
  ),
  byState: z.record(z.enum(redemptionStates), z.number().int()),
  dptsSpent: z.number().int(),
});
export type TRewardStats = z.infer<typeof ZRewardStats>;
export const ZRewardStatsResponse = z.object({ data: ZRewardStats });
export const ZRewardStatsQuery = z.object({
  days: z.coerce.number().int().min(1).max(365).default(30),
});

export const ZQueueRedemption = ZRedemption.extend({
  officer: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
});
export type TQueueRedemption = z.infer<typeof ZQueueRedemption>;
export const ZQueueQuery = z.object({
  state: z.enum(redemptionStates).default('pending'),
  rewardId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZQueueResponse = z.object({ data: paged(ZQueueRedemption) });
export const ZRedemptionParams = z.object({ id: z.uuid('Redemption not found') });
export const ZRedemptionDecision = z.object({
  decision: z.enum(['sent', 'cancelled']),
  note: ZText().trim().max(500).optional(),
});
export const ZRedemptionDecisionResponse = z.object({ data: ZQueueRedemption });
