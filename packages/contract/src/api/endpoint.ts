/**
 * The zod-free half of the route table: each endpoint's method and path. The web app loads this
 * at run time (its first screens load without zod); the schemas live in `./routes/`, keyed by the
 * same names, and the web client takes only their types.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Endpoint = {
  readonly method: Method;
  /** Under /v1, Fastify style: `/league/:id/join`. */
  readonly path: string;
  /** Other (method, path) pairs served by the same handler: the spec's second readings. */
  readonly aliases?: ReadonlyArray<{ readonly method: Method; readonly path: string }>;
};

/** Defines a group of endpoints, keeping their literal methods and paths. */
export function defineEndpoints<const E extends Record<string, Endpoint>>(endpoints: E): E {
  return endpoints;
}

/** `/league/:id/join` with `{id: 'x y'}` → `/league/x%20y/join`. */
export function fillPath(
  path: string,
  params?: Record<string, string | number | undefined>,
): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
