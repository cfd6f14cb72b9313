import type { LearningSiteRule } from './types.ts';
import { onHost, segments, slug, withoutLocale } from './util.ts';

const hosts = ['learn.microsoft.com', 'docs.microsoft.com'];
const KINDS = ['modules', 'paths'];

function certificateId(url: URL): string | null {
  if (!onHost(url, hosts)) return null;
  const segs = withoutLocale(segments(url), ['users', 'api']);
  // Normalised (issue #19): `{user}/{code}` in lower case, so the share link and the profile link
  // of one achievement are one certificate; a credential's id is its own.
  // /api/achievements/share/{locale}/{user}/{code}?sharingId=…
  if (segs[0] === 'api' && segs[1] === 'achievements' && segs[2] === 'share' && segs.length === 6) {
    return `${segs[4]}/${segs[5]}`.toLowerCase();
  }
  // /{locale}/users/{user}/achievements/{code}
  if (segs[0] === 'users' && segs.length === 4 && segs[2] === 'achievements')
    return `${segs[1]}/${segs[3]}`.toLowerCase();
  // /{locale}/users/{user}/credentials/{id}
  if (segs[0] === 'users' && segs.length === 4 && segs[2] === 'credentials')
    return `credential/${segs[3]}`.toLowerCase();
  return null;
}

export const microsoftLearn: LearningSiteRule = {
  id: 'microsoft-learn',
  name: 'Microsoft Learn',
  hosts,
  pages: [
    {
      hosts,
      paths: [
        '/training/*',
        '/*/training/*',
        '/learn/*',
        '/*/learn/*',
        '/api/achievements/share/*',
        '/users/*',
        '/*/users/*',
      ],
    },
  ],
  courseKey(url) {
    if (!onHost(url, hosts)) return null;
    let segs = withoutLocale(segments(url), ['training', 'learn']);
    if (segs[0] === 'learn') segs = segs.slice(1); // legacy docs.microsoft.com/learn/…
    if (segs[0] === 'training') segs = segs.slice(1);
    else return null;
    const kind = segs[0];
    const s = slug(segs[1]);
    if (!kind || !KINDS.includes(kind) || !s) return null;
    return `microsoft-learn:${kind}/${s}`;
  },
  startSelectors: [
    'a[data-bi-name="start"]',
    'button[data-bi-name="start"]',
    'a[data-bi-name="start-module"]',
    'a[data-bi-name="start-learning-path"]',
    'a[data-bi-name="continue"]',
    'button[data-bi-name="add-to-plan"]',
  ],
  isCompletionUrl: (url) => certificateId(url) !== null,
  certificateId,
  completionTitleSelectors: [
    '[data-testid="achievement-title"]',
    '.achievement-title',
    'h1',
    'meta[property="og:title"]',
  ],
  testUrls: {
    course: [
      'https://learn.microsoft.com/en-us/training/modules/fundamentals-machine-learning/',
      'https://learn.microsoft.com/en-us/training/paths/microsoft-azure-fundamentals-describe-cloud-concepts/',
      'https://learn.microsoft.com/training/paths/describe-concepts-of-security-compliance-identity/',
      'https://learn.microsoft.com/fr-fr/training/paths/data-analytics-microsoft/?WT.mc_id=academic',
    ],
    completion: [
      'https://learn.microsoft.com/api/achievements/share/en-us/MehdiSfaxi-3016/Q5D7Q64E?sharingId=D0462676310CEDCF',
      'https://learn.microsoft.com/en-us/users/himanshukumar-1965/achievements/eghlmzmp',
      'https://learn.microsoft.com/en-us/users/simrangarg-5670/credentials/5f8151e18ca761c3',
    ],
    other: [
      'https://learn.microsoft.com/en-us/training/browse/',
      'https://learn.microsoft.com/en-us/azure/',
      'https://learn.microsoft.com/en-us/users/prateekthakur/achievements',
      'https://learn.microsoft.com/en-us/training/',
    ],
  },
};
