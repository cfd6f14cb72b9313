import { z } from 'zod';
import { PAGE_SIZE } from './constants.ts';
import { paged, pageQuery } from './common.ts';

/** A completion claim's life (DESIGN.md section 4): only `verified` has paid. */
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
} as const;

/** Answers to a certificate link that cannot be claimed (400). */
export const claimMessages = {
  notACertificate:
    'This link is not a certificate or badge page of a learning site we track. Paste the public link of your certificate.',
  notThisSite: (site: string) =>
    `This link is not a ${site} certificate. Paste the certificate link ${site} gave you.`,
  unknownCourse:
    'We could not tell which course this certificate is for. Use “I have a certificate” on the course’s row.',
  alreadyClaimed: 'You have already claimed this course',
} as const;

export const ZClaimRequest = z.object({
  /** the course claimed; optional when the certificate link names it (a course page) */
  courseId: z.uuid('Unknown course').optional(),
  certificateUrl: z
    .url({ protocol: /^https?$/, error: 'Paste the full certificate link (https://…)' })
    .max(2048, 'That link is too long'),
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
