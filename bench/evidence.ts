import { randomBytes, randomUUID } from 'node:crypto';
import { findSite, learningSites } from '@dpts/contract';

/**
 * Fresh completion evidence per learning site: a certificate or badge URL with an id nobody has
 * claimed, so every benchmark completion is a first claim and must pay. Shapes follow the site
 * rules in packages/contract/src/sites; `usableEvidence` checks each against the rules at start.
 */
const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const alnum = (bytes: number) => randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x');

const generators: Record<string, () => string> = {
  Coursera: () => `https://www.coursera.org/account/accomplishments/verify/${hex(6).toUpperCase()}`,
  'Microsoft Learn': () =>
    `https://learn.microsoft.com/en-us/users/bench-${hex(3)}/achievements/${hex(6)}`,
  'Google Digital Garage': () =>
    `https://learndigital.withgoogle.com/link/${alnum(9).toLowerCase()}`,
  'Google Skillshop': () => `https://skillshop.credential.net/${randomUUID()}`,
  'Google Skills': () =>
    `https://www.skills.google/public_profiles/${randomUUID()}/badges/${BigInt('0x' + hex(6))}`,
  freeCodeCamp: () =>
    `https://www.freecodecamp.org/certification/bench${hex(6)}/responsive-web-design`,
  // Cisco and IBM courses are proven by Credly badges.
  'Cisco Networking Academy': () => `https://www.credly.com/badges/${randomUUID()}/public_url`,
  'IBM SkillsBuild': () => `https://www.credly.com/badges/${randomUUID()}/public_url`,
  'HP LIFE': () => `https://www.life-global.org/certificate/${randomUUID()}`,
  Alison: () => `https://alison.com/certification/check/${alnum(12)}`,
  edX: () => `https://courses.edx.org/certificates/${hex(16)}`,
  'HubSpot Academy': () =>
    `https://app.hubspot.com/academy/achievements/${alnum(6).toLowerCase()}/en/1/bench-officer/course`,
  Kaggle: () => `https://www.kaggle.com/learn/certification/bench${hex(6)}/python`,
};

/**
 * The generators that really produce evidence the server accepts for a course of that site:
 * two samples must both be completion URLs of the site and carry different certificate ids.
 * A site whose rule changed is left out of ingestion (and named) rather than failing the run.
 */
export function usableEvidence(): { generators: Map<string, () => string>; unusable: string[] } {
  const usable = new Map<string, () => string>();
  const unusable: string[] = [];
  for (const site of learningSites) {
    const generate = generators[site.name];
    if (!generate) {
      if (site.name !== 'Credly') unusable.push(site.name);
      continue;
    }
    const ids = [generate(), generate()].map((sample) => {
      const url = new URL(sample);
      const issuer = findSite(url);
      return site.isCompletionUrl(url) && issuer
        ? `${issuer.id}:${issuer.certificateId(url)}`
        : null;
    });
    if (ids[0] && ids[1] && ids[0] !== ids[1]) usable.set(site.name, generate);
    else unusable.push(site.name);
  }
  return { generators: usable, unusable };
}
