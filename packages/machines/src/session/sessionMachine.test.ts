import { ApiError, createApiClient, messages, STORAGE_KEYS } from '@mijas/api';
import { createFakeFetch } from '@mijas/api/client/testing';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  createMemoryStorage,
  createSharedMemoryStorage,
  type KeyValueStorage,
} from '../storage/storage.ts';
import { deferred, fakeJwt, memberToken, refreshAnswer } from '../testing/tokens.ts';
import { createAppSession } from './appSession.ts';
import { SessionEndedError, sessionAuth } from './sessionAuth.ts';
import { refreshWasRefused, sessionMachine, type SessionApi } from './sessionMachine.ts';
import {
  selectHomeRedirect,
  selectPanel,
  selectSessionEnded,
  selectSignedOutRedirect,
} from './sessionSelectors.ts';

/** The server's answer to a logout (the tests that care about the call record it). */
const loggedOut = () => Promise.resolve({ message: 'You have been logged out.' });

const unusedApi: SessionApi = {
  refreshToken: () => Promise.reject(new Error('refreshToken was not expected in this test')),
  logout: loggedOut,
};

function start(
  { local = createMemoryStorage(), session = createMemoryStorage(), api = unusedApi } = {} as {
    local?: KeyValueStorage;
    session?: KeyValueStorage;
    api?: SessionApi;
  },
) {
  const actor = createActor(sessionMachine, { input: { api, local, session } });
  actor.start();
  return { actor, local, session };
}

const token = memberToken();

describe('session: persistence and roles', () => {
  it('starts anonymous with empty storage', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context.endedBy).toBe('none');
  });

  it('with Remember Me keeps token, refreshToken, userId, user and roles in local storage only', () => {
    const { actor, local, session } = start();
    actor.send({
      type: 'session.login',
      token,
      refreshToken: 'r1',
      roles: ['mijas-member'],
      remember: true,
    });
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'active' });
    expect(local.getItem('token')).toBe(token);
    expect(local.getItem('refreshToken')).toBe('r1');
    expect(local.getItem('userId')).toBe('u-member');
    expect(JSON.parse(local.getItem('user') ?? 'null')).toEqual({
      id: 'u-member',
      username: 'sara',
      email: 'sara@example.com',
      roles: ['mijas-member'],
    });
    expect(JSON.parse(local.getItem('roles') ?? 'null')).toEqual(['mijas-member']);
    expect(session.getItem('token')).toBeNull();
    expect(actor.getSnapshot().context.user).toMatchObject({
      firstName: 'Sara',
      lastName: 'Haddad',
      name: 'Sara Haddad',
    });
  });

  it('without Remember Me keeps the session in session storage only', () => {
    const { actor, local, session } = start({
      local: createMemoryStorage({ token: memberToken({ sub: 'old' }) }),
    });
    actor.send({
      type: 'session.login',
      token,
      refreshToken: 'r1',
      roles: ['mijas-member'],
      remember: false,
    });
    expect(session.getItem('token')).toBe(token);
    expect(local.getItem('token')).toBeNull();
    expect(actor.getSnapshot().context.remember).toBe(false);
  });

  it('restores a remembered session, then a session-storage one; ignores an unreadable token', () => {
    const local = createMemoryStorage({ token, refreshToken: 'r1', roles: '["mijas-admin"]' });
    const restored = start({ local }).actor.getSnapshot();
    expect(restored.value).toEqual({ authenticated: 'active' });
    expect(restored.context).toMatchObject({
      remember: true,
      refreshToken: 'r1',
      roles: ['mijas-admin'],
    });

    const fromSession = start({ session: createMemoryStorage({ token }) }).actor.getSnapshot();
    expect(fromSession.context).toMatchObject({ remember: false, roles: ['mijas-member'] });

    expect(
      start({ local: createMemoryStorage({ token: 'garbage' }) }).actor.getSnapshot().value,
    ).toBe('anonymous');
  });

  it('takes roles from the login response, else from realm_access.roles', () => {
    const { actor } = start();
    actor.send({
      type: 'session.login',
      token: fakeJwt({ sub: 'a', realm_access: { roles: ['mijas-admin'] } }),
      remember: true,
    });
    expect(actor.getSnapshot().context.roles).toEqual(['mijas-admin']);
    actor.send({ type: 'session.login', token, roles: ['mijas-root-admin'], remember: true });
    expect(actor.getSnapshot().context.roles).toEqual(['mijas-root-admin']);
  });

  it('ignores a login with an unreadable token', () => {
    const { actor, local } = start();
    actor.send({ type: 'session.login', token: 'not-a-jwt', remember: true });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(local.getItem('token')).toBeNull();
  });

  it('sends a signed-out user to / after a logout and to /login after a failed refresh or before any login', async () => {
    const { actor } = start({
      api: { refreshToken: () => Promise.reject(new Error('revoked')), logout: loggedOut },
    });
    expect(selectSignedOutRedirect(actor.getSnapshot())).toBe('/login');
    actor.send({ type: 'session.login', token, refreshToken: 'r1', remember: true });
    expect(selectSignedOutRedirect(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'session.logout' });
    expect(selectSignedOutRedirect(actor.getSnapshot())).toBe('/');
    actor.send({ type: 'session.login', token, refreshToken: 'r1', remember: true });
    await expect(sessionAuth(() => actor).refresh(token)).rejects.toBeInstanceOf(SessionEndedError);
    expect(selectSignedOutRedirect(actor.getSnapshot())).toBe('/login');
  });

  it('tells /login the session ended after a failed refresh or a 401 without refresh token, until it was seen', async () => {
    const { actor } = start({
      api: { refreshToken: () => Promise.reject(new Error('revoked')), logout: loggedOut },
    });
    expect(selectSessionEnded(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'session.login', token, refreshToken: 'r1', remember: true });
    await expect(sessionAuth(() => actor).refresh(token)).rejects.toBeInstanceOf(SessionEndedError);
    expect(selectSessionEnded(actor.getSnapshot())).toBe(true);
    // Shown once: the login page says it has shown the notice.
    actor.send({ type: 'session.ended.seen' });
    expect(selectSessionEnded(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().value).toBe('anonymous');

    actor.send({ type: 'session.login', token, remember: true });
    await expect(sessionAuth(() => actor).refresh(token)).rejects.toBeInstanceOf(SessionEndedError);
    expect(selectSessionEnded(actor.getSnapshot())).toBe(true);
    // Signing in again forgets it.
    actor.send({ type: 'session.login', token, refreshToken: 'r1', remember: true });
    expect(selectSessionEnded(actor.getSnapshot())).toBe(false);
  });

  it("says nothing of an ended session after the user's own logout", () => {
    const { actor } = start();
    actor.send({ type: 'session.login', token, refreshToken: 'r1', remember: true });
    actor.send({ type: 'session.logout' });
    expect(selectSessionEnded(actor.getSnapshot())).toBe(false);
    // Seen while nothing ended: still nothing to say, and the logout's redirect to / stays.
    actor.send({ type: 'session.ended.seen' });
    expect(selectSessionEnded(actor.getSnapshot())).toBe(false);
    expect(selectSignedOutRedirect(actor.getSnapshot())).toBe('/');
  });

  it('logout clears all local storage and session storage', () => {
    const { actor, local, session } = start();
    actor.send({ type: 'session.login', token, refreshToken: 'r1', remember: true });
    local.setItem(STORAGE_KEYS.adminActivePage, 'add-member');
    actor.send({ type: 'home.allow' });
    actor.send({ type: 'session.logout' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('anonymous');
    expect(snapshot.context).toMatchObject({
      token: null,
      refreshToken: null,
      user: null,
      roles: [],
      endedBy: 'logout',
    });
    expect(local.getItem(STORAGE_KEYS.adminActivePage)).toBeNull();
    expect(local.getItem('token')).toBeNull();
    expect(session.getItem(STORAGE_KEYS.allowHomeAccess)).toBeNull();
  });

  it('logout revokes the session on the server, without waiting for the answer', async () => {
    const answer = deferred<unknown>();
    const logout = vi.fn((_body: { refreshToken: string }) => answer.promise);
    const { actor, local } = start({ api: { ...unusedApi, logout } });
    actor.send({ type: 'session.login', token, refreshToken: 'r1', remember: true });
    actor.send({ type: 'session.logout' });
    // Signed out and cleared at once, while the call is still on its way.
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(selectSignedOutRedirect(actor.getSnapshot())).toBe('/');
    expect(local.getItem('refreshToken')).toBeNull();
    expect(logout).toHaveBeenCalledExactlyOnceWith({ refreshToken: 'r1' });
    answer.resolve({ message: 'You have been logged out.' });
    await answer.promise;
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('logout clears storage even when the server call fails, and the session works on', async () => {
    const logout = vi.fn(() => Promise.reject(new ApiError({ status: 0 })));
    const { actor, local } = start({ api: { ...unusedApi, logout } });
    actor.send({ type: 'session.login', token, refreshToken: 'r1', remember: true });
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(local.getItem('token')).toBeNull();
    expect(logout).toHaveBeenCalledOnce();
    // The call's actor settles (its failure swallowed, nothing unhandled) and leaves the session running.
    const call = Object.values(actor.getSnapshot().children).find(
      (child) => child?.src === 'revokeSession',
    );
    await vi.waitFor(() => expect(call?.getSnapshot().status).toBe('done'));
    expect(actor.getSnapshot().status).toBe('active');
    actor.send({ type: 'session.login', token, refreshToken: 'r2', remember: true });
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'active' });
  });

  it('a session without a refresh token has nothing to revoke: no call', () => {
    const logout = vi.fn(loggedOut);
    const { actor } = start({ api: { ...unusedApi, logout } });
    actor.send({ type: 'session.login', token, remember: true });
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(logout).not.toHaveBeenCalled();
  });

  it.each([
    [['mijas-root-admin'], '/superadmin', 'Root Admin Panel', null],
    [['mijas-admin'], '/admin', 'Admin Panel', null],
    [['mijas-member'], '/member', 'Member Panel', '/member'],
    [[], '/member', 'Member Panel', '/member'],
  ])('roles %j: panel %s (%s), home redirect %s', (roles, path, label, homeRedirect) => {
    const { actor } = start();
    expect(selectPanel(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'session.login', token, roles, remember: true });
    expect(selectPanel(actor.getSnapshot())).toMatchObject({ path, label });
    expect(selectHomeRedirect(actor.getSnapshot())).toBe(homeRedirect);
  });

  it('home.allow lets a member stay on / for this browser session (session storage flag)', () => {
    const session = createMemoryStorage();
    const { actor } = start({ session });
    actor.send({ type: 'session.login', token, remember: true });
    actor.send({ type: 'home.allow' });
    expect(selectHomeRedirect(actor.getSnapshot())).toBeNull();
    expect(session.getItem('allowHomeAccess')).toBe('true');
    expect(
      start({ session, local: createMemoryStorage({ token }) }).actor.getSnapshot().context
        .allowHomeAccess,
    ).toBe(true);
  });
});

describe('session: cross-tab', () => {
  function twoTabs() {
    const area = createSharedMemoryStorage();
    const a = start({ local: area.tab() });
    const b = start({ local: area.tab() });
    return { a: a.actor, b: b.actor, bSession: b.session };
  }

  it('a login in another tab signs this tab in; a logout there signs it out', () => {
    const { a, b } = twoTabs();
    a.send({ type: 'session.login', token, refreshToken: 'r1', remember: true });
    expect(b.getSnapshot().value).toEqual({ authenticated: 'active' });
    expect(b.getSnapshot().context.token).toBe(token);
    a.send({ type: 'session.logout' });
    expect(b.getSnapshot().value).toBe('anonymous');
    expect(b.getSnapshot().context.endedBy).toBe('other-tab');
  });

  it('a logout is sent to the server once, by the tab where it happened', () => {
    const area = createSharedMemoryStorage();
    const logoutA = vi.fn(loggedOut);
    const logoutB = vi.fn(loggedOut);
    const a = start({ local: area.tab(), api: { ...unusedApi, logout: logoutA } }).actor;
    const b = start({ local: area.tab(), api: { ...unusedApi, logout: logoutB } }).actor;
    a.send({ type: 'session.login', token, refreshToken: 'r1', remember: true });
    expect(b.getSnapshot().context.refreshToken).toBe('r1');
    a.send({ type: 'session.logout' });
    expect(b.getSnapshot().value).toBe('anonymous');
    expect(logoutA).toHaveBeenCalledExactlyOnceWith({ refreshToken: 'r1' });
    expect(logoutB).not.toHaveBeenCalled();
  });

  it('a refresh in another tab hands this tab the new tokens', async () => {
    const area = createSharedMemoryStorage();
    const fresh = memberToken({ jti: 'fresh' });
    const api: SessionApi = {
      refreshToken: async () => ({ token: fresh, refreshToken: 'r2' }),
      logout: loggedOut,
    };
    const a = start({ local: area.tab(), api }).actor;
    const b = start({ local: area.tab() }).actor;
    a.send({ type: 'session.login', token, refreshToken: 'r1', remember: true });
    a.send({ type: 'refresh.needed' });
    await vi.waitFor(() => expect(a.getSnapshot().value).toEqual({ authenticated: 'active' }));
    expect(b.getSnapshot().context).toMatchObject({ token: fresh, refreshToken: 'r2' });
  });

  it('a logout in another tab also ends sessions kept without Remember Me', () => {
    const { a, b, bSession } = twoTabs();
    b.send({ type: 'session.login', token: memberToken({ sub: 'b' }), remember: false });
    a.send({ type: 'session.login', token: memberToken({ sub: 'a' }), remember: false });
    expect(b.getSnapshot().context.user?.id).toBe('b');
    a.send({ type: 'session.logout' });
    expect(b.getSnapshot().value).toBe('anonymous');
    expect(b.getSnapshot().context.endedBy).toBe('other-tab');
    expect(bSession.getItem('token')).toBeNull();
  });
});

describe('session: one refresh across tabs', () => {
  const stale = memberToken({ jti: 'stale' });
  const fresh = memberToken({ jti: 'fresh' });

  it.each([
    ['with storage events', true],
    ['even when storage events come late', false],
  ])(
    'two tabs refused at once refresh once %s; both replay with the new token',
    async (_, events) => {
      const gate = deferred<void>();
      const presented: string[] = [];
      const server = createFakeFetch(async (request) => {
        if (request.url.pathname === '/api/v1/User/refresh-token') {
          presented.push((request.body as { refreshToken: string }).refreshToken);
          await gate.promise;
          return { body: refreshAnswer(fresh) };
        }
        return request.headers.get('authorization') === `Bearer ${fresh}`
          ? { body: { members: [], totalCount: 0 } }
          : { status: 401 };
      });
      const area = createSharedMemoryStorage();
      const tab = () => {
        const local = area.tab();
        return createAppSession({
          baseUrl: 'http://api.test',
          local: events ? local : { ...local, subscribe: undefined },
          session: createMemoryStorage(),
          fetch: server.fetch,
        });
      };
      const a = tab();
      const b = tab();
      a.session.send({ type: 'session.login', token: stale, refreshToken: 'r1', remember: true });
      if (!events)
        b.session.send({ type: 'session.login', token: stale, refreshToken: 'r1', remember: true });
      expect(b.session.getSnapshot().context.token).toBe(stale);

      const calls = [a.api.listMembers({ pageNumber: 1 }), b.api.listMembers({ pageNumber: 1 })];
      await vi.waitFor(() => {
        expect(a.session.getSnapshot().hasTag('refreshing')).toBe(true);
        expect(b.session.getSnapshot().hasTag('refreshing')).toBe(true);
      });
      gate.resolve();
      await expect(Promise.all(calls)).resolves.toHaveLength(2);
      expect(presented).toEqual(['r1']);
      for (const { session } of [a, b]) {
        expect(session.getSnapshot().context).toMatchObject({ token: fresh, refreshToken: 'r2' });
      }
    },
  );
});

describe('session: the refresh queue with the client', () => {
  const stale = memberToken({ jti: 'stale' });
  const fresh = memberToken({ jti: 'fresh' });
  /**
   * A fake server where only the fresh token is accepted (unless `rejectFresh`), and the refresh answers only
   * when the test opens its gate, so every call's 401 arrives while the one refresh is in flight.
   */
  function setup(
    refreshOutcome: 'ok' | 'fail' | 'unavailable' | 'no-response',
    { rejectFresh = false } = {},
  ) {
    let refreshCalls = 0;
    const gate = deferred<void>();
    const server = createFakeFetch(async (request) => {
      if (request.url.pathname === '/api/v1/User/refresh-token') {
        refreshCalls += 1;
        await gate.promise;
        if (refreshOutcome === 'unavailable')
          return { status: 503, body: { message: messages.api.serviceUnavailable } };
        if (refreshOutcome === 'no-response') throw new TypeError('Failed to fetch');
        return refreshOutcome === 'ok'
          ? { body: refreshAnswer(fresh) }
          : { status: 401, body: { message: 'Invalid refresh token' } };
      }
      if (request.url.pathname === '/api/v1/User/login')
        return { status: 401, body: { message: 'Bad' } };
      return request.headers.get('authorization') === `Bearer ${fresh}` && !rejectFresh
        ? { body: { members: [], totalCount: Number(request.url.searchParams.get('pageNumber')) } }
        : {
            status: 401,
            body: { message: 'Your session has expired or is invalid. Please log in again.' },
          };
    });
    const local = createMemoryStorage();
    const session: { actor?: ReturnType<typeof start>['actor'] } = {};
    const api = createApiClient({
      baseUrl: 'http://api.test',
      auth: sessionAuth(() => session.actor!),
      fetch: server.fetch,
    });
    session.actor = start({ local, api }).actor;
    session.actor.send({ type: 'session.login', token: stale, refreshToken: 'r1', remember: true });
    local.setItem(STORAGE_KEYS.adminActivePage, 'view-members');
    const get = (n: number) =>
      api.listMembers({ pageNumber: n + 1 }).then((page) => ({ n: page.totalCount - 1 }));
    /** Starts 20 calls, waits until all 20 were refused while the refresh is in flight, then lets it answer. */
    const twenty = async () => {
      const calls = Array.from({ length: 20 }, (_, n) => get(n));
      await vi.waitFor(() => {
        expect(
          server.requests.filter((r) => r.url.pathname === '/api/v1/Admin/members'),
        ).toHaveLength(20);
        expect(session.actor!.getSnapshot().hasTag('refreshing')).toBe(true);
      });
      gate.resolve();
      return Promise.allSettled(calls);
    };
    return {
      server,
      api,
      get,
      twenty,
      gate,
      actor: session.actor,
      local,
      refreshCalls: () => refreshCalls,
    };
  }

  it('20 concurrent calls with an expired token: exactly 1 refresh, all 20 replayed once and succeed', async () => {
    const { server, twenty, actor, local, refreshCalls } = setup('ok');
    const results = await twenty();
    expect(results).toEqual(
      Array.from({ length: 20 }, (_, n) => ({ status: 'fulfilled', value: { n } })),
    );
    expect(refreshCalls()).toBe(1);
    const calls = server.requests.filter((r) => r.url.pathname === '/api/v1/Admin/members');
    expect(calls).toHaveLength(40);
    expect(calls.filter((r) => r.headers.get('authorization') === `Bearer ${fresh}`)).toHaveLength(
      20,
    );
    expect(actor.getSnapshot().context).toMatchObject({ token: fresh, refreshToken: 'r2' });
    expect(local.getItem('token')).toBe(fresh);
    expect(local.getItem('refreshToken')).toBe('r2');
  });

  it('a failed refresh clears storage, makes the session anonymous and rejects all 20', async () => {
    const { twenty, actor, local, refreshCalls } = setup('fail');
    const outcomes = await twenty();
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    for (const outcome of outcomes) {
      const reason = (outcome as PromiseRejectedResult).reason as ApiError;
      expect(reason).toBeInstanceOf(ApiError);
      expect([reason.status, reason.code, reason.cause instanceof SessionEndedError]).toEqual([
        401,
        'SESSION_EXPIRED',
        true,
      ]);
    }
    expect(refreshCalls()).toBe(1);
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context.endedBy).toBe('expired');
    expect(local.getItem('token')).toBeNull();
    expect(local.getItem(STORAGE_KEYS.adminActivePage)).toBeNull();
  });

  it.each(['unavailable', 'no-response'] as const)(
    'a refresh the server cannot answer (%s) keeps the session: all 20 fail with why, the next 401 refreshes again',
    async (outcome) => {
      const { twenty, actor, local, get, refreshCalls } = setup(outcome);
      const outcomes = await twenty();
      for (const result of outcomes) {
        const reason = (result as PromiseRejectedResult).reason as ApiError;
        expect(result.status).toBe('rejected');
        expect(reason).toBeInstanceOf(ApiError);
        expect(reason.code).not.toBe('SESSION_EXPIRED');
        expect(reason.status).toBe(outcome === 'unavailable' ? 503 : 0);
        if (outcome === 'unavailable') expect(reason.message).toBe(messages.api.serviceUnavailable);
      }
      expect(refreshCalls()).toBe(1);
      // Nobody is signed out by an outage: the tokens stay where they were.
      expect(actor.getSnapshot().value).toEqual({ authenticated: 'active' });
      expect(actor.getSnapshot().context).toMatchObject({
        token: stale,
        refreshToken: 'r1',
        endedBy: 'none',
      });
      expect(local.getItem('token')).toBe(stale);
      expect(local.getItem('refreshToken')).toBe('r1');
      expect(local.getItem(STORAGE_KEYS.adminActivePage)).toBe('view-members');
      // The next refused call refreshes once more (the gate is open now).
      await expect(get(0)).rejects.toBeInstanceOf(ApiError);
      expect(refreshCalls()).toBe(2);
    },
  );

  it('tells a refused refresh (4xx) from one the server could not answer', () => {
    const answered = (status: number) => new ApiError({ status, body: { message: 'x' } });
    for (const status of [400, 401, 403, 404])
      expect(refreshWasRefused(answered(status))).toBe(true);
    for (const status of [0, 408, 429, 500, 502, 503, 504])
      expect(refreshWasRefused(answered(status))).toBe(false);
    // Anything that is not an answer of the API ends the session, as before.
    expect(refreshWasRefused(new Error('revoked'))).toBe(true);
  });

  it('a 401 after the replay is final: one refresh for all, two requests per call, the session stays', async () => {
    const { server, twenty, actor, refreshCalls } = setup('ok', { rejectFresh: true });
    const outcomes = await twenty();
    for (const outcome of outcomes) {
      expect(outcome).toMatchObject({ status: 'rejected', reason: { status: 401 } });
    }
    expect(refreshCalls()).toBe(1);
    expect(server.requests.filter((r) => r.url.pathname === '/api/v1/Admin/members')).toHaveLength(
      40,
    );
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'active' });
  });

  it('a call started during the refresh waits for it and goes out once, with the new token', async () => {
    const { server, gate, get, actor, refreshCalls } = setup('ok');
    const first = get(1);
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('refreshing')).toBe(true));
    const late = get(99);
    const lateRequests = () =>
      server.requests.filter((r) => r.url.searchParams.get('pageNumber') === '100');
    expect(lateRequests()).toEqual([]);
    gate.resolve();
    await expect(Promise.all([first, late])).resolves.toEqual([{ n: 1 }, { n: 99 }]);
    expect(lateRequests().map((r) => r.headers.get('authorization'))).toEqual([`Bearer ${fresh}`]);
    expect(refreshCalls()).toBe(1);
  });

  it("login's own 401 is not retried and does not touch the session", async () => {
    const { api, server, refreshCalls, actor } = setup('ok');
    const login = api.login({ emailOrUsername: 'sara', password: 'wrong' });
    await expect(login).rejects.toMatchObject({ status: 401, message: 'Bad' });
    expect(refreshCalls()).toBe(0);
    expect(server.requests).toHaveLength(1);
    expect(actor.getSnapshot().context.token).toBe(stale);
  });

  it('a call refused after the session already refreshed replays with the new token without another refresh', async () => {
    const { get, gate, refreshCalls } = setup('ok');
    gate.resolve();
    await get(1);
    const late = sessionAuth(() => setupActor);
    const setupActor = createActor(sessionMachine, {
      input: {
        api: unusedApi,
        local: createMemoryStorage({ token: fresh, refreshToken: 'r2' }),
        session: createMemoryStorage(),
      },
    }).start();
    await expect(late.refresh(stale)).resolves.toBe(fresh);
    expect(refreshCalls()).toBe(1);
  });

  it('anonymous: a 401 is rejected without any refresh call', async () => {
    const refresh = vi.fn();
    const actor = createActor(
      sessionMachine.provide({ actors: { refreshSession: fromPromise(refresh) } }),
      {
        input: { api: unusedApi, local: createMemoryStorage(), session: createMemoryStorage() },
      },
    ).start();
    await expect(sessionAuth(() => actor).refresh(null)).rejects.toBeInstanceOf(SessionEndedError);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('no refresh token: the session ends at the first 401', async () => {
    const { actor } = start();
    actor.send({ type: 'session.login', token, remember: true });
    await expect(sessionAuth(() => actor).refresh(token)).rejects.toBeInstanceOf(SessionEndedError);
    expect(actor.getSnapshot().context.endedBy).toBe('expired');
  });

  it('cancels the refresh request when the session is logged out meanwhile', async () => {
    const pending = deferred<{ token: string }>();
    let signal: AbortSignal | undefined;
    const api: SessionApi = {
      refreshToken: (_body, options) => {
        signal = options?.signal;
        return pending.promise;
      },
      logout: loggedOut,
    };
    const { actor } = start({ api });
    actor.send({ type: 'session.login', token, refreshToken: 'r1', remember: true });
    const waiting = sessionAuth(() => actor).refresh(token);
    actor.send({ type: 'session.logout' });
    await expect(waiting).rejects.toBeInstanceOf(SessionEndedError);
    expect(signal?.aborted).toBe(true);
  });
});
