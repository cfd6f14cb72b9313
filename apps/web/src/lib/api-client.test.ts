import { describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api-client';

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
