import { alison } from './alison.ts';
import { ciscoNetacad } from './cisco-netacad.ts';
import { coursera } from './coursera.ts';
import { credly } from './credly.ts';
import { edx } from './edx.ts';
import { freeCodeCamp } from './freecodecamp.ts';
import { googleDigitalGarage } from './google-digital-garage.ts';
import { googleSkills } from './google-skills.ts';
import { googleSkillshop } from './google-skillshop.ts';
import { hpLife } from './hp-life.ts';
import { hubspotAcademy } from './hubspot-academy.ts';
import { ibmSkillsBuild } from './ibm-skillsbuild.ts';
import { kaggle } from './kaggle.ts';
import { microsoftLearn } from './microsoft-learn.ts';
import type { LearningSiteRule } from './types.ts';

export type { LearningSiteRule } from './types.ts';
export {
  alison,
  ciscoNetacad,
  coursera,
  credly,
  edx,
  freeCodeCamp,
  googleDigitalGarage,
  googleSkills,
  googleSkillshop,
  hpLife,
  hubspotAcademy,
  ibmSkillsBuild,
  kaggle,
  microsoftLearn,
};

/** Every learning site the platform tracks. Adding a site is adding one rule here. */
export const learningSites: LearningSiteRule[] = [
  coursera,
  microsoftLearn,
  googleDigitalGarage,
  googleSkillshop,
  googleSkills,
  freeCodeCamp,
  ciscoNetacad,
  ibmSkillsBuild,
  hpLife,
  alison,
  edx,
  hubspotAcademy,
  kaggle,
  credly,
];

function toUrl(url: string | URL): URL | null {
  if (url instanceof URL) return url;
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

const byHost = new Map<string, LearningSiteRule>();
for (const site of learningSites) for (const host of site.hosts) byHost.set(host, site);

/** The match patterns of every page the extension reads: `https://{host}{path}`. */
export function sitePagePatterns(): string[] {
  const patterns = learningSites.flatMap((site) =>
    site.pages.flatMap(({ hosts, paths }) =>
      hosts.flatMap((host) => paths.map((path) => `https://${host}${path}`)),
    ),
  );
  return [...new Set(patterns)];
}

/**
 * True when `url` is matched by the match pattern (`https://host/path*`): how browsers decide
 * where a content script runs; query and hash are not part of the match.
 */
export function matchesPattern(pattern: string, url: string | URL): boolean {
  const u = toUrl(url);
  const m = /^(https?):\/\/([^/]+)(\/.*)$/.exec(pattern);
  if (!u || !m) return false;
  if (u.protocol !== `${m[1]}:` || u.hostname !== m[2]) return false;
  const glob = m[3]!.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${glob.join('.*')}$`).test(u.pathname);
}

/** The rule of the site a URL belongs to (host match, case-insensitive); undefined when none. */
export function findSite(url: string | URL): LearningSiteRule | undefined {
  const u = toUrl(url);
  if (!u || (u.protocol !== 'https:' && u.protocol !== 'http:')) return undefined;
  return byHost.get(u.hostname.toLowerCase().replace(/\.$/, ''));
}

/** The canonical course key of a course page URL ('coursera:learn/python'), or null. */
export function courseKeyOf(url: string): string | null {
  const u = toUrl(url);
  if (!u) return null;
  return findSite(u)?.courseKey(u) ?? null;
}

/** True when the URL is a certificate / badge / completion page of a known site. */
export function isCompletionEvidence(url: string): boolean {
  const u = toUrl(url);
  if (!u) return false;
  return findSite(u)?.isCompletionUrl(u) ?? false;
}

/** Phrases certificate and badge pages put before the course title. */
const PREFIXES = [
  'this is to certify that',
  'certificate of completion',
  'certificate of achievement',
  'certificate of participation',
  'statement of accomplishment',
  'completion certificate',
  'course certificate',
  'course completion',
  'completed',
];
/** Words that decorate a title without naming the course. */
const NOISE = new Set(['course', 'certificate', 'certification', 'badge']);

/**
 * A course title reduced for matching, so a certificate or badge page's title matches the
 * catalogue course name: lowercase, accents and punctuation removed, '&' read as 'and',
 * certificate prefixes ('Certificate of Completion: …') and the words course / certificate /
 * certification / badge dropped, whitespace collapsed.
 */
export function normalizeCourseTitle(title: string): string {
  let t = ` ${title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
  for (let changed = true; changed;) {
    changed = false;
    for (const prefix of PREFIXES) {
      if (t.startsWith(` ${prefix} `)) {
        t = ` ${t.slice(prefix.length + 2).replace(/^(?:for|in|of|on) /, '')}`;
        changed = true;
      }
    }
  }
  return t
    .split(' ')
    .filter((word) => word.length > 0 && !NOISE.has(word))
    .join(' ');
}

/** Every host of every rule, for the extension's host permissions. */
export function allSiteHosts(): string[] {
  return [...new Set(learningSites.flatMap((site) => site.hosts))].sort();
}

export {
  certificateChecks,
  certificateLookup,
  type CertificateCheck,
  type CertificateLookup,
  type CertificateReader,
} from './checks.ts';
