import { courseKeyOf, type TCourseIdentifierKind } from '@dpts/contract';
import type { SeedCourse } from './seed-data.ts';

/**
 * The seed catalogue's identifiers at the issuers (issue #19; docs/verification.md): only what
 * the course's own address says (a Coursera slug) or what was read from the issuer's data
 * (docs/learning-sites.md). A wrong identifier would refuse honest certificates, so a course
 * whose identifier is not known has none: its certificates go to an administrator, who adds it on
 * the catalogue screen.
 */
type Identifier = { kind: TCourseIdentifierKind; value: string };

/** Credly organisations, read from live badge assertions. */
const CISCO = '74381078-44ac-4581-8471-36bd1ce495b7';
const IBM = 'd5a90a02-5fe7-4915-a42d-8273c91cab0f';

/** By course address: identifiers its address does not carry. */
const known: Record<string, Identifier[]> = {
  // Cisco's "Introduction to Cybersecurity" badge class, from a live assertion.
  'https://www.netacad.com/courses/introduction-to-cybersecurity': [
    { kind: 'credly-badge-class', value: `${CISCO}/10b1a2de-f36b-4730-b1ca-8505e19f4390` },
  ],
  // freeCodeCamp certification slugs (the certSlug of /certification/{user}/{slug}).
  'https://www.freecodecamp.org/learn/2022/responsive-web-design/': [
    { kind: 'freecodecamp-cert', value: 'responsive-web-design' },
  ],
  'https://www.freecodecamp.org/learn/javascript-algorithms-and-data-structures-v8/': [
    { kind: 'freecodecamp-cert', value: 'javascript-algorithms-and-data-structures-v8' },
  ],
  'https://www.freecodecamp.org/learn/data-analysis-with-python/': [
    { kind: 'freecodecamp-cert', value: 'data-analysis-with-python-v7' },
  ],
  'https://www.freecodecamp.org/learn/information-security/': [
    { kind: 'freecodecamp-cert', value: 'information-security-v7' },
  ],
  'https://www.freecodecamp.org/learn/machine-learning-with-python/': [
    { kind: 'freecodecamp-cert', value: 'machine-learning-with-python-v7' },
  ],
  // edX: "{org} {number}" in the certificate page's title.
  'https://www.edx.org/learn/computer-science/harvard-university-cs50-s-introduction-to-computer-science':
    [{ kind: 'edx-course', value: 'harvardx+cs50x' }],
};

export function seedIdentifiers(course: SeedCourse): Identifier[] {
  const found: Identifier[] = [...(known[course.url] ?? [])];
  if (course.website === 'Coursera') {
    // coursera:learn/{slug}: the slug is the course's `Course_Course.slug` on its certificates.
    const slug = courseKeyOf(course.url)?.split('/')[1];
    if (slug) found.push({ kind: 'coursera-course', value: slug });
  }
  if (course.website === 'Cisco Networking Academy')
    found.push({ kind: 'credly-issuer', value: CISCO });
  if (course.website === 'IBM SkillsBuild') found.push({ kind: 'credly-issuer', value: IBM });
  if (course.website === 'Google Skills')
    // Google Skills names a badge only by its title on the profile.
    found.push({ kind: 'google-skills-badge', value: course.name.toLowerCase() });
  return found;
}
