import { createHash } from 'node:crypto';
import {
  claimReasons,
  normalizeCourseTitle,
  type CertificateReader,
  type TCourseIdentifierKind,
} from '@dpts/contract';
import { SiteUnreachable, type Fetched } from './fetch-certificate.ts';
import { readCertificate, type Granted, type Reading } from './readers.ts';

/** Who claims: the name certificates are checked against, and their verified email addresses. */
export type Officer = { firstName: string; lastName: string; verifiedEmails: string[] };
/** The course claimed, with its identifiers at the issuer (`course_identifiers`). */
export type ClaimedCourse = {
  name: string;
  titleKey: string;
  identifiers: { kind: TCourseIdentifierKind; value: string }[];
};

/** What the verifier read, for the administrator (labelled; no page text is kept). */
export type Evidence = Record<string, string>;

/** What a certificate check concluded. */
export type Verdict =
  | { outcome: 'verified'; granted: Granted | null; evidence: Evidence }
  | { outcome: 'review'; reason: string; granted?: Granted | null; evidence?: Evidence }
  | { outcome: 'rejected'; reason: string; evidence?: Evidence };

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

// ---------- the issuer's identifiers ----------

type Judgement = { reject: string } | { review: string } | 'ok';

/**
 * The course: the issuer's course identifier must be one of the course's (and a Credly badge's
 * issuer the course's issuer). With none on file for that kind, an exactly equal title sends the
 * claim to a person; a title never verifies, and never by containing the course's name.
 */
function judgeCourse(cert: Reading, course: ClaimedCourse): Judgement {
  const kinds = new Set(cert.course.ids.map((i) => i.kind));
  const mine = course.identifiers.filter((i) => kinds.has(i.kind));
  if (cert.course.issuer) {
    const issuers = new Set(
      course.identifiers.flatMap((i) =>
        i.kind === 'credly-issuer'
          ? [i.value]
          : i.kind === 'credly-badge-class'
            ? [i.value.split('/')[0]!]
            : [],
      ),
    );
    if (issuers.size > 0 && !issuers.has(cert.course.issuer))
      return { reject: claimReasons.otherIssuer };
  }
  if (cert.course.ids.some((i) => mine.some((m) => m.kind === i.kind && m.value === i.value)))
    return 'ok';
  if (mine.length > 0) return { reject: claimReasons.otherCourse };
  const title = cert.course.title ? normalizeCourseTitle(cert.course.title) : '';
  const ours = course.titleKey || normalizeCourseTitle(course.name);
  return title && title === ours
    ? { review: claimReasons.courseNotOnFile }
    : { reject: claimReasons.otherCourse };
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * The holder: an Open Badges email hash that matches one of the officer's verified addresses
 * verifies. Otherwise the name on the certificate is compared with the officer's certificate name;
 * a badge issued to another address, even with the same name (a namesake), goes to a person.
 */
function judgeHolder(cert: Reading, officer: Officer): Judgement {
  const hashed = cert.holder.emailHash;
  if (
    hashed &&
    officer.verifiedEmails.some((e) =>
      [e, e.trim().toLowerCase()].some((v) => sha256(v + hashed.salt) === hashed.hash),
    )
  )
    return 'ok';
  // A learner may hide their name (freeCodeCamp): nothing to compare, a person decides.
  if (!cert.holder.name) return { review: claimReasons.unclear };
  const names = compareNames(officer, cert.holder.name);
  if (names === 'other') return { reject: claimReasons.otherName };
  if (hashed) return { review: claimReasons.otherRecipient };
  if (names === 'close') return { review: claimReasons.nameClose };
  return 'ok';
}

function evidenceOf(cert: Reading): Evidence {
  const ids = cert.course.ids.map((i) => i.value).join(', ');
  return {
    ...(cert.holder.name ? { 'Name on certificate': cert.holder.name } : {}),
    ...(cert.holder.emailHash ? { Recipient: 'email hash' } : {}),
    ...(cert.course.title ? { 'Title at issuer': cert.course.title } : {}),
    ...(ids ? { 'Course at issuer': ids } : {}),
    ...(cert.course.issuer ? { Issuer: cert.course.issuer } : {}),
    ...(cert.granted ? { Granted: cert.granted.from.toISOString().slice(0, 10) } : {}),
  };
}

/**
 * Reads a site's answers about one certificate (`linkId`: the certificate's id from the link, as
 * in its key). 404 / 410 and soft 404s are `Certificate not found`; other failures (429, 5xx)
 * throw `SiteUnreachable` so the job retries.
 */
export function checkCertificate(
  reader: CertificateReader,
  answers: Fetched[],
  linkId: string,
  officer: Officer,
  course: ClaimedCourse,
): Verdict {
  const [head] = answers;
  if (head && (head.status === 404 || head.status === 410))
    return { outcome: 'rejected', reason: claimReasons.notFound };
  for (const a of answers)
    if (a.status !== 200) throw new SiteUnreachable(`the site answered ${a.status}`);

  const cert = readCertificate(reader, answers, linkId);
  if (cert === 'not-found') return { outcome: 'rejected', reason: claimReasons.notFound };
  if (cert === 'unreadable') return { outcome: 'review', reason: claimReasons.unclear };
  const evidence = evidenceOf(cert);
  // The data is about another certificate than the link's (a redirect must not pass).
  if (cert.certificateId !== null && cert.certificateId !== linkId)
    return { outcome: 'rejected', reason: claimReasons.notFound, evidence };
  if (cert.revoked) return { outcome: 'rejected', reason: claimReasons.revoked, evidence };
  if (cert.private) return { outcome: 'rejected', reason: claimReasons.private, evidence };

  const judged = [judgeCourse(cert, course), judgeHolder(cert, officer)];
  for (const j of judged)
    if (j !== 'ok' && 'reject' in j) return { outcome: 'rejected', reason: j.reject, evidence };
  for (const j of judged)
    if (j !== 'ok' && 'review' in j)
      return { outcome: 'review', reason: j.review, granted: cert.granted, evidence };
  return { outcome: 'verified', granted: cert.granted, evidence };
}
