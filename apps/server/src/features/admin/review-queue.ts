import type { TReviewClaim } from '@dpts/contract';
import { adminMessages } from '@dpts/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Actor } from './audit.ts';

// The lead wires these to the completion claims in `review` (branch `verify`) at merge.

type PageQuery = { page: number; limit: number; search?: string | undefined };

/** Claims waiting for an administrator, oldest first. */
export async function listReviewClaims(
  _db: Db,
  _query: PageQuery,
): Promise<{ items: TReviewClaim[]; total: number; totalCapped: boolean }> {
  return { items: [], total: 0, totalCapped: false };
}

/** How many claims wait (the menu badge). */
export async function countReviewClaims(_db: Db): Promise<number> {
  return 0;
}

export type ClaimDecision = { approve: true } | { approve: false; reason: string };

/**
 * Approves (points through the ledger, once) or rejects a claim in `review`; a claim another
 * administrator decided first answers 409 `adminMessages.claimDecided`.
 */
export async function decideClaim(
  _db: Db,
  _actor: Actor,
  _claimId: string,
  _decision: ClaimDecision,
): Promise<{ _id: string; state: 'verified' | 'rejected'; pointsAwarded: number }> {
  throw notFound(adminMessages.claimNotFound);
}
