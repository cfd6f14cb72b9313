import type { LearningSiteRule } from './types.ts';
import { UUID, onHost, segments } from './util.ts';

const DOCEBO = ['skillshop.docebosaas.com'];
const EXCEED = ['skillshop.exceedlms.com'];
const CREDENTIALS = ['skillshop.credential.net'];
const hosts = ['skillshop.withgoogle.com', ...DOCEBO, ...EXCEED, ...CREDENTIALS];

function certificateId(url: URL): string | null {
  const segs = segments(url);
  // skillshop.credential.net/{uuid}: the Accredible certificate of a Skillshop certification
  if (onHost(url, CREDENTIALS)) {
    return segs.length === 1 && UUID.test(segs[0] ?? '') ? (segs[0]?.toLowerCase() ?? null) : null;
  }
  // skillshop.exceedlms.com/student/award/{id}: the older Skillshop's award page
  if (onHost(url, EXCEED) && segs[0] === 'student' && segs[1] === 'award' && segs.length === 3) {
    return /^\d+$/.test(segs[2] ?? '') ? (segs[2] ?? null) : null;
  }
  return null;
}

export const googleSkillshop: LearningSiteRule = {
  id: 'google-skillshop',
  name: 'Google Skillshop',
  hosts,
  pages: [
    { hosts: DOCEBO, paths: ['/learn/*'] },
    { hosts: EXCEED, paths: ['/student/*'] },
    { hosts: CREDENTIALS, paths: ['/*-*-*-*-*'] },
  ],
  courseKey(url) {
    const segs = segments(url);
    if (onHost(url, DOCEBO)) {
      // /learn/courses/{id}/{slug}[/lessons/…] (also /learn/course/{id}/…)
      const ok = segs[0] === 'learn' && (segs[1] === 'courses' || segs[1] === 'course');
      return ok && /^\d+$/.test(segs[2] ?? '') ? `google-skillshop:course/${segs[2]}` : null;
    }
    if (onHost(url, EXCEED) && segs[0] === 'student') {
      // /student/path/{id}[-slug] and /student/collection/{id}-{slug}
      const id = /^(\d+)(?:-|$)/.exec(segs[2] ?? '')?.[1];
      if (id && (segs[1] === 'path' || segs[1] === 'collection')) {
        return `google-skillshop:${segs[1]}/${id}`;
      }
    }
    return null;
  },
  startSelectors: [
    'button[data-test="enroll-button"]',
    'button.enroll-button',
    'a.start-course',
    'button[aria-label="Enroll"]',
    'button[aria-label="Start"]',
  ],
  isCompletionUrl: (url) => certificateId(url) !== null,
  certificateId,
  completionTitleSelectors: [
    '.credential-name',
    '[data-test="credential-title"]',
    'h1',
    'meta[property="og:title"]',
  ],
  testUrls: {
    course: [
      'https://skillshop.docebosaas.com/learn/courses/8692/google-ads-search-certification',
      'https://skillshop.docebosaas.com/learn/courses/8108/get-started-using-google-analytics/lessons/24354:8107/welcome-to-the-course-html-page',
      'https://skillshop.exceedlms.com/student/collection/1830706-fundamentals-of-digital-marketing',
      'https://skillshop.exceedlms.com/student/path/18216',
    ],
    completion: [
      'https://skillshop.credential.net/00c02ab1-8fea-47a9-ae8d-f20501e21048#acc.F1NRb4xh',
      'https://skillshop.credential.net/494990e7-bd92-43e4-b767-1a14d444f2f9',
      'https://skillshop.exceedlms.com/student/award/143449646',
    ],
    other: [
      'https://skillshop.withgoogle.com/',
      'https://skillshop.docebosaas.com/learn/catalog',
      'https://skillshop.exceedlms.com/student/catalog',
    ],
  },
};
