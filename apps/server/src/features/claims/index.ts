/** What other features use of completion claims. */
export { openClaims, type NewClaim, type Opened } from './open.ts';
export {
  decideClaims,
  reopenClaim,
  timingHold,
  type Caps,
  type Decided,
  type Refusal,
  type Transition,
} from './lifecycle.ts';
export { decideCertificateName, requestCertificateName } from './certificate-name.ts';
export { claimById, pointsHistory, presentClaim } from './history.ts';
export { claimJobs } from './jobs.ts';
export { createVerifier, type Verifier } from './verifier.ts';
