import type { z } from 'zod';
import type { Endpoint } from './endpoint.ts';

/**
 * Who may call a route. The server applies the matching guard before any handler code, so a
 * route cannot forget it; finer rules (owner of a league, a policy) stay in the feature.
 * - `public`: anyone; `optional`: the session is read when there is one;
 * - `user`: a signed-in officer; `verified`: with a verified email;
 * - `admin`: roles admin or super; `super`: role super;
 * - `reset`: the short session of a password reset.
 */
export type Access = 'public' | 'optional' | 'user' | 'verified' | 'admin' | 'super' | 'reset';

/** The schema half of one endpoint. */
export type RouteSchemas = {
  readonly access: Access;
  readonly tags: readonly string[];
  readonly summary?: string;
  readonly description?: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The success answer; error answers are the contract's one error shape. */
  readonly response: z.ZodType;
  /** e.g. `multipart/form-data` for uploads (the body is then read by the handler). */
  readonly consumes?: readonly string[];
  /** Status of the success answer, 200 unless said. */
  readonly status?: 200 | 201 | 202 | 204;
  /**
   * Error answers beyond those every route of its access level lists: 401 for a public route that
   * checks a credential of its own (a Google ID token), 503 where it needs something that may be
   * down or not set up (the database for `/health`, Google sign-in).
   */
  readonly errors?: readonly (401 | 503)[];
};

export type Route = Endpoint & RouteSchemas;

/**
 * Joins endpoints with their schemas. Every endpoint needs its schemas and nothing else is
 * accepted, so a table that drifts from the paths fails to compile.
 */
export function defineRoutes<
  const E extends Record<string, Endpoint>,
  const S extends { readonly [K in keyof E]: RouteSchemas } & {
    readonly [K in Exclude<keyof S, keyof E>]: never;
  },
>(endpoints: E, schemas: S): { readonly [K in keyof E]: E[K] & S[K] } {
  const out: Record<string, Route> = {};
  for (const name of Object.keys(endpoints)) out[name] = { ...endpoints[name]!, ...schemas[name]! };
  return out as unknown as { readonly [K in keyof E]: E[K] & S[K] };
}

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;
type In<T> = T extends z.ZodType ? z.input<T> : undefined;

/** What a client sends: the inputs the route's schemas accept (params, query, body). */
export type RouteInput<R extends RouteSchemas> = Part<'params', In<R['params']>> &
  Part<'query', In<R['query']>> &
  Part<'body', In<R['body']>>;

/** A part with no schema is absent; one whose every field is optional may be left out. */
type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What a client receives on success. */
export type RouteOutput<R extends RouteSchemas> = Out<R['response']>;

/** What the server's handler sees after validation. */
export type RouteRequestParts<R extends RouteSchemas> = {
  Params: Out<R['params']>;
  Querystring: Out<R['query']>;
  Body: Out<R['body']>;
};
/** What the server's handler may return (the serializer applies the response schema). */
export type RouteReply<R extends RouteSchemas> = In<R['response']>;
