import { createFakeFetch } from '@mijas/api/client/testing';
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { createMemoryStorage } from '../storage/storage.ts';
import { memberToken, refreshAnswer } from '../testing/tokens.ts';
import { createAppSession } from './appSession.ts';

const ID = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const profile = (username: string) => ({
  id: ID,
  username,
  email: `${username}@example.com`,
  emailIsVerified: true,
  firstName: null,
  lastName: null,
  gender: null,
  dateOfBirth: null,
  major: null,
  phoneNumber: null,
  nationality: null,
  country: null,
  city: null,
  addressDetails: null,
});

describe('createAppSession', () => {
  it("wires the client to the session's token and empties the cache when the user changes", async () => {
    const server = createFakeFetch((request) => {
      const token = request.headers.get('authorization')?.replace('Bearer ', '') ?? '';
      return { body: profile(token === memberToken({ sub: 'a' }) ? 'alice' : 'bob') };
    });
    const { api, session } = createAppSession({
      baseUrl: 'http://api.test',
      local: createMemoryStorage(),
      session: createMemoryStorage(),
      fetch: server.fetch,
    });
    session.send({ type: 'session.login', token: memberToken({ sub: 'a' }), remember: true });
    expect((await api.getMemberSelf()).username).toBe('alice');
    expect((await api.getMemberSelf()).username).toBe('alice');
    expect(server.requests).toHaveLength(1);

    session.send({ type: 'session.logout' });
    session.send({ type: 'session.login', token: memberToken({ sub: 'b' }), remember: false });
    expect((await api.getMemberSelf()).username).toBe('bob');
    expect(server.requests).toHaveLength(2);
    session.stop();
  });
});

describe('createAppSession offline', () => {
  it('keeps the member signed in when the refresh gets no answer, and refreshes when the browser is back online', async () => {
    const stale = memberToken({ jti: 'stale' });
    const fresh = memberToken({ jti: 'fresh' });
    let online = false;
    const server = createFakeFetch((request) => {
      if (!online) throw new TypeError('Failed to fetch');
      if (request.url.pathname === '/api/v1/User/refresh-token')
        return { body: refreshAnswer(fresh) };
      return request.headers.get('authorization') === `Bearer ${fresh}`
        ? { body: profile('member') }
        : { status: 401, body: { message: 'Your session has expired or is invalid.' } };
    });
    const network = new EventTarget();
    const local = createMemoryStorage();
    const { api, session } = createAppSession({
      baseUrl: 'http://api.test',
      local,
      session: createMemoryStorage(),
      fetch: server.fetch,
      network,
    });
    session.send({ type: 'session.login', token: stale, refreshToken: 'r1', remember: true });
    // Offline, the access token expired: the call and the refresh get no answer, the session stays.
    session.send({ type: 'refresh.needed' });
    await waitFor(session, (snapshot) => snapshot.context.refreshFailure !== null);
    expect(session.getSnapshot().hasTag('authenticated')).toBe(true);
    expect(local.getItem('token')).toBe(stale);
    expect(local.getItem('refreshToken')).toBe('r1');

    online = true;
    network.dispatchEvent(new Event('online'));
    await waitFor(session, (snapshot) => snapshot.context.token === fresh);
    expect(session.getSnapshot().value).toEqual({ authenticated: 'active' });
    expect(session.getSnapshot().context.refreshFailure).toBeNull();
    expect(local.getItem('token')).toBe(fresh);
    expect((await api.getMemberSelf()).username).toBe('member');
    const refreshes = () =>
      server.requests.filter((r) => r.url.pathname === '/api/v1/User/refresh-token').length;
    expect(refreshes()).toBe(2);

    // Online again with nothing pending: no refresh.
    network.dispatchEvent(new Event('online'));
    expect(session.getSnapshot().value).toEqual({ authenticated: 'active' });
    expect(refreshes()).toBe(2);
    session.stop();
  });
});
