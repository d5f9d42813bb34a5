import { API_PREFIX, messages } from '@mijas/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, ROOT, SETUP_TIMEOUT_MS, type TestApp } from '../../test/app.ts';

describe('HTTP hardening', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite', {
      demo: false,
      env: { CORS_ORIGINS: 'https://web.mijas.example', RATE_LIMIT_LOGIN: '3' },
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  it('sends security headers with a same-origin CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it(
    'lets the page reach the form endpoint and API origins the web build was given, nothing else',
    async () => {
      const csp = (await t.app.inject({ method: 'GET', url: '/api/health' })).headers[
        'content-security-policy'
      ] as string;
      expect(csp).toContain("connect-src 'self';");
      const split = await createTestApp('pglite', {
        demo: false,
        env: {
          VITE_FORM_ENDPOINT: 'https://forms.example.org/collect?x=1',
          VITE_API_BASE_URL: 'https://api.mijas.example/',
        },
      });
      try {
        const header = (await split.app.inject({ method: 'GET', url: '/api/health' })).headers[
          'content-security-policy'
        ] as string;
        expect(header).toContain(
          "connect-src 'self' https://api.mijas.example https://forms.example.org;",
        );
      } finally {
        await split.close();
      }
    },
    SETUP_TIMEOUT_MS,
  );

  it('keeps API answers out of caches', async () => {
    const response = await client(t.app).post('/User/login', {
      emailOrUsername: ROOT.username,
      password: ROOT.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('echoes a sane X-Request-Id and makes one otherwise', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('allows CORS only for listed origins', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: `${API_PREFIX}/User/login`,
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,authorization',
        },
      });
    const allowed = await preflight('https://web.mijas.example');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://web.mijas.example');
    expect(allowed.headers['access-control-allow-headers']).toContain('Authorization');
    const denied = await preflight('https://evil.example');
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers an oversized body with 413, a wrong media type with 415, and unknown paths with 404', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/User/login`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ emailOrUsername: 'x', password: 'y'.repeat(70 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: messages.api.payloadTooLarge });
    const xml = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/User/login`,
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ message: messages.api.unsupportedMediaType });
    const missing = await client(t.app).get('/Nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.api.notFound });
  });

  it('ignores prototype-poisoning keys', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/User/login`,
      headers: { 'content-type': 'application/json' },
      payload: '{"emailOrUsername":"a","password":"b","__proto__":{"isAdmin":true}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('stack');
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('rate-limits login per IP with 429', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/User/login`,
        remoteAddress: '203.0.113.9',
        payload: { emailOrUsername: ROOT.username, password: 'Wrong#Pass1' },
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: messages.api.tooManyRequests });
    const otherIp = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/User/login`,
      remoteAddress: '203.0.113.10',
      payload: { emailOrUsername: ROOT.username, password: ROOT.password },
    });
    expect(otherIp.statusCode).toBe(200);
  });

  it('turns an unexpected failure into a 500 without details', async () => {
    const app = t.app;
    const failing = await app.inject({
      method: 'GET',
      url: '/api/health',
      // A header Fastify cannot process is client input: it must not leak internals either.
      headers: { 'content-length': 'abc' },
    });
    expect(failing.statusCode).toBeLessThan(500);
    expect(failing.body).not.toMatch(/at .*\.ts:\d+/);
  });
});
