import type { LearningSiteRule } from './types.ts';
import { onHost, segments, slug } from './util.ts';

const hosts = ['alison.com', 'www.alison.com'];

function certificateId(url: URL): string | null {
  if (!onHost(url, hosts)) return null;
  const segs = segments(url);
  // /certification/check/{code}: Alison's public certificate check page
  return segs[0] === 'certification' && segs[1] === 'check' && segs.length === 3 && segs[2]
    ? segs[2]
    : null;
}

export const alison: LearningSiteRule = {
  id: 'alison',
  name: 'Alison',
  hosts,
  pages: [{ hosts, paths: ['/course/*', '/certification/check/*'] }],
  courseKey(url) {
    if (!onHost(url, hosts)) return null;
    const segs = segments(url);
    const s = segs[0] === 'course' ? slug(segs[1]) : null;
    return s ? `alison:${s}` : null;
  },
  startSelectors: [
    'a.start-course',
    'button.start-course',
    'a[href*="/topic/learn/"]',
    'a.enroll-btn',
    'button.enroll-btn',
  ],
  isCompletionUrl: (url) => certificateId(url) !== null,
  certificateId,
  completionTitleSelectors: ['.certificate-course-name', '.course-name', 'h1', 'h2'],
  testUrls: {
    course: [
      'https://alison.com/course/diploma-in-project-management-revised-2017',
      'https://alison.com/course/introduction-to-python-programming',
      'https://alison.com/course/emotional-intelligence-at-work?utm_source=x',
    ],
    completion: [
      'https://alison.com/certification/check/2y10abcdefghijklmnopqrstuv',
      'https://alison.com/certification/check/e1b2c3d4f5',
    ],
    other: [
      'https://alison.com/',
      'https://alison.com/courses',
      'https://alison.com/certification',
    ],
  },
};
