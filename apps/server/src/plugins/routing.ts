import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type {
  RouteRequestParts,
  RouteReply,
  RouteSchemas,
  Access,
  Route,
} from '@dpts/contract/api/define';
import { ZApiError } from '@dpts/contract';
import {
  loadOptionalSession,
  requireResetSession,
  requireRole,
  requireUser,
  requireVerified,
  sessionSecurity,
} from './auth.ts';

type Guard = (request: FastifyRequest) => Promise<void>;
/** A check that runs before the handler and throws an AppError to refuse. */
export type RouteCheck = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

const guards: Record<Access, Guard | null> = {
  public: null,
  optional: loadOptionalSession,
  user: requireUser,
  verified: requireVerified,
  admin: requireRole('admin', 'super'),
  super: requireRole('super'),
  reset: requireResetSession,
};

const publicErrors = {
  400: ZApiError,
  404: ZApiError,
  409: ZApiError,
  413: ZApiError,
  429: ZApiError,
};
const sessionErrors = { ...publicErrors, 401: ZApiError, 403: ZApiError };

/** A request as the route's schemas left it: params, query and body parsed. */
export type RouteRequest<R extends RouteSchemas> = FastifyRequest<RouteRequestParts<R>>;

export type RouteHandler<R extends RouteSchemas> = (
  request: RouteRequest<R>,
  reply: FastifyReply,
) => Promise<RouteReply<R>>;

/** What a feature adds to a route: more checks after the access guard, limits, hooks. */
export type ServeOptions = {
  /** Run after the access guard (limits keyed by the session, policies). */
  preHandler?: RouteCheck | RouteCheck[];
  /** Fastify route config, e.g. `{rateLimit: perIpLimit(…)}` (counted before the body is read). */
  config?: RouteShorthandOptions['config'];
  bodyLimit?: number;
};

/**
 * Registers the handler of one route of the contract's table (and its aliases): its schemas
 * validate the request and serialize the answer, its access guard runs first, and the OpenAPI
 * document shows it as declared.
 */
export function serve<R extends Route>(
  app: FastifyInstance,
  route: R,
  options: ServeOptions,
  handler: RouteHandler<R>,
): void {
  const guard = guards[route.access];
  const extra = options.preHandler
    ? Array.isArray(options.preHandler)
      ? options.preHandler
      : [options.preHandler]
    : [];
  const preHandler: RouteCheck[] = [...(guard ? [guard] : []), ...extra];
  const needsSession = route.access !== 'public' && route.access !== 'optional';
  const schema = {
    tags: [...route.tags],
    ...(route.summary ? { summary: route.summary } : {}),
    ...(route.description ? { description: route.description } : {}),
    ...(needsSession || route.access === 'optional' ? { security: sessionSecurity } : {}),
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { querystring: route.query } : {}),
    ...(route.body ? { body: route.body } : {}),
    ...(route.consumes ? { consumes: [...route.consumes] } : {}),
    response: {
      [route.status ?? 200]: route.response,
      ...(needsSession ? sessionErrors : publicErrors),
      ...Object.fromEntries((route.errors ?? []).map((status) => [status, ZApiError])),
    },
  };
  for (const { method, path } of [
    { method: route.method, path: route.path },
    ...(route.aliases ?? []),
  ])
    app.route({
      method,
      url: path,
      schema,
      ...(preHandler.length ? { preHandler: preHandler } : {}),
      ...(options.config ? { config: options.config } : {}),
      ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
      handler: handler as never,
    });
}
