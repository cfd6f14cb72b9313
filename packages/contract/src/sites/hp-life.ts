import type { LearningSiteRule } from './types.ts';
import { UUID, onHost, segments, withoutLocale } from './util.ts';

const hosts = ['www.life-global.org', 'life-global.org'];

function certificateId(url: URL): string | null {
  if (!onHost(url, hosts)) return null;
  const segs = withoutLocale(segments(url), ['certificate']);
  // /certificate/{uuid}
  return segs[0] === 'certificate' && segs.length === 2 && segs[1] && UUID.test(segs[1])
    ? segs[1].toLowerCase()
    : null;
}

export const hpLife: LearningSiteRule = {
  id: 'hp-life',
  name: 'HP LIFE',
  hosts,
  pages: [{ hosts, paths: ['/course/*', '/certificate/*', '/*/course/*', '/*/certificate/*'] }],
  courseKey(url) {
    if (!onHost(url, hosts)) return null;
    const segs = withoutLocale(segments(url), ['course']);
    // /course/{number}-{slug}: the number is the course id, the slug may change with the title
    const id = segs[0] === 'course' ? /^(\d+)(?:-|$)/.exec(segs[1] ?? '')?.[1] : undefined;
    return id ? `hp-life:${id}` : null;
  },
  startSelectors: [
    'a[href*="/course/"][href*="/start"]',
    'button.start-course',
    'a.start-course',
    'a.btn-enroll',
    'button.btn-enroll',
  ],
  isCompletionUrl: (url) => certificateId(url) !== null,
  certificateId,
  completionTitleSelectors: ['.certificate-course-name', '.course-title', 'h1', 'h2'],
  testUrls: {
    course: [
      'https://www.life-global.org/course/391-ai-for-beginners',
      'https://www.life-global.org/course/380-agile-project-management?lang=en',
      'https://life-global.org/course/16-design-thinking/',
      'https://www.life-global.org/course/390-customer-experience-(cx)-for-business-success',
    ],
    completion: [
      'https://www.life-global.org/certificate/3bdc29be-cf89-4671-bb17-c6eae76348e9',
      'https://www.life-global.org/certificate/415697e9-b0e1-4145-bf49-59e92ebb93b3',
    ],
    other: [
      'https://www.life-global.org/?lang=en',
      'https://www.life-global.org/news/agile-project-management',
      'https://www.life-global.org/courses',
    ],
  },
};
