import type { LearningSiteRule } from './types.ts';
import { CREDLY_HOSTS, CREDLY_TITLE_SELECTORS, credlyBadgeId } from './util.ts';

/**
 * Credly hosts no courses: it is completion evidence only. Cisco Networking Academy and IBM
 * SkillsBuild issue their course badges through it; the badge title is matched to the
 * catalogue course name with `normalizeCourseTitle`.
 */
export const credly: LearningSiteRule = {
  id: 'credly',
  name: 'Credly',
  hosts: CREDLY_HOSTS,
  pages: [{ hosts: CREDLY_HOSTS, paths: ['/badges/*', '/earner/earned/badge/*'] }],
  courseKey: () => null,
  startSelectors: [],
  isCompletionUrl: (url) => credlyBadgeId(url) !== null,
  certificateId: credlyBadgeId,
  completionTitleSelectors: CREDLY_TITLE_SELECTORS,
  testUrls: {
    course: [],
    completion: [
      'https://www.credly.com/badges/ed70c58f-52b9-4a91-ade4-e3524539e7f2/public_url',
      'https://credly.com/badges/5c2d8a91-3f0e-4b7a-9d16-2e8f4c7b1a05',
      'https://www.credly.com/earner/earned/badge/5c2d8a91-3f0e-4b7a-9d16-2e8f4c7b1a05',
    ],
    other: [
      'https://www.credly.com/org/ibm-skillsbuild/badge/explore-emerging-tech',
      'https://www.credly.com/users/someone',
      'https://www.credly.com/',
    ],
  },
};
