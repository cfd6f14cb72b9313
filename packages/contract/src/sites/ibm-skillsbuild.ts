import type { LearningSiteRule } from './types.ts';
import { CREDLY_TITLE_SELECTORS, credlyBadgeId, onHost, segments, slug } from './util.ts';

const hosts = [
  'skillsbuild.org',
  'www.skillsbuild.org',
  'skills.yourlearning.ibm.com',
  'students.yourlearning.ibm.com',
];
const LEARNING_HOSTS = ['skills.yourlearning.ibm.com', 'students.yourlearning.ibm.com'];
/** Learning-plan / course ids of the SkillsBuild learning platform: PLAN-7913EE1DB030, MDL-568 … */
const ACTIVITY_ID = /^(?:PLAN|MDL|URL|ALM-COURSE_)[-_]?[A-Z0-9_]+$/;

function certificateId(url: URL): string | null {
  const badge = credlyBadgeId(url);
  if (badge) return badge;
  if (!onHost(url, LEARNING_HOSTS)) return null;
  const segs = segments(url);
  // /certificate/share/{token} and /certificate/{activity-id}
  if (segs[0] !== 'certificate') return null;
  if (segs[1] === 'share' && segs.length === 3 && segs[2] && segs[2].length >= 10) return segs[2];
  if (segs.length === 2 && segs[1] && segs[1] !== 'share') return segs[1].toUpperCase();
  return null;
}

export const ibmSkillsBuild: LearningSiteRule = {
  id: 'ibm-skillsbuild',
  name: 'IBM SkillsBuild',
  hosts,
  pages: [
    { hosts: LEARNING_HOSTS, paths: ['/activity/*', '/certificate/*'] },
    { hosts: hosts.filter((h) => !LEARNING_HOSTS.includes(h)), paths: ['/*course-catalog/*'] },
  ],
  courseKey(url) {
    if (!onHost(url, hosts)) return null;
    const segs = segments(url);
    if (onHost(url, LEARNING_HOSTS)) {
      // /activity/{id}: the learning plan or course on the SkillsBuild learning platform
      const id = segs[0] === 'activity' ? segs[1]?.toUpperCase() : undefined;
      return id && ACTIVITY_ID.test(id) ? `ibm-skillsbuild:${id}` : null;
    }
    // skillsbuild.org/{audience}/course-catalog/[{category}/]{slug}: the public course page
    const at = segs.indexOf('course-catalog');
    if (at < 0 || segs.length <= at + 1 || segs.length > at + 3) return null;
    const s = slug(segs.at(-1));
    return s ? `ibm-skillsbuild:${s}` : null;
  },
  startSelectors: [
    'button[data-testid="start-tracking-progress"]',
    'button[aria-label*="Start tracking progress"]',
    'button[aria-label*="Enroll"]',
    'a[href*="yourlearning.ibm.com/activity/"]',
    'a.cds--btn--primary[href*="/activity/"]',
  ],
  isCompletionUrl: (url) => certificateId(url) !== null,
  certificateId,
  completionTitleSelectors: [...CREDLY_TITLE_SELECTORS, '.certificate-title', '.activity-title'],
  testUrls: {
    course: [
      'https://skills.yourlearning.ibm.com/activity/PLAN-7913EE1DB030',
      'https://skills.yourlearning.ibm.com/activity/PLAN-14F2691E3A32?ngo-id=0302',
      'https://students.yourlearning.ibm.com/activity/PLAN-B2125F145F0E',
      'https://skillsbuild.org/college-students/course-catalog/getting-started-with-cybersecurity',
    ],
    completion: [
      'https://skills.yourlearning.ibm.com/certificate/share/19081256caewogICJsZWFybmVyQ05VTSIgOiAiMzI5OTA4OVJFRyIs',
      'https://skills.yourlearning.ibm.com/certificate/MDL-433',
      'https://www.credly.com/badges/ed70c58f-52b9-4a91-ade4-e3524539e7f2/public_url',
    ],
    other: [
      'https://skillsbuild.org/adult-learners',
      'https://skills.yourlearning.ibm.com/channel/CNL_LCB_1568648534810',
      'https://skills.yourlearning.ibm.com/',
      'https://skillsbuild.org/college-students/course-catalog',
    ],
  },
};
