import { certificateFor, type FakeSites } from '../apps/server/src/test/fake-sites.ts';
import type { Evidence } from './load.ts';

/**
 * Sites whose certificates the local fake sites can issue and the verifier can verify: every seed
 * course of theirs has its identifier at the issuer (issue #19). Cisco, IBM and Skillshop courses
 * mostly have none on file yet (their certificates go to an administrator), so they are left out.
 */
const ISSUABLE = ['Coursera', 'freeCodeCamp'];

/**
 * Fresh completion evidence per learning site: a certificate the local fake site serves for
 * that officer and course (a new id each time), so every benchmark completion is a first claim
 * that verifies and must pay. Courses of other sites are left out of ingestion (and named).
 */
export function usableEvidence(
  sites: FakeSites,
  websites: string[],
): { generators: Map<string, Evidence>; unusable: string[] } {
  const generators = new Map<string, Evidence>();
  for (const website of ISSUABLE)
    generators.set(website, (officer, course) =>
      certificateFor(sites, officer, { ...course, website }),
    );
  const unusable = [...new Set(websites)].filter((w) => !generators.has(w)).sort();
  return { generators, unusable };
}
