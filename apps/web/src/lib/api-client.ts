import { codeForStatus, statusName } from '@dpts/contract/error-codes';
import type { TApiError } from '@dpts/contract/errors';

/** The one HTTP client: same-origin `/v1`, session cookie included, errors as ApiError. */
export class ApiError extends Error {
  /** null when the server never answered (offline, DNS, refused, time-out). */
  readonly status: number | null;
  readonly body: TApiError | null;

  constructor(status: number | null, body: TApiError | null) {
    super(body?.message ?? (status === null ? 'No response' : `HTTP ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The contract's error code; decide on this, never on the message text. */
  get code(): TApiError['code'] | null {
    return this.body?.code ?? (this.status === null ? null : codeForStatus(this.status));
  }
}

type Query = Record<string, string | number | boolean | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** defaults to REQUEST_TIMEOUT_MS */
  timeoutMs?: number;
};

export const API_BASE = '/v1';

/** A phone on a dead connection gets the 'check your internet' answer instead of a spinner. */
export const REQUEST_TIMEOUT_MS = 15_000;

function buildUrl(path: string, query?: Query): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/**
 * The error body as the contract describes it. A body from something in front of the API (a
 * proxy's own page, an older server without codes) keeps its message and gets the status's code.
 * The contract's schema (and zod with it) loads on the first failed answer, not with the entry
 * script every first visit waits for; if it cannot load (offline), the message is kept all the same.
 */
async function errorBodyOf(status: number, data: unknown): Promise<TApiError | null> {
  const parsed = await import('@dpts/contract/errors').then(
    ({ ZApiError }) => ZApiError.safeParse(data),
    () => null,
  );
  if (parsed?.success) return parsed.data;
  const message = (data as { message?: unknown } | null)?.message;
  if (typeof message !== 'string') return null;
  return { statusCode: status, error: statusName(status), code: codeForStatus(status), message };
}

/** The ApiError for a failed answer read outside `apiRequest` (uploads with progress, forms). */
export async function apiErrorFrom(status: number, data: unknown): Promise<ApiError> {
  return new ApiError(status, await errorBodyOf(status, data));
}

/** The caller's signal plus a time-out; phones with an older browser lack AbortSignal.any. */
function withDeadline(signal: AbortSignal | undefined, ms: number): AbortSignal {
  const timeout = AbortSignal.timeout(ms);
  if (!signal) return timeout;
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([signal, timeout]);
  const controller = new AbortController();
  for (const source of [signal, timeout]) {
    source.addEventListener('abort', () => controller.abort(source.reason), { once: true });
  }
  return controller.signal;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const deadline = withDeadline(signal, timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      credentials: 'include',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: deadline,
    });
    text = await response.text();
  } catch (error) {
    // The caller's own abort stays an abort; a time-out is a missing answer like being offline.
    if (signal?.aborted) throw error;
    throw new ApiError(null, null);
  }
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!response.ok) throw new ApiError(response.status, await errorBodyOf(response.status, data));
  return data as T;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) =>
    apiRequest<T>(path, { query, signal }),
  post: <T>(path: string, body?: unknown, query?: Query) =>
    apiRequest<T>(path, { method: 'POST', body: body ?? {}, query }),
  put: <T>(path: string, body?: unknown) =>
    apiRequest<T>(path, { method: 'PUT', body: body ?? {} }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};
