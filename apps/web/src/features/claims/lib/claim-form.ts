import { z } from 'zod';
import { ZClaimRequest } from '@dpts/contract/claims';
import type { TApiError } from '@dpts/contract/errors';

/**
 * 'I have a certificate' runs the contract's claim request. The dialog always names the course
 * (the server can also read it from some links) and trims the pasted link.
 */
export const ZClaimForm = ZClaimRequest.extend({
  courseId: z
    .string()
    .min(1, 'Choose the course this certificate is for')
    .pipe(ZClaimRequest.shape.courseId.unwrap()),
  certificateUrl: z.string().trim().pipe(ZClaimRequest.shape.certificateUrl),
});
export type ClaimFormValues = z.input<typeof ZClaimForm>;

const fieldRefusals: readonly TApiError['code'][] = ['BAD_REQUEST', 'VALIDATION_FAILED'];

/** The dialog's field a refusal names (`courseId` or `body.certificateUrl`), if it names one. */
export function claimFieldOf(
  code: TApiError['code'] | null,
  body: TApiError | null,
): keyof ClaimFormValues | null {
  const field = body?.details?.[0]?.field;
  if (!code || !fieldRefusals.includes(code) || !field) return null;
  return field.replace(/^body\./, '') === 'courseId' ? 'courseId' : 'certificateUrl';
}
