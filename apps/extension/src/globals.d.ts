/** Replaced at build time with the web app's origin (wxt.config.ts). */
declare const __DPTS_APP_ORIGIN__: string;
/** Replaced at build time: true in the Firefox build. */
declare const __DPTS_FIREFOX__: boolean;

/** A Lingui PO catalog, compiled on import by @lingui/vite-plugin (wxt.config.ts). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
