import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE, SESSION_TTL_DAYS, serverMessages, type TRole } from '@dpts/contract';
import { forbidden, unauthorized } from '../lib/app-error.ts';
import { resolveSession, type ResolvedSession } from '../lib/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: ResolvedSession | null;
  }
  interface FastifyInstance {
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
  return resolveSession(request.server.database.db, token);
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
  if (!request.session!.user.emailVerifiedAt) throw forbidden(serverMessages.forbidden);
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

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('session', null);
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
