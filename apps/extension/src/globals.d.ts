/** Replaced at build time with the web app's origin (wxt.config.ts). */
declare const __DPTS_APP_ORIGIN__: string;
