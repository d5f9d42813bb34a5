/**
 * No token, code or password in any log line (issue 16, point 8; issue 19, point 3): every call of the login,
 * refresh, logout and recovery flows, and the pages their mail links open, with the log at its most verbose,
 * captured and searched for every secret the calls carried (body, cookie, Authorization header, address); each
 * line names its request.
 */
import { API_PREFIX, REQUIRED_ACTIONS } from '@mijas/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/app.ts';
import { backends } from '../../test/databases.ts';
import { queueVerificationMail } from '../mail/queue.ts';
import { insertUser, TEST_PASSWORD } from '../../test/users.ts';
import { redactUrl } from './log.ts';
import { users } from '../db/schema.ts';
import { eq } from 'drizzle-orm';

describe.each(backends)('log lines on %s', (backend) => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(backend, {
      demo: false,
      env: { LOG_LEVEL: 'trace' },
      logStream: { write: (line) => lines.push(line) },
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  const post = (path: string, payload: object | string) =>
    t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}${path}`,
      headers: { 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  async function newestMail(email: string) {
    const response = await get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    const [mail] = response.json() as { text: string; links: string[] }[];
    const link = new URL(mail!.links[0]!);
    return {
      link,
      token: link.searchParams.get('token') ?? '',
      code: /\b(\d{6})\b/.exec(mail!.text)?.[1],
    };
  }

  it('carry no token, code or password through login, refresh, logout and recovery', async () => {
    const first = lines.length;
    const secrets: string[] = [TEST_PASSWORD];
    const user = await insertUser(t);

    const wrong = 'Wrong#Secret77';
    secrets.push(wrong);
    await post('/User/login', { emailOrUsername: user.username, password: wrong });
    const loggedIn = (
      await post('/User/login', { emailOrUsername: user.username, password: TEST_PASSWORD })
    ).json() as { token: string; refreshToken: string };
    secrets.push(loggedIn.token, loggedIn.refreshToken);
    // A body cut short: the parser's complaint quotes the text it choked on.
    await post('/User/login', `{"emailOrUsername":"${user.username}","password":"${TEST_PASSWORD}`);
    await post('/User/login', `{"emailOrUsername":"x","password":${JSON.stringify(wrong)}x}`);
    // The refresh token in the body, and in a cookie and a bearer header as a client might send them.
    const refreshed = (
      await t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/User/refresh-token`,
        headers: {
          'content-type': 'application/json',
          cookie: `refreshToken=${loggedIn.refreshToken}`,
          authorization: `Bearer ${loggedIn.token}`,
        },
        payload: JSON.stringify({ refreshToken: loggedIn.refreshToken }),
      })
    ).json() as { token: string; refreshToken: string };
    secrets.push(refreshed.token, refreshed.refreshToken);
    await post('/User/logout', { refreshToken: refreshed.refreshToken });

    // Forgot password: the code (a wrong one and the right one), then the link and its page.
    await post('/User/forgot-password', { email: user.email });
    const reset = await newestMail(user.email);
    secrets.push(reset.token, reset.code!);
    const wrongCode = reset.code === '000000' ? '111111' : '000000';
    await post('/User/verify-reset-code', { email: user.email, code: wrongCode });
    const byCode = (
      await post('/User/verify-reset-code', { email: user.email, code: reset.code })
    ).json() as { resetToken: string };
    secrets.push(byCode.resetToken);
    await get(`${reset.link.pathname}${reset.link.search}`);
    const newPassword = 'Brand#NewPass9';
    secrets.push(newPassword);
    await post('/User/reset-password', {
      newPassword,
      confirmPassword: newPassword,
      resetToken: reset.token,
    });

    // A new account's verification link: its page, required actions, verification, password.
    const pending = await insertUser(t, {
      passwordHash: null,
      requiredActions: [REQUIRED_ACTIONS.verifyEmail, REQUIRED_ACTIONS.updatePassword],
    });
    const key = await t.database.db.transaction((tx) =>
      queueVerificationMail(tx, t.config, pending, 'admin', t.app.clock.now()),
    );
    secrets.push(key);
    await get(`/email-verification?key=${encodeURIComponent(key)}`);
    await get(`${API_PREFIX}/User/get-required-actions?token=${encodeURIComponent(key)}`);
    await get(`${API_PREFIX}/User/get-required-actions/?token=${encodeURIComponent(key)}&x=1`);
    await post('/User/verify-email', { token: key });
    const chosen = 'Chosen#Pass2026';
    secrets.push(chosen);
    await post('/User/reset-password', {
      newPassword: chosen,
      confirmPassword: chosen,
      resetToken: key,
    });

    const log = lines.join('');
    expect(log).toContain('incoming request');
    // Every line of these calls says which request it is about.
    const written = lines.slice(first).map((line) => JSON.parse(line) as { reqId?: unknown });
    expect(written.length).toBeGreaterThan(30);
    for (const line of written) expect(line, JSON.stringify(line)).toHaveProperty('reqId');
    expect(new Set(written.map((line) => line.reqId)).size).toBeGreaterThan(15);
    expect(log).toContain('get-required-actions?token=[REDACTED]');
    for (const secret of secrets) {
      const pattern = new RegExp(
        `(?<![0-9A-Za-z])${secret.replace(/[^\w]/g, '\\$&')}(?![0-9A-Za-z])`,
      );
      expect(log, `a secret in the log: ${secret}`).not.toMatch(pattern);
    }
  });

  it('leave out the probes: /healthz and /readyz polled every few seconds write no line', async () => {
    const before = lines.length;
    expect((await get('/healthz')).statusCode).toBe(200);
    expect((await get('/readyz')).statusCode).toBe(200);
    expect(lines.slice(before)).toEqual([]);
    await get('/api/health');
    expect(lines.length).toBeGreaterThan(before);
  });

  it('say which query failed but not its parameters (the values written: names, addresses, hashes)', async () => {
    const secret = 'argon2-like-secret-0123456789';
    const failure = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, secret))
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(String((failure as Error).message)).toContain(secret);
    const before = lines.length;
    // What the error handler does with an unexpected error (a 500).
    t.app.log.error({ err: failure }, 'unhandled error');
    const logged = lines.slice(before).join('\n');
    expect(logged).toContain('unhandled error');
    expect(logged).toContain('Failed query: select');
    expect(logged).toContain('invalid input syntax for type uuid');
    expect(logged).not.toContain(secret);
  });

  it('redacts the values of secret query parameters and keeps the rest', () => {
    expect(redactUrl('/verifyemail?token=abc')).toBe('/verifyemail?token=[REDACTED]');
    expect(redactUrl('/a?key=k&pageNumber=2&resetToken=r&code=123456&Password=p&x')).toBe(
      '/a?key=[REDACTED]&pageNumber=2&resetToken=[REDACTED]&code=[REDACTED]&Password=[REDACTED]&x',
    );
    expect(redactUrl('/Admin/members?username=sara')).toBe('/Admin/members?username=sara');
    expect(redactUrl('/login?redirect=%2Freset-password%3Ftoken%3Dabc')).toBe(
      '/login?redirect=[REDACTED]',
    );
    expect(redactUrl('/plain')).toBe('/plain');
  });

  it("redacts a card token in the path of the card's check, page and API", () => {
    expect(redactUrl('/verify/eyJ.abc.def')).toBe('/verify/[REDACTED]');
    expect(redactUrl('/api/v1/Public/verify/eyJ.abc.def?x=1')).toBe(
      '/api/v1/Public/verify/[REDACTED]?x=1',
    );
    expect(redactUrl('/verifyemail/abc')).toBe('/verifyemail/abc');
  });
});
