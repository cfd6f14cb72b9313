import { describe, expect, it, vi } from 'vitest';
import { ApiError, callApi, REQUEST_TIMEOUT_MS, routeTarget } from './api-client';
import { describeApiError } from './api-error';
import { isOnline } from './online-status';

describe('api client', () => {
  it('calls a route by its name: path and method from the table, the session cookie, a JSON body', async () => {
    const answer = { success: true, message: 'Password updated' };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
    globalThis.fetch = fetchMock;
    await expect(
      callApi('resetPassword', { query: { token: 'a b' }, body: { password: 'x' } }),
    ).resolves.toEqual(answer);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/auth/reset-password?token=a+b');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe(JSON.stringify({ password: 'x' }));
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('fills path parameters, and sends a form as it is for a multipart route', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    globalThis.fetch = fetchMock;
    const form = new FormData();
    form.append('file', new Blob(['a@example.com']), 'list.csv');
    await callApi('importLeagueMembers', { params: { id: 'league 1' }, form });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/league/league%201/import-members');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(form);
    // The browser writes the form's Content-Type with its boundary.
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('gives an upload with progress the method and URL of its route', () => {
    expect(routeTarget('uploadImage', { query: { kind: 'profile' } })).toEqual({
      method: 'POST',
      url: '/v1/uploads/image?kind=profile',
    });
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
    const error = await callApi('getProfile').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).code).toBe('ROUTE_NOT_FOUND');
    expect((error as ApiError).body?.message).toBe('Route not found');
  });

  it('gives a body without a known code the code of its status', async () => {
    globalThis.fetch = async () =>
      new Response(JSON.stringify({ message: 'Slow down' }), { status: 429 });
    const error = (await callApi('getProfile').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('TOO_MANY_REQUESTS');
    expect(error.body?.message).toBe('Slow down');
  });

  it('reports a missing answer with status null', async () => {
    globalThis.fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    const error = await callApi('getProfile').catch((e: unknown) => e);
    expect((error as ApiError).status).toBeNull();
    // Offline for the app (its banner) though the browser says online: nothing came back.
    expect(isOnline()).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(isOnline()).toBe(true);
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
    const error = await callApi('getDashboardStats', { timeoutMs: 30 }).catch((e: unknown) => e);
    expect(seen?.aborted).toBe(true);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBeNull();
    expect(describeApiError(error).message).toBe(
      'Something went wrong, check your internet and please try again',
    );
    // Slow is not offline.
    expect(isOnline()).toBe(true);
  });

  it('gives a form all the time it needs: a slow phone may take minutes to send a file', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    globalThis.fetch = fetchMock;
    await callApi('importRewardCodes', { params: { id: 'r1' }, form: new FormData() });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.signal).toBeUndefined();
  });

  it("keeps the caller's own abort an abort", async () => {
    globalThis.fetch = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('x', 'AbortError')));
      })) as typeof fetch;
    const controller = new AbortController();
    const pending = callApi('getDashboardStats', { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });
});
