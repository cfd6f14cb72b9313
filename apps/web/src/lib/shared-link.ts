import { findSite, learningSites } from '@dpts/contract/sites/index';

/**
 * The link an app shared (Web Share Target): Android puts it in `url`, or in `text` among other
 * words ("I earned … https://…"), sometimes in `title`. The first http(s) link wins.
 */
export function sharedLink(params: URLSearchParams): string | null {
  for (const field of ['url', 'text', 'title']) {
    const value = params.get(field);
    const match = value ? /https?:\/\/[^\s<>"']+/i.exec(value) : null;
    if (match) return match[0].replace(/[),.;!?]+$/, '');
  }
  return null;
}

type CatalogueCourse = { _id: string; name: string; website: string; url: string };

/**
 * The catalogue course a certificate link is for, as far as the link tells: the site that issued
 * it (Credly for Cisco and IBM courses), then the officer's course in progress on that site, else
 * the site's only course. Null when the officer must choose (the dialog lists the site's courses first).
 */
export function matchCourse(
  link: string,
  catalogue: readonly CatalogueCourse[],
  inProgress: readonly string[] = [],
): CatalogueCourse | null {
  const site = findSite(link);
  if (!site) return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  // A course page (some sites' certificates live under the course): its own course.
  const key = site.courseKey(url);
  if (key) {
    const byKey = catalogue.find((c) => findSite(c.url)?.courseKey(new URL(c.url)) === key);
    if (byKey) return byKey;
  }
  const websites = new Set(
    learningSites
      .filter((s) => s.id === site.id || (site.id === 'credly' && isCredlyIssuer(s.id)))
      .map((s) => s.name),
  );
  const onSite = catalogue.filter((c) => websites.has(c.website));
  const started = onSite.filter((c) => inProgress.includes(c._id));
  if (started.length === 1) return started[0]!;
  return onSite.length === 1 ? onSite[0]! : null;
}

/** Sites whose certificates are Credly badges. */
const isCredlyIssuer = (siteId: string) =>
  siteId === 'cisco-netacad' || siteId === 'ibm-skillsbuild';
