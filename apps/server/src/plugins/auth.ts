import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE, SESSION_TTL_DAYS, serverMessages, type TRole } from '@dpts/contract';
import { forbidden, unauthorized } from '../lib/app-error.ts';
import { sessions, users } from '../db/schema.ts';
import { KeyedCache } from '../lib/read-cache.ts';
import { resolveSession, type ResolvedSession } from '../lib/sessions.ts';
import { hashToken } from '../lib/tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: ResolvedSession | null;
  }
  interface FastifyInstance {
    /** sessions by token hash, with their user rows (shared: never mutate them) */
    sessionCache: KeyedCache<string, ResolvedSession | null>;
    setSessionCookie(reply: FastifyReply, token: string, maxAgeSeconds?: number): void;
    clearSessionCookie(reply: FastifyReply): void;
  }
}

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return request.cookies[SESSION_COOKIE] || undefined;
}

/** Loads the caller's session from the `ttk` cookie or a bearer token. */
async function loadSession(request: FastifyRequest): Promise<ResolvedSession | null> {
  const token = tokenOf(request);
  if (!token || token.length > 200) return null;
  const { server } = request;
  const tokenHash = hashToken(token);
  const session = await server.sessionCache.get(tokenHash, () =>
    resolveSession(server.database.db, tokenHash),
  );
  if (session && session.expiresAt.getTime() <= Date.now()) {
    server.sessionCache.drop(tokenHash);
    return null;
  }
  return session;
}

/** OpenAPI `security` of routes that need a session: the `ttk` cookie or a bearer token. */
export const sessionSecurity: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];

/** preHandler: loads the caller's session of either kind when there is one; never fails. */
export async function loadOptionalSession(request: FastifyRequest): Promise<void> {
  request.session = await loadSession(request);
}

/** preHandlers: signed in with a normal session. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const session = await loadSession(request);
  if (!session || session.kind !== 'session') throw unauthorized(serverMessages.authenticate);
  request.session = session;
}

/** Signed in and email verified: actions that award points or create leagues. */
export async function requireVerified(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!request.session!.user.emailVerifiedAt)
    throw forbidden(serverMessages.forbidden, 'EMAIL_NOT_VERIFIED');
}

export function requireRole(...roles: TRole[]) {
  return async (request: FastifyRequest): Promise<void> => {
    await requireUser(request);
    if (!roles.includes(request.session!.user.role)) throw forbidden(serverMessages.forbidden);
  };
}

/** The short session from forgot/validate: may only set a new password. */
export async function requireResetSession(request: FastifyRequest): Promise<void> {
  const session = await loadSession(request);
  if (!session || session.kind !== 'reset') throw unauthorized(serverMessages.authenticate);
  request.session = session;
}

/**
 * Sessions read on every request, kept in process memory until the change feed reports their
 * session or their user changed (revoked, signed out, points, profile). Unknown tokens are not kept.
 */
function createSessionCache(app: FastifyInstance): KeyedCache<string, ResolvedSession | null> {
  const tokensOfUser = new Map<string, Set<string>>();
  const cache = new KeyedCache<string, ResolvedSession | null>(app.changes, {
    max: 100_000,
    ttlMs: 10 * 60_000,
    keep: (session) => session !== null,
    onStore: (tokenHash, session) => {
      const tokens = tokensOfUser.get(session!.user.id) ?? new Set<string>();
      tokens.add(tokenHash);
      tokensOfUser.set(session!.user.id, tokens);
    },
    onRemove: (tokenHash, session) => {
      const tokens = session && tokensOfUser.get(session.user.id);
      tokens?.delete(tokenHash);
      if (tokens?.size === 0) tokensOfUser.delete(session!.user.id);
    },
  });
  app.changes.register({
    name: 'sessions with their users',
    tables: [sessions, users],
    changed: (change) => {
      if (change.kind === 'session') cache.drop(change.tokenHash);
      else if (change.kind === 'user') {
        for (const tokenHash of tokensOfUser.get(change.userId) ?? []) cache.drop(tokenHash);
        // A read under way may hold this user's old row: it is not kept.
        cache.forgetReadsUnderWay();
      }
    },
    clear: () => cache.clear(),
  });
  return cache;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('session', null);
  app.decorate('sessionCache', createSessionCache(app));
  const secure = app.config.isProduction;
  app.decorate('setSessionCookie', (reply: FastifyReply, token: string, maxAgeSeconds?: number) => {
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: maxAgeSeconds ?? SESSION_TTL_DAYS * 86_400,
    });
  });
  app.decorate('clearSessionCookie', (reply: FastifyReply) => {
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  });
});
