import { z } from 'zod';
import { ZText } from './fields.ts';

/**
 * Badges (issue #21): classes with a rule from a fixed set of kinds, awarded by background
 * evaluation and issued as signed Open Badges 3.0 credentials (docs/badges.md).
 */
export const BADGE_RULE_KINDS = [
  'courses',
  'track',
  'site',
  'volunteering',
  'board_first',
  'league_members',
  'weeks',
] as const;
export type TBadgeRuleKind = (typeof BADGE_RULE_KINDS)[number];

const count = (max: number) =>
  z
    .number('Enter a number')
    .int('Enter a whole number')
    .min(1, 'At least 1')
    .max(max, `At most ${max.toLocaleString('en')}`);

/** A rule and its parameters; the kind decides which. */
export const ZBadgeRule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('courses'), count: count(10_000) }),
  z.object({ kind: z.literal('track'), topicId: z.uuid('Pick a learning track') }),
  z.object({
    kind: z.literal('site'),
    website: ZText().trim().min(1, 'Pick a site').max(200),
    count: count(10_000),
  }),
  z.object({ kind: z.literal('volunteering'), hours: count(100_000) }),
  z.object({ kind: z.literal('board_first') }),
  z.object({ kind: z.literal('league_members'), members: count(1_000_000) }),
  z.object({ kind: z.literal('weeks'), weeks: count(520) }),
]);
export type TBadgeRule = z.infer<typeof ZBadgeRule>;

/** Image paths come from POST /v1/uploads/image?kind=badge (the image pipeline). */
const ZImagePath = ZText()
  .trim()
  .max(500)
  .regex(/^(\/uploads\/badgeimage\/|https:\/\/)[^\s"'<>]+$/, 'Upload the image first');

export const ZBadgeClassInput = z.object({
  name: ZText().trim().min(1, 'Required').max(80),
  description: ZText({ multiline: true }).trim().min(1, 'Required').max(1000),
  criteria: ZText({ multiline: true }).trim().min(1, 'Required').max(2000),
  image: ZImagePath.nullable().default(null),
  thumbnail: ZImagePath.nullable().default(null),
  rule: ZBadgeRule,
  isActive: z.boolean().default(true),
});
export type TBadgeClassInput = z.input<typeof ZBadgeClassInput>;
export const ZBadgeClassUpdate = ZBadgeClassInput.partial();

export const ZBadgeClass = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  criteria: z.string(),
  /** absolute or app-relative; a default emblem when none was uploaded */
  image: z.string(),
  rule: ZBadgeRule,
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TBadgeClass = z.infer<typeof ZBadgeClass>;

export const ZBadgeClassesResponse = z.object({ data: z.array(ZBadgeClass) });
export const ZBadgeClassResponse = z.object({ data: ZBadgeClass });
export const ZBadgeClassParams = z.object({ id: z.uuid() });

/** One of an officer's badges, as the gallery shows it. */
export const ZBadgeAward = z.object({
  _id: z.string(),
  classId: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  awardedAt: z.string(),
  /** false until the signing job has run (seconds) */
  issued: z.boolean(),
  revoked: z.boolean(),
  hideName: z.boolean(),
});
export type TBadgeAward = z.infer<typeof ZBadgeAward>;
export const ZProfileBadgesResponse = z.object({ data: z.array(ZBadgeAward) });

export const ZCredentialParams = z.object({ id: z.uuid() });
export const ZStatusListParams = z.object({ list: z.coerce.number().int().min(0).max(1_000_000) });
export const ZIssuerKeyParams = z.object({ key: ZText().min(10).max(200) });

/** JSON-LD documents are served as they were signed. */
export const ZJsonLd = z.record(z.string(), z.unknown());

/** What the public page shows of one credential; `verified` comes from verifying it. */
export const ZBadgeCredentialView = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  criteria: z.string(),
  image: z.string(),
  issuer: z.object({ name: z.string(), url: z.string() }),
  awardedAt: z.string(),
  /** null when the officer hides it */
  holderName: z.string().nullable(),
  issued: z.boolean(),
  revoked: z.boolean(),
  verified: z.boolean(),
  /** why verification failed, when it did */
  problems: z.array(z.string()),
  credentialUrl: z.string(),
  linkedInUrl: z.string(),
});
export type TBadgeCredentialView = z.infer<typeof ZBadgeCredentialView>;
export const ZBadgeCredentialViewResponse = z.object({ data: ZBadgeCredentialView });

export const ZBadgeVisibility = z.object({ hideName: z.boolean() });
export const ZBadgeAwardResponse = z.object({ data: ZBadgeAward });

export const badgeMessages = {
  classNotFound: 'Badge not found',
  credentialNotFound: 'Credential not found',
  trackNotFound: 'Learning track not found',
  inUse: 'This badge has been awarded: retire it instead',
  deleted: 'Badge deleted',
} as const;
