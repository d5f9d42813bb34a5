/**
 * `/healthz`, `/readyz` and `/metrics` (issue 19, point 3) on each database: liveness without the database,
 * readiness that follows the database and its migrations, and the Prometheus text behind its token with the
 * counters the server feeds.
 */
import { API_PREFIX, LOGIN_LOCKOUT, messages } from '@mijas/api/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/app.ts';
import { backends } from '../../test/databases.ts';
import { insertUser } from '../../test/users.ts';
import { outboxMails } from '../db/schema.ts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../http/errors.ts';
import type { MailTransport } from '../mail/transport.ts';
import { appliedMigrations } from './readiness.ts';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';
const FAILING_ADDRESS = 'bounce@example.org';
/** `RATE_LIMIT_METRICS` where a test reaches it. */
const METRICS_PER_MINUTE = 3;

/** Delivers every mail but those to FAILING_ADDRESS. */
const transport: MailTransport = {
  name: 'test',
  async send(mail) {
    if (mail.to === FAILING_ADDRESS) throw new Error('mailbox unavailable');
  },
};

/** The value of one sample of the text (`name{labels} value`), or undefined when the text has none. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text
    .split('\n')
    .find((candidate) => candidate.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe.each(backends)('operations endpoints on %s', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend, {
      demo: false,
      env: { METRICS_TOKEN, MAIL_MAX_ATTEMPTS: '1' },
      mailTransport: transport,
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  const scrape = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it('/healthz answers ok, uncached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('/readyz answers ready with the database, and 503 while a migration of the journal is not applied', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: backend });
    expect(ready.headers['cache-control']).toBe('no-store');

    // The newest migration, as if this build shipped one the database has not had yet.
    const { db } = t.database;
    const [removed] = await db
      .select()
      .from(appliedMigrations)
      .orderBy(desc(appliedMigrations.createdAt))
      .limit(1);
    await db.delete(appliedMigrations).where(eq(appliedMigrations.createdAt, removed!.createdAt));
    expect(removed).toBeDefined();
    try {
      const missing = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(missing.statusCode).toBe(503);
      expect(missing.json()).toEqual({ message: messages.api.serviceUnavailable });
      expect(missing.headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    } finally {
      await db.insert(appliedMigrations).values(removed!);
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('/metrics answers 401 without the token or with another', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: `Bearer ${METRICS_TOKEN}x` },
      { authorization: `Basic ${METRICS_TOKEN}` },
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json()).toEqual({ message: messages.api.unauthorized });
    }
  });

  it('/metrics counts requests by route pattern, failed logins, lockouts and mail', async () => {
    const before = await scrape();
    const user = await insertUser(t);
    const login = (emailOrUsername: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/User/login`,
        payload: { emailOrUsername, password },
      });
    expect((await login(user.username, 'Wrong#Pass2026')).statusCode).toBe(401);
    // A name no account has, until it locks.
    for (let attempt = 0; attempt < LOGIN_LOCKOUT.maxFailures; attempt += 1) {
      expect((await login('nobody.here', 'Wrong#Pass2026')).statusCode).toBe(401);
    }
    // An id in the address, and an unknown path holding a secret: neither becomes a label.
    const secretPath = '/nowhere/secret-value-in-path';
    await t.app.inject({
      method: 'GET',
      url: `${API_PREFIX}/Admin/members/${user.id}/membership-renewal-details`,
    });
    await t.app.inject({ method: 'GET', url: `${secretPath}?token=abc` });

    await t.database.db.insert(outboxMails).values(
      ['reader@example.org', FAILING_ADDRESS].map((to) => ({
        to,
        subject: 'Hello',
        text: 'Hello',
        html: '<p>Hello</p>',
        links: [],
      })),
    );
    const queued = await scrape();
    const depthLabel = `database="${backend}"`;
    expect(sample(queued, 'mijas_outbox_depth', depthLabel)).toBe(
      (sample(before, 'mijas_outbox_depth', depthLabel) ?? 0) + 2,
    );
    await t.app.mailer.runOnce();

    const after = await scrape();
    const grew = (name: string, labels = '') =>
      (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    expect(grew('mijas_login_failures_total')).toBe(1 + LOGIN_LOCKOUT.maxFailures);
    expect(grew('mijas_login_lockouts_total')).toBe(1);
    expect(grew('mijas_mail_sent_total')).toBe(1);
    expect(grew('mijas_mail_failed_total', 'outcome="gave_up"')).toBe(1);
    expect(sample(after, 'mijas_outbox_depth', depthLabel)).toBe(
      sample(before, 'mijas_outbox_depth', depthLabel),
    );
    const login401 = `method="POST",route="${API_PREFIX}/User/login",status="401"`;
    expect(grew('http_requests_total', login401)).toBe(1 + LOGIN_LOCKOUT.maxFailures);
    expect(
      grew(
        'http_requests_total',
        `method="GET",route="${API_PREFIX}/Admin/members/:renewalId/membership-renewal-details",status="401"`,
      ),
    ).toBe(1);
    expect(grew('http_requests_total', 'method="GET",route="unmatched",status="404"')).toBe(1);
    expect(
      grew('http_request_duration_seconds_count', `method="POST",route="${API_PREFIX}/User/login"`),
    ).toBe(1 + LOGIN_LOCKOUT.maxFailures);
    expect(after).toContain('# TYPE http_request_duration_seconds histogram');
    expect(after).not.toContain(user.id);
    expect(after).not.toContain('secret-value-in-path');
    // prom-client's process metrics.
    expect(sample(after, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(after).toContain('nodejs_eventloop_lag_seconds');
    // The pool of PostgreSQL; PGlite has none.
    const idle = sample(after, 'mijas_db_pool_connections', 'state="idle"');
    if (backend === 'postgres') {
      expect(sample(after, 'mijas_db_pool_connections', 'state="in_use"')).toBeGreaterThanOrEqual(
        0,
      );
      expect(idle).toBeGreaterThanOrEqual(1);
      expect(sample(after, 'mijas_db_pool_connections', 'state="waiting"')).toBe(0);
    } else {
      expect(idle).toBeUndefined();
    }
  });
});

describe.each(backends)('operations endpoints on a closed %s database', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend, {
      demo: false,
      env: { METRICS_TOKEN, RATE_LIMIT_METRICS: String(METRICS_PER_MINUTE) },
    });
    await t.database.close();
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.app.close();
  });

  it('/healthz still answers ok, /readyz answers 503 {message}', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: messages.api.serviceUnavailable });
    expect(response.headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  });

  it('/metrics still answers, without the outbox depth', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toContain('# TYPE mijas_outbox_depth gauge');
    expect(sample(response.body, 'mijas_outbox_depth', `database="${backend}"`)).toBeUndefined();
    expect(response.body).toContain('http_requests_total{');
  });

  it('/metrics answers 429 {message} past RATE_LIMIT_METRICS scrapes a minute per IP, token or not', async () => {
    const scrape = (remoteAddress: string, token = METRICS_TOKEN) =>
      t.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress,
        headers: { authorization: `Bearer ${token}` },
      });
    const from = '203.0.113.50';
    expect((await scrape(from, 'guess')).statusCode).toBe(401);
    for (let i = 1; i < METRICS_PER_MINUTE; i += 1)
      expect((await scrape(from)).statusCode).toBe(200);
    const limited = await scrape(from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: messages.api.tooManyRequests });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await scrape('203.0.113.51')).statusCode).toBe(200);
  });
});

describe('operations endpoints without METRICS_TOKEN', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite', { demo: false });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  it('has no /metrics: 404 like any unknown path, token or not', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/no-such-path' });
    for (const headers of [{}, { authorization: `Bearer ${METRICS_TOKEN}` }]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(unknown.body);
    }
    expect(t.app.hasRoute({ method: 'GET', url: '/metrics' })).toBe(false);
  });

  it('keeps /api/health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', database: 'pglite' });
  });
});
