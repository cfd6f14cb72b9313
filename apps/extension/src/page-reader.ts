import type { TActivityEvent } from '@dpts/contract';
import { findSite, type LearningSiteRule } from '@dpts/contract/sites/index';

/** What a learning-site page shows, before it gets an id and a time. */
export type Observation = Pick<TActivityEvent, 'type' | 'url' | 'title' | 'certificateUrl'> & {
  /** course key or certificate id: one report per page per key */
  key: string;
};

const MAX_TITLE = 500;

function clean(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_TITLE);
}

/** The first non-empty text of `selectors`, best first; `meta` elements give their content. */
export function readTitle(doc: Document, selectors: readonly string[]): string {
  for (const selector of selectors) {
    let elements: NodeListOf<Element>;
    try {
      elements = doc.querySelectorAll(selector);
    } catch {
      continue; // a selector this browser does not understand
    }
    for (const el of elements) {
      const text = clean(el.tagName === 'META' ? el.getAttribute('content') : el.textContent);
      if (text) return text;
    }
  }
  return '';
}

/** A course page's title: the page heading, else the page's own title. */
export function courseTitle(doc: Document): string {
  return readTitle(doc, ['h1', 'meta[property="og:title"]']) || clean(doc.title);
}

/** Only https pages of a tracked site are read; everything else is not looked at. */
export function siteOf(url: URL): LearningSiteRule | undefined {
  return url.protocol === 'https:' ? findSite(url) : undefined;
}

/**
 * A course page gives a `visit` with its title; a certificate or completion page gives a
 * `complete` carrying the certificate's address and the course title read with the rule's
 * selectors. Any other page gives nothing.
 */
export function readPage(url: URL, doc: Document): Observation | null {
  const site = siteOf(url);
  if (!site) return null;
  if (site.isCompletionUrl(url)) {
    const title = readTitle(doc, site.completionTitleSelectors);
    const id = site.certificateId(url);
    if (!id) return null;
    return {
      type: 'complete',
      url: url.href,
      title,
      certificateUrl: url.href,
      key: `${site.id}:cert:${id}`,
    };
  }
  const key = site.courseKey(url);
  if (!key) return null;
  return { type: 'visit', url: url.href, title: courseTitle(doc), key };
}

function isElement(target: EventTarget | null): target is Element {
  return !!target && typeof (target as Element).closest === 'function';
}

/** A click on one of the rule's start controls on a course page gives a `start`. */
export function readStartClick(
  url: URL,
  doc: Document,
  target: EventTarget | null,
): Observation | null {
  const site = siteOf(url);
  if (!site || site.startSelectors.length === 0) return null;
  const key = site.courseKey(url);
  if (!key || !isElement(target)) return null;
  let control: Element | null;
  try {
    control = target.closest(site.startSelectors.join(','));
  } catch {
    // A selector this browser cannot parse reads as no start control.
    return null;
  }
  if (!control) return null;
  return { type: 'start', url: url.href, title: courseTitle(doc), key };
}

/** True once a completion page shows its title (pages that render late are waited for). */
export function completionTitleReady(url: URL, doc: Document): boolean {
  const site = siteOf(url);
  return !!site && readTitle(doc, site.completionTitleSelectors).length > 0;
}
