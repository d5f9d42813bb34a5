/**
 * The client and the session machine against the real server: in-process Fastify on PGlite, listening on a free
 * port, called over HTTP with the global fetch.
 */
import { ApiError, createApiClient, TOKEN_LIFETIMES, type ApiClient } from '@mijas/api';
import { createAppSession, createMemoryStorage, type SessionActor } from '@mijas/machines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordTokens, SETUP_TIMEOUT_MS, startServer, type TestServer } from './server.ts';

let server: TestServer;
let baseUrl: string;
let ROOT: TestServer['root'];
/** Every request the client sent, by path. */
const sent: string[] = [];
const countingFetch: typeof fetch = (input, init) => {
  sent.push(new URL(String(input)).pathname);
  return fetch(input, init);
};

beforeAll(async () => {
  server = await startServer();
  baseUrl = server.baseUrl;
  ROOT = server.root;
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server?.close();
});

/** A client whose session is a real session machine (memory storage), logged in as the root admin. */
async function signedIn(): Promise<{ api: ApiClient; session: SessionActor }> {
  const { api, session } = createAppSession({
    baseUrl,
    local: createMemoryStorage(),
    session: createMemoryStorage(),
    fetch: countingFetch,
  });
  const tokens = await passwordTokens(
    api.login({ emailOrUsername: ROOT.username, password: ROOT.password }),
  );
  session.send({ type: 'session.login', ...tokens, remember: true });
  return { api, session };
}

const expire = () => server.clock.advance(TOKEN_LIFETIMES.accessTokenSeconds * 1000 + 1000);

describe('client against the real server', () => {
  it('login → the access token expires → the next call refreshes once and succeeds', async () => {
    const { api, session } = await signedIn();
    const before = session.getSnapshot().context;
    expect((await api.getAdminInfo()).username).toBe(ROOT.username);
    api.clearCache();

    expire();
    sent.length = 0;
    const info = await api.getAdminInfo();
    expect(info.username).toBe(ROOT.username);
    expect(sent).toEqual([
      '/api/v1/Admin/admins',
      '/api/v1/User/refresh-token',
      '/api/v1/Admin/admins',
    ]);
    const after = session.getSnapshot().context;
    expect(after.token).not.toBe(before.token);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(after.user?.username).toBe(ROOT.username);
  });

  it('20 concurrent calls with an expired token: one refresh, all 20 succeed', async () => {
    const { api } = await signedIn();
    expire();
    sent.length = 0;
    const pages = await Promise.all(
      Array.from({ length: 20 }, (_, i) => api.listAdmins({ pageNumber: 1, pageSize: 1 + i })),
    );
    expect(pages.every((page) => page.totalCount >= 0)).toBe(true);
    expect(sent.filter((path) => path === '/api/v1/User/refresh-token')).toHaveLength(1);
    expect(sent.filter((path) => path === '/api/v1/RootAdmin/admins')).toHaveLength(40);
  });

  it('a rotated refresh token is refused on reuse, and the reuse revokes the whole family', async () => {
    const { api } = await signedIn();
    const first = await passwordTokens(
      api.login({ emailOrUsername: ROOT.username, password: ROOT.password }),
    );
    const second = await api.refreshToken({ refreshToken: first.refreshToken });
    expect(second.refreshToken).not.toBe(first.refreshToken);

    const reuse = await api
      .refreshToken({ refreshToken: first.refreshToken })
      .catch((error: unknown) => error);
    expect(reuse).toBeInstanceOf(ApiError);
    expect((reuse as ApiError).status).toBe(401);

    const afterReuse = await api
      .refreshToken({ refreshToken: second.refreshToken })
      .catch((error: unknown) => error);
    expect((afterReuse as ApiError).status).toBe(401);
  });

  it('a refused refresh ends the session: storage cleared, anonymous, the call rejected', async () => {
    const { api, session } = await signedIn();
    const { refreshToken } = session.getSnapshot().context;
    // Another device uses the refresh token first: this session's copy is now a reused one.
    await api.refreshToken({ refreshToken: refreshToken! });
    expire();
    api.clearCache();
    const error = await api.getAdminInfo().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(session.getSnapshot().value).toBe('anonymous');
    expect(session.getSnapshot().context.endedBy).toBe('expired');
    expect(session.getSnapshot().context.local.getItem('token')).toBeNull();
  });

  it('Logout signs out at once and revokes the session on the server: its refresh token no longer refreshes', async () => {
    const logouts: Promise<Response>[] = [];
    const { api, session } = createAppSession({
      baseUrl,
      local: createMemoryStorage(),
      session: createMemoryStorage(),
      fetch: (input, init) => {
        const answer = fetch(input, init);
        if (new URL(String(input)).pathname === '/api/v1/User/logout') logouts.push(answer);
        return answer;
      },
    });
    const tokens = await passwordTokens(
      api.login({ emailOrUsername: ROOT.username, password: ROOT.password }),
    );
    session.send({ type: 'session.login', ...tokens, remember: true });

    session.send({ type: 'session.logout' });
    expect(session.getSnapshot().value).toBe('anonymous');
    expect(session.getSnapshot().context.local.getItem('refreshToken')).toBeNull();
    expect(logouts).toHaveLength(1);
    expect((await logouts[0]!).status).toBe(200);

    const refused = await api
      .refreshToken({ refreshToken: tokens.refreshToken })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(401);
  });

  it("login's own 401 is final and carries the server's message", async () => {
    const api = createApiClient({
      baseUrl,
      auth: { getToken: () => null, refresh: () => Promise.reject(new Error('no')) },
    });
    const error = (await api
      .login({ emailOrUsername: ROOT.username, password: 'wrong-password' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(error.message).not.toBe('');
  });
});
