import type { LearningSiteRule } from './types.ts';
import { onHost, segments, slug } from './util.ts';

const ACADEMY = ['academy.hubspot.com'];
/** Certificates are shown in the HubSpot app (per data-centre host). */
const APP = ['app.hubspot.com', 'app-eu1.hubspot.com', 'app-na2.hubspot.com'];
const hosts = [...ACADEMY, ...APP];

function certificateId(url: URL): string | null {
  if (!onHost(url, APP)) return null;
  const segs = segments(url);
  // /academy/achievements/{id}/{lang}/{n}/{learner}/{certification}
  return segs[0] === 'academy' && segs[1] === 'achievements' && segs.length >= 3 && segs[2]
    ? segs[2]
    : null;
}

export const hubspotAcademy: LearningSiteRule = {
  id: 'hubspot-academy',
  name: 'HubSpot Academy',
  hosts,
  pages: [
    { hosts: ACADEMY, paths: ['/courses/*'] },
    { hosts: APP, paths: ['/academy/achievements/*'] },
  ],
  courseKey(url) {
    if (!onHost(url, ACADEMY)) return null;
    const segs = segments(url);
    const s = segs[0] === 'courses' ? slug(segs[1]) : null;
    return s ? `hubspot-academy:${s}` : null;
  },
  startSelectors: [
    'a[data-test-id="course-start-button"]',
    'button[data-test-id="course-start-button"]',
    'a[href*="/academy/"][href*="/tracks/"]',
    'a.course-cta',
    'button.course-cta',
  ],
  isCompletionUrl: (url) => certificateId(url) !== null,
  certificateId,
  completionTitleSelectors: [
    '[data-test-id="certification-name"]',
    '.certification-name',
    'h1',
    'meta[property="og:title"]',
  ],
  testUrls: {
    course: [
      'https://academy.hubspot.com/courses/content-marketing',
      'https://academy.hubspot.com/courses/inbound-sales?utm_source=x',
      'https://academy.hubspot.com/courses/digital-marketing/',
    ],
    completion: [
      'https://app.hubspot.com/academy/achievements/hlzvj9l7/en/1/pooja-jeeva/content-marketing',
      'https://app.hubspot.com/academy/achievements/5k9br9f4/en/1/mark-joseph-espinosa/digital-marketing',
    ],
    other: [
      'https://academy.hubspot.com/',
      'https://academy.hubspot.com/courses',
      'https://app.hubspot.com/academy',
    ],
  },
};
