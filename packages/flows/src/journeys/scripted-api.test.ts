import { createApiClient, messages, ROLES } from '@mijas/api';
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../player/protocol.ts';
import { accountOf, createClub } from './club.ts';
import { createScriptedApi, type ScriptedRequest } from './scripted-api.ts';

const RENEWAL = { memberId: '5d6f0a7e-8c2b-4f3e-a1d4-2b9c8e7f6a01', numberOfDays: 30, amount: 25 };

/** The app's own client on the scripted fetch, signed in with `token`. */
function clientOn(api: ReturnType<typeof createScriptedApi>, token = 'access-1') {
  return createApiClient({
    baseUrl: '',
    fetch: api.fetch,
    auth: { getToken: () => token, refresh: () => Promise.reject(new Error('no refresh')) },
  });
}

describe('the scripted API of the journeys', () => {
  it('answers an endpoint by its method and path (a literal segment before a parameter) and records the call', async () => {
    const api = createScriptedApi({
      renewMembership: ({ body, token }) => ({
        body: {
          message: `Renewed ${body.numberOfDays} days for ${token}.`,
          actionId: 1,
          renewalId: 2,
          expiryDate: '2027-01-01T00:00:00.000Z',
          receiptNumber: '2026-000002',
        },
      }),
    });
    const answer = await clientOn(api).renewMembership(RENEWAL);
    expect(answer.message).toBe('Renewed 30 days for access-1.');
    expect(api.calls).toEqual([
      {
        id: 1,
        endpoint: 'renewMembership',
        method: 'PUT',
        url: '/api/v1/Admin/members/renew-membership',
        body: RENEWAL,
        token: 'access-1',
        tokenName: 'access #1',
        status: 200,
      },
    ]);
    expect(api.callsTo('renewMembership')).toHaveLength(1);
    expect(api.problems).toEqual([]);
  });

  it('sends an error as the server does, and the client reads its message', async () => {
    const api = createScriptedApi({
      login: () => ({ status: 401, body: { message: messages.login.invalidCredentials } }),
    });
    await expect(
      clientOn(api).login({ emailOrUsername: 'sara', password: 'Wrong#Password1' }),
    ).rejects.toMatchObject({ status: 401, message: messages.login.invalidCredentials });
    expect(api.problems).toEqual([]);
  });

  it('refuses an answer off the contract: a 500, and the mistake in problems', async () => {
    const api = createScriptedApi({
      // @ts-expect-error -- the contract's answer has a message, an actionId, a renewalId and an expiryDate
      renewMembership: () => ({ body: { message: 'Renewed.' } }),
      // An error body that is not the server's for a 409.
      deactivateMembership: () => ({ status: 409, body: { message: 'Not active.' } }) as never,
    });
    const client = clientOn(api);
    await expect(client.renewMembership(RENEWAL)).rejects.toMatchObject({ status: 500 });
    await expect(client.deactivateMembership({ memberId: RENEWAL.memberId })).rejects.toMatchObject(
      { status: 500 },
    );
    expect(api.problems).toEqual([
      expect.stringMatching(/^The script's answer to renewMembership does not parse/),
      "The script's 409 for deactivateMembership is not the server's error body",
    ]);
  });

  it('answers a body its schema refuses with the server’s 400, and an endpoint not scripted with 501', async () => {
    let reached = false;
    const api = createScriptedApi({
      renewMembership: () => {
        reached = true;
        throw new Error('not reached');
      },
    });
    const call = api.fetch('/api/v1/Admin/members/renew-membership', {
      method: 'PUT',
      body: JSON.stringify({ ...RENEWAL, numberOfDays: 0 }),
    });
    const refused = await call;
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual([
      expect.objectContaining({ description: 'Number of days must be greater than 0.' }),
    ]);
    expect(reached).toBe(false);
    const missing = await api.fetch('/api/v1/Member', { method: 'GET' });
    expect(missing.status).toBe(501);
    expect(api.problems).toEqual(['The script does not answer memberSelf']);
  });

  it('answers late when told, and keeps the mails a handler sends', async () => {
    const api = createScriptedApi({
      forgotPassword: ({ body }) => {
        api.sendMail({ to: body.email, subject: 'Reset', text: 'Your code is 123456.' });
        return { body: { message: messages.forgotPassword.success }, delayMs: 50 };
      },
    });
    const started = performance.now();
    await clientOn(api).forgotPassword({ email: 'sara@mijas.example.com' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(api.mails).toEqual([
      { to: 'sara@mijas.example.com', subject: 'Reset', text: 'Your code is 123456.' },
    ]);
  });
});

describe('the scripted API as the flow player sees it', () => {
  const sara = accountOf(
    {
      id: RENEWAL.memberId,
      username: 'sara',
      email: 'sara@mijas.example.com',
      firstName: 'Sara',
      lastName: null,
    },
    'Member#Mijas2026',
    ROLES.member,
  );

  /** The app's client with a session as the app's: one refresh for any number of 401s, then the new token. */
  function signedInClient(
    api: ReturnType<typeof createScriptedApi>,
    club: ReturnType<typeof createClub>,
  ) {
    let tokens = club.storedSession(sara);
    let refreshing: Promise<string> | undefined;
    const client = createApiClient({
      baseUrl: '',
      fetch: api.fetch,
      auth: {
        getToken: () => tokens.token,
        refresh: (failed) => {
          if (failed !== tokens.token) return Promise.resolve(tokens.token);
          refreshing ??= client
            .refreshToken({ refreshToken: tokens.refreshToken ?? '' })
            .then((fresh) => {
              tokens = { ...tokens, token: fresh.token, refreshToken: fresh.refreshToken };
              refreshing = undefined;
              return fresh.token;
            });
          return refreshing;
        },
      },
    });
    return client;
  }

  const script = (club: ReturnType<typeof createClub>) => ({
    refreshToken: club.refreshToken,
    renewMembership: (request: ScriptedRequest<'renewMembership'>) =>
      club.signedIn(request, () => ({
        body: {
          message: 'Renewed.',
          actionId: 1,
          renewalId: 2,
          expiryDate: '2027-01-01T00:00:00.000Z',
          receiptNumber: '2026-000002',
        },
      })),
  });

  it('names each token and links the 401s to the refresh they waited for and to their replays', async () => {
    const club = createClub([sara]);
    const api = createScriptedApi(script(club));
    const client = signedInClient(api, club);
    club.expireAccess(sara);
    await Promise.all([client.renewMembership(RENEWAL), client.renewMembership(RENEWAL)]);
    expect(
      api.calls.map(({ id, endpoint, status, tokenName, waitedFor, replayedBy, replayOf }) => ({
        id,
        endpoint,
        status,
        tokenName,
        ...(waitedFor ? { waitedFor } : {}),
        ...(replayedBy ? { replayedBy } : {}),
        ...(replayOf ? { replayOf } : {}),
      })),
    ).toEqual([
      {
        id: 1,
        endpoint: 'renewMembership',
        status: 401,
        tokenName: 'access #1',
        waitedFor: 3,
        replayedBy: 4,
      },
      {
        id: 2,
        endpoint: 'renewMembership',
        status: 401,
        tokenName: 'access #1',
        waitedFor: 3,
        replayedBy: 5,
      },
      { id: 3, endpoint: 'refreshToken', status: 200, tokenName: 'refresh #1' },
      { id: 4, endpoint: 'renewMembership', status: 200, tokenName: 'access #2', replayOf: 1 },
      { id: 5, endpoint: 'renewMembership', status: 200, tokenName: 'access #2', replayOf: 2 },
    ]);
  });

  it('answers as the player chooses for an endpoint: the Nth call only fails, the others as scripted', async () => {
    const club = createClub([sara]);
    const api = createScriptedApi(script(club));
    const chosen: Scenario = {
      kind: 'fail',
      answer: { status: 401, body: { message: messages.api.refreshFailed } },
      call: 2,
    };
    const reported: number[] = [];
    api.steer({
      scenario: (endpoint, nth) =>
        endpoint === 'refreshToken' && nth === chosen.call ? chosen : { kind: 'story' },
      reported: (call) => reported.push(call.id),
    });
    const client = signedInClient(api, club);
    club.expireAccess(sara);
    await client.renewMembership(RENEWAL);
    club.expireAccess(sara);
    await expect(client.renewMembership(RENEWAL)).rejects.toMatchObject({ status: 401 });
    expect(api.calls.map((call) => `${call.endpoint} ${call.status}`)).toEqual([
      'renewMembership 401',
      'refreshToken 200',
      'renewMembership 200',
      'renewMembership 401',
      'refreshToken 401',
    ]);
    expect(new Set(reported)).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('fails with no answer, or never answers, when chosen', async () => {
    const club = createClub([sara]);
    const api = createScriptedApi(script(club));
    let scenario: Scenario = { kind: 'fail', answer: { status: 0, body: null } };
    api.steer({ scenario: () => scenario, reported: () => {} });
    await expect(signedInClient(api, club).renewMembership(RENEWAL)).rejects.toMatchObject({
      status: 0,
    });
    scenario = { kind: 'never' };
    const controller = new AbortController();
    const pending = signedInClient(api, club).renewMembership(RENEWAL, {
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
