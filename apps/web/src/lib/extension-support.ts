import { useSyncExternalStore } from 'react';
import { links } from '../config/app';

/** The browsers the product tells apart: where the extension runs, and where it cannot. */
export type BrowserKind =
  | 'chrome'
  | 'edge'
  | 'firefox'
  | 'firefox-android'
  | 'chrome-android'
  | 'ios'
  | 'other-mobile'
  | 'other';

type Navigatorish = { userAgent: string; platform?: string; maxTouchPoints?: number };

/**
 * Reads the user agent: desktop Chrome, Edge and Firefox and Firefox for Android run the
 * extension; Chrome for Android and every iPhone or iPad browser (all WebKit) do not.
 */
export function detectBrowser(nav: Navigatorish = navigator): BrowserKind {
  const ua = nav.userAgent;
  // iPadOS 13+ says "Macintosh"; only touch gives it away.
  const isIos =
    /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && (nav.maxTouchPoints ?? 0) > 1);
  if (isIos) return 'ios';
  const isAndroid = /Android/.test(ua);
  if (/Firefox\//.test(ua)) return isAndroid ? 'firefox-android' : 'firefox';
  if (isAndroid || /Mobile/.test(ua)) {
    return /Chrome\//.test(ua) && !/EdgA\/|SamsungBrowser\/|OPR\//.test(ua)
      ? 'chrome-android'
      : 'other-mobile';
  }
  if (/Edg\//.test(ua)) return 'edge';
  if (/Chrome\//.test(ua) || /Chromium\//.test(ua)) return 'chrome';
  return 'other';
}

const installable: ReadonlySet<BrowserKind> = new Set([
  'chrome',
  'edge',
  'firefox',
  'firefox-android',
]);

export function canInstallExtension(kind: BrowserKind): boolean {
  return installable.has(kind);
}

/**
 * The store listing for the browser in use; a browser that cannot run the extension gets the
 * Firefox for Android listing (the way to earn on a phone), a desktop one the Chrome Web Store.
 * Undefined while that listing is not configured: no link to a page that does not exist.
 */
export function extensionStoreUrl(kind: BrowserKind): string | undefined {
  const stores = links.extensionStores;
  switch (kind) {
    case 'edge':
      return stores.edge;
    case 'firefox':
      return stores.firefox;
    case 'firefox-android':
    case 'chrome-android':
    case 'other-mobile':
    case 'ios':
      return stores.firefoxAndroid;
    default:
      return stores.chrome;
  }
}

const noSubscription = () => () => undefined;

/**
 * The browser in use, for a page whose HTML is built ahead (the landing page): the build knows no
 * browser, so hydration starts from desktop Chrome's answer and React renders again at once with
 * the real one, instead of leaving the built HTML's links in place.
 */
export function useBrowserKind(): BrowserKind {
  return useSyncExternalStore(
    noSubscription,
    () => detectBrowser(),
    () => 'chrome',
  );
}
