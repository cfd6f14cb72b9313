import { describe, expect, it, vi } from 'vitest';
import { ApiError, api, apiRequest, REQUEST_TIMEOUT_MS } from './api-client';
import { describeApiError } from './api-error';

describe('api client', () => {
  it('calls /v1 with the session cookie and JSON body', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ ok: true }), { status: 200 }),
    );
    globalThis.fetch = fetchMock;
    await expect(
      api.post('/auth/reset-password', { password: 'x' }, { token: 'a b' }),
    ).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/auth/reset-password?token=a+b');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe(JSON.stringify({ password: 'x' }));
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('turns error answers into ApiError with the server body and its code', async () => {
    globalThis.fetch = async () =>
      new Response(
        JSON.stringify({
          statusCode: 404,
          error: 'Not Found',
          code: 'ROUTE_NOT_FOUND',
          message: 'Route not found',
        }),
        { status: 404 },
      );
    const error = await api.get('/nothing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).code).toBe('ROUTE_NOT_FOUND');
    expect((error as ApiError).body?.message).toBe('Route not found');
  });

  it('gives a body without a known code the code of its status', async () => {
    globalThis.fetch = async () =>
      new Response(JSON.stringify({ message: 'Slow down' }), { status: 429 });
    const error = (await api.get('/x').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('TOO_MANY_REQUESTS');
    expect(error.body?.message).toBe('Slow down');
  });

  it('reports a missing answer with status null', async () => {
    globalThis.fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    const error = await api.get('/profile').catch((e: unknown) => e);
    expect((error as ApiError).status).toBeNull();
  });
});

describe('api client time-out', () => {
  it('gives up when no answer comes in time and reports it as no response', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(15_000);
    let seen: AbortSignal | undefined;
    globalThis.fetch = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        seen = init.signal ?? undefined;
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
      })) as typeof fetch;
    const error = await apiRequest('/profile/stats', { timeoutMs: 30 }).catch((e: unknown) => e);
    expect(seen?.aborted).toBe(true);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBeNull();
    expect(describeApiError(error).message).toBe(
      'Something went wrong, check your internet and please try again',
    );
  });

  it("keeps the caller's own abort an abort", async () => {
    globalThis.fetch = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('x', 'AbortError')));
      })) as typeof fetch;
    const controller = new AbortController();
    const pending = api
      .get('/profile/stats', undefined, controller.signal)
      .catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });
});
