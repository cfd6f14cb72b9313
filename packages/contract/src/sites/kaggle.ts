import type { LearningSiteRule } from './types.ts';
import { onHost, segments, slug } from './util.ts';

const hosts = ['www.kaggle.com', 'kaggle.com'];

function certificateId(url: URL): string | null {
  if (!onHost(url, hosts)) return null;
  const segs = segments(url);
  // /learn/certification/{username}/{course-slug}
  return segs[0] === 'learn' && segs[1] === 'certification' && segs.length === 4 && slug(segs[3])
    ? `${segs[2]}/${slug(segs[3])}`
    : null;
}

export const kaggle: LearningSiteRule = {
  id: 'kaggle',
  name: 'Kaggle',
  hosts,
  pages: [{ hosts, paths: ['/learn/*'] }],
  courseKey(url) {
    if (!onHost(url, hosts)) return null;
    const segs = segments(url);
    if (segs[0] !== 'learn' || segs[1] === 'certification') return null;
    const s = slug(segs[1]);
    return s ? `kaggle:${s}` : null;
  },
  startSelectors: [
    'a[href^="/learn/"][role="button"]',
    'button[aria-label="Begin Course"]',
    'a[aria-label="Begin Course"]',
    'a[href*="/code/"][role="button"]',
  ],
  isCompletionUrl: (url) => certificateId(url) !== null,
  certificateId,
  completionTitleSelectors: ['h1', 'h2', 'meta[property="og:title"]'],
  testUrls: {
    course: [
      'https://www.kaggle.com/learn/python',
      'https://www.kaggle.com/learn/intro-to-machine-learning',
      'https://kaggle.com/learn/pandas/',
    ],
    completion: [
      'https://www.kaggle.com/learn/certification/utsavrai1/python',
      'https://www.kaggle.com/learn/certification/sumuu237/intro-to-machine-learning',
    ],
    other: [
      'https://www.kaggle.com/learn',
      'https://www.kaggle.com/competitions',
      'https://www.kaggle.com/learn/certification/someone',
    ],
  },
};
