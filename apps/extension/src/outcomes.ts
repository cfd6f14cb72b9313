import type { WClaim } from '@dpts/contract/extension-wire';
import { findSite } from '@dpts/contract/sites/index';
import type { Completion } from './state.ts';

/** One certificate, whatever the link's form: the same link, or the same site's certificate id. */
export function sameCertificate(a: string, b: string): boolean {
  if (a === b) return true;
  const ua = URL.parse(a);
  const ub = URL.parse(b);
  if (!ua || !ub) return false;
  const site = findSite(ua);
  const id = site?.certificateId(ua);
  return !!site && !!id && findSite(ub) === site && site.certificateId(ub) === id;
}

/**
 * The completions sent from this browser, each with what the server decided of its claim: paid,
 * refused (and why), with an administrator, or still being checked. Completions with no claim
 * among the latest are left as they were.
 */
export function withOutcomes(completions: Completion[], claims: WClaim[]): Completion[] {
  return completions.map((c) => {
    const claim = claims.find((k) => sameCertificate(k.certificateUrl, c.url));
    if (!claim) return c;
    return {
      ...c,
      state: claim.state,
      reason: claim.reason,
      pointsAwarded: claim.points,
      verifying: claim.state === 'pending' || claim.state === 'review',
    };
  });
}

/** True while a completion sent from here still waits for a decision. */
export const awaitsDecision = (completions: Completion[] | undefined): boolean =>
  (completions ?? []).some((c) => c.verifying === true);
