import type { LearningSiteRule } from './types.ts';
import { onHost, segments, slug } from './util.ts';

/** Google's free learning portal: Digital Garage, Digital Skills for Africa, Activate … */
const hosts = ['learndigital.withgoogle.com'];

function certificateId(url: URL): string | null {
  if (!onHost(url, hosts)) return null;
  const segs = segments(url);
  // /link/{code}: the public link of a course certificate
  return segs[0] === 'link' && segs.length === 2 && /^[a-z0-9]{6,}$/i.test(segs[1] ?? '')
    ? (segs[1] ?? null)
    : null;
}

export const googleDigitalGarage: LearningSiteRule = {
  id: 'google-digital-garage',
  name: 'Google Digital Garage',
  hosts,
  pages: [{ hosts, paths: ['/*/course/*', '/link/*'] }],
  courseKey(url) {
    if (!onHost(url, hosts)) return null;
    // /{programme}/course/{slug}[/…], optionally after a locale segment
    let segs = segments(url);
    if (segs[1] && /^[a-z]{2}(?:[-_][a-z]{2})?$/i.test(segs[0] ?? '') && segs[2] === 'course') {
      segs = segs.slice(1);
    }
    const programme = slug(segs[0]);
    const s = segs[1] === 'course' ? slug(segs[2]) : null;
    return programme && s ? `google-digital-garage:${programme}/${s}` : null;
  },
  startSelectors: [
    'a[href*="/course/"][href*="/unit/"]',
    'button[data-action="enrol"]',
    'a.course-start',
    'button.course-start',
    'a[track-name="start-course"]',
  ],
  isCompletionUrl: (url) => certificateId(url) !== null,
  certificateId,
  completionTitleSelectors: ['.certificate__course-title', '.certificate-title', 'h1', 'h2'],
  testUrls: {
    course: [
      'https://learndigital.withgoogle.com/digitalgarage/course/digital-marketing',
      'https://learndigital.withgoogle.com/digitalgarage/course/digital-marketing/unit/1?hl=en',
      'https://learndigital.withgoogle.com/digitalskillsforafrica/course/digital-marketing/',
    ],
    completion: [
      'https://learndigital.withgoogle.com/link/1qsdpcedm9s',
      'https://learndigital.withgoogle.com/link/1gcpw8lsohs',
    ],
    other: [
      'https://learndigital.withgoogle.com/digitalgarage',
      'https://learndigital.withgoogle.com/digitalgarage/courses',
      'https://learndigital.withgoogle.com/digitalgarage/validate-certificate-code',
    ],
  },
};
