import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  RATE_LIMITS,
  RESET_SESSION_TTL_MINUTES,
  SESSION_COOKIE,
  ZUsername,
  serverMessages,
} from '@dpts/contract';
import { routes } from '@dpts/contract/api/routes';
import { badRequest, tooManyRequests } from '../../lib/app-error.ts';
import { revokeSession } from '../../lib/sessions.ts';
import { requireUser } from '../../plugins/auth.ts';
import { perIpLimit, perKeyAllowance, perKeyLimit } from '../../plugins/rate-limits.ts';
import { serve } from '../../plugins/routing.ts';
import {
  contactAvailability,
  isUsernameAvailable,
  registerUser,
  requestPasswordReset,
  resendVerification,
  resetPasswordWithToken,
  setNewPassword,
  signIn,
  validateResetToken,
  verifyEmailCode,
  verifyEmailLink,
  type AuthDeps,
} from './service.ts';
import { requestLanguage } from '../../lib/languages.ts';

const bodyEmail = (request: FastifyRequest) =>
  (request.body as { email?: string } | undefined)?.email;
const sessionUserId = (request: FastifyRequest) => request.session?.user.id;
const ipAndEmail = (request: FastifyRequest) => {
  const email = bodyEmail(request);
  return email ? `${request.ip}|${email}` : undefined;
};

/** Spec section 7, "Authentication" (the social calls are in features/social-auth). */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const deps: AuthDeps = { db: app.database.db, mailer: app.mailer, config: app.config };
  const forgotAllowance = perKeyAllowance(app, 'forgot', RATE_LIMITS.forgotPerEmail, bodyEmail);

  serve(
    app,
    routes.register,
    { config: { rateLimit: perIpLimit(app, RATE_LIMITS.register) } },
    async (request, reply) => {
      const { user, token } = await registerUser(deps, request.body, requestLanguage(request));
      app.setSessionCookie(reply, token);
      return { user: await app.presentUser(user), token };
    },
  );

  serve(
    app,
    routes.login,
    {
      config: { rateLimit: perIpLimit(app, RATE_LIMITS.login) },
      preHandler: [
        perKeyLimit(app, 'login-pair', RATE_LIMITS.loginPerPair, ipAndEmail),
        perKeyLimit(app, 'login-email', RATE_LIMITS.loginPerEmail, bodyEmail),
      ],
    },
    async (request, reply) => {
      const { user, token } = await signIn(deps, request.body.email, request.body.password);
      app.setSessionCookie(reply, token);
      return { user: await app.presentUser(user), token };
    },
  );

  serve(app, routes.logout, {}, async (request, reply) => {
    if (request.session) await revokeSession(app.database.db, request.session.sessionId);
    app.clearSessionCookie(reply);
    return { success: true as const, message: serverMessages.loggedOut };
  });

  // The web app's session probe: a visitor is an answer, not an error (no 401 in the console).
  serve(app, routes.getSession, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { session } = request;
    if (session?.kind === 'session') return { data: await app.presentUser(session.user) };
    // A stale cookie is dropped so the next visit does not carry it.
    if (request.cookies[SESSION_COOKIE]) app.clearSessionCookie(reply);
    return { data: null };
  });

  serve(
    app,
    routes.verifyEmail,
    {
      config: { rateLimit: perIpLimit(app, RATE_LIMITS.otpVerify) },
      preHandler: [
        async (request) => {
          if (!(request.query as { token?: string }).token) await requireUser(request);
        },
        perKeyLimit(app, 'otp-verify', RATE_LIMITS.otpVerify, sessionUserId),
      ],
    },
    async (request) => {
      const { token } = request.query;
      let result;
      if (token) result = await verifyEmailLink(deps, token);
      else {
        const otp = request.body?.otp;
        if (otp === undefined)
          throw badRequest('body.otp: Required', 'body.otp', 'VALIDATION_FAILED');
        result = await verifyEmailCode(deps, request.session!.user.id, otp);
      }
      return {
        success: true as const,
        message: result.message,
        user: await app.presentUser(result.user),
      };
    },
  );

  serve(
    app,
    routes.sendVerification,
    { config: { rateLimit: perIpLimit(app, RATE_LIMITS.otpVerify) } },
    async (request, reply) => {
      const { email } = request.body;
      const outcome = await resendVerification(deps, email);
      // The signed-in officer asking for their own address learns nothing new from the wait;
      // anyone else gets the same answer for unknown, verified and throttled addresses.
      const own =
        request.session?.kind === 'session' &&
        request.session.user.email.toLowerCase() === email.toLowerCase();
      if (own && outcome.status === 'throttled') {
        reply.header('retry-after', outcome.retryAfterSeconds);
        throw tooManyRequests(outcome.message);
      }
      return { success: true as const, message: serverMessages.verificationSent };
    },
  );

  serve(app, routes.checkUsername, {}, async (request) => {
    // A name that sign-up would refuse is simply not available.
    const username = ZUsername.safeParse(request.query.username);
    const available =
      username.success && (await isUsernameAvailable(app.database.db, username.data));
    return { message: serverMessages.usernameCheckSuccess, available };
  });

  serve(
    app,
    routes.checkContact,
    { config: { rateLimit: perIpLimit(app, RATE_LIMITS.contactCheck) } },
    async (request) => contactAvailability(app.database.db, request.query),
  );

  serve(
    app,
    routes.requestPasswordReset,
    { config: { rateLimit: perIpLimit(app, RATE_LIMITS.forgotPerIp) } },
    async (request) => {
      // Too many for one address: answered the same, nothing sent. The links already sent
      // stay valid, so requests by others never lock the owner out of the reset path.
      if (await forgotAllowance(request)) await requestPasswordReset(deps, request.body.email);
      return { success: true as const, message: serverMessages.resetRequested };
    },
  );

  serve(
    app,
    routes.validatePasswordReset,
    { config: { rateLimit: perIpLimit(app, RATE_LIMITS.login) } },
    async (request, reply) => {
      const { user, token } = await validateResetToken(
        deps,
        request.body.token,
        request.body.email,
      );
      app.setSessionCookie(reply, token, RESET_SESSION_TTL_MINUTES * 60);
      return { user: await app.presentUser(user), token };
    },
  );

  serve(app, routes.setNewPassword, {}, async (request, reply) => {
    await setNewPassword(deps, request.session!.user.id, request.body.password);
    app.clearSessionCookie(reply);
    return { success: true as const, message: serverMessages.passwordUpdated };
  });

  serve(
    app,
    routes.resetPassword,
    { config: { rateLimit: perIpLimit(app, RATE_LIMITS.login) } },
    async (request) => {
      await resetPasswordWithToken(
        deps,
        request.query.token,
        request.body.password,
        request.body.email,
      );
      return { success: true as const, message: serverMessages.passwordUpdated };
    },
  );
};
