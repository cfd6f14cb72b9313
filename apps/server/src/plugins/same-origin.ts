import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE, serverMessages } from '@dpts/contract';
import { forbidden } from '../lib/app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Whether a state-changing request that rides on the session cookie came from the app's own
 * pages. Browsers say so in Fetch Metadata (`Sec-Fetch-Site`); older ones send `Origin`.
 * A request with neither is not from a browser page (curl, scripts) and cannot be forged
 * by another site.
 */
export function isSameOriginRequest(request: FastifyRequest, appOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  // `none`: the officer typed or bookmarked it; no other site is involved.
  if (site) return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  if (!origin) return true;
  if (origin === appOrigin) return true;
  return origin === `${request.protocol}://${request.host}`;
}

/**
 * Cookie-authenticated state changes must come from the same origin: a cross-site form or
 * `text/plain` POST gets 403 before any handler runs. Bearer clients (the extension, scripts)
 * carry their credential explicitly and are not affected.
 */
export const sameOriginPlugin = fp(async (app: FastifyInstance) => {
  const appOrigin = originOf(app.config.appUrl) ?? '';
  // A callback hook, not an async one: it runs on every request (decision 052).
  app.addHook('onRequest', (request, _reply, done) => {
    if (
      SAFE_METHODS.has(request.method) ||
      request.headers.authorization?.startsWith('Bearer ') ||
      !request.cookies?.[SESSION_COOKIE] ||
      isSameOriginRequest(request, appOrigin)
    )
      return done();
    done(forbidden(serverMessages.crossSiteRequest));
  });
});
