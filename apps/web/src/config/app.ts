import { PRODUCT_NAME } from '@dpts/contract/constants';
/** Product identity and the links the spec leaves to configuration (docs/design.md §7). */
export const APP_NAME = PRODUCT_NAME;
export const POINTS_SUFFIX = 'dpts';

const env = import.meta.env;

export const SUPPORT_EMAIL: string = env.VITE_SUPPORT_EMAIL ?? 'support@digipoints.ng';

/** An optional build-time address: empty means unset. */
function listing(url: string | undefined): string | undefined {
  return url?.trim() || undefined;
}

export const links = {
  /**
   * Each browser's own store listing (lib/extension-support picks one), set at web build time
   * once the extension is published; unset, the install link is hidden and the certificate-link
   * route offered instead (build/store-links.ts refuses a listing without its item id).
   */
  extensionStores: {
    chrome: listing(env.VITE_EXTENSION_CHROME_URL),
    edge: listing(env.VITE_EXTENSION_EDGE_URL),
    firefox: listing(env.VITE_EXTENSION_FIREFOX_URL),
    firefoxAndroid: listing(env.VITE_EXTENSION_FIREFOX_ANDROID_URL),
  },
  /** Firefox for Android, the phone browser that runs the extension. */
  firefoxForAndroid: 'https://play.google.com/store/apps/details?id=org.mozilla.firefox',
  reportBug:
    env.VITE_REPORT_BUG_URL ??
    `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Bug report')}`,
  contactUs: env.VITE_CONTACT_URL ?? `mailto:${SUPPORT_EMAIL}`,
  /** Donations: the landing page's contact section until a donation page exists. */
  donate: env.VITE_DONATION_URL ?? '#contact',
  /** Blog 'Read More': the landing page's features section until the blog exists. */
  readMore: env.VITE_BLOG_URL ?? '#features',
  social: {
    facebook: env.VITE_FACEBOOK_URL ?? '#community',
    x: env.VITE_X_URL ?? '#community',
    instagram: env.VITE_INSTAGRAM_URL ?? '#community',
    linkedin: env.VITE_LINKEDIN_URL ?? '#community',
  },
  /** YouTube id of the promotional video; loaded only when the visitor presses play. */
  promoVideoId: env.VITE_PROMO_VIDEO_ID ?? 'Dx5qFachd3A',
} as const;

/** Google sign-in is wired in a later issue; until then the button explains it. */
export const GOOGLE_CLIENT_ID: string | undefined = env.VITE_GOOGLE_CLIENT_ID || undefined;
