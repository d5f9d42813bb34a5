import { createApiClient, messages } from '@mijas/api';
import { describe, expect, it } from 'vitest';
import { createScriptedApi } from './scripted-api.ts';

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
        },
      }),
    });
    const answer = await clientOn(api).renewMembership(RENEWAL);
    expect(answer.message).toBe('Renewed 30 days for access-1.');
    expect(api.calls).toEqual([
      {
        endpoint: 'renewMembership',
        method: 'PUT',
        url: '/api/v1/Admin/members/renew-membership',
        body: RENEWAL,
        token: 'access-1',
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
