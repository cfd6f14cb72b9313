import { z } from 'zod';
import { normalizeCourseTitle } from './sites/index.ts';

/**
 * A catalogue course's identity at its issuer (issue #19): the identifiers the issuing site
 * publishes in a certificate's own data. A certificate verifies only when the issuer's course
 * identifier equals one of its course's; a title can at most send it to a person.
 */
export const courseIdentifierKinds = [
  'coursera-course',
  'credly-badge-class',
  'credly-issuer',
  'edx-course',
  'freecodecamp-cert',
  'microsoft-learn-uid',
  'accredible-group',
  'google-skills-badge',
] as const;
export type TCourseIdentifierKind = (typeof courseIdentifierKinds)[number];

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

type KindRule = {
  /** what an administrator reads beside the field */
  label: string;
  hint: string;
  /** the value as stored and compared (case and spacing the issuer ignores removed) */
  normalize(value: string): string;
  pattern: RegExp;
};

export const courseIdentifierRules: Record<TCourseIdentifierKind, KindRule> = {
  'coursera-course': {
    label: 'Coursera course slug',
    hint: 'The word after /learn/ in the course address, e.g. python-for-everybody',
    normalize: (v) => v.trim().toLowerCase(),
    pattern: /^[a-z0-9][a-z0-9-]*$/,
  },
  'credly-badge-class': {
    label: 'Credly badge class (issuer id / badge class id)',
    hint: 'From the badge assertion: …/issuers/{issuer id}/badge_classes/{badge class id}',
    normalize: (v) => v.trim().toLowerCase(),
    pattern: new RegExp(`^${UUID}/${UUID}$`),
  },
  'credly-issuer': {
    label: 'Credly issuer id',
    hint: 'The organisation that issues the badge (Cisco: 74381078-44ac-4581-8471-36bd1ce495b7)',
    normalize: (v) => v.trim().toLowerCase(),
    pattern: new RegExp(`^${UUID}$`),
  },
  'edx-course': {
    label: 'edX course (organisation + number)',
    hint: 'As the certificate names it, e.g. HarvardX+CS50x',
    normalize: (v) => v.trim().toLowerCase().replace(/\s+/g, '+'),
    pattern: /^[a-z0-9._-]+\+[a-z0-9._-]+$/,
  },
  'freecodecamp-cert': {
    label: 'freeCodeCamp certification slug',
    hint: 'The certSlug of the certification, e.g. responsive-web-design',
    normalize: (v) => v.trim(),
    pattern: /^[a-z0-9][a-z0-9-]*$/,
  },
  'microsoft-learn-uid': {
    label: 'Microsoft Learn uid',
    hint: 'The module or learning path uid, e.g. learn.wwl.describe-cloud-compute',
    normalize: (v) => v.trim().toLowerCase(),
    pattern: /^[a-z0-9][a-z0-9._-]*$/,
  },
  'accredible-group': {
    label: 'Accredible group (issuer id / group id)',
    hint: 'From the credential: issuer.id and group_id, e.g. 12345/67890',
    normalize: (v) => v.trim().replace(/\s+/g, ''),
    pattern: /^\d+\/\d+$/,
  },
  'google-skills-badge': {
    label: 'Google Skills badge name',
    hint: 'The badge’s name exactly as Google Skills shows it on a profile',
    normalize: (v) => normalizeCourseTitle(v),
    pattern: /^[a-z0-9]+(?: [a-z0-9]+)*$/,
  },
};

/** Which identifiers a course of each catalogue site can have (none: review only). */
export const identifierKindsOf: Record<string, TCourseIdentifierKind[]> = {
  Coursera: ['coursera-course'],
  'Cisco Networking Academy': ['credly-badge-class', 'credly-issuer'],
  'IBM SkillsBuild': ['credly-badge-class', 'credly-issuer'],
  edX: ['edx-course'],
  freeCodeCamp: ['freecodecamp-cert'],
  'Microsoft Learn': ['microsoft-learn-uid'],
  'Google Skillshop': ['accredible-group'],
  'Google Skills': ['google-skills-badge'],
};

export const ZCourseIdentifier = z
  .object({
    kind: z.enum(courseIdentifierKinds, 'Choose the kind of identifier'),
    value: z.string().trim().min(1, 'Enter the identifier').max(200, 'At most 200 characters'),
  })
  .transform((i, ctx) => {
    const rule = courseIdentifierRules[i.kind];
    const value = rule.normalize(i.value);
    if (!rule.pattern.test(value))
      ctx.addIssue({ code: 'custom', path: ['value'], message: `Not a ${rule.label}` });
    return { kind: i.kind, value };
  });
export type TCourseIdentifier = z.output<typeof ZCourseIdentifier>;

export const ZCourseIdentifiersUpdate = z.object({
  identifiers: z.array(ZCourseIdentifier).max(20, 'At most 20 identifiers'),
});
export type TCourseIdentifiersUpdate = z.input<typeof ZCourseIdentifiersUpdate>;
