import type { LearningSiteRule } from './types.ts';
import {
  CREDLY_TITLE_SELECTORS,
  credlyBadgeId,
  onHost,
  segments,
  slug,
  withoutLocale,
} from './util.ts';

/** Cisco's free self-paced courses moved from skillsforall.com to netacad.com in 2024. */
const hosts = ['www.netacad.com', 'netacad.com', 'skillsforall.com', 'www.skillsforall.com'];
const KINDS = ['courses', 'course', 'modules'];

/** Completion evidence: the Credly badge Cisco issues when a course is passed. */
const certificateId = (url: URL): string | null => credlyBadgeId(url);

export const ciscoNetacad: LearningSiteRule = {
  id: 'cisco-netacad',
  name: 'Cisco Networking Academy',
  hosts,
  pages: [{ hosts, paths: ['/courses/*', '/course/*', '/modules/*'] }],
  courseKey(url) {
    if (!onHost(url, hosts)) return null;
    const segs = withoutLocale(segments(url), KINDS);
    const s = slug(segs[1]);
    if (!segs[0] || !KINDS.includes(segs[0]) || !s) return null;
    return `cisco-netacad:${s}`;
  },
  startSelectors: [
    'button[data-testid="enroll-button"]',
    'button[data-testid="get-started-button"]',
    'a[href*="/launch?"]',
    'button.enroll-button',
    'a.enroll-button',
  ],
  isCompletionUrl: (url) => certificateId(url) !== null,
  certificateId,
  completionTitleSelectors: CREDLY_TITLE_SELECTORS,
  testUrls: {
    course: [
      'https://www.netacad.com/courses/introduction-to-cybersecurity?courseLang=en-US',
      'https://www.netacad.com/courses/networking-basics',
      'https://netacad.com/courses/python-essentials-1/',
      'https://skillsforall.com/course/introduction-to-modern-ai?courseLang=en-US',
    ],
    completion: [
      'https://www.credly.com/badges/ed70c58f-52b9-4a91-ade4-e3524539e7f2/public_url',
      'https://www.credly.com/badges/5c2d8a91-3f0e-4b7a-9d16-2e8f4c7b1a05',
    ],
    other: [
      'https://www.netacad.com/',
      'https://www.netacad.com/catalogs/learn',
      'https://www.netacad.com/dashboard',
    ],
  },
};
