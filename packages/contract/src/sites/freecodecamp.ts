import type { LearningSiteRule } from './types.ts';
import { onHost, segments, slug } from './util.ts';

const hosts = ['www.freecodecamp.org', 'freecodecamp.org'];
/** Language editions live under a path prefix: /espanol/learn/…, /portuguese/learn/… */
const LANGUAGES = [
  'espanol',
  'portuguese',
  'chinese',
  'chinese-traditional',
  'italian',
  'japanese',
  'ukrainian',
  'german',
  'swahili',
];
/** Curriculum versions that prefix a certification: /learn/2022/responsive-web-design/ */
const VERSION = /^\d{4}$/;

function withoutLanguage(segs: string[]): string[] {
  return segs[0] && LANGUAGES.includes(segs[0]) ? segs.slice(1) : segs;
}

function certificateId(url: URL): string | null {
  if (!onHost(url, hosts)) return null;
  const segs = withoutLanguage(segments(url));
  // /certification/{username}/{certification-slug}
  if (segs[0] === 'certification' && segs.length === 3 && segs[1] && slug(segs[2])) {
    // The site ignores the username's case (it lower-cases it): one certificate, one key.
    return `${segs[1].toLowerCase()}/${slug(segs[2])}`;
  }
  return null;
}

export const freeCodeCamp: LearningSiteRule = {
  id: 'freecodecamp',
  name: 'freeCodeCamp',
  hosts,
  pages: [{ hosts, paths: ['/learn/*', '/*/learn/*', '/certification/*', '/*/certification/*'] }],
  courseKey(url) {
    if (!onHost(url, hosts)) return null;
    const segs = withoutLanguage(segments(url));
    if (segs[0] !== 'learn') return null;
    const rest = segs.slice(1);
    const cert = slug(VERSION.test(rest[0] ?? '') ? rest[1] : rest[0]);
    return cert ? `freecodecamp:${cert}` : null;
  },
  startSelectors: [
    'a.btn-cta[href*="/learn/"]',
    '.block-header button',
    'a[data-playwright-test-label="start-course-button"]',
    'button[data-playwright-test-label="start-course-button"]',
  ],
  isCompletionUrl: (url) => certificateId(url) !== null,
  certificateId,
  completionTitleSelectors: [
    '[data-cy="certification-title"]',
    '.certificate-outer-wrapper h1',
    '.information h1',
    'h1',
  ],
  testUrls: {
    course: [
      'https://www.freecodecamp.org/learn/2022/responsive-web-design/',
      'https://www.freecodecamp.org/learn/data-analysis-with-python/',
      'https://www.freecodecamp.org/learn/information-security/information-security-projects/stock-price-checker',
      'https://www.freecodecamp.org/learn/javascript-algorithms-and-data-structures-v8/',
    ],
    completion: [
      'https://www.freecodecamp.org/certification/bassemhazem/javascript-algorithms-and-data-structures-v8',
      'https://www.freecodecamp.org/certification/rugveddanej/responsive-web-design',
    ],
    other: [
      'https://www.freecodecamp.org/',
      'https://www.freecodecamp.org/learn',
      'https://www.freecodecamp.org/news/how-to-learn-python/',
      'https://www.freecodecamp.org/certification/onlyusername',
    ],
  },
};
