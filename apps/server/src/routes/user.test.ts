import {
  API_PREFIX,
  ERROR_CODES,
  LOGIN_ACCOUNT_LOCKOUT,
  LOGIN_LOCKOUT,
  messages,
  REQUIRED_ACTIONS,
  ROLES,
  SESSIONS_LIST_MAX,
  TOKEN_LIFETIMES,
} from '@mijas/api/contract';
import { eq } from 'drizzle-orm';
import { createLocalJWKSet, decodeJwt, jwtVerify, SignJWT, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/databases.ts';
import {
  ADMIN,
  client,
  createTestApp,
  login,
  MEMBER,
  ROOT,
  SETUP_TIMEOUT_MS,
  type TestApp,
} from '../../test/app.ts';
import { lockoutWaitSeconds } from '../auth/lockout.ts';
import { manualClock } from '../clock.ts';
import { queueVerificationMail } from '../mail/queue.ts';
import { actionTokens, outboxMails, refreshTokens, users } from '../db/schema.ts';
import { insertUser, TEST_PASSWORD } from '../../test/users.ts';

const START = new Date('2026-03-01T09:00:00Z');
const PASSWORD = TEST_PASSWORD;
const MINUTE = 60_000;

describe.each(backends)('User endpoints on %s', (backend) => {
  let t: TestApp;
  const clock = manualClock(START);

  beforeAll(async () => {
    t = await createTestApp(backend, { clock, demo: false });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  const api = () => client(t.app);

  /** A fresh active member with a password (unique per call). */
  function createUser(overrides: Partial<typeof users.$inferInsert> = {}) {
    return insertUser(t, { firstName: 'Lina', lastName: 'Haddad', ...overrides });
  }

  /** A member as an admin creates one: no password, VERIFY_EMAIL + UPDATE_PASSWORD, a verification mail. */
  async function createPendingUser(role: 'member' | 'admin' = 'member') {
    const user = await createUser({
      passwordHash: null,
      emailVerified: false,
      role: role === 'member' ? ROLES.member : ROLES.admin,
      requiredActions: [REQUIRED_ACTIONS.verifyEmail, REQUIRED_ACTIONS.updatePassword],
    });
    const token = await t.database.db.transaction((tx) =>
      queueVerificationMail(tx, t.config, { ...user, firstName: 'Lina' }, role, clock.now()),
    );
    return { ...user, token };
  }

  async function mailsTo(email: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/dev/mailbox.json?to=${encodeURIComponent(email)}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { subject: string; text: string; links: string[] }[];
  }

  function loginAs(emailOrUsername: string, password: string) {
    return api().post('/User/login', { emailOrUsername, password });
  }

  /** A login from the client at `remoteAddress` (the others come from 127.0.0.1). */
  function loginFrom(remoteAddress: string, emailOrUsername: string, password: string) {
    return t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/User/login`,
      payload: { emailOrUsername, password },
      remoteAddress,
    });
  }

  describe('login', () => {
    it('logs in by username or by email, in any case, with Keycloak-shaped claims', async () => {
      const user = await createUser();
      for (const name of [
        user.username,
        user.email.toUpperCase(),
        ` ${user.username.toUpperCase()} `,
      ]) {
        const response = await loginAs(name, PASSWORD);
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(body.roles).toEqual([ROLES.member]);
        expect(body.refreshToken).toMatch(/^[\w-]{40,}$/);
        expect(body.expiresIn).toBe(TOKEN_LIFETIMES.accessTokenSeconds);
        const claims = decodeJwt(body.token);
        expect(claims).toMatchObject({
          sub: user.id,
          preferred_username: user.username,
          email: user.email,
          realm_access: { roles: [ROLES.member] },
          given_name: 'Lina',
          family_name: 'Haddad',
          name: 'Lina Haddad',
        });
        expect(claims.exp! - claims.iat!).toBe(300);
      }
    });

    it('signs tokens that verify against the published JWKS', async () => {
      const user = await createUser();
      const { token } = await login(t.app, { username: user.username, password: PASSWORD });
      const jwks = await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
      expect(jwks.statusCode).toBe(200);
      const keys = jwks.json();
      expect(keys.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
      expect(keys.keys[0].d).toBeUndefined();
      const { payload } = await jwtVerify(token, createLocalJWKSet(keys), {
        currentDate: clock.now(),
      });
      expect(payload.sub).toBe(user.id);
    });

    it('answers a wrong password and an unknown account with the same 401', async () => {
      const user = await createUser();
      const wrong = await loginAs(user.username, 'Wrong#Pass1');
      const unknown = await loginAs('nobody-here', 'Wrong#Pass1');
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: messages.login.invalidCredentials });
      }
    });

    it('validates the body: missing fields, wrong types, malformed JSON', async () => {
      const missing = await api().post('/User/login', {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual([
        { code: 'InvalidEmailOrUsername', description: 'Username or email is required.' },
        { code: 'InvalidPassword', description: 'Password is required.' },
      ]);
      const typed = await api().post('/User/login', { emailOrUsername: 5, password: ['x'] });
      expect(typed.statusCode).toBe(400);
      expect(typed.json()[0].code).toBe('InvalidEmailOrUsername');
      const malformed = await t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/User/login`,
        headers: { 'content-type': 'application/json' },
        payload: '{"emailOrUsername": ',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual([
        { code: ERROR_CODES.invalidJson, description: messages.api.invalidJson },
      ]);
    });

    it('refuses a deactivated account (after a right password) with 403', async () => {
      const user = await createUser({ isActive: false });
      const response = await loginAs(user.username, PASSWORD);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: messages.login.accountDisabled });
      const wrong = await loginAs(user.username, 'Wrong#Pass1');
      expect(wrong.statusCode).toBe(401);
    });

    it('answers an account that has no password yet like a wrong password (nothing revealed)', async () => {
      const pending = await createPendingUser();
      const response = await loginAs(pending.email, 'Anything#1');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: messages.login.invalidCredentials });
    });

    it('locks an account after 5 failures in 15 minutes, answered like a wrong password', async () => {
      const user = await createUser();
      for (let i = 0; i < LOGIN_LOCKOUT.maxFailures; i += 1) {
        expect((await loginAs(user.username, 'Wrong#Pass1')).statusCode).toBe(401);
      }
      const locked = await loginAs(user.username, PASSWORD);
      expect(locked.statusCode).toBe(401);
      expect(locked.json()).toEqual({ message: messages.login.invalidCredentials });

      clock.advance(61_000);
      expect((await loginAs(user.username, PASSWORD)).statusCode).toBe(200);

      // Success clears the count and the lockout history: a new round of failures gets the first wait again.
      for (let i = 0; i < LOGIN_LOCKOUT.maxFailures; i += 1)
        await loginAs(user.username, 'Wrong#Pass1');
      clock.advance(61_000);
      expect((await loginAs(user.username, PASSWORD)).statusCode).toBe(200);
    });

    it('doubles the wait of consecutive lockouts without a successful login between them', async () => {
      const user = await createUser();
      for (let i = 0; i < LOGIN_LOCKOUT.maxFailures; i += 1)
        await loginAs(user.username, 'Wrong#Pass1');
      clock.advance(61_000);
      for (let i = 0; i < LOGIN_LOCKOUT.maxFailures; i += 1)
        await loginAs(user.username, 'Wrong#Pass1');
      clock.advance(61_000);
      expect((await loginAs(user.username, PASSWORD)).statusCode).toBe(401);
      clock.advance(60_000);
      expect((await loginAs(user.username, PASSWORD)).statusCode).toBe(200);
    });

    it('locks out only the client that failed: 127.0.0.2 is refused, the account still signs in from 127.0.0.3', async () => {
      const user = await createUser({ role: ROLES.admin });
      for (let i = 0; i < LOGIN_LOCKOUT.maxFailures; i += 1) {
        expect((await loginFrom('127.0.0.2', user.username, 'Wrong#Pass1')).statusCode).toBe(401);
      }
      const refused = await loginFrom('127.0.0.2', user.username, PASSWORD);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: messages.login.invalidCredentials });
      expect((await loginFrom('127.0.0.3', user.username, PASSWORD)).statusCode).toBe(200);
      // The owner's login cleared nothing of the other client's: it waits out its lockout.
      expect((await loginFrom('127.0.0.2', user.username, PASSWORD)).statusCode).toBe(401);
      clock.advance(61_000);
      expect((await loginFrom('127.0.0.2', user.username, PASSWORD)).statusCode).toBe(200);
    });

    it('takes an IPv6 client as its /64 network and an IPv4-mapped address as the IPv4 one', async () => {
      const user = await createUser();
      for (let i = 0; i < LOGIN_LOCKOUT.maxFailures; i += 1) {
        await loginFrom(`2001:db8:5:6::${i + 1}`, user.username, 'Wrong#Pass1');
      }
      expect((await loginFrom('2001:db8:5:6:ffff::9', user.username, PASSWORD)).statusCode).toBe(
        401,
      );
      expect((await loginFrom('2001:db8:5:7::1', user.username, PASSWORD)).statusCode).toBe(200);

      for (let i = 0; i < LOGIN_LOCKOUT.maxFailures; i += 1) {
        await loginFrom('::ffff:10.20.30.40', user.username, 'Wrong#Pass1');
      }
      expect((await loginFrom('10.20.30.40', user.username, PASSWORD)).statusCode).toBe(401);
    });

    it('locks the account for every client once failures spread over many clients reach the backstop', async () => {
      const user = await createUser();
      const fail = (address: string) => loginFrom(address, user.username, 'Wrong#Pass1');
      // One client alone never reaches it: after its first round, its failures no longer count account-wide.
      for (let round = 0; round < 3; round += 1) {
        for (let i = 0; i < LOGIN_LOCKOUT.maxFailures; i += 1) await fail('10.9.0.1');
        clock.advance(lockoutWaitSeconds(round) * 1000 + 1000);
      }
      // Every further client's first round counts, up to one failure short of the backstop.
      const clients = LOGIN_ACCOUNT_LOCKOUT.maxFailures / LOGIN_LOCKOUT.maxFailures;
      for (let c = 1; c < clients; c += 1) {
        const rounds =
          c === clients - 1 ? LOGIN_LOCKOUT.maxFailures - 1 : LOGIN_LOCKOUT.maxFailures;
        for (let i = 0; i < rounds; i += 1)
          expect((await fail(`10.9.1.${c}`)).statusCode).toBe(401);
      }
      expect((await loginFrom('10.9.2.1', user.username, PASSWORD)).statusCode).toBe(200);
      await fail(`10.9.1.${clients - 1}`);

      // Now the right password from a client that never failed gets the one answer to every "no".
      const refused = await loginFrom('10.9.2.2', user.username, PASSWORD);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: messages.login.invalidCredentials });
      clock.advance(LOGIN_ACCOUNT_LOCKOUT.waitIncrementSeconds * 1000 + 1000);
      expect((await loginFrom('10.9.2.2', user.username, PASSWORD)).statusCode).toBe(200);
      // About 40 logins, each a password hash and a few writes: 5.3 s on PGlite on a loaded machine.
    }, 30_000);

    it('forgets failures older than 15 minutes', async () => {
      const user = await createUser();
      for (let i = 0; i < LOGIN_LOCKOUT.maxFailures - 1; i += 1) {
        await loginAs(user.username, 'Wrong#Pass1');
      }
      clock.advance(16 * MINUTE);
      await loginAs(user.username, 'Wrong#Pass1');
      expect((await loginAs(user.username, PASSWORD)).statusCode).toBe(200);
    });
  });

  describe('refresh-token', () => {
    it('rotates the refresh token on every use', async () => {
      const user = await createUser();
      const first = await login(t.app, { username: user.username, password: PASSWORD });
      const response = await api().post('/User/refresh-token', {
        refreshToken: first.refreshToken,
      });
      expect(response.statusCode).toBe(200);
      const second = response.json();
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect(second.roles).toEqual([ROLES.member]);
      expect(decodeJwt(second.token).sub).toBe(user.id);
      const third = await api().post('/User/refresh-token', { refreshToken: second.refreshToken });
      expect(third.statusCode).toBe(200);
    });

    it('revokes the whole family when a rotated token is used again', async () => {
      const user = await createUser();
      const first = await login(t.app, { username: user.username, password: PASSWORD });
      const second = (
        await api().post('/User/refresh-token', { refreshToken: first.refreshToken })
      ).json();
      const reuse = await api().post('/User/refresh-token', { refreshToken: first.refreshToken });
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json()).toEqual({ message: messages.api.refreshFailed });
      const afterReuse = await api().post('/User/refresh-token', {
        refreshToken: second.refreshToken,
      });
      expect(afterReuse.statusCode).toBe(401);
      // The family's access tokens end with it, the one handed out with the reused token's successor too.
      for (const token of [first.token, second.token]) {
        expect((await client(t.app, token).get('/Member')).statusCode).toBe(401);
      }
      // Another session of the same user is untouched.
      const other = await login(t.app, { username: user.username, password: PASSWORD });
      expect(
        (await api().post('/User/refresh-token', { refreshToken: other.refreshToken })).statusCode,
      ).toBe(200);
    });

    it('expires after 30 minutes unused and 10 hours after login', async () => {
      const user = await createUser();
      const idle = await login(t.app, { username: user.username, password: PASSWORD });
      clock.advance(31 * MINUTE);
      expect(
        (await api().post('/User/refresh-token', { refreshToken: idle.refreshToken })).statusCode,
      ).toBe(401);

      let { refreshToken } = await login(t.app, { username: user.username, password: PASSWORD });
      for (let elapsed = 0; elapsed < 10 * 60; elapsed += 25) {
        clock.advance(25 * MINUTE);
        const response = await api().post('/User/refresh-token', { refreshToken });
        if (elapsed + 25 < 10 * 60) {
          expect(response.statusCode).toBe(200);
          refreshToken = response.json().refreshToken;
        } else {
          expect(response.statusCode).toBe(401);
        }
      }
    });

    it('refuses a deactivated user and an unknown token', async () => {
      const user = await createUser();
      const tokens = await login(t.app, { username: user.username, password: PASSWORD });
      await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
      expect(
        (await api().post('/User/refresh-token', { refreshToken: tokens.refreshToken })).statusCode,
      ).toBe(401);
      expect((await api().post('/User/refresh-token', { refreshToken: 'nope' })).statusCode).toBe(
        401,
      );
      expect((await api().post('/User/refresh-token', {})).statusCode).toBe(400);
    });

    it('stores only hashes of refresh tokens', async () => {
      const user = await createUser();
      const { refreshToken } = await login(t.app, { username: user.username, password: PASSWORD });
      const rows = await t.database.db
        .select({ tokenHash: refreshTokens.tokenHash })
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.tokenHash).not.toContain(refreshToken);
      expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    });
  });

  describe('logout', () => {
    const refresh = (refreshToken: string) => api().post('/User/refresh-token', { refreshToken });

    it('revokes the session family: its refresh token no longer refreshes (401)', async () => {
      const user = await createUser();
      const first = await login(t.app, { username: user.username, password: PASSWORD });
      const rotated = (await refresh(first.refreshToken)).json();
      const other = await login(t.app, { username: user.username, password: PASSWORD });

      const response = await api().post('/User/logout', { refreshToken: rotated.refreshToken });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: messages.api.loggedOut });
      const after = await refresh(rotated.refreshToken);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ message: messages.api.refreshFailed });
      // Only that session ends: another login of the same user still refreshes.
      expect((await refresh(other.refreshToken)).statusCode).toBe(200);
    });

    it("ends the session's access token at once (401 on its next call); another session's goes on", async () => {
      const user = await createUser();
      const session = await login(t.app, { username: user.username, password: PASSWORD });
      const rotated = (await refresh(session.refreshToken)).json();
      const other = await login(t.app, { username: user.username, password: PASSWORD });
      expect((await client(t.app, rotated.token).get('/Member')).statusCode).toBe(200);

      expect(
        (await api().post('/User/logout', { refreshToken: rotated.refreshToken })).statusCode,
      ).toBe(200);
      // Both access tokens of that session, the first one and the refreshed one, well before they expire.
      for (const token of [session.token, rotated.token]) {
        const after = await client(t.app, token).get('/Member');
        expect(after.statusCode).toBe(401);
        expect(after.json()).toEqual({ message: messages.api.invalidToken });
      }
      expect((await client(t.app, other.token).get('/Member')).statusCode).toBe(200);
    });

    it('needs no bearer token, works after the access token expired, and answers any token alike', async () => {
      const user = await createUser();
      const session = await login(t.app, { username: user.username, password: PASSWORD });
      clock.advance(TOKEN_LIFETIMES.accessTokenSeconds * 1000 + 1000);
      const expired = await client(t.app, session.token).post('/User/logout', {
        refreshToken: session.refreshToken,
      });
      expect(expired.statusCode).toBe(200);
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);

      const again = await api().post('/User/logout', { refreshToken: session.refreshToken });
      const unknown = await api().post('/User/logout', { refreshToken: 'never-issued' });
      for (const response of [again, unknown]) {
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe(expired.body);
      }
      const missing = await api().post('/User/logout', {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual([
        { code: 'InvalidRefreshToken', description: 'Refresh token is required.' },
      ]);
    });
  });

  describe('signed-in devices (issue 35)', () => {
    const PHONE =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    const DESKTOP =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

    /** A login of `username` from `userAgent` at `remoteAddress`: its tokens and its session's id. */
    async function signIn(username: string, userAgent: string, remoteAddress: string) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/User/login`,
        payload: { emailOrUsername: username, password: PASSWORD },
        headers: { 'user-agent': userAgent },
        remoteAddress,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json() as { token: string; refreshToken: string };
      return { ...body, id: String(decodeJwt(body.token).sid), api: client(t.app, body.token) };
    }

    it('lists each sign-in once, with its device, address and times, the one used last first, this one marked', async () => {
      const user = await createUser();
      const phone = await signIn(user.username, PHONE, '10.0.0.7');
      clock.advance(MINUTE);
      const desktop = await signIn(user.username, DESKTOP, '10.0.0.8');
      clock.advance(MINUTE);
      // The phone refreshes: still one session, used last.
      const refreshed = await api().post('/User/refresh-token', {
        refreshToken: phone.refreshToken,
      });
      expect(refreshed.statusCode).toBe(200);
      const listed = await desktop.api.get('/User/sessions');
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toEqual({
        totalCount: 2,
        sessions: [
          {
            id: phone.id,
            browser: 'Chrome 131',
            os: 'Android 14',
            deviceType: 'mobile',
            ipAddress: '10.0.0.7',
            createdAt: START_OF(phone),
            lastUsedAt: new Date(clock.now()).toISOString(),
            current: false,
          },
          {
            id: desktop.id,
            browser: 'Firefox 133',
            os: 'Windows 10',
            deviceType: 'desktop',
            ipAddress: '10.0.0.8',
            createdAt: new Date(clock.now().getTime() - MINUTE).toISOString(),
            lastUsedAt: new Date(clock.now().getTime() - MINUTE).toISOString(),
            current: true,
          },
        ],
      });
      // Another user's list is theirs only.
      const other = await signIn((await createUser()).username, DESKTOP, '10.0.0.9');
      expect((await other.api.get('/User/sessions')).json()).toMatchObject({
        sessions: [{ id: other.id, current: true }],
      });
    });
    const START_OF = (session: { token: string }) =>
      new Date(Number(decodeJwt(session.token).iat) * 1000).toISOString();

    it('signs out one device: its access and refresh tokens stop working at once, the others keep theirs', async () => {
      const user = await createUser();
      const phone = await signIn(user.username, PHONE, '10.0.0.7');
      const desktop = await signIn(user.username, DESKTOP, '10.0.0.8');
      const ended = await desktop.api.delete(`/User/sessions/${phone.id}`);
      expect(ended.statusCode).toBe(200);
      expect(ended.json()).toEqual({ message: messages.api.sessionEnded });
      expect((await phone.api.get('/User/sessions')).statusCode).toBe(401);
      expect(
        (await api().post('/User/refresh-token', { refreshToken: phone.refreshToken })).statusCode,
      ).toBe(401);
      expect((await desktop.api.get('/User/sessions')).json()).toMatchObject({
        sessions: [{ id: desktop.id, current: true }],
      });
      // Again, another user's session, or no session at all: not found; an id that is no UUID: 400.
      const again = await desktop.api.delete(`/User/sessions/${phone.id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: messages.api.sessionNotFound });
      const stranger = await signIn((await createUser()).username, DESKTOP, '10.0.0.9');
      expect((await desktop.api.delete(`/User/sessions/${stranger.id}`)).statusCode).toBe(404);
      expect((await stranger.api.get('/User/sessions')).statusCode).toBe(200);
      expect((await desktop.api.delete('/User/sessions/not-a-session')).statusCode).toBe(400);
    });

    it(`lists the ${SESSIONS_LIST_MAX} used last, this one always among them, and counts them all`, async () => {
      const user = await createUser();
      const here = await signIn(user.username, DESKTOP, '10.0.0.8');
      clock.advance(1000);
      const others = [];
      for (let i = 0; i < SESSIONS_LIST_MAX + 1; i += 1) {
        others.push(await signIn(user.username, PHONE, '10.0.0.7'));
        clock.advance(1000);
      }
      const listed = (await here.api.get('/User/sessions')).json() as {
        sessions: { id: string; current: boolean }[];
        totalCount: number;
      };
      expect(listed.totalCount).toBe(SESSIONS_LIST_MAX + 2);
      // The nine used last, then this one (used longest ago of all).
      expect(listed.sessions.map((session) => session.id)).toEqual([
        ...others
          .slice(2)
          .reverse()
          .map((session) => session.id),
        here.id,
      ]);
    });

    it('signs out every other device and keeps this one; a logout leaves the list', async () => {
      const user = await createUser();
      const first = await signIn(user.username, PHONE, '10.0.0.7');
      const second = await signIn(user.username, PHONE, '10.0.0.7');
      const here = await signIn(user.username, DESKTOP, '10.0.0.8');
      const ended = await here.api.delete('/User/sessions');
      expect(ended.statusCode).toBe(200);
      expect(ended.json()).toEqual({ message: messages.api.otherSessionsEnded });
      for (const gone of [first, second])
        expect((await gone.api.get('/User/sessions')).statusCode).toBe(401);
      expect((await here.api.get('/User/sessions')).json()).toMatchObject({
        sessions: [{ id: here.id, current: true }],
      });
      const later = await signIn(user.username, DESKTOP, '10.0.0.8');
      expect(
        (await api().post('/User/logout', { refreshToken: later.refreshToken })).statusCode,
      ).toBe(200);
      expect(
        (await here.api.get('/User/sessions')).json().sessions.map((s: { id: string }) => s.id),
      ).toEqual([here.id]);
      // Signed in with no user agent at all: listed, nothing made up.
      const bare = await t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/User/login`,
        payload: { emailOrUsername: user.username, password: PASSWORD },
      });
      const sessions = (await here.api.get('/User/sessions')).json().sessions as {
        id: string;
        browser: string | null;
        deviceType: string;
      }[];
      expect(sessions.find((s) => s.id === String(decodeJwt(bare.json().token).sid))).toMatchObject(
        { browser: null, deviceType: 'other' },
      );
    });
  });

  describe('access tokens', () => {
    it('rejects expired, forged and deactivated-user tokens with 401', async () => {
      const user = await createUser();
      const { token } = await login(t.app, { username: user.username, password: PASSWORD });
      expect((await client(t.app, token).get('/Member')).statusCode).toBe(200);

      const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
      const claims = decodeJwt(token);
      const forged = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'EdDSA', kid: 'attacker' })
        .sign(privateKey);
      const forgedResponse = await client(t.app, forged).get('/Member');
      expect(forgedResponse.statusCode).toBe(401);
      expect(forgedResponse.json()).toEqual({ message: messages.api.invalidToken });
      const tampered = token.replace(
        /\.[^.]+\./,
        `.${Buffer.from(JSON.stringify({ ...claims, sub: 'x' })).toString('base64url')}.`,
      );
      expect((await client(t.app, tampered).get('/Member')).statusCode).toBe(401);

      clock.advance(TOKEN_LIFETIMES.accessTokenSeconds * 1000 + 1000);
      expect((await client(t.app, token).get('/Member')).statusCode).toBe(401);

      const fresh = await login(t.app, { username: user.username, password: PASSWORD });
      await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
      expect((await client(t.app, fresh.token).get('/Member')).statusCode).toBe(401);
    });

    it('answers a missing or malformed Authorization header with 401', async () => {
      expect((await api().get('/Member')).statusCode).toBe(401);
      const basic = await t.app.inject({
        method: 'GET',
        url: `${API_PREFIX}/Member`,
        headers: { authorization: 'Basic dXNlcjpwYXNz' },
      });
      expect(basic.statusCode).toBe(401);
      expect(basic.headers['www-authenticate']).toBe('Bearer');
    });
  });

  describe('forgot-password, verify-reset-code, reset-password', () => {
    it('answers the same for known and unknown emails and mails only the known one', async () => {
      const user = await createUser();
      const known = await api().post('/User/forgot-password', { email: user.email.toUpperCase() });
      const unknown = await api().post('/User/forgot-password', { email: 'ghost@example.com' });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toBe(known.body);
      expect(known.json()).toEqual({ message: messages.api.forgotPasswordSent });
      expect(await mailsTo('ghost@example.com')).toEqual([]);
      const [mail] = await mailsTo(user.email);
      expect(mail!.links[0]).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[\w-]+$/);
      expect(mail!.text).toMatch(/code on the reset page: \d{6}/);
    });

    it('rejects an invalid email with 400', async () => {
      const response = await api().post('/User/forgot-password', { email: 'not-an-email' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([
        { code: 'InvalidEmail', description: 'Please enter a valid email address.' },
      ]);
    });

    it('resets the password through the mailed link once', async () => {
      const user = await createUser();
      await api().post('/User/forgot-password', { email: user.email });
      const [mail] = await mailsTo(user.email);
      const resetToken = new URL(mail!.links[0]!).searchParams.get('token')!;
      const session = await login(t.app, { username: user.username, password: PASSWORD });

      const mismatch = await api().post('/User/reset-password', {
        newPassword: 'New#Pass123',
        confirmPassword: 'New#Pass124',
        resetToken,
      });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json()).toEqual([
        { code: ERROR_CODES.passwordMismatch, description: messages.resetPassword.mismatch },
      ]);
      const weak = await api().post('/User/reset-password', {
        newPassword: 'weakpass',
        confirmPassword: 'weakpass',
        resetToken,
      });
      expect(weak.statusCode).toBe(400);
      expect(weak.json()[0].code).toBe(ERROR_CODES.passwordRequirements);
      expect(weak.json()[0].description).toContain(messages.resetPassword.fixRequirements);

      const ok = await api().post('/User/reset-password', {
        newPassword: 'New#Pass123',
        confirmPassword: 'New#Pass123',
        resetToken,
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ message: messages.api.passwordReset });
      expect((await loginAs(user.username, PASSWORD)).statusCode).toBe(401);
      expect((await loginAs(user.username, 'New#Pass123')).statusCode).toBe(200);
      // A password change ends the other sessions, their access tokens at once.
      expect(
        (await api().post('/User/refresh-token', { refreshToken: session.refreshToken }))
          .statusCode,
      ).toBe(401);
      expect((await client(t.app, session.token).get('/Member')).statusCode).toBe(401);

      const again = await api().post('/User/reset-password', {
        newPassword: 'Other#Pass123',
        confirmPassword: 'Other#Pass123',
        resetToken,
      });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual([
        { code: ERROR_CODES.invalidToken, description: messages.api.invalidActionToken },
      ]);
    });

    it('trades the 6-digit code for a reset token, within 15 minutes and 5 tries', async () => {
      const user = await createUser();
      await api().post('/User/forgot-password', { email: user.email });
      const code = /(\d{6})/.exec((await mailsTo(user.email))[0]!.text)![1]!;
      const wrongCode = code === '000000' ? '111111' : '000000';

      const wrong = await api().post('/User/verify-reset-code', {
        email: user.email,
        code: wrongCode,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual([
        { code: ERROR_CODES.invalidResetCode, description: messages.resetCode.invalid },
      ]);
      const right = await api().post('/User/verify-reset-code', { email: user.email, code });
      expect(right.statusCode).toBe(200);
      const { resetToken } = right.json();
      expect(
        (
          await api().post('/User/reset-password', {
            newPassword: 'Code#Pass123',
            confirmPassword: 'Code#Pass123',
            resetToken,
          })
        ).statusCode,
      ).toBe(200);
      // The code is spent.
      expect(
        (await api().post('/User/verify-reset-code', { email: user.email, code })).statusCode,
      ).toBe(400);

      // Five wrong tries void a code; an expired code is refused.
      await api().post('/User/forgot-password', { email: user.email });
      const code2 = /(\d{6})/.exec((await mailsTo(user.email))[0]!.text)![1]!;
      const wrong2 = code2 === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1) {
        await api().post('/User/verify-reset-code', { email: user.email, code: wrong2 });
      }
      expect(
        (await api().post('/User/verify-reset-code', { email: user.email, code: code2 }))
          .statusCode,
      ).toBe(400);
      await api().post('/User/forgot-password', { email: user.email });
      const code3 = /(\d{6})/.exec((await mailsTo(user.email))[0]!.text)![1]!;
      clock.advance(16 * MINUTE);
      expect(
        (await api().post('/User/verify-reset-code', { email: user.email, code: code3 }))
          .statusCode,
      ).toBe(400);
      const malformed = await api().post('/User/verify-reset-code', {
        email: user.email,
        code: '12ab',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()[0].code).toBe('InvalidCode');
    });
  });

  describe('verification of a new account', () => {
    it('verifies the email, reports required actions, then sets the password with the same token once', async () => {
      const pending = await createPendingUser('member');
      const [mail] = await mailsTo(pending.email);
      expect(mail!.links[0]).toBe(`http://localhost:3000/verifyemail?token=${pending.token}`);

      const before = await api().get(`/User/get-required-actions?token=${pending.token}`);
      expect(before.statusCode).toBe(200);
      expect(before.json()).toEqual([
        REQUIRED_ACTIONS.verifyEmail,
        REQUIRED_ACTIONS.updatePassword,
      ]);

      const verified = await api().post('/User/verify-email', { token: pending.token });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({ message: messages.verifyEmailToken.success });
      // Verifying twice (a page reloaded) is fine while the token is unused.
      expect((await api().post('/User/verify-email', { token: pending.token })).statusCode).toBe(
        200,
      );
      expect((await api().get(`/User/get-required-actions?token=${pending.token}`)).json()).toEqual(
        [REQUIRED_ACTIONS.updatePassword],
      );

      const reset = await api().post('/User/reset-password', {
        newPassword: PASSWORD,
        confirmPassword: PASSWORD,
        resetToken: pending.token,
      });
      expect(reset.statusCode).toBe(200);
      expect((await loginAs(pending.username, PASSWORD)).statusCode).toBe(200);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, pending.id));
      expect(row!.emailVerified).toBe(true);
      expect(row!.requiredActions).toEqual([]);

      // The token is spent now.
      expect((await api().post('/User/verify-email', { token: pending.token })).statusCode).toBe(
        400,
      );
      expect(
        (await api().get(`/User/get-required-actions?token=${pending.token}`)).statusCode,
      ).toBe(400);
    });

    it('links admin accounts to /email-verification?key= and expires tokens after 12 hours', async () => {
      const pending = await createPendingUser('admin');
      const [mail] = await mailsTo(pending.email);
      expect(mail!.links[0]).toBe(`http://localhost:3000/email-verification?key=${pending.token}`);
      clock.advance(12 * 60 * MINUTE + 1000);
      const late = await api().post('/User/verify-email', { token: pending.token });
      expect(late.statusCode).toBe(400);
      expect(late.json()).toEqual([
        { code: ERROR_CODES.invalidToken, description: messages.api.invalidActionToken },
      ]);
      expect((await api().get('/User/get-required-actions')).statusCode).toBe(400);
      expect((await api().post('/User/verify-email', { token: '' })).statusCode).toBe(400);
    });
  });

  describe('send-verfication-email', () => {
    it('lets an admin re-send a member their mail, with a fresh token that retires the old one', async () => {
      const pending = await createPendingUser('member');
      const admin = await createUser({ role: ROLES.admin });
      const { token } = await login(t.app, { username: admin.username, password: PASSWORD });
      clock.advance(1000);
      const response = await client(t.app, token).post('/User/send-verfication-email', {
        userId: pending.id,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: messages.api.verificationSent });
      const mails = await mailsTo(pending.email);
      expect(mails).toHaveLength(2);
      const fresh = new URL(mails[0]!.links[0]!).searchParams.get('token')!;
      expect(fresh).not.toBe(pending.token);
      expect((await api().post('/User/verify-email', { token: pending.token })).statusCode).toBe(
        400,
      );
      expect((await api().post('/User/verify-email', { token: fresh })).statusCode).toBe(200);
      // Verified now: no more mails.
      const again = await client(t.app, token).post('/User/send-verfication-email', {
        userId: pending.id,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual([
        { code: ERROR_CODES.emailAlreadyVerified, description: messages.api.emailAlreadyVerified },
      ]);
    });

    it('lets only root admins mail admins; members and anonymous callers are refused', async () => {
      const pendingAdmin = await createPendingUser('admin');
      const admin = await createUser({ role: ROLES.admin });
      const root = await createUser({ role: ROLES.rootAdmin });
      const member = await createUser();
      const as = async (user: { username: string }) =>
        client(t.app, (await login(t.app, { username: user.username, password: PASSWORD })).token);

      const body = { userId: pendingAdmin.id };
      expect((await (await as(admin)).post('/User/send-verfication-email', body)).statusCode).toBe(
        403,
      );
      expect((await (await as(member)).post('/User/send-verfication-email', body)).statusCode).toBe(
        403,
      );
      expect((await api().post('/User/send-verfication-email', body)).statusCode).toBe(401);
      const byRoot = await (await as(root)).post('/User/send-verfication-email', body);
      expect(byRoot.statusCode).toBe(200);
      const [mail] = await mailsTo(pendingAdmin.email);
      expect(mail!.links[0]).toContain('/email-verification?key=');

      const unknown = await (
        await as(root)
      ).post('/User/send-verfication-email', {
        userId: '00000000-0000-4000-8000-000000000000',
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: messages.api.userNotFound });
      const invalid = await (
        await as(root)
      ).post('/User/send-verfication-email', { userId: 'abc' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()[0].code).toBe('InvalidUserId');
    });
  });

  it('keeps action tokens hashed and leaves no mail for hostile input', async () => {
    const before = await t.database.db.select({ id: outboxMails.id }).from(outboxMails);
    const tokensBefore = await t.database.db.select({ id: actionTokens.id }).from(actionTokens);
    for (const payload of [
      { email: "x'; drop table users; --@example.com" },
      { email: ['a@b.co'] },
      { email: 'a'.repeat(300) + '@example.com' },
      null,
      '"just a string"',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/User/forgot-password`,
        headers: { 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
      expect(Array.isArray(response.json())).toBe(true);
    }
    expect(await t.database.db.select({ id: outboxMails.id }).from(outboxMails)).toHaveLength(
      before.length,
    );
    expect(await t.database.db.select({ id: actionTokens.id }).from(actionTokens)).toHaveLength(
      tokensBefore.length,
    );
  });

  it('demo accounts of the seed can log in', async () => {
    // This suite runs without demo data; the root admin is always seeded.
    expect((await loginAs(ROOT.username, ROOT.password)).statusCode).toBe(200);
    expect([ADMIN.username, MEMBER.username]).toEqual(['admin', 'member']);
  });
});
