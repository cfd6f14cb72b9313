import { extensionStoreUrl } from '../lib/extension-store';

/** Product identity and the links the spec leaves to configuration (DESIGN §7). */
export const APP_NAME = 'DigiPoints';
export const POINTS_SUFFIX = 'dpts';

const env = import.meta.env;

export const SUPPORT_EMAIL: string = env.VITE_SUPPORT_EMAIL ?? 'support@digipoints.ng';

/** The extension's store pages; the install links pick the visitor's browser's one. */
export const extensionStores = {
  chrome:
    env.VITE_EXTENSION_URL_CHROME ??
    env.VITE_EXTENSION_URL ??
    `https://chromewebstore.google.com/search/${encodeURIComponent(APP_NAME)}`,
  firefox:
    env.VITE_EXTENSION_URL_FIREFOX ??
    `https://addons.mozilla.org/firefox/search/?q=${encodeURIComponent(APP_NAME)}`,
};

export const links = {
  installExtension: extensionStoreUrl(
    extensionStores,
    typeof navigator === 'undefined' ? '' : navigator.userAgent,
  ),
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
