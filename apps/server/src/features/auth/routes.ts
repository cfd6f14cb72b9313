import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RATE_LIMITS,
  RESET_SESSION_TTL_MINUTES,
  SESSION_COOKIE,
  ZApiError,
  ZAuthResponse,
  ZCheckContactQuery,
  ZCheckContactResponse,
  ZCheckUsernameQuery,
  ZCheckUsernameResponse,
  ZEmailRequest,
  ZForgotValidateRequest,
  ZLoginRequest,
  ZMessageResponse,
  ZNewPasswordRequest,
  ZRegisterRequest,
  ZResetPasswordQuery,
  ZResetPasswordRequest,
  ZSessionResponse,
  ZUsername,
  ZVerifyEmailQuery,
  ZVerifyEmailRequest,
  ZVerifyEmailResponse,
  serverMessages,
} from '@dpts/contract';
import { badRequest } from '../../lib/app-error.ts';
import { revokeSession } from '../../lib/sessions.ts';
import {
  loadOptionalSession,
  requireResetSession,
  requireUser,
  sessionSecurity,
} from '../../plugins/auth.ts';
import { perIpLimit, perKeyAllowance, perKeyLimit } from '../../plugins/rate-limits.ts';
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

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 429: ZApiError } as const;
const tags = ['authentication'];
const bodyEmail = (request: FastifyRequest) =>
  (request.body as { email?: string } | undefined)?.email;
const sessionUserId = (request: FastifyRequest) => request.session?.user.id;
const ipAndEmail = (request: FastifyRequest) => {
  const email = bodyEmail(request);
  return email ? `${request.ip}|${email}` : undefined;
};

/** Spec section 7, "Authentication" (the social calls are a later issue). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: AuthDeps = { db: app.database.db, mailer: app.mailer, config: app.config };
  const forgotAllowance = perKeyAllowance(app, 'forgot', RATE_LIMITS.forgotPerEmail, bodyEmail);

  app.post(
    '/authentication/register',
    {
      schema: { tags, body: ZRegisterRequest, response: { 200: ZAuthResponse, ...errors } },
      config: { rateLimit: perIpLimit(app, RATE_LIMITS.register) },
    },
    async (request, reply) => {
      const { user, token } = await registerUser(deps, request.body);
      app.setSessionCookie(reply, token);
      return { user: await app.presentUser(user), token };
    },
  );

  app.post(
    '/authentication/login',
    {
      schema: { tags, body: ZLoginRequest, response: { 200: ZAuthResponse, ...errors } },
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

  app.post(
    '/auth/logout',
    {
      schema: { tags, security: sessionSecurity, response: { 200: ZMessageResponse } },
      preHandler: loadOptionalSession,
    },
    async (request, reply) => {
      if (request.session) await revokeSession(app.database.db, request.session.sessionId);
      app.clearSessionCookie(reply);
      return { success: true, message: serverMessages.loggedOut };
    },
  );

  // The web app's session probe: a visitor is an answer, not an error (no 401 in the console).
  app.get(
    '/auth/session',
    {
      schema: {
        tags,
        security: sessionSecurity,
        description:
          'Who is signed in: the profile for a valid session cookie or bearer token, `data: null` otherwise.',
        response: { 200: ZSessionResponse },
      },
      preHandler: loadOptionalSession,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { session } = request;
      if (session?.kind === 'session') return { data: await app.presentUser(session.user) };
      // A stale cookie is dropped so the next visit does not carry it.
      if (request.cookies[SESSION_COOKIE]) app.clearSessionCookie(reply);
      return { data: null };
    },
  );

  app.post(
    '/authentication/verify/email',
    {
      schema: {
        tags,
        security: sessionSecurity,
        description:
          'With `?token=` (the emailed link) no session is needed; otherwise `{otp}` verifies the signed-in user.',
        querystring: ZVerifyEmailQuery,
        body: ZVerifyEmailRequest.partial().nullish(),
        response: { 200: ZVerifyEmailResponse, ...errors },
      },
      config: { rateLimit: perIpLimit(app, RATE_LIMITS.otpVerify) },
      preHandler: [
        async (request) => {
          if (!request.query.token) await requireUser(request);
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
        success: true,
        message: result.message,
        user: await app.presentUser(result.user),
      };
    },
  );

  app.post(
    '/authentication/verify/send',
    {
      schema: { tags, body: ZEmailRequest, response: { 200: ZMessageResponse, ...errors } },
      config: { rateLimit: perIpLimit(app, RATE_LIMITS.otpVerify) },
    },
    async (request) => {
      // The same answer for unknown, verified and throttled addresses: it reveals no account.
      await resendVerification(deps, request.body.email);
      return { success: true, message: serverMessages.verificationSent };
    },
  );

  app.get(
    '/authentication/check-username',
    {
      schema: {
        tags,
        querystring: ZCheckUsernameQuery,
        response: { 200: ZCheckUsernameResponse, ...errors },
      },
    },
    async (request) => {
      // A name that sign-up would refuse is simply not available.
      const username = ZUsername.safeParse(request.query.username);
      const available =
        username.success && (await isUsernameAvailable(app.database.db, username.data));
      return { message: serverMessages.usernameCheckSuccess, available };
    },
  );

  app.get(
    '/authentication/check-contact',
    {
      schema: {
        tags,
        description:
          'Sign-up step 1: whether an email and/or a phone number are still free (rate-limited per IP).',
        querystring: ZCheckContactQuery,
        response: { 200: ZCheckContactResponse, ...errors },
      },
      config: { rateLimit: perIpLimit(app, RATE_LIMITS.contactCheck) },
    },
    async (request) => contactAvailability(app.database.db, request.query),
  );

  app.post(
    '/authentication/forgot/request',
    {
      schema: { tags, body: ZEmailRequest, response: { 200: ZMessageResponse, ...errors } },
      config: { rateLimit: perIpLimit(app, RATE_LIMITS.forgotPerIp) },
    },
    async (request) => {
      // Too many for one address: answered the same, nothing sent. The links already sent
      // stay valid, so requests by others never lock the owner out of the reset path.
      if (await forgotAllowance(request)) await requestPasswordReset(deps, request.body.email);
      return { success: true, message: serverMessages.resetRequested };
    },
  );

  app.post(
    '/authentication/forgot/validate',
    {
      schema: {
        tags,
        body: ZForgotValidateRequest,
        response: { 200: ZAuthResponse, ...errors },
      },
      config: { rateLimit: perIpLimit(app, RATE_LIMITS.login) },
    },
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

  app.put(
    '/authentication/forgot/new/password',
    {
      schema: {
        tags,
        security: sessionSecurity,
        description: 'Needs the short session from forgot/validate.',
        body: ZNewPasswordRequest,
        response: { 200: ZMessageResponse, ...errors },
      },
      preHandler: requireResetSession,
    },
    async (request, reply) => {
      await setNewPassword(deps, request.session!.user.id, request.body.password);
      app.clearSessionCookie(reply);
      return { success: true, message: serverMessages.passwordUpdated };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags,
        querystring: ZResetPasswordQuery,
        body: ZResetPasswordRequest,
        response: { 200: ZMessageResponse, ...errors },
      },
      config: { rateLimit: perIpLimit(app, RATE_LIMITS.login) },
    },
    async (request) => {
      await resetPasswordWithToken(
        deps,
        request.query.token,
        request.body.password,
        request.body.email,
      );
      return { success: true, message: serverMessages.passwordUpdated };
    },
  );
};
