/** The web app's origin this build serves (set from `APP_URL` at build time). */
export const APP_ORIGIN: string = __DPTS_APP_ORIGIN__;
