import { API_PREFIX, messages, type MemberCard } from '@mijas/api/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  createTestApp,
  login,
  ROOT,
  SETUP_TIMEOUT_MS,
  type TestApp,
} from '../../test/app.ts';
import { insertUser, TEST_PASSWORD } from '../../test/users.ts';
import { proxyTrust } from '../app.ts';
import { API_CONTENT_SECURITY_POLICY, DOCUMENT_ONLY_HEADERS } from './document-headers.ts';
import { loadConfig } from '../config.ts';

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

  it('sends an API answer, a success or a failure, without the headers only a page reads, with a policy of its own', async () => {
    const answers = [
      await client(t.app).post('/User/login', {
        emailOrUsername: ROOT.username,
        password: ROOT.password,
      }),
      await t.app.inject({ method: 'GET', url: `${API_PREFIX}/Admin/members` }),
      await t.app.inject({ method: 'GET', url: `${API_PREFIX}/No/such-call` }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404]);
    for (const answer of answers) {
      const pageOnly = DOCUMENT_ONLY_HEADERS.filter((name) => name !== 'content-security-policy');
      expect(pageOnly.filter((name) => name in answer.headers)).toEqual([]);
      expect(answer.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      // (This server lists a web origin: its answers may be read from there.)
      expect(answer.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['x-request-id']).toBeTruthy();
    }
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

/**
 * Behind one load balancer (`TRUST_PROXY=1`), the client is the address the balancer added to X-Forwarded-For,
 * the right-most entry: whatever a client writes in the header itself (new each request, or `spoof, real`) comes
 * before it and changes nothing, so the per-IP limits hold.
 */
describe('TRUST_PROXY', () => {
  const LIMIT = 3;
  /** The balancer: what the server's socket sees. */
  const BALANCER = '10.0.0.2';
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite', {
      demo: false,
      env: {
        TRUST_PROXY: '1',
        RATE_LIMIT_LOGIN: String(LIMIT),
        RATE_LIMIT_CARD_CHECKS: String(LIMIT),
        RATE_LIMIT_FORMS: String(LIMIT),
      },
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  /** Request `i` of one client at `real`, through the balancer, with a left-most entry of its own each time. */
  const through = (i: number, real: string) => ({
    remoteAddress: BALANCER,
    headers: { 'x-forwarded-for': i % 2 ? `198.18.${i}.1, ${real}` : `198.18.${i}.1,${real}` },
  });

  /** `LIMIT` answers within the limit, then 429: the spoofed entries are one client. */
  async function expectLimited(send: (i: number) => Promise<{ statusCode: number }>) {
    for (let i = 0; i < LIMIT; i += 1) expect((await send(i)).statusCode).not.toBe(429);
    expect((await send(LIMIT)).statusCode).toBe(429);
  }

  it('limits logins by the address the balancer saw, not the left-most X-Forwarded-For', async () => {
    await expectLimited((i) =>
      t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/User/login`,
        payload: { emailOrUsername: ROOT.username, password: 'Wrong#Pass1' },
        ...through(i, '203.0.113.21'),
      }),
    );
    // Another client behind the same balancer has its own allowance.
    const other = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/User/login`,
      payload: { emailOrUsername: ROOT.username, password: ROOT.password },
      ...through(0, '203.0.113.22'),
    });
    expect(other.statusCode).toBe(200);
  });

  it('limits card checks and landing forms the same way', async () => {
    const member = await insertUser(t);
    const { token } = await login(t.app, { username: member.username, password: TEST_PASSWORD });
    const card = (await client(t.app, token).get('/Member/card')).json() as MemberCard;
    const cardToken = new URL(card.verifyUrl).pathname.split('/').at(-1)!;
    await expectLimited((i) =>
      t.app.inject({
        method: 'GET',
        url: `${API_PREFIX}/Public/verify/${cardToken}`,
        ...through(i, '203.0.113.23'),
      }),
    );
    await expectLimited((i) =>
      t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/Forms`,
        payload: {
          type: 'Inquiry',
          major: 'Computer Science',
          name: 'Rana Khalil',
          email: `rana${i}@example.com`,
          mobile: '0791234567',
        },
        ...through(i, '203.0.113.24'),
      }),
    );
  });

  it('takes the client from the listed proxies only, and the peer itself when it is none of them', async () => {
    const app = Fastify({
      trustProxy: proxyTrust(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7' }).trustProxy),
    });
    app.get('/ip', (request) => request.ip);
    const ip = async (remoteAddress: string, forwarded: string) =>
      (
        await app.inject({
          url: '/ip',
          remoteAddress,
          headers: { 'x-forwarded-for': forwarded },
        })
      ).body;
    // Two proxies of ours in front: the client is the entry before them.
    expect(await ip('10.0.0.2', 'spoof, 203.0.113.5, 192.168.1.7')).toBe('203.0.113.5');
    // Straight from the internet: the header is the client's own writing.
    expect(await ip('203.0.113.9', 'spoof, 10.0.0.3')).toBe('203.0.113.9');
    // No proxies configured: the peer.
    const direct = Fastify({ trustProxy: proxyTrust(loadConfig({}).trustProxy) });
    direct.get('/ip', (request) => request.ip);
    const answer = await direct.inject({
      url: '/ip',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': 'spoof' },
    });
    expect(answer.body).toBe('203.0.113.9');
  });
});
