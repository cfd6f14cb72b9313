import { coursera } from './coursera.ts';
import { edx } from './edx.ts';
import { freeCodeCamp } from './freecodecamp.ts';
import { googleSkills } from './google-skills.ts';
import { googleSkillshop } from './google-skillshop.ts';
import { microsoftLearn } from './microsoft-learn.ts';
import { alison } from './alison.ts';
import { credly } from './credly.ts';
import { onHost, segments, UUID, CREDLY_HOSTS } from './util.ts';

/**
 * How the server reads what it fetched:
 * - `coursera`: the embedded JSON of the certificate page (learner first/last name, course
 *   name and slug, `grantedAt`); a 200 page without it is a soft 404.
 * - `credly`: the badge page's `og:title` "{badge} was issued by {issuer} to {holder}.".
 * - `edx`: `.accomplishment-recipient` and `.accomplishment-course-name`, "Issued {date}".
 * - `freecodecamp`: the public certificate API (`name`, `certTitle`, `certSlug`, `date`).
 * - `accredible`: the public credential API (`recipient.name`, `name`, `issued_on`).
 * - `text`: the baseline every site meets: a 200 page whose text holds the officer's name and
 *   the course's title verifies; anything less is left to an administrator.
 */
export type CertificateReader =
  'coursera' | 'credly' | 'edx' | 'freecodecamp' | 'accredible' | 'text';

/** What the verifier fetches for one certificate link. */
export type CertificateLookup = { reader: CertificateReader; source: string };

export type CertificateCheck = {
  /** Hosts the verifier may reach for this site, redirects included. */
  hosts: string[];
  /** The public page or API that shows this certificate; null when that form has none. */
  lookup(certificate: URL): CertificateLookup | null;
  /** One line for the README table. */
  how: string;
};

const id = (url: URL, rule: { certificateId(url: URL): string | null }) => rule.certificateId(url);

/**
 * Per issuing site (rule id), how its certificates are checked with the site itself. A site
 * missing here (or a lookup answering null) has no public way to check: its claims go to review.
 * Sources: research/learning-sites.md.
 */
export const certificateChecks: Record<string, CertificateCheck> = {
  coursera: {
    hosts: ['www.coursera.org', 'coursera.org'],
    lookup(url) {
      const code = id(url, coursera);
      if (!code) return null;
      const segs = segments(url);
      // /verify/{ID} redirects to /account/accomplishments/verify/{ID}; /share/… is unknown.
      if (segs[0] === 'share') return null;
      const kind = segs[0] === 'account' ? segs[2] : segs.length === 3 ? segs[1] : 'verify';
      const path = kind === 'certificate' ? 'verify' : kind;
      return {
        reader: 'coursera',
        source: `https://www.coursera.org/account/accomplishments/${path}/${code}`,
      };
    },
    how: 'certificate page: learner name, course name and slug, date from its embedded data',
  },
  credly: {
    hosts: CREDLY_HOSTS,
    lookup(url) {
      const badge = id(url, credly);
      return badge
        ? { reader: 'credly', source: `https://www.credly.com/badges/${badge}/public_url` }
        : null;
    },
    how: 'badge page: "{badge} was issued by {issuer} to {holder}" (Cisco, IBM badges)',
  },
  edx: {
    hosts: ['courses.edx.org', 'credentials.edx.org'],
    lookup(url) {
      const cert = id(url, edx);
      if (!cert) return null;
      return onHost(url, ['courses.edx.org'])
        ? { reader: 'edx', source: `https://courses.edx.org/certificates/${cert.toLowerCase()}` }
        : {
            reader: 'text',
            source: `https://credentials.edx.org/credentials/${cert.toLowerCase()}/`,
          };
    },
    how: 'certificate page: recipient, course name, issue date (program records: page text)',
  },
  freecodecamp: {
    hosts: ['api.freecodecamp.org'],
    lookup(url) {
      const cert = id(url, freeCodeCamp);
      if (!cert) return null;
      const [user, slug] = cert.split('/');
      return {
        reader: 'freecodecamp',
        source: `https://api.freecodecamp.org/certificate/showCert/${encodeURIComponent(user!.toLowerCase())}/${encodeURIComponent(slug!)}`,
      };
    },
    how: 'public certificate API: name (if the learner shows it), certification title, date',
  },
  'google-skillshop': {
    hosts: ['api.accredible.com'],
    lookup(url) {
      const cert = id(url, googleSkillshop);
      // Only the Accredible credentials have a public API; old award pages need a session.
      if (!cert || !UUID.test(cert)) return null;
      return {
        reader: 'accredible',
        source: `https://api.accredible.com/v1/credential-net/credentials/${cert}`,
      };
    },
    how: 'Accredible credential API: recipient name, credential name, issue date, revoked',
  },
  'google-skills': {
    hosts: ['www.skills.google', 'skills.google', 'www.cloudskillsboost.google'],
    lookup(url) {
      if (!id(url, googleSkills)) return null;
      const profile = segments(url)[1]!;
      return { reader: 'text', source: `https://www.skills.google/public_profiles/${profile}` };
    },
    how: 'public profile page: name and earned badge titles (page text)',
  },
  'microsoft-learn': {
    hosts: ['learn.microsoft.com'],
    lookup(url) {
      if (!id(url, microsoftLearn)) return null;
      const u = new URL(url.href);
      u.protocol = 'https:';
      u.hostname = 'learn.microsoft.com';
      return { reader: 'text', source: u.href };
    },
    how: 'achievement page text (structure not published)',
  },
  alison: {
    hosts: ['alison.com', 'www.alison.com'],
    lookup(url) {
      if (!id(url, alison)) return null;
      const u = new URL(url.href);
      u.protocol = 'https:';
      u.hostname = 'alison.com';
      return { reader: 'text', source: u.href };
    },
    how: 'certificate check page text (structure not published)',
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
