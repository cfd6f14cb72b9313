import { codeForStatus, statusName } from '@dpts/contract/error-codes';
import type { TApiError } from '@dpts/contract/errors';
import { endpoints } from '@dpts/contract/api/endpoints';
import { fillPath, type Endpoint } from '@dpts/contract/api/endpoint';
import type { RouteName, Routes } from '@dpts/contract/api/routes';
import type { RouteInput, RouteOutput } from '@dpts/contract/api/define';
import { reportAnswer, reportNoAnswer } from './online-status';
import { currentLanguage } from './i18n';

/** The one HTTP client: same-origin `/v1`, session cookie included, errors as ApiError. */
export class ApiError extends Error {
  /** null when the server never answered (offline, DNS, refused, time-out). */
  readonly status: number | null;
  readonly body: TApiError | null;
  /** Seconds to wait before asking again (a 429's Retry-After), when the server said. */
  readonly retryAfter: number | null;

  constructor(status: number | null, body: TApiError | null, retryAfter: number | null = null) {
    super(body?.message ?? (status === null ? 'No response' : `HTTP ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfter = retryAfter;
  }

  /** The contract's error code; decide on this, never on the message text. */
  get code(): TApiError['code'] | null {
    return this.body?.code ?? (this.status === null ? null : codeForStatus(this.status));
  }
}

type QueryValue = string | number | boolean | undefined | null;
type Query = Record<string, QueryValue | readonly QueryValue[]>;

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON, or a form for the multipart routes */
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** defaults to REQUEST_TIMEOUT_MS; a form is given all the time it needs unless said */
  timeoutMs?: number;
  /** extra request headers (an `Idempotency-Key`) */
  headers?: Record<string, string>;
};

const API_BASE = '/v1';

/** A phone on a dead connection gets the 'check your internet' answer instead of a spinner. */
export const REQUEST_TIMEOUT_MS = 15_000;
/**
 * Logging in on slow 3G (argon2 on the server, a cold connection) can outlast 15 s: the requests
 * an officer waits for with a visible "still working" state give up after a minute instead.
 */
export const PATIENT_REQUEST_TIMEOUT_MS = 60_000;

function buildUrl(path: string, query?: Query): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value])
      if (one !== undefined && one !== null) params.append(key, String(one));
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
function withDeadline(
  signal: AbortSignal | undefined,
  ms: number | undefined,
): AbortSignal | undefined {
  if (ms === undefined) return signal;
  const timeout = AbortSignal.timeout(ms);
  if (!signal) return timeout;
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([signal, timeout]);
  const controller = new AbortController();
  for (const source of [signal, timeout]) {
    source.addEventListener('abort', () => controller.abort(source.reason), { once: true });
  }
  return controller.signal;
}

/** Retry-After in seconds (the server sends seconds, never a date). */
function retryAfterOf(header: string | null): number | null {
  const seconds = header === null ? NaN : Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

/**
 * Private on purpose: features call the API by a route's name (`callApi`), so a path or an
 * answer cannot be written by hand (the lint refuses `fetch` outside this file).
 */
async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, headers } = options;
  const isForm = body instanceof FormData;
  const deadline = withDeadline(
    signal,
    options.timeoutMs ?? (isForm ? undefined : REQUEST_TIMEOUT_MS),
  );
  let response: Response;
  let text: string;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      credentials: 'include',
      headers: {
        // The chosen language: a new account's emails are written in it (decision 074).
        'Accept-Language': currentLanguage(),
        ...headers,
        // A form's Content-Type (with its boundary) is the browser's to write.
        ...(body === undefined || isForm
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: deadline,
    });
    text = await response.text();
  } catch (error) {
    // The caller's own abort stays an abort; a time-out is a missing answer like being offline.
    if (signal?.aborted) throw error;
    // Failed on the way, not merely slow: the officer is offline, whatever the browser says.
    if (!deadline?.aborted) reportNoAnswer();
    throw new ApiError(null, null);
  }
  reportAnswer();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!response.ok)
    throw new ApiError(
      response.status,
      await errorBodyOf(response.status, data),
      retryAfterOf(response.headers.get('retry-after')),
    );
  return data as T;
}

const hasBody = (method: Endpoint['method']) => method === 'POST' || method === 'PUT';

/** A multipart route (its `consumes` says so) is sent a form; no other route is. */
type FormPart<K extends RouteName> = Routes[K] extends { consumes: readonly string[] }
  ? { form: FormData }
  : { form?: undefined };

type CallInput<K extends RouteName> = RouteInput<Routes[K]> &
  FormPart<K> & {
    signal?: AbortSignal;
    headers?: Record<string, string>;
    /** longer than the default for calls a slow network must be given time for (sign-in) */
    timeoutMs?: number;
  };
type CallArgs<K extends RouteName> = object extends RouteInput<Routes[K]> & FormPart<K>
  ? [input?: CallInput<K>]
  : [input: CallInput<K>];

type Parts = {
  params?: Record<string, string | number | undefined>;
  query?: Query;
  body?: unknown;
  form?: FormData;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  timeoutMs?: number;
};

/**
 * Calls the API by the name of a route in the contract's table: its path and method come from
 * the table, the input and the answer are typed by its schemas (types only: no zod is loaded).
 */
export function callApi<K extends RouteName>(
  name: K,
  ...[input]: CallArgs<K>
): Promise<RouteOutput<Routes[K]>> {
  const endpoint: Endpoint = endpoints[name];
  const { method, path } = endpoint;
  const { params, query, body, form, signal, headers, timeoutMs } = (input ?? {}) as Parts;
  return apiRequest<RouteOutput<Routes[K]>>(fillPath(path, params), {
    method,
    query,
    signal,
    headers,
    timeoutMs,
    body: form ?? body ?? (hasBody(method) ? {} : undefined),
  });
}

/**
 * Method and URL of a route, for the one caller that cannot use fetch: an upload that shows its
 * progress (XMLHttpRequest). Its answer is `RouteOutput<Routes[K]>`.
 */
export function routeTarget<K extends RouteName>(
  name: K,
  input: { params?: RouteInput<Routes[K]>['params']; query?: RouteInput<Routes[K]>['query'] },
): { method: Endpoint['method']; url: string } {
  const { method, path } = endpoints[name] as Endpoint;
  const { params, query } = input as Pick<Parts, 'params' | 'query'>;
  return { method, url: buildUrl(fillPath(path, params), query) };
}
