import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { activateLocale } from '../i18n/active.ts';
import { ApiError, API_ERROR_CODES, isAbortError } from './errors.ts';
import { anonymousAuth, createHttp, type AuthHandle } from './http.ts';
import { createFakeFetch } from './testing.ts';

const ok = z.object({ ok: z.boolean() });

function tokenAuth(
  initial: string | null,
  next = 'fresh',
): AuthHandle & { refresh: ReturnType<typeof vi.fn> } {
  let token = initial;
  return {
    getToken: () => token,
    refresh: vi.fn(async () => {
      token = next;
      return next;
    }),
  };
}

describe('createHttp', () => {
  it('sends JSON with the bearer token, no cookies, and parses the response through the schema', async () => {
    const server = createFakeFetch(() => ({ body: { ok: true, extra: 1 } }));
    const http = createHttp({
      baseUrl: 'http://api.test/',
      auth: tokenAuth('t1'),
      fetch: server.fetch,
    });
    await expect(
      http({
        method: 'POST',
        path: '/api/v1/x',
        body: { a: 1 },
        query: { q: 'a b', empty: '', n: 2 },
        response: ok,
      }),
    ).resolves.toEqual({ ok: true });
    const [request] = server.requests;
    expect(request?.url.toString()).toBe('http://api.test/api/v1/x?q=a+b&n=2');
    expect(request?.headers.get('authorization')).toBe('Bearer t1');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.body).toEqual({ a: 1 });
    expect(request?.credentials).toBe('omit');
    expect(request?.headers.get('accept')).toBe('application/json');
  });

  it('asks for answers in the language read now (Accept-Language), whatever the browser is set to', async () => {
    const server = createFakeFetch(() => ({ body: { ok: true } }));
    const http = createHttp({
      baseUrl: 'http://api.test',
      auth: anonymousAuth,
      fetch: server.fetch,
    });
    await http({ method: 'GET', path: '/api/v1/x', response: ok, authenticated: false });
    activateLocale('ar');
    try {
      await http({ method: 'GET', path: '/api/v1/x', response: ok, authenticated: false });
    } finally {
      activateLocale('en');
    }
    expect(server.requests.map((r) => r.headers.get('accept-language'))).toEqual(['en', 'ar']);
  });

  it('with anonymousAuth (nobody signed in) sends no token and a 401 is the answer, not a refresh', async () => {
    const server = createFakeFetch(() => ({ status: 401, body: { message: 'No token' } }));
    const http = createHttp({
      baseUrl: 'http://api.test',
      auth: anonymousAuth,
      fetch: server.fetch,
    });
    const error = await http({ method: 'GET', path: '/api/v1/x', response: ok }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.headers.get('authorization')).toBeNull();
  });

  it('sends no bearer token on unauthenticated calls and never retries their 401', async () => {
    const server = createFakeFetch(() => ({
      status: 401,
      body: { message: 'Invalid credentials' },
    }));
    const auth = tokenAuth('t1');
    const http = createHttp({ baseUrl: 'http://api.test', auth, fetch: server.fetch });
    const error = await http({
      method: 'POST',
      path: '/login',
      response: ok,
      authenticated: false,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe('Invalid credentials');
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.headers.has('authorization')).toBe(false);
    expect(auth.refresh).not.toHaveBeenCalled();
  });

  it('on a 401 awaits auth.refresh(failed token) and replays the call once with the new token', async () => {
    const server = createFakeFetch((request) =>
      request.headers.get('authorization') === 'Bearer fresh'
        ? { body: { ok: true } }
        : { status: 401, body: { message: 'expired' } },
    );
    const auth = tokenAuth('stale');
    const http = createHttp({ baseUrl: 'http://api.test', auth, fetch: server.fetch });
    await expect(
      http({ method: 'PUT', path: '/x', body: { a: 1 }, response: ok }),
    ).resolves.toEqual({ ok: true });
    expect(auth.refresh).toHaveBeenCalledExactlyOnceWith('stale');
    expect(server.requests.map((r) => [r.method, r.headers.get('authorization'), r.body])).toEqual([
      ['PUT', 'Bearer stale', { a: 1 }],
      ['PUT', 'Bearer fresh', { a: 1 }],
    ]);
  });

  it('does not retry a 401 that answers the replay', async () => {
    const server = createFakeFetch(() => ({
      status: 401,
      body: [{ code: 'Nope', description: 'Still no' }],
    }));
    const auth = tokenAuth('stale');
    const http = createHttp({ baseUrl: 'http://api.test', auth, fetch: server.fetch });
    const error = (await http({ method: 'GET', path: '/x', response: ok }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.status).toBe(401);
    expect(error.code).toBe('Nope');
    expect(error.message).toBe('Still no');
    expect(server.requests).toHaveLength(2);
    expect(auth.refresh).toHaveBeenCalledTimes(1);
  });

  it('rejects with a session-expired ApiError when the refresh fails, without replaying', async () => {
    const server = createFakeFetch(() => ({ status: 401 }));
    const auth: AuthHandle = {
      getToken: () => 'stale',
      refresh: () => Promise.reject(new Error('revoked')),
    };
    const http = createHttp({ baseUrl: 'http://api.test', auth, fetch: server.fetch });
    const error = (await http({ method: 'GET', path: '/x', response: ok }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.code]).toEqual([401, API_ERROR_CODES.sessionExpired]);
    expect(server.requests).toHaveLength(1);
  });

  it('retries nothing but a 401', async () => {
    for (const status of [400, 403, 404, 500, 503]) {
      const server = createFakeFetch(() => ({ status, body: { message: `status ${status}` } }));
      const auth = tokenAuth('t');
      const http = createHttp({ baseUrl: 'http://api.test', auth, fetch: server.fetch });
      const error = (await http({ method: 'GET', path: '/x', response: ok }).catch(
        (e: unknown) => e,
      )) as ApiError;
      expect([error.status, error.message]).toEqual([status, `status ${status}`]);
      expect(server.requests).toHaveLength(1);
      expect(auth.refresh).not.toHaveBeenCalled();
    }
  });

  it('turns a network failure into an ApiError without a response', async () => {
    const auth = tokenAuth('t');
    const failing = (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch;
    const http = createHttp({ baseUrl: 'http://api.test', auth, fetch: failing });
    const error = (await http({ method: 'GET', path: '/x', response: ok }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect([error.status, error.code, error.hasResponse, error.message]).toEqual([
      0,
      API_ERROR_CODES.network,
      false,
      'fetch failed',
    ]);
  });

  it('reads the answer with a schema still loading, and fails as without a response when it cannot load', async () => {
    const server = createFakeFetch(() => ({ body: { ok: true } }));
    const http = createHttp({
      baseUrl: 'http://api.test',
      auth: tokenAuth('t'),
      fetch: server.fetch,
    });
    await expect(
      http({ method: 'GET', path: '/x', response: Promise.resolve(ok) }),
    ).resolves.toEqual({
      ok: true,
    });
    const unloadable = Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const error = (await http({ method: 'GET', path: '/x', response: unloadable }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect([error.status, error.code, error.hasResponse]).toEqual([
      0,
      API_ERROR_CODES.network,
      false,
    ]);
  });

  it('rejects a response that does not match the schema', async () => {
    const server = createFakeFetch(() => ({ body: { ok: 'yes' } }));
    const http = createHttp({
      baseUrl: 'http://api.test',
      auth: tokenAuth('t'),
      fetch: server.fetch,
    });
    const error = (await http({ method: 'GET', path: '/x', response: ok }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect([error.status, error.code]).toEqual([200, API_ERROR_CODES.invalidResponse]);
  });

  it('cancels through the AbortSignal, also while waiting for a refresh', async () => {
    const server = createFakeFetch(() => ({ status: 401 }));
    let startedRefresh!: () => void;
    const refreshStarted = new Promise<void>((resolve) => (startedRefresh = resolve));
    const auth: AuthHandle = {
      getToken: () => 'stale',
      refresh: () => {
        startedRefresh();
        return new Promise<string>(() => {});
      },
    };
    const controller = new AbortController();
    const http = createHttp({ baseUrl: 'http://api.test', auth, fetch: server.fetch });
    const pending = http({ method: 'GET', path: '/x', response: ok, signal: controller.signal });
    await refreshStarted;
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(server.requests).toHaveLength(1);
  });
});
