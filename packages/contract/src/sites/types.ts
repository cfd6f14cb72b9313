/**
 * A learning site's tracking rule (docs/design.md §4). The extension uses it to recognise
 * course pages, course-start clicks and completion evidence; the server uses it to map an
 * activity URL to a catalogue course and to check that a `complete` event carries evidence.
 *
 * Browser-safe: rules only use the WHATWG `URL` API, never Node-only modules.
 */
export interface LearningSiteRule {
  /** Stable id, also the prefix of every course key of this site: 'coursera'. */
  id: string;
  /** Display name; equals `course.website` in the catalogue: 'Coursera'. */
  name: string;
  /** Host names (lowercase) including www. variants, e.g. ['www.coursera.org', 'coursera.org']. */
  hosts: string[];
  /**
   * Where the extension's content script runs: path patterns (WebExtension match-pattern syntax,
   * `*` is any run of characters) per group of hosts. Only course and completion pages, never a
   * whole host (least privilege, docs/extension.md).
   */
  pages: { hosts: readonly string[]; paths: readonly string[] }[];
  /**
   * Canonical key of a course page ('coursera:learn/python-for-everybody'), or null when the URL
   * is not a course page of this site. Query, hash, locale segment, trailing slash and sub-pages
   * (lessons, weeks, units) do not change the key.
   */
  courseKey(url: URL): string | null;
  /** CSS selectors of the elements whose click starts / enrolls in a course on this site. */
  startSelectors: string[];
  /** True for a certificate, badge or completion page that proves a finished course. */
  isCompletionUrl(url: URL): boolean;
  /** The certificate / badge id of a completion URL, or null when the URL is not one. */
  certificateId(url: URL): string | null;
  /**
   * Where the course title is read on the completion page, best first. For a `meta` element
   * read its `content` attribute, otherwise its text.
   */
  completionTitleSelectors: string[];
  /** Real-looking example URLs; `other` are same-host pages that are neither course nor completion. */
  testUrls: { course: string[]; completion: string[]; other: string[] };
}
