import { claimReasons, normalizeCourseTitle, type CertificateReader } from '@dpts/contract';
import { SiteUnreachable, type Fetched } from './fetch-certificate.ts';

export type Officer = { firstName: string; lastName: string };
export type ClaimedCourse = { name: string; titleKey: string; courseKey: string };

/** What a certificate check concluded. */
export type Verdict =
  | { outcome: 'verified'; certificateDate: Date | null }
  | { outcome: 'rejected'; reason: string }
  | { outcome: 'review'; reason: string; certificateDate?: Date | null };

/** What a reader found on the site's answer; null fields were not there. */
type Certificate = {
  name: string | null;
  titles: string[];
  /** the site's own course ids, compared with the course key's last part */
  courseIds: string[];
  date: Date | null;
  revoked?: boolean;
};

// ---------- names ----------

function nameTokens(value: string): string[] {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim()
    .split(' ')
    .filter((t) => t.length > 0);
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const here = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = here;
    }
  }
  return row[b.length]!;
}

/** One name part nearly equal to another: a typo, or a shortened form ('Ada' / 'Adaeze'). */
function isNear(a: string, b: string): boolean {
  if (a.length >= 3 && b.length >= 3 && (a.startsWith(b) || b.startsWith(a))) return true;
  const longest = Math.max(a.length, b.length);
  return longest >= 4 && editDistance(a, b) <= (longest >= 8 ? 2 : 1);
}

/**
 * Whether the name on a certificate is the officer's: every part of their first and last
 * name appears (case, accents, spacing, order and middle names do not matter) → `same`; each
 * part equal or nearly so, one at least equal → `close` (an administrator decides).
 */
export function compareNames(
  officer: Officer,
  certificateName: string,
): 'same' | 'close' | 'other' {
  const mine = nameTokens(`${officer.firstName} ${officer.lastName}`);
  const theirs = nameTokens(certificateName);
  if (mine.length === 0 || theirs.length === 0) return 'other';
  if (mine.every((t) => theirs.includes(t))) return 'same';
  const exact = mine.filter((t) => theirs.includes(t)).length;
  const near = mine.every((t) => theirs.includes(t) || theirs.some((c) => isNear(t, c)));
  return near && exact >= 1 ? 'close' : 'other';
}

// ---------- course ----------

/** The certificate's title names the course (decorations like 'Certificate of' aside). */
export function titleMatches(title: string, course: ClaimedCourse): boolean {
  const mine = course.titleKey || normalizeCourseTitle(course.name);
  const theirs = normalizeCourseTitle(title);
  if (!mine || !theirs) return false;
  return mine === theirs || ` ${theirs} `.includes(` ${mine} `);
}

function courseMatches(cert: Certificate, course: ClaimedCourse): boolean {
  const keyTail = course.courseKey.split(/[:/]/).at(-1)?.toLowerCase();
  if (keyTail && cert.courseIds.some((id) => id.toLowerCase() === keyTail)) return true;
  return cert.titles.some((t) => titleMatches(t, course));
}

// ---------- readers ----------

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};
function decodeEntities(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&([a-z0-9#]+);/gi, (m, n: string) => ENTITIES[n.toLowerCase()] ?? m);
}

/** The visible text of an HTML page (scripts and styles dropped). */
export function pageText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style|noscript)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

function textOfClass(html: string, className: string): string | null {
  const match = new RegExp(
    `<[a-z0-9]+[^>]*class=["'][^"']*\\b${className}\\b[^"']*["'][^>]*>([\\s\\S]*?)</`,
    'i',
  ).exec(html);
  return match ? pageText(match[1]!) || null : null;
}

function metaContent(html: string, property: string): string | null {
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    if (!new RegExp(`(?:property|name)=["']${property}["']`, 'i').test(tag)) continue;
    const content = /content=(["'])([\s\S]*?)\1/i.exec(tag);
    if (content) return decodeEntities(content[2]!);
  }
  return null;
}

/** The first `"Key…": {…}` object (no nested objects) in embedded page data. */
function embeddedObject(html: string, keyPrefix: string): Record<string, unknown> | null {
  const match = new RegExp(`"${keyPrefix}[^"]*"\\s*:\\s*(\\{[^{}]*\\})`).exec(html);
  if (!match) return null;
  try {
    return JSON.parse(match[1]!) as Record<string, unknown>;
  } catch {
    return null;
  }
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
function toDate(v: unknown): Date | null {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v !== 'number' && typeof v !== 'string') return null;
  const d = new Date(typeof v === 'number' || /^\d+$/.test(v) ? Number(v) : v);
  return Number.isNaN(d.getTime()) ? null : d;
}

function parseJson(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

type Reader = (answer: Fetched) => Certificate | null;

const readers: Record<Exclude<CertificateReader, 'text'>, Reader> = {
  coursera(answer) {
    // Server-rendered data: the learner's profile and the course; a soft 404 has neither.
    const profile = embeddedObject(answer.body, 'AccomplishmentsSignatureTrackProfile');
    const course = embeddedObject(answer.body, 'Course_Course');
    if (!profile || !course) return null;
    const granted = /"grantedAt"\s*:\s*(\d+)/.exec(answer.body)?.[1];
    return {
      name: [str(profile.firstName), str(profile.lastName)].filter(Boolean).join(' ') || null,
      titles: [str(course.name)].filter((t): t is string => !!t),
      courseIds: [str(course.slug)].filter((t): t is string => !!t),
      date: toDate(granted),
    };
  },
  credly(answer) {
    const og = metaContent(answer.body, 'og:title');
    const match = og ? /^(.*) was issued by (.*) to (.*?)\.?$/s.exec(og.trim()) : null;
    if (!match) return null;
    return { name: match[3]!.trim(), titles: [match[1]!.trim()], courseIds: [], date: null };
  },
  edx(answer) {
    const name = textOfClass(answer.body, 'accomplishment-recipient');
    const title = textOfClass(answer.body, 'accomplishment-course-name');
    if (!name && !title) return null;
    const issued = /Issued\s+([A-Z][a-z]+\.? \d{1,2}, \d{4})/.exec(pageText(answer.body))?.[1];
    return {
      name,
      titles: [title].filter((t): t is string => !!t),
      courseIds: [],
      date: toDate(issued),
    };
  },
  freecodecamp(answer) {
    const data = parseJson(answer.body);
    if (!data || !str(data.certTitle)) return null;
    return {
      name: str(data.name),
      titles: [str(data.certTitle)!],
      courseIds: [str(data.certSlug)].filter((t): t is string => !!t),
      date: toDate(data.date),
    };
  },
  accredible(answer) {
    const data = parseJson(answer.body);
    const credential = (data?.credential ?? data) as Record<string, unknown> | undefined;
    if (!credential || !str(credential.name)) return null;
    const recipient = credential.recipient as Record<string, unknown> | undefined;
    return {
      name: str(recipient?.name),
      titles: [str(credential.name)!],
      courseIds: [],
      date: toDate(credential.issued_on),
      revoked: !!credential.revoked_at || credential.expired === true,
    };
  },
};

/**
 * Reads a site's answer about one certificate. 404 / 410 and soft 404s are `Certificate not
 * found`; other failures (429, 5xx) throw `SiteUnreachable` so the job retries.
 */
export function checkCertificate(
  reader: CertificateReader,
  answer: Fetched,
  officer: Officer,
  course: ClaimedCourse,
): Verdict {
  if (answer.status === 404 || answer.status === 410)
    return { outcome: 'rejected', reason: claimReasons.notFound };
  if (answer.status !== 200) throw new SiteUnreachable(`the site answered ${answer.status}`);

  if (reader === 'text') {
    // The baseline: the page holds the officer's name and the course's title, or a person looks.
    const text = pageText(answer.body);
    const words = nameTokens(text);
    const named = nameTokens(`${officer.firstName} ${officer.lastName}`).every((t) =>
      words.includes(t),
    );
    const titled = ` ${normalizeCourseTitle(text)} `.includes(
      ` ${course.titleKey || normalizeCourseTitle(course.name)} `,
    );
    return named && titled
      ? { outcome: 'verified', certificateDate: null }
      : { outcome: 'review', reason: claimReasons.unclear };
  }

  const cert = readers[reader](answer);
  if (!cert) return { outcome: 'rejected', reason: claimReasons.notFound };
  if (cert.revoked) return { outcome: 'rejected', reason: claimReasons.revoked };
  if (!courseMatches(cert, course))
    return { outcome: 'rejected', reason: claimReasons.otherCourse };
  // A learner may hide their name (freeCodeCamp): nothing to compare, a person decides.
  if (!cert.name)
    return { outcome: 'review', reason: claimReasons.unclear, certificateDate: cert.date };
  const names = compareNames(officer, cert.name);
  if (names === 'other') return { outcome: 'rejected', reason: claimReasons.otherName };
  if (names === 'close')
    return { outcome: 'review', reason: claimReasons.nameClose, certificateDate: cert.date };
  return { outcome: 'verified', certificateDate: cert.date };
}
