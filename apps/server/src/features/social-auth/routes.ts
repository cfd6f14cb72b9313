import type { FastifyPluginAsync } from 'fastify';
import { GOOGLE_ISSUER, RATE_LIMITS, serverMessages } from '@dpts/contract';
import { routes } from '@dpts/contract/api/routes';
import { AppError } from '../../lib/app-error.ts';
import { createIdTokenVerifier, type IdTokenVerifier } from '../../lib/oidc.ts';
import { perIpLimit, perKeyLimit } from '../../plugins/rate-limits.ts';
import { serve } from '../../plugins/routing.ts';
import { linkGoogle, registerWithGoogle, signInWithGoogle } from './service.ts';
import { requestLanguage } from '../../lib/languages.ts';

/** Google sign-in over OpenID Connect (spec section 7's social calls, decision 019). */
export const socialAuthRoutes: FastifyPluginAsync = async (app) => {
  const { google } = app.config;
  const verifier: IdTokenVerifier | null = google
    ? createIdTokenVerifier({ ...google, isProduction: app.config.isProduction })
    : null;

  /** The verified person behind an ID token; 503 when Google sign-in is not set up. */
  const identityOf = (credential: string) => {
    if (!verifier) throw new AppError('UNAVAILABLE', serverMessages.googleNotConfigured);
    return verifier.verify(credential);
  };

  serve(app, routes.getClientConfig, {}, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    if (!google) return { google: null };
    return {
      google: {
        ...google,
        authorizationEndpoint:
          google.issuer === GOOGLE_ISSUER ? null : await verifier!.authorizationEndpoint(),
      },
    };
  });

  serve(
    app,
    routes.loginSocial,
    { config: { rateLimit: perIpLimit(app, RATE_LIMITS.login) } },
    async (request, reply) => {
      const identity = await identityOf(request.body.credential);
      const { user, token } = await signInWithGoogle(app.database.db, identity);
      app.setSessionCookie(reply, token);
      return { user: await app.presentUser(user), token };
    },
  );

  serve(
    app,
    routes.registerSocial,
    { config: { rateLimit: perIpLimit(app, RATE_LIMITS.register) } },
    async (request, reply) => {
      const { credential, ...input } = request.body;
      const identity = await identityOf(credential);
      const { user, token } = await registerWithGoogle(
        app.database.db,
        identity,
        input,
        requestLanguage(request),
      );
      app.setSessionCookie(reply, token);
      return { user: await app.presentUser(user), token };
    },
  );

  serve(
    app,
    routes.linkSocial,
    {
      config: { rateLimit: perIpLimit(app, RATE_LIMITS.login) },
      // After the access guard, so the limit counts per signed-in officer.
      preHandler: perKeyLimit(app, 'link-social', RATE_LIMITS.login, (r) => r.session?.user.id),
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
