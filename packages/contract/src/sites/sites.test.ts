import { describe, expect, it } from 'vitest';
import {
  allSiteHosts,
  courseKeyOf,
  findSite,
  isCompletionEvidence,
  learningSites,
  matchesPattern,
  normalizeCourseTitle,
  sitePagePatterns,
} from './index.ts';

const readByExtension = (url: string) => sitePagePatterns().some((p) => matchesPattern(p, url));

/** URL variants that must not change a course key: query, hash, trailing slash. */
function variants(raw: string): string[] {
  const u = new URL(raw);
  const out: string[] = [];
  const withQuery = new URL(u);
  withQuery.searchParams.set('utm_source', 'dpts');
  out.push(withQuery.href);
  const withHash = new URL(u);
  withHash.hash = '#overview';
  out.push(withHash.href);
  const slash = new URL(u);
  slash.pathname = u.pathname.endsWith('/') ? u.pathname.replace(/\/+$/, '') : `${u.pathname}/`;
  out.push(slash.href);
  const upperHost = raw.replace(u.hostname, u.hostname.toUpperCase());
  out.push(upperHost);
  return out;
}

/** A course page and a sub-page or locale variant of it, per site: both must give the same key. */
const samePage: Record<string, [string, string][]> = {
  coursera: [
    ['https://www.coursera.org/learn/python', 'https://www.coursera.org/learn/python/home/week/1'],
    [
      'https://www.coursera.org/learn/ai-for-everyone',
      'https://www.coursera.org/learn/ai-for-everyone/lecture/abc12/what-is-ai?trk=x',
    ],
  ],
  'microsoft-learn': [
    [
      'https://learn.microsoft.com/en-us/training/modules/fundamentals-machine-learning/',
      'https://learn.microsoft.com/fr-fr/training/modules/fundamentals-machine-learning/2-what-is-machine-learning',
    ],
    [
      'https://learn.microsoft.com/en-us/training/paths/data-analytics-microsoft/',
      'https://learn.microsoft.com/training/paths/data-analytics-microsoft',
    ],
  ],
  'google-digital-garage': [
    [
      'https://learndigital.withgoogle.com/digitalgarage/course/digital-marketing',
      'https://learndigital.withgoogle.com/digitalgarage/course/digital-marketing/unit/3',
    ],
  ],
  'google-skillshop': [
    [
      'https://skillshop.docebosaas.com/learn/courses/8692/google-ads-search-certification',
      'https://skillshop.docebosaas.com/learn/courses/8692/google-ads-search-certification/lessons/1:2/welcome',
    ],
  ],
  'google-skills': [
    [
      'https://www.skills.google/course_templates/536',
      'https://www.skills.google/course_templates/536/video/520739',
    ],
  ],
  freecodecamp: [
    [
      'https://www.freecodecamp.org/learn/2022/responsive-web-design/',
      'https://www.freecodecamp.org/learn/2022/responsive-web-design/learn-html-by-building-a-cat-photo-app/step-1',
    ],
    [
      'https://www.freecodecamp.org/learn/data-analysis-with-python/',
      'https://www.freecodecamp.org/espanol/learn/data-analysis-with-python/data-analysis-with-python-course/introduction',
    ],
  ],
  'cisco-netacad': [
    [
      'https://www.netacad.com/courses/networking-basics',
      'https://www.netacad.com/courses/networking-basics?courseLang=en-US&instance_id=989bdfa9',
    ],
    [
      'https://www.netacad.com/courses/introduction-to-modern-ai',
      'https://skillsforall.com/course/introduction-to-modern-ai?courseLang=en-US',
    ],
  ],
  'ibm-skillsbuild': [
    [
      'https://skills.yourlearning.ibm.com/activity/PLAN-7913EE1DB030',
      'https://skills.yourlearning.ibm.com/activity/plan-7913ee1db030?focuslmsId=URL-279FC6427A2F',
    ],
  ],
  'hp-life': [
    [
      'https://www.life-global.org/course/391-ai-for-beginners',
      'https://www.life-global.org/es/course/391-ia-para-principiantes',
    ],
  ],
  alison: [
    [
      'https://alison.com/course/introduction-to-python-programming',
      'https://alison.com/course/introduction-to-python-programming/content',
    ],
  ],
  edx: [
    [
      'https://www.edx.org/learn/remote-work/harvard-university-remote-work-revolution-for-everyone',
      'https://www.edx.org/learn/remote-work/harvard-university-remote-work-revolution-for-everyone/about',
    ],
    [
      'https://learning.edx.org/course/course-v1:HarvardX+CS50+X/home',
      'https://learning.edx.org/course/course-v1:HarvardX+CS50+X/block-v1:HarvardX+CS50+X+type@sequential+block@abc',
    ],
  ],
  'hubspot-academy': [
    [
      'https://academy.hubspot.com/courses/inbound-sales',
      'https://academy.hubspot.com/courses/inbound-sales/lessons',
    ],
  ],
  kaggle: [['https://www.kaggle.com/learn/pandas', 'https://www.kaggle.com/learn/pandas/overview']],
};

describe.each(learningSites.map((site) => [site.id, site] as const))(
  'site rule %s',
  (_id, site) => {
    it('has a name, hosts and example URLs', () => {
      expect(site.name.length).toBeGreaterThan(0);
      expect(site.hosts.length).toBeGreaterThan(0);
      for (const host of site.hosts) expect(host).toBe(host.toLowerCase());
      expect(site.testUrls.completion.length).toBeGreaterThan(0);
      expect(site.testUrls.other.length).toBeGreaterThan(0);
      expect(site.completionTitleSelectors.length).toBeGreaterThan(0);
      if (site.testUrls.course.length > 0) expect(site.startSelectors.length).toBeGreaterThan(0);
    });

    it('gives every course URL a key that is stable across variants', () => {
      for (const raw of site.testUrls.course) {
        expect(findSite(raw), raw).toBe(site);
        const key = site.courseKey(new URL(raw));
        expect(key, raw).not.toBeNull();
        expect(key?.startsWith(`${site.id}:`), raw).toBe(true);
        expect(courseKeyOf(raw)).toBe(key);
        for (const v of variants(raw)) expect(courseKeyOf(v), v).toBe(key);
        expect(site.isCompletionUrl(new URL(raw)), raw).toBe(false);
      }
    });

    it('keeps the key on sub-pages and locale variants', () => {
      const pairs = samePage[site.id] ?? [];
      if (site.testUrls.course.length > 0) expect(pairs.length, site.id).toBeGreaterThan(0);
      for (const [page, sub] of pairs) {
        expect(courseKeyOf(page), page).not.toBeNull();
        expect(courseKeyOf(sub), sub).toBe(courseKeyOf(page));
      }
    });

    it('recognises completion URLs and their certificate id', () => {
      for (const raw of site.testUrls.completion) {
        const url = new URL(raw);
        expect(site.isCompletionUrl(url), raw).toBe(true);
        expect(site.certificateId(url), raw).toBeTruthy();
        expect(isCompletionEvidence(raw), raw).toBe(true);
        expect(courseKeyOf(raw), raw).toBeNull();
      }
    });

    it('has the extension read its course and completion pages, and not its home page', () => {
      const pages = [
        ...site.testUrls.course,
        ...(samePage[site.id] ?? []).flat(),
        ...site.testUrls.completion,
      ];
      for (const raw of pages) expect(readByExtension(raw), raw).toBe(true);
      for (const { hosts } of site.pages)
        for (const host of hosts) expect(site.hosts).toContain(host);
      for (const host of site.hosts) expect(readByExtension(`https://${host}/`), host).toBe(false);
    });

    it('treats other same-host pages as neither course nor completion', () => {
      for (const raw of site.testUrls.other) {
        const url = new URL(raw);
        expect(site.hosts).toContain(url.hostname);
        expect(site.courseKey(url), raw).toBeNull();
        expect(site.isCompletionUrl(url), raw).toBe(false);
        expect(site.certificateId(url), raw).toBeNull();
        expect(courseKeyOf(raw), raw).toBeNull();
        expect(isCompletionEvidence(raw), raw).toBe(false);
      }
    });
  },
);

describe('site registry', () => {
  it('matches pages the way browsers match content-script patterns', () => {
    const pattern = 'https://app.hubspot.com/academy/achievements/*';
    expect(matchesPattern(pattern, 'https://app.hubspot.com/academy/achievements/x/en/1')).toBe(
      true,
    );
    expect(matchesPattern(pattern, 'https://app.hubspot.com/contacts/123')).toBe(false);
    expect(matchesPattern(pattern, 'https://app-eu1.hubspot.com/academy/achievements/x')).toBe(
      false,
    );
    expect(
      matchesPattern('https://x.org/*course-catalog/*', 'https://x.org/a/course-catalog/b'),
    ).toBe(true);
    expect(matchesPattern('https://x.org/a.b/*', 'https://x.org/aXb/c')).toBe(false);
  });

  it('has unique ids, names and hosts', () => {
    const ids = learningSites.map((s) => s.id);
    const names = learningSites.map((s) => s.name);
    const hosts = learningSites.flatMap((s) => s.hosts);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(hosts).size).toBe(hosts.length);
    expect(allSiteHosts()).toEqual([...new Set(hosts)].sort());
  });

  it('matches hosts case-insensitively and rejects unknown or invalid URLs', () => {
    expect(findSite('https://WWW.Coursera.ORG/learn/python')?.id).toBe('coursera');
    expect(findSite(new URL('https://learn.microsoft.com/en-us/training/'))?.id).toBe(
      'microsoft-learn',
    );
    expect(findSite('https://example.com/learn/python')).toBeUndefined();
    expect(findSite('not a url')).toBeUndefined();
    expect(findSite('')).toBeUndefined();
    expect(findSite('ftp://www.coursera.org/learn/python')).toBeUndefined();
    expect(findSite('https://evilcoursera.org/learn/python')).toBeUndefined();
    expect(courseKeyOf('not a url')).toBeNull();
    expect(isCompletionEvidence('not a url')).toBe(false);
    expect(isCompletionEvidence('https://example.com/certificate/123')).toBe(false);
  });

  it('gives the documented key shapes', () => {
    expect(courseKeyOf('https://www.coursera.org/learn/python-for-everybody')).toBe(
      'coursera:learn/python-for-everybody',
    );
    expect(courseKeyOf('https://www.coursera.org/learn/x/home/week/1?utm=1#top')).toBe(
      'coursera:learn/x',
    );
  });
});

describe('normalizeCourseTitle', () => {
  it('lowercases, strips punctuation and collapses whitespace', () => {
    expect(normalizeCourseTitle('  Foundations:  Data, Data,\tEverywhere ')).toBe(
      'foundations data data everywhere',
    );
    expect(normalizeCourseTitle("CS50's Introduction to Computer Science")).toBe(
      'cs50s introduction to computer science',
    );
    expect(normalizeCourseTitle('Productivity & Time Management')).toBe(
      'productivity and time management',
    );
    expect(normalizeCourseTitle('Intro à l’IA')).toBe('intro a lia');
  });

  it('drops certificate prefixes and decoration words', () => {
    const name = normalizeCourseTitle('Fundamentals of Digital Marketing');
    expect(
      normalizeCourseTitle('Certificate of Completion: Fundamentals of Digital Marketing'),
    ).toBe(name);
    expect(
      normalizeCourseTitle('Certificate of completion for Fundamentals of Digital Marketing'),
    ).toBe(name);
    expect(normalizeCourseTitle('Fundamentals of Digital Marketing — Course Certificate')).toBe(
      name,
    );
    expect(normalizeCourseTitle('Content Marketing Certification')).toBe('content marketing');
    expect(normalizeCourseTitle('Introduction to Cybersecurity Badge')).toBe(
      'introduction to cybersecurity',
    );
    expect(normalizeCourseTitle('Course')).toBe('');
  });
});
