/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_EXTENSION_CHROME_URL?: string;
  readonly VITE_EXTENSION_EDGE_URL?: string;
  readonly VITE_EXTENSION_FIREFOX_URL?: string;
  readonly VITE_EXTENSION_FIREFOX_ANDROID_URL?: string;
  readonly VITE_REPORT_BUG_URL?: string;
  readonly VITE_CONTACT_URL?: string;
  readonly VITE_DONATION_URL?: string;
  readonly VITE_BLOG_URL?: string;
  readonly VITE_FACEBOOK_URL?: string;
  readonly VITE_X_URL?: string;
  readonly VITE_INSTAGRAM_URL?: string;
  readonly VITE_LINKEDIN_URL?: string;
  readonly VITE_PROMO_VIDEO_ID?: string;
  readonly VITE_GOOGLE_CLIENT_ID?: string;
}

/** A Lingui PO catalog, compiled on import by @lingui/vite-plugin (build/lingui.ts). */
declare module '*.po' {
  import type { Messages } from './lib/i18n-core';
  export const messages: Messages;
}
