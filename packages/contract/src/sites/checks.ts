import { coursera } from './coursera.ts';
import { edx } from './edx.ts';
import { freeCodeCamp } from './freecodecamp.ts';
import { googleSkills } from './google-skills.ts';
import { googleSkillshop } from './google-skillshop.ts';
import { microsoftLearn } from './microsoft-learn.ts';
import { credly } from './credly.ts';
import { onHost, segments, UUID, CREDLY_HOSTS } from './util.ts';

/**
 * How the server reads what it fetched (docs/verification.md has the table of identifiers):
 * - `coursera`: the certificate page's embedded data: the holder's first/last name, the course's
 *   `slug` and name, the `certificateCode` (must be the one asked for) and `grantedAt`.
 * - `credly`: the Open Badges assertion (issuer and badge class ids, `issuedOn`, the holder's
 *   salted email hash) and the badge page's `og:title` / `og:url` (the holder's name).
 * - `edx`: the certificate page: `{org} {number}` in its title, `.accomplishment-recipient`,
 *   `.accomplishment-course-name`, "Issued {date}" and its own link.
 * - `freecodecamp`: the public certificate API (`username`, `certSlug`, `name`, `date`).
 * - `accredible`: the public credential API (uuid, group, issuer, recipient name, dates, revoked).
 * - `google-skills`: the public profile: the holder's name and the badge whose link is the one
 *   claimed (title, earned date).
 * - `microsoft-learn`: the achievement page: holder, title, the module or path uid, the date.
 */
export type CertificateReader =
  | 'coursera'
  | 'credly'
  | 'edx'
  | 'freecodecamp'
  | 'accredible'
  | 'google-skills'
  | 'microsoft-learn';

/** What the verifier fetches for one certificate link: every source, in order. */
export type CertificateLookup = { reader: CertificateReader; sources: string[] };

export type CertificateCheck = {
  /** Hosts the verifier may reach for this site, redirects included. */
  hosts: string[];
  /** The public pages or APIs that show this certificate; null when that form has none. */
  lookup(certificate: URL): CertificateLookup | null;
  /** One line for the verification table. */
  how: string;
};

const id = (url: URL, rule: { certificateId(url: URL): string | null }) => rule.certificateId(url);

/**
 * Per issuing site (rule id), how its certificates are checked with the site itself. A site
 * missing here (or a lookup answering null) has no public way to check that names the holder and
 * the course in the issuer's own fields: its claims go to review without fetching.
 * Sources: docs/learning-sites.md.
 */
export const certificateChecks: Record<string, CertificateCheck> = {
  coursera: {
    hosts: ['www.coursera.org', 'coursera.org'],
    lookup(url) {
      const code = id(url, coursera);
      // /share/… links are not verification pages (what they answer is unknown)
      if (!code || code.startsWith('share/')) return null;
      const segs = segments(url);
      const kind = segs[0] === 'account' ? segs[2] : segs.length === 3 ? segs[1] : 'verify';
      const path = kind === 'certificate' ? 'verify' : kind;
      return {
        reader: 'coursera',
        sources: [`https://www.coursera.org/account/accomplishments/${path}/${code}`],
      };
    },
    how: 'certificate page data: certificateCode, course slug, holder first/last name, grantedAt',
  },
  credly: {
    hosts: CREDLY_HOSTS,
    lookup(url) {
      const badge = id(url, credly);
      return badge
        ? {
            reader: 'credly',
            sources: [
              `https://www.credly.com/api/v1/obi/v2/badge_assertions/${badge}`,
              `https://www.credly.com/badges/${badge}/public_url`,
            ],
          }
        : null;
    },
    how: 'Open Badges assertion (issuer + badge class, issuedOn, email hash) and the badge page (holder)',
  },
  edx: {
    hosts: ['courses.edx.org'],
    lookup(url) {
      const cert = id(url, edx);
      // Program records (credentials.edx.org) publish no holder or course fields we can read.
      if (!cert || !onHost(url, ['courses.edx.org'])) return null;
      return { reader: 'edx', sources: [`https://courses.edx.org/certificates/${cert}`] };
    },
    how: 'certificate page: "{org} {number}" course, recipient, issue date, its own link',
  },
  freecodecamp: {
    hosts: ['api.freecodecamp.org'],
    lookup(url) {
      const cert = id(url, freeCodeCamp);
      if (!cert) return null;
      const [user, slug] = cert.split('/');
      return {
        reader: 'freecodecamp',
        sources: [
          `https://api.freecodecamp.org/certificate/showCert/${encodeURIComponent(user!)}/${encodeURIComponent(slug!)}`,
        ],
      };
    },
    how: 'public certificate API: username, certSlug, name (if shown), date',
  },
  'google-skillshop': {
    hosts: ['api.accredible.com'],
    lookup(url) {
      const cert = id(url, googleSkillshop);
      // Only the Accredible credentials have a public API; old award pages need a session.
      if (!cert || !UUID.test(cert)) return null;
      return {
        reader: 'accredible',
        sources: [`https://api.accredible.com/v1/credential-net/credentials/${cert}`],
      };
    },
    how: 'Accredible credential API: uuid, issuer + group, recipient name, issued_on, revoked',
  },
  'google-skills': {
    hosts: ['www.skills.google', 'skills.google', 'www.cloudskillsboost.google'],
    lookup(url) {
      if (!id(url, googleSkills)) return null;
      const profile = segments(url)[1]!.toLowerCase();
      return {
        reader: 'google-skills',
        sources: [`https://www.skills.google/public_profiles/${profile}`],
      };
    },
    how: 'public profile: holder name, and the badge whose link is the one claimed (title, date)',
  },
  'microsoft-learn': {
    hosts: ['learn.microsoft.com'],
    lookup(url) {
      if (!id(url, microsoftLearn)) return null;
      const u = new URL(url.href);
      u.protocol = 'https:';
      u.hostname = 'learn.microsoft.com';
      u.hash = '';
      return { reader: 'microsoft-learn', sources: [u.href] };
    },
    how: 'achievement page: holder, title, module or path uid, date (structure not published)',
  },
};

/** The check for a certificate of `siteId`, or null: that certificate goes to an administrator. */
export function certificateLookup(
  siteId: string,
  certificate: URL,
): {
  check: CertificateCheck;
  lookup: CertificateLookup;
} | null {
  const check = certificateChecks[siteId];
  const lookup = check?.lookup(certificate) ?? null;
  return check && lookup ? { check, lookup } : null;
}
