/** Small URL helpers shared by the site rules (browser-safe). */

const LOCALE = /^[a-z]{2}(?:[-_][a-z0-9]{2,4})?$/i;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when the URL's host is one of `hosts` (URL.hostname is already lowercase). */
export function onHost(url: URL, hosts: readonly string[]): boolean {
  return hosts.includes(url.hostname.replace(/\.$/, ''));
}

/** Non-empty, percent-decoded path segments: '/en-us/training/x/' → ['en-us', 'training', 'x']. */
export function segments(url: URL): string[] {
  return url.pathname
    .split('/')
    .filter((s) => s.length > 0)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
}

/**
 * Drops a leading locale segment ('en-us', 'fr', 'pt_BR') when the segment after it is one of
 * `markers`, so '/fr-fr/training/modules/x' and '/training/modules/x' read the same.
 */
export function withoutLocale(segs: string[], markers: readonly string[]): string[] {
  const [first, second] = segs;
  if (
    first !== undefined &&
    second !== undefined &&
    LOCALE.test(first) &&
    markers.includes(second)
  ) {
    return segs.slice(1);
  }
  return segs;
}

/** A slug as used in keys: lowercase, and only when it looks like a slug. */
export function slug(value: string | undefined): string | null {
  if (value === undefined) return null;
  const s = value.trim().toLowerCase();
  return /^[a-z0-9][a-z0-9._~()%+-]*$/.test(s) ? s : null;
}

export const CREDLY_HOSTS = ['www.credly.com', 'credly.com'];

/** The badge id of a public Credly badge page (Cisco and IBM badges are issued through Credly). */
export function credlyBadgeId(url: URL): string | null {
  if (!onHost(url, CREDLY_HOSTS)) return null;
  const segs = segments(url);
  if (segs[0] === 'badges' && segs[1] && UUID.test(segs[1])) return segs[1].toLowerCase();
  if (
    segs[0] === 'earner' &&
    segs[1] === 'earned' &&
    segs[2] === 'badge' &&
    segs[3] &&
    UUID.test(segs[3])
  ) {
    return segs[3].toLowerCase();
  }
  return null;
}

/** Title selectors of a Credly badge page. */
export const CREDLY_TITLE_SELECTORS = [
  'h1',
  '[data-testid="badge-name"]',
  '.ac-heading--badge-name-hero',
  'meta[property="og:title"]',
];
