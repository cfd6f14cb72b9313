import type { LearningSiteRule } from './types.ts';
import { UUID, onHost, segments } from './util.ts';

/** Google Skills (skills.google), formerly Google Cloud Skills Boost (cloudskillsboost.google). */
const hosts = [
  'www.skills.google',
  'skills.google',
  'www.cloudskillsboost.google',
  'cloudskillsboost.google',
];
const KINDS = ['course_templates', 'paths'];

function certificateId(url: URL): string | null {
  if (!onHost(url, hosts)) return null;
  const segs = segments(url);
  // /public_profiles/{uuid}/badges/{id}: a badge on the learner's public profile
  return segs[0] === 'public_profiles' &&
    UUID.test(segs[1] ?? '') &&
    segs[2] === 'badges' &&
    segs.length === 4 &&
    /^\d+$/.test(segs[3] ?? '')
    ? (segs[3] ?? null)
    : null;
}

export const googleSkills: LearningSiteRule = {
  id: 'google-skills',
  name: 'Google Skills',
  hosts,
  pages: [{ hosts, paths: ['/course_templates/*', '/paths/*', '/public_profiles/*'] }],
  courseKey(url) {
    if (!onHost(url, hosts)) return null;
    const segs = segments(url);
    // /course_templates/{id}[/video/…] and /paths/{id}
    return segs[0] && KINDS.includes(segs[0]) && /^\d+$/.test(segs[1] ?? '')
      ? `google-skills:${segs[0]}/${segs[1]}`
      : null;
  },
  startSelectors: [
    'ql-button[data-analytics-action="clicked_enroll"]',
    'a[href*="/course_sessions/"]',
    'button[data-analytics-action="clicked_enroll"]',
    'a.start-course',
  ],
  isCompletionUrl: (url) => certificateId(url) !== null,
  certificateId,
  completionTitleSelectors: ['.badge-title', '.ql-title-medium', 'h1', 'meta[property="og:title"]'],
  testUrls: {
    course: [
      'https://www.skills.google/course_templates/536',
      'https://www.cloudskillsboost.google/course_templates/539',
      'https://www.skills.google/paths/118',
      'https://www.skills.google/course_templates/554/video/432051?locale=en',
    ],
    completion: [
      'https://www.skills.google/public_profiles/dc535861-0f72-4d39-84d5-1899f5bdaeb9/badges/10005131?utm_medium=social',
      'https://www.skills.google/public_profiles/31e31176-a110-46fb-b3d1-a36b2411d886/badges/25522889',
    ],
    other: [
      'https://www.skills.google/catalog',
      'https://www.skills.google/public_profiles/79b60659-bb15-42dd-852a-9ba427a0158c',
      'https://www.skills.google/',
    ],
  },
};
