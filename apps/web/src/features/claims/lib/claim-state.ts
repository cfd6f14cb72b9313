import type { TClaimState } from '@dpts/contract/claims';

/** What the officer reads for a claim's state. */
export const claimStateLabels: Record<TClaimState, string> = {
  pending: 'Verifying',
  review: 'With an administrator',
  verified: 'Verified',
  rejected: 'Rejected',
};

export const claimStateTints: Record<TClaimState, string> = {
  pending: 'bg-accent-100 text-ink',
  review: 'bg-accent-100 text-ink',
  verified: 'bg-brand-50 text-success-600',
  rejected: 'bg-danger-50 text-danger-600',
};
