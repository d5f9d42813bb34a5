import { createFakeFetch } from '@mijas/api/client/testing';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage/storage.ts';
import { memberToken } from '../testing/tokens.ts';
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
