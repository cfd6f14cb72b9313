import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TClaimState } from '@dpts/contract/claims';

/** What the officer reads for a claim's state (read with `i18n._`). */
export const claimStateLabels: Record<TClaimState, MessageDescriptor> = {
  pending: msg`Verifying`,
  review: msg`With an administrator`,
  verified: msg`Verified`,
  rejected: msg`Rejected`,
};

export const claimStateTints: Record<TClaimState, string> = {
  pending: 'bg-accent-100 text-ink',
  review: 'bg-accent-100 text-ink',
  verified: 'bg-brand-50 text-success-600',
  rejected: 'bg-danger-50 text-danger-600',
};
