import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GOOGLE_ISSUER,
  RATE_LIMITS,
  ZApiError,
  ZAuthResponse,
  ZClientConfig,
  ZMessageResponse,
  ZSocialLoginRequest,
  ZSocialRegisterRequest,
  ZUser,
  serverMessages,
} from '@dpts/contract';
import { AppError } from '../../lib/app-error.ts';
import { createIdTokenVerifier, type IdTokenVerifier } from '../../lib/oidc.ts';
import { requireUser, sessionSecurity } from '../../plugins/auth.ts';
import { perIpLimit, perKeyLimit } from '../../plugins/rate-limits.ts';
import { linkGoogle, registerWithGoogle, signInWithGoogle } from './service.ts';

const errors = {
  400: ZApiError,
  401: ZApiError,
  404: ZApiError,
  409: ZApiError,
  429: ZApiError,
  503: ZApiError,
} as const;
const tags = ['authentication'];

/** Google sign-in over OpenID Connect (spec section 7's social calls, decision 019). */
export const socialAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { google } = app.config;
  const verifier: IdTokenVerifier | null = google
    ? createIdTokenVerifier({ ...google, isProduction: app.config.isProduction })
    : null;

  /** The verified person behind an ID token; 503 when Google sign-in is not set up. */
  const identityOf = (credential: string) => {
    if (!verifier) throw new AppError('UNAVAILABLE', serverMessages.googleNotConfigured);
    return verifier.verify(credential);
  };

  app.get(
    '/config',
    {
      schema: {
        tags: ['config'],
        description: 'What the web app needs at run time: the Google client id and issuer.',
        response: { 200: ZClientConfig },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      if (!google) return { google: null };
      return {
        google: {
          ...google,
          authorizationEndpoint:
            google.issuer === GOOGLE_ISSUER ? null : await verifier!.authorizationEndpoint(),
        },
      };
    },
  );

  app.post(
    '/authentication/login-social',
    {
      schema: {
        tags,
        description:
          'Signs in with a Google ID token. 404: no account uses this Google account yet (sign up). 409: an account with this email exists; log in with its password once to link Google.',
        body: ZSocialLoginRequest,
        response: { 200: ZAuthResponse, ...errors },
      },
      config: { rateLimit: perIpLimit(app, RATE_LIMITS.login) },
    },
    async (request, reply) => {
      const identity = await identityOf(request.body.credential);
      const { user, token } = await signInWithGoogle(app.database.db, identity);
      app.setSessionCookie(reply, token);
      return { user: await app.presentUser(user), token };
    },
  );

  app.post(
    '/authentication/register-social',
    {
      schema: {
        tags,
        description:
          'Google sign-up: the ID token gives email, uid, names and picture; the body the rest. The account is verified at once.',
        body: ZSocialRegisterRequest,
        response: { 200: ZAuthResponse, ...errors },
      },
      config: { rateLimit: perIpLimit(app, RATE_LIMITS.register) },
    },
    async (request, reply) => {
      const { credential, ...input } = request.body;
      const identity = await identityOf(credential);
      const { user, token } = await registerWithGoogle(app.database.db, identity, input);
      app.setSessionCookie(reply, token);
      return { user: await app.presentUser(user), token };
    },
  );

  app.post(
    '/authentication/link-social',
    {
      schema: {
        tags,
        security: sessionSecurity,
        description: 'Links a Google account to the signed-in officer.',
        body: ZSocialLoginRequest,
        response: {
          200: ZMessageResponse.extend({ user: ZUser }),
          ...errors,
          403: ZApiError,
        },
      },
      config: { rateLimit: perIpLimit(app, RATE_LIMITS.login) },
      preHandler: [
        requireUser,
        perKeyLimit(app, 'link-social', RATE_LIMITS.login, (r) => r.session?.user.id),
      ],
    },
    async (request) => {
      const identity = await identityOf(request.body.credential);
      const user = await linkGoogle(app.database.db, request.session!.user.id, identity);
      return {
        success: true,
        message: serverMessages.googleLinked,
        user: await app.presentUser(user),
      };
    },
  );
};
