import { selectAll, selectOne } from 'css-select';
import { DomHandler, Text, type AnyNode, type Element } from 'domhandler';
import { textContent } from 'domutils';
import { decodeHTML } from 'entities';
import { Parser } from 'htmlparser2';
import {
  courseIdentifierRules,
  type CertificateReader,
  type TCourseIdentifierKind,
} from '@dpts/contract';
import type { Fetched } from './fetch-certificate.ts';

/**
 * The readers of the issuing sites' answers (issue #19): each reads the issuer's own fields (the
 * certificate's id, the course's identifier, the holder, the grant date), never free page text.
 * HTML is parsed with htmlparser2 (linear in the page's size, whatever its markup: issue #26), so
 * no reader scans markup with regular expressions.
 */

/** When the issuer says it was granted: an instant, or a day (the day's possible instants). */
export type Granted = { from: Date; to: Date };

/** What a reader found about one certificate. */
export type Reading = {
  /** the issuer's id of this certificate, normalised as in keys; null when it publishes none */
  certificateId: string | null;
  holder: {
    name: string | null;
    /** Open Badges 2.0 recipient: `sha256$` of the email and the salt */
    emailHash: { hash: string; salt: string } | null;
  };
  course: {
    /** the issuer's identifiers of the course (compared with the catalogue course's) */
    ids: { kind: TCourseIdentifierKind; value: string }[];
    /** the organisation that issued it (Credly), compared with the course's issuer */
    issuer: string | null;
    /** the title as the issuer prints it: at most sends a claim to a person */
    title: string | null;
  };
  granted: Granted | null;
  revoked: boolean;
  private: boolean;
};

/** `not-found`: the site says no such certificate; `unreadable`: an answer we cannot read. */
export type Read = Reading | 'not-found' | 'unreadable';

type Reader = (answers: Fetched[], linkId: string) => Read;

// ---------- small helpers ----------

const str = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() ? v.trim().replace(/\s+/g, ' ') : null;

function parseJson(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const obj = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

function instant(v: unknown): Granted | null {
  if (typeof v !== 'number' && typeof v !== 'string') return null;
  const d = new Date(typeof v === 'number' || /^\d+$/.test(v) ? Number(v) : v);
  return Number.isNaN(d.getTime()) ? null : { from: d, to: d };
}

const HOUR = 3_600_000;
/**
 * A calendar day as the issuer prints it ('2026-10-01', 'November 2, 2026'): every instant it
 * can mean, whatever the issuer's time zone (UTC−12 to UTC+14).
 */
function day(v: string | null): Granted | null {
  if (!v) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v.trim());
  const midnight = iso
    ? Date.UTC(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]))
    : Date.parse(`${v.replace(/\./g, '').trim()} 00:00 UTC`);
  if (Number.isNaN(midnight)) return null;
  return { from: new Date(midnight - 14 * HOUR), to: new Date(midnight + 36 * HOUR) };
}

const id = (kind: TCourseIdentifierKind, value: string | null) =>
  value ? [{ kind, value: courseIdentifierRules[kind].normalize(value) }] : [];

function reading(parts: Partial<Reading> & Pick<Reading, 'course' | 'holder'>): Reading {
  return { certificateId: null, granted: null, revoked: false, private: false, ...parts };
}

// ---------- HTML ----------

/**
 * Budgets of one page's markup (issue #26). htmlparser2 keeps its open elements in an array it
 * shifts from the front, so every open and stray close costs the depth: past these, a page is
 * not a certificate page anyone serves, and it is left to a person (`unreadable`) instead of
 * parsed for seconds. Real certificate pages nest a few dozen deep and hold a few thousand tags.
 * Entities are decoded only in the few values read, not in the whole page.
 */
export const MARKUP_BUDGET = { depth: 256, tags: 10_000 } as const;

class MarkupBudgetExceeded extends Error {}

/** Counts every tag the tokenizer meets, stray end tags included. */
class BudgetedParser extends Parser {
  private tags = 0;
  private count(): void {
    if (++this.tags > MARKUP_BUDGET.tags) throw new MarkupBudgetExceeded();
  }
  override onopentagname(start: number, endIndex: number): void {
    this.count();
    super.onopentagname(start, endIndex);
  }
  override onclosetag(start: number, endIndex: number): void {
    this.count();
    super.onclosetag(start, endIndex);
  }
}

/** Builds the DOM, and stops once the page nests deeper than the budget. */
class BudgetedHandler extends DomHandler {
  private depth = 0;
  override onopentag(name: string, attribs: Record<string, string>): void {
    if (++this.depth > MARKUP_BUDGET.depth) throw new MarkupBudgetExceeded();
    super.onopentag(name, attribs);
  }
  override onclosetag(): void {
    this.depth -= 1;
    super.onclosetag();
  }
}

function html(body: string): AnyNode[] {
  const handler = new BudgetedHandler();
  const parser = new BudgetedParser(handler, { decodeEntities: false });
  parser.write(body);
  parser.end();
  return handler.root.children;
}

/** An attribute's value, its entities decoded. */
function attr(element: Element | null, name: string): string | null {
  const raw = element?.attribs[name];
  return raw === undefined ? null : decodeHTML(raw);
}

/** Every text node's text, in document order. */
function textNodes(root: AnyNode[]): string[] {
  const found: string[] = [];
  const walk = (nodes: AnyNode[]) => {
    for (const n of nodes) {
      if (n instanceof Text) found.push(n.data);
      else if ('children' in n) walk(n.children);
    }
  };
  walk(root);
  return found;
}

/** An element's text, whitespace collapsed, its entities decoded. */
function text(node: AnyNode | null): string | null {
  return node ? str(decodeHTML(textContent(node))) : null;
}

function first(selectors: string, root: AnyNode | AnyNode[]): Element | null {
  return selectOne<AnyNode, Element>(selectors, root);
}

function all(selectors: string, root: AnyNode | AnyNode[]): Element[] {
  return selectAll<AnyNode, Element>(selectors, root);
}

function meta(root: AnyNode[], key: string): string | null {
  return str(attr(first(`meta[property="${key}"], meta[name="${key}"]`, root), 'content'));
}

/** The page was served for the certificate asked for (a redirect elsewhere must not pass). */
const servedFor = (answer: Fetched, linkId: string) =>
  new URL(answer.url).pathname.toLowerCase().includes(linkId.toLowerCase());

// ---------- the sites ----------

const readers: Record<CertificateReader, Reader> = {
  coursera([answer], linkId) {
    const doc = html(answer!.body);
    // The page's server-rendered data: `window.__APOLLO_STATE__ = {…};`
    const script = all('script', doc)
      .map((s) => textContent(s))
      .find((t) => t.includes('__APOLLO_STATE__'));
    if (!script) return 'not-found';
    const start = script.indexOf('{');
    const end = script.lastIndexOf('}');
    const state = start >= 0 && end > start ? parseJson(script.slice(start, end + 1)) : null;
    if (!state) return 'unreadable';
    const ofType = (name: string) =>
      Object.values(state)
        .map(obj)
        .find((o) => o?.__typename === name) ?? null;
    const profile = ofType('AccomplishmentsSignatureTrackProfile');
    const course = ofType('Course_Course');
    const membership = ofType('AccomplishmentsVCMembership');
    // A soft 404 answers 200 without them.
    if (!profile || !course) return 'not-found';
    const code = str(membership?.certificateCode)?.toUpperCase() ?? null;
    return reading({
      certificateId: code ?? (servedFor(answer!, linkId) ? linkId : `redirected`),
      holder: {
        name: [str(profile.firstName), str(profile.lastName)].filter(Boolean).join(' ') || null,
        emailHash: null,
      },
      course: {
        ids: id('coursera-course', str(course.slug)),
        issuer: null,
        title: str(course.name),
      },
      granted: instant(membership?.grantedAt),
    });
  },

  credly([assertion, page], linkId) {
    const data = parseJson(assertion!.body);
    const assertionId = str(data?.id);
    if (!data || !assertionId) return 'not-found';
    const pair = /\/issuers\/([0-9a-f-]{36})\/badge_classes\/([0-9a-f-]{36})\/?$/i.exec(
      str(data.badge) ?? '',
    );
    if (!pair) return 'unreadable';
    const recipient = obj(data.recipient);
    const identity = str(recipient?.identity);
    const hashed = identity?.startsWith('sha256$') && recipient?.hashed !== false;
    // The holder's name is published only in the badge page's og:title; its og:url says which
    // badge the page is about.
    const doc = html(page!.body);
    const ogUrl = meta(doc, 'og:url') ?? '';
    const og = ogUrl.toLowerCase().endsWith(`/badges/${linkId}`) ? meta(doc, 'og:title') : null;
    // A real og:title is a line; a longer one is not read (and never backtracked through).
    const title = og && og.length <= 500 ? /^(.*) was issued by (.*) to (.*?)\.?$/s.exec(og) : null;
    return reading({
      certificateId: assertionId.toLowerCase().split('/').at(-1) ?? null,
      holder: {
        name: str(title?.[3]),
        emailHash: hashed
          ? {
              hash: identity!.slice('sha256$'.length).toLowerCase(),
              salt: str(recipient?.salt) ?? '',
            }
          : null,
      },
      course: {
        ids: id('credly-badge-class', `${pair[1]}/${pair[2]}`),
        issuer: pair[1]!.toLowerCase(),
        title: str(title?.[1]),
      },
      granted: instant(data.issuedOn),
      revoked: data.revoked === true,
    });
  },

  edx([answer], linkId) {
    const doc = html(answer!.body);
    const name = text(first('.accomplishment-recipient', doc));
    const title = text(first('.accomplishment-course-name', doc));
    if (!name && !title) return 'not-found';
    // The page's title names the course: "{org} {number} Certificate | edX".
    const pageTitle = text(first('title', doc)) ?? '';
    const course =
      pageTitle.length <= 300 ? /^(\S+) (\S+) Certificate \| edX$/.exec(pageTitle) : null;
    // "Issued {date}": each text node once (an element's text would repeat its children's).
    const issued = textNodes(doc)
      .map((t) => /^\s*Issued\s+([A-Z][a-z]+\.? \d{1,2}, \d{4})\s*$/.exec(t.slice(0, 100))?.[1])
      .find(Boolean);
    const ownLink = all('a', doc)
      .map((a) => /courses\.edx\.org\/certificates\/([0-9a-f]+)/i.exec(attr(a, 'href') ?? '')?.[1])
      .find(Boolean);
    return reading({
      certificateId: ownLink?.toLowerCase() ?? (servedFor(answer!, linkId) ? linkId : 'redirected'),
      holder: { name, emailHash: null },
      course: {
        ids: id('edx-course', course ? `${course[1]}+${course[2]}` : null),
        issuer: null,
        title,
      },
      granted: day(issued ?? null),
    });
  },

  freecodecamp([answer]) {
    const data = parseJson(answer!.body);
    const slug = str(data?.certSlug);
    const username = str(data?.username);
    if (!data || !slug || !username) return 'not-found';
    return reading({
      certificateId: `${username.toLowerCase()}/${slug}`,
      holder: { name: str(data.name), emailHash: null },
      course: { ids: id('freecodecamp-cert', slug), issuer: null, title: str(data.certTitle) },
      granted: instant(data.date),
    });
  },

  accredible([answer]) {
    const data = parseJson(answer!.body);
    const credential = obj(data?.credential) ?? data;
    const uuid = str(credential?.uuid);
    if (!credential || !uuid) return 'not-found';
    const issuer = obj(credential.issuer);
    const issuerId = issuer?.id;
    const group = credential.group_id;
    const validId = (v: unknown) =>
      typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v));
    return reading({
      certificateId: uuid.toLowerCase(),
      holder: { name: str(obj(credential.recipient)?.name), emailHash: null },
      course: {
        ids:
          validId(issuerId) && validId(group)
            ? id('accredible-group', `${String(issuerId)}/${String(group)}`)
            : [],
        issuer: null,
        title: str(credential.name),
      },
      granted: day(str(credential.issued_on)),
      revoked: !!credential.revoked_at || credential.expired === true,
      private: credential.private === true,
    });
  },

  'google-skills'([answer], linkId) {
    const doc = html(answer!.body);
    const name = text(first('h1.ql-display-small, .public-profile h1', doc));
    // Each earned badge: its link (…/badges/{n}), its title and "Earned Mon D, YYYY".
    const badge = all('.profile-badge', doc).find((b) =>
      all('a', b).some((a) =>
        new RegExp(`/badges/${linkId}(?:[/?#]|$)`).test(attr(a, 'href') ?? ''),
      ),
    );
    if (!name && !badge) return 'not-found';
    if (!badge) return 'not-found';
    const title = text(first('.ql-title-medium, .ql-subhead-1', badge));
    const earned = /Earned\s+(.+)$/.exec(text(first('.ql-body-medium, .ql-body-2', badge)) ?? '');
    return reading({
      certificateId: linkId,
      holder: { name, emailHash: null },
      course: { ids: id('google-skills-badge', title), issuer: null, title },
      granted: day(earned?.[1] ?? null),
    });
  },

  'microsoft-learn'([answer]) {
    const doc = html(answer!.body);
    const title = text(first('[data-testid="achievement-title"]', doc));
    const name = text(first('[data-testid="achievement-learner"]', doc));
    if (!title && !name) return 'not-found';
    const date = attr(first('time[data-testid="achievement-date"]', doc), 'datetime');
    return reading({
      holder: { name, emailHash: null },
      course: { ids: id('microsoft-learn-uid', meta(doc, 'achievement:uid')), issuer: null, title },
      granted: instant(date),
    });
  },
};

/**
 * Reads a site's answers about one certificate (`linkId`: its id from the claimed link). A page
 * past the markup budget is `unreadable`: a person looks at it.
 */
export function readCertificate(
  reader: CertificateReader,
  answers: Fetched[],
  linkId: string,
): Read {
  try {
    return readers[reader](answers, linkId);
  } catch (error) {
    if (error instanceof MarkupBudgetExceeded) return 'unreadable';
    throw error;
  }
}
