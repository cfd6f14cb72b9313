/**
 * The web app's match pattern. The learning sites' patterns come from the contract's site rules
 * (`sitePagePatterns`). Ports are left out: Firefox refuses them in match patterns and Chrome
 * matches every port without one; the app content script checks the exact origin at run time.
 */
export function appMatchPattern(appOrigin: string): string {
  const url = new URL(appOrigin);
  return `${url.protocol}//${url.hostname}/*`;
}

/** `APP_URL` reduced to its origin; only http(s) is accepted. */
export function appOriginFrom(appUrl: string | undefined): string {
  const url = new URL(appUrl && appUrl.length > 0 ? appUrl : 'http://localhost:3000');
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`APP_URL must be http or https, got ${url.protocol}`);
  return url.origin;
}
