import { z } from 'zod';
import { CLAIMS_RECLAIM_BLOCK_DAYS, CLAIMS_REVIEW_OPEN_MAX, PAGE_SIZE } from './constants.ts';
import { paged, pageQuery } from './common.ts';

/** A completion claim's life (docs/design.md §4): only `verified` has paid. */
export const claimStates = ['pending', 'verified', 'rejected', 'review'] as const;
export const ZClaimState = z.enum(claimStates);
export type TClaimState = z.infer<typeof ZClaimState>;

/** What the officer reads about a claim that did not pay (spec-style sentences). */
export const claimReasons = {
  notFound: 'Certificate not found',
  otherName: 'The name on the certificate is not yours',
  otherCourse: 'This certificate is for another course',
  taken: 'This certificate is already claimed by another officer',
  revoked: 'This certificate has been revoked',
  unreachable: 'The site could not be reached; an administrator will check it',
  nameClose: 'The name on the certificate is close to yours; an administrator will check it',
  refused: 'The certificate link led away from the issuing site; an administrator will check it',
  unclear: 'The certificate page could not be read clearly; an administrator will check it',
  noPublicCheck: 'This site cannot be checked automatically; an administrator will check it',
  dailyCompletions: 'Daily completion limit reached; an administrator will check it',
  dailyPoints: 'Daily points limit reached; an administrator will check it',
  tooSoon: 'Completed very soon after starting; an administrator will check it',
  noStart:
    'We did not see this course started before its certificate was issued; an administrator will check it',
  heldByOther:
    'This certificate is already held by another officer; an administrator will check who holds it',
  otherIssuer: 'This certificate was issued by another organisation than the course’s',
  courseNotOnFile:
    'The certificate names this course, but its identifier at the issuing site is not on file yet; an administrator will check it',
  private: 'This certificate is private on its site: make it public, then claim it again',
  otherRecipient:
    'The badge was issued to another email address than yours; an administrator will check it',
  movedToHolder:
    'This certificate was moved to the officer who holds it; its points were taken back',
} as const;

/** Rejections the officer can put right at once (no waiting before claiming again). */
export const claimReasonsWithoutBlock: readonly string[] = [claimReasons.private];

/** Answers to a certificate link that cannot be claimed (400). */
export const claimMessages = {
  notACertificate:
    'This link is not a certificate or badge page of a learning site we track. Paste the public link of your certificate.',
  notThisSite: (site: string) =>
    `This link is not a ${site} certificate. Paste the certificate link ${site} gave you.`,
  unknownCourse:
    'We could not tell which course this certificate is for. Use “I have a certificate” on the course’s row.',
  alreadyClaimed: 'You have already claimed this course',
  tooManyInReview: `You have ${CLAIMS_REVIEW_OPEN_MAX} claims waiting for an administrator. Send more once they are decided.`,
  rejectedRecently: (rejectedOn: string, from: string) =>
    `This certificate was rejected on ${rejectedOn}. You can claim it again from ${from} (${CLAIMS_RECLAIM_BLOCK_DAYS} days), or sooner if an administrator reopens it.`,
} as const;

export const ZClaimRequest = z.object({
  /** the course claimed; optional when the certificate link names it (a course page) */
  courseId: z.uuid('Unknown course').optional(),
  certificateUrl: z
    .url({ protocol: /^https?$/, error: 'Paste the full certificate link (https://…)' })
    .max(2048, 'That link is too long'),
  /**
   * The client's key for this claim (a phone that saved it offline sends it again until it is
   * answered): a second request with the same key answers the first one's claim.
   */
  idempotencyKey: z.uuid().optional(),
});
export type TClaimRequest = z.infer<typeof ZClaimRequest>;

export const ZClaim = z.object({
  _id: z.string(),
  course: z.object({ _id: z.string(), name: z.string(), website: z.string(), url: z.string() }),
  /** the site that issued the certificate ('coursera', 'credly') */
  site: z.string(),
  certificateUrl: z.string(),
  source: z.enum(['extension', 'manual']),
  state: ZClaimState,
  reason: z.string().nullable(),
  /** dpts paid (0 until verified, and 0 when the course had been paid already) */
  points: z.number().int(),
  /** the certificate predates the officer's sign-up (past learning still counts) */
  beforeSignup: z.boolean(),
  /** granted before the platform first saw the officer on the course (past learning, paid) */
  pastLearning: z.boolean(),
  /** the certificate is held by another officer (an administrator decides who holds it) */
  heldByOther: z.boolean(),
  certificateDate: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TClaim = z.infer<typeof ZClaim>;
export const ZClaimResponse = z.object({ data: ZClaim });

export const ZPointsHistoryQuery = pageQuery(PAGE_SIZE.pointsHistory).omit({ search: true });
export const ZPointsHistoryResponse = z.object({
  data: paged(ZClaim).extend({
    /** claims waiting: pending or with an administrator */
    verifying: z.number().int(),
  }),
});
export type TPointsHistory = z.infer<typeof ZPointsHistoryResponse>['data'];
