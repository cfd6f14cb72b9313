import type { LearningSiteRule } from './types.ts';
import { onHost, segments, slug, withoutLocale } from './util.ts';

const hosts = ['www.coursera.org', 'coursera.org'];
const COURSE_KINDS = ['learn', 'projects'];
const ACCOMPLISHMENT_KINDS = [
  'verify',
  'certificate',
  'specialization',
  'professional-cert',
  'records',
];

/**
 * The certificate code as Coursera issues it (upper case: the site reads `abc123…` and `ABC123…`
 * as one certificate), so one certificate has one key whatever the link's case.
 */
function certificateId(url: URL): string | null {
  const id = linkedId(url);
  if (!id) return null;
  return segments(url)[0] === 'share' ? `share/${id.toLowerCase()}` : id.toUpperCase();
}

function linkedId(url: URL): string | null {
  if (!onHost(url, hosts)) return null;
  const segs = segments(url);
  const id = segs.at(-1);
  if (!id || !/^[A-Za-z0-9_-]{6,}$/.test(id)) return null;
  // /account/accomplishments/{verify|certificate|specialization|professional-cert|records}/{ID}
  if (segs[0] === 'account' && segs[1] === 'accomplishments' && segs.length === 4) {
    return ACCOMPLISHMENT_KINDS.includes(segs[2] ?? '') ? id : null;
  }
  // /verify/{ID}, /verify/specialization/{ID}, /verify/professional-cert/{ID}
  if (segs[0] === 'verify') {
    if (segs.length === 2) return id;
    if (segs.length === 3 && ['specialization', 'professional-cert'].includes(segs[1] ?? ''))
      return id;
  }
  // /share/{hash}: the public share link of a course certificate
  if (segs[0] === 'share' && segs.length === 2) return id;
  return null;
}

export const coursera: LearningSiteRule = {
  id: 'coursera',
  name: 'Coursera',
  hosts,
  pages: [
    {
      hosts,
      paths: [
        '/learn/*',
        '/projects/*',
        '/*/learn/*',
        '/*/projects/*',
        '/account/accomplishments/*',
        '/verify/*',
        '/share/*',
      ],
    },
  ],
  courseKey(url) {
    if (!onHost(url, hosts)) return null;
    const segs = withoutLocale(segments(url), COURSE_KINDS);
    const kind = segs[0];
    const s = slug(segs[1]);
    if (!kind || !COURSE_KINDS.includes(kind) || !s) return null;
    return `coursera:${kind}/${s}`;
  },
  startSelectors: [
    'button[data-e2e="enroll-button"]',
    '[data-e2e="enroll-button"] button',
    'button[data-track-component="enroll_button"]',
    'a[data-track-component="enroll_button"]',
    'button[data-testid="enroll-button"]',
    'button[data-track-component="audit_enroll_button"]',
  ],
  isCompletionUrl: (url) => certificateId(url) !== null,
  certificateId,
  completionTitleSelectors: [
    '[data-e2e="course-name"]',
    '.course-name',
    'h1 a[href*="/learn/"]',
    'h1',
    'meta[property="og:title"]',
  ],
  testUrls: {
    course: [
      'https://www.coursera.org/learn/python',
      'https://www.coursera.org/learn/ai-for-everyone',
      'https://coursera.org/learn/technical-support-fundamentals?specialization=google-it-support',
      'https://www.coursera.org/learn/learning-how-to-learn/home/week/1',
    ],
    completion: [
      'https://www.coursera.org/account/accomplishments/verify/M7VQZX6NXL9Q',
      'https://www.coursera.org/account/accomplishments/certificate/AXW7HZ2AQPPF',
      'https://coursera.org/verify/GL4TGFMWN6YH',
      'https://www.coursera.org/account/accomplishments/specialization/8FJ3KQ2L9XBN',
    ],
    other: [
      'https://www.coursera.org/',
      'https://www.coursera.org/courses?query=python',
      'https://www.coursera.org/browse/data-science',
      'https://www.coursera.org/specializations/python',
    ],
  },
};
