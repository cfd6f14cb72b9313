import type { LearningSiteRule } from './types.ts';
import { onHost, segments, slug, withoutLocale } from './util.ts';

const MARKETING = ['www.edx.org', 'edx.org'];
const LEARNING = ['learning.edx.org'];
const CERTIFICATES = ['courses.edx.org', 'credentials.edx.org'];
const hosts = [...MARKETING, ...LEARNING, ...CERTIFICATES];

function certificateId(url: URL): string | null {
  const segs = segments(url);
  // courses.edx.org/certificates/{hex id}
  if (onHost(url, ['courses.edx.org']) && segs[0] === 'certificates' && segs.length === 2) {
    return /^[0-9a-f]{16,}$/i.test(segs[1] ?? '') ? (segs[1]?.toLowerCase() ?? null) : null;
  }
  // credentials.edx.org/credentials/{uuid hex}
  if (onHost(url, ['credentials.edx.org']) && segs[0] === 'credentials' && segs.length === 2) {
    return /^[0-9a-f-]{16,}$/i.test(segs[1] ?? '') ? (segs[1]?.toLowerCase() ?? null) : null;
  }
  return null;
}

export const edx: LearningSiteRule = {
  id: 'edx',
  name: 'edX',
  hosts,
  pages: [
    { hosts: MARKETING, paths: ['/learn/*', '/course/*', '/*/learn/*', '/*/course/*'] },
    { hosts: LEARNING, paths: ['/course/*'] },
    { hosts: ['courses.edx.org'], paths: ['/certificates/*'] },
    { hosts: ['credentials.edx.org'], paths: ['/credentials/*'] },
  ],
  courseKey(url) {
    const segs = segments(url);
    if (onHost(url, MARKETING)) {
      // /learn/{subject}/{org}-{slug} (current) and /course/{slug} (older links)
      const s = withoutLocale(segs, ['learn', 'course']);
      if (s[0] === 'learn' && s.length >= 3) return slug(s[2]) ? `edx:${slug(s[2])}` : null;
      if (s[0] === 'course' && s.length >= 2) return slug(s[1]) ? `edx:${slug(s[1])}` : null;
      return null;
    }
    if (onHost(url, LEARNING)) {
      // learning.edx.org/course/course-v1:{org}+{number}+{run}/…: the run is dropped
      const m = segs[0] === 'course' ? /^course-v1:([^+]+)\+([^+]+)\+/.exec(segs[1] ?? '') : null;
      return m ? `edx:course-v1:${m[1]?.toLowerCase()}+${m[2]?.toLowerCase()}` : null;
    }
    return null;
  },
  startSelectors: [
    'button[data-testid="enroll-button"]',
    'a[data-testid="enroll-button"]',
    'button.enroll-btn',
    'a.enroll-btn',
    'button[aria-label^="Enroll"]',
  ],
  isCompletionUrl: (url) => certificateId(url) !== null,
  certificateId,
  completionTitleSelectors: ['.accomplishment-course-name', '.course-title', 'h1', 'h2'],
  testUrls: {
    course: [
      'https://www.edx.org/learn/computer-science/harvard-university-cs50-s-introduction-to-computer-science',
      'https://www.edx.org/learn/remote-work/harvard-university-remote-work-revolution-for-everyone?index=product&position=3',
      'https://www.edx.org/course/becoming-an-entrepreneur',
      'https://learning.edx.org/course/course-v1:HarvardX+CS50+X/home',
    ],
    completion: [
      'https://courses.edx.org/certificates/4b9e3c0a7d2f4e1b8c6a5d3e2f1a0b9c',
      'https://credentials.edx.org/credentials/0f3a9c2e5b7d4e8a9c1b2d3e4f5a6b7c/',
    ],
    other: [
      'https://www.edx.org/',
      'https://www.edx.org/learn/computer-science',
      'https://www.edx.org/search?q=python',
      'https://learning.edx.org/',
    ],
  },
};
