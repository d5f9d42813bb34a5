/**
 * Whether an account exists must not show (issue 16, point 7): login and forgot-password give the same answer
 * and do the same work for every "no". Timing itself is measured by `bench/enumeration.bench.mjs`; here the work
 * is compared deterministically: the statements each path runs, as the database driver sees them.
 */
import { API_PREFIX, messages, REQUIRED_ACTIONS } from '@mijas/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/app.ts';
import { backends } from '../../test/databases.ts';
import { insertUser } from '../../test/users.ts';

describe.each(backends)('the same answer and the same work for every "no" on %s', (backend) => {
  let t: TestApp;
  const statements: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(backend, {
      demo: false,
      queryLogger: { logQuery: (query) => statements.push(query) },
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  /** The answer to one call, and the statements it ran. */
  async function observe(path: string, payload: object) {
    statements.length = 0;
    const response = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}${path}`,
      payload,
    });
    return {
      status: response.statusCode,
      body: response.json() as unknown,
      statements: [...statements],
    };
  }

  it('login: an unknown name, a wrong password, an account without a password, a deactivated one', async () => {
    const real = await insertUser(t);
    const pending = await insertUser(t, {
      passwordHash: null,
      emailVerified: false,
      requiredActions: [REQUIRED_ACTIONS.verifyEmail, REQUIRED_ACTIONS.updatePassword],
    });
    const inactive = await insertUser(t, { isActive: false });
    const login = (emailOrUsername: string) =>
      observe('/User/login', { emailOrUsername, password: 'Wrong#Pass1' });

    const unknown = await login('nobody.at.all');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ message: messages.login.invalidCredentials });
    expect(unknown.statements.length).toBeGreaterThan(2);
    for (const name of [real.username, pending.email, inactive.username, 'someone@else.org']) {
      expect(await login(name)).toEqual(unknown);
    }
  });

  it('forgot-password: an address with an account, one without, one of a deactivated account', async () => {
    const real = await insertUser(t);
    const inactive = await insertUser(t, { isActive: false });
    const forgot = (email: string) => observe('/User/forgot-password', { email });

    const known = await forgot(real.email);
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ message: messages.api.forgotPasswordSent });
    expect(known.statements.length).toBeGreaterThan(3);
    for (const email of ['ghost@example.com', inactive.email]) {
      expect(await forgot(email)).toEqual(known);
    }
  });
});
