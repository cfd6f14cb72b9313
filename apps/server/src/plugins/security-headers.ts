import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { PROMO_VIDEO_ORIGIN } from '@dpts/contract';
import type { Config } from '../config.ts';

/** Sources each CSP directive allows besides the app's own origin. */
export type CspSources = {
  script: string[];
  style: string[];
  connect: string[];
  frame: string[];
  img: string[];
};

/**
 * Third parties the web app may load, by directive: the ONE place to add an origin. Google
 * Identity Services, for instance, needs `https://accounts.google.com/gsi/client` in script,
 * `https://accounts.google.com/gsi/` in frame and connect, and `https://accounts.google.com/gsi/style`
 * in style.
 */
export function cspSources(config: Config): CspSources {
  // Google Identity Services loads its script, button frame and styles from accounts.google.com
  // (decision 019); other issuers (the local test issuer) only open a popup, which CSP does not govern.
  const gis = config.google?.issuer === 'https://accounts.google.com';
  return {
    script: gis ? ['https://accounts.google.com/gsi/client'] : [],
    // Inline styles: the toast library injects a <style> element, and critical CSS may be
    // inlined into index.html. Styles cannot run code; scripts stay strict.
    style: ["'unsafe-inline'", ...(gis ? ['https://accounts.google.com/gsi/style'] : [])],
    connect: gis ? ['https://accounts.google.com/gsi/'] : [],
    // The landing page's promotional video plays in YouTube's privacy-enhanced player.
    frame: [PROMO_VIDEO_ORIGIN, ...(gis ? ['https://accounts.google.com/gsi/'] : [])],
    // data: for CSS-embedded icons (and the API docs' icons), blob: for image previews;
    // Google profile pictures when Google sign-in is on; the image bucket's origin when S3 is set.
    img: [
      'data:',
      'blob:',
      ...(gis ? ['https://lh3.googleusercontent.com'] : []),
      ...(config.s3 ? [new URL(config.s3.publicUrl).origin] : []),
    ],
  };
}

/** The Content-Security-Policy directives: no inline or foreign script, no framing, no plugins. */
export function cspDirectives(config: Config): Record<string, string[]> {
  const extra = cspSources(config);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...extra.script],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...extra.style],
    'img-src': ["'self'", ...extra.img],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...extra.connect],
    'frame-src': extra.frame.length ? extra.frame : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    // Only where the app itself is on https: on plain http it would break every subresource.
    ...(config.isProduction && config.appUrl.startsWith('https:')
      ? { 'upgrade-insecure-requests': [] }
      : {}),
  };
}

/** Pages whose address may carry a secret (reset token, verification link, invite code). */
const TOKEN_PAGES = /^\/(login|signup|verify-email)(\/|\?|$)/;

/**
 * The headers helmet sets with these options, worked out once: with no per-request parts (no
 * nonces, no directive functions) they are the same on every answer. (`@fastify/helmet` built
 * helmet's middleware anew on every request, about a tenth of a cached read's server time.)
 */
export function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  // Helmet throws on a bad option (since 8.1) rather than passing it on.
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return [...headers];
}

/** Hashed files that never render as a document. */
const SUBRESOURCES = /^\/assets\/[^?#]+\.(js|css|woff2?|png|jpe?g|webp|avif)(\?|$)/;
/** What a subresource keeps: no sniffing, no cross-origin reads, HTTPS only. */
const ASSET_HEADERS = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
]);

/**
 * Security headers on every answer (pages, assets, API, docs): CSP, nosniff, no framing,
 * referrer policy, HSTS in production.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app;
  const headers: Map<string, string> = new Map(
    helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
      // Sign-in popups (Google) must be able to talk back to the opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: config.isProduction
        ? { maxAge: 365 * 86_400, includeSubDomains: true }
        : false,
      xFrameOptions: { action: 'deny' },
    }),
  );
  // On the raw response, as helmet does: answers written past Fastify carry them too.
  // Precomputed once; one hook, no onSend (decision 052).
  const forTokenPages = new Map(headers);
  forTokenPages.set('referrer-policy', 'no-referrer');
  // Hashed scripts, styles and images are not documents: CSP, framing and referrer headers
  // do nothing there, and on a phone page of 30 small chunks they cost about 20 KB on the wire.
  // (A worker script would take its CSP from its own answer: none is served from /assets. An SVG
  // opened on its own is a document, so it keeps them.)
  const forAssets = new Map([...headers].filter(([name]) => ASSET_HEADERS.has(name.toLowerCase())));
  app.addHook('onRequest', (request, reply, done) => {
    // A reset token in `/login?token=…` must not leave in the Referer of the page's requests.
    const set =
      request.method !== 'GET' && request.method !== 'HEAD'
        ? headers
        : SUBRESOURCES.test(request.url)
          ? forAssets
          : TOKEN_PAGES.test(request.url)
            ? forTokenPages
            : headers;
    for (const [name, value] of set) reply.raw.setHeader(name, value);
    done();
  });
});
