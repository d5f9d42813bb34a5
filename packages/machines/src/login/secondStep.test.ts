import {
  ApiError,
  passkeyMessages,
  staffPasskeyMessages,
  STAFF_PASSKEY_ERROR_CODES,
  type LoginResponse,
  type LoginSecondStep,
} from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { reach, unusedApi } from '../testing/harness.ts';
import {
  addStep,
  assertion,
  authenticationOptions,
  confirmStep,
  newCredential,
  passkeyBrowser,
  registrationOptions,
} from '../testing/passkeys.ts';
import { fakeJwt } from '../testing/tokens.ts';
import { loginMachine, type LoginInput } from './loginMachine.ts';

/** The second steps a staff member's password sign-in answers under the passkeys rule (issue 35). */
const CONFIRM = confirmStep;
const ADD = addStep;
const TOKENS: LoginResponse = {
  token: fakeJwt({ sub: 'admin-1' }),
  refreshToken: 'r1',
  roles: ['mijas-admin'],
  expiresIn: 300,
  refreshExpiresIn: 1800,
};

function start(step: LoginSecondStep, overrides: Partial<LoginInput> = {}) {
  const api = {
    ...unusedApi<LoginInput['api']>(),
    login: vi.fn(() => Promise.resolve(step)),
    confirmSignInPasskey: vi.fn(() => Promise.resolve(TOKENS)),
    addSignInPasskey: vi.fn(() => Promise.resolve(TOKENS)),
  };
  const session = { send: vi.fn() };
  const navigate = vi.fn();
  const actor = createActor(
    loginMachine.provide({ actions: { navigate: (_, params) => navigate(params.to) } }),
    { input: { api, session, passkeys: passkeyBrowser(), ...overrides } },
  ).start();
  actor.send({ type: 'field.change', field: 'identifier', value: 'admin' });
  actor.send({ type: 'field.change', field: 'password', value: 'Secret1!' });
  actor.send({ type: 'credentials.submit' });
  return { actor, api, session, navigate };
}

describe('login machine: the staff passkeys second step (issue 35)', () => {
  it('asks an admin who has a passkey to confirm with it: the prompt with the step’s options, then the tokens', async () => {
    const passkeys = passkeyBrowser({ authenticate: vi.fn(() => Promise.resolve(assertion)) });
    const { actor, api, session, navigate } = start(CONFIRM, { passkeys });
    await reach(actor, { secondStep: 'confirming' });
    // No session yet, and nothing busy: the page waits for "Confirm with your passkey".
    expect(session.send).not.toHaveBeenCalled();
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    actor.send({ type: 'secondStep.confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await reach(actor, 'signedIn');
    expect(passkeys.authenticate).toHaveBeenCalledExactlyOnceWith(
      authenticationOptions,
      expect.any(AbortSignal),
    );
    expect(api.confirmSignInPasskey).toHaveBeenCalledExactlyOnceWith(
      { ticket: CONFIRM.ticket, credential: assertion },
      { signal: expect.any(AbortSignal) },
    );
    expect(session.send).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ type: 'session.login', token: TOKENS.token }),
    );
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/admin');
    expect(actor.getSnapshot().context.secondStep).toBeNull();
  });

  it('asks an admin without a passkey to add one, named by the page, then the tokens', async () => {
    const passkeys = passkeyBrowser({ register: vi.fn(() => Promise.resolve(newCredential)) });
    const { actor, api, navigate } = start(ADD, { passkeys });
    await reach(actor, { secondStep: 'adding' });
    actor.send({ type: 'secondStep.add', name: 'Office PC' });
    await reach(actor, 'signedIn');
    expect(passkeys.register).toHaveBeenCalledExactlyOnceWith(
      registrationOptions,
      expect.any(AbortSignal),
    );
    expect(api.addSignInPasskey).toHaveBeenCalledExactlyOnceWith(
      { ticket: ADD.ticket, name: 'Office PC', credential: newCredential },
      { signal: expect.any(AbortSignal) },
    );
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/admin');
  });

  const supported = { supported: (): boolean => true };
  const unsupported = { supported: (): boolean => false };
  it.each([
    ['a closed prompt', CONFIRM, supported, 'NotAllowedError', passkeyMessages().browser.cancelled],
    ['a timed out prompt', ADD, supported, 'TimeoutError', passkeyMessages().browser.timedOut],
    [
      'a browser without passkeys',
      ADD,
      unsupported,
      'NotAllowedError',
      passkeyMessages().browser.unsupported,
    ],
  ] as const)(
    'says why %s ended without a passkey; the step stays, and Back returns to the form',
    async (_, step, support, name, said) => {
      const failing = () => Promise.reject(Object.assign(new Error(name), { name }));
      const passkeys = passkeyBrowser({ ...support, authenticate: failing, register: failing });
      const { actor, api } = start(step, { passkeys });
      const waiting = step === CONFIRM ? 'confirming' : 'adding';
      await reach(actor, { secondStep: waiting });
      actor.send(
        step === CONFIRM ? { type: 'secondStep.confirm' } : { type: 'secondStep.add', name: 'PC' },
      );
      await vi.waitFor(() => expect(actor.getSnapshot().context.error).toBe(said));
      expect(actor.getSnapshot().matches({ secondStep: waiting })).toBe(true);
      expect(
        [api.confirmSignInPasskey, api.addSignInPasskey].map((call) => call.mock.calls),
      ).toEqual([[], []]);
      actor.send({ type: 'secondStep.cancel' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context).toMatchObject({
        error: null,
        identifier: 'admin',
        secondStep: null,
      });
    },
  );

  it('returns to the form with the server’s refusal (the step’s ticket answers once)', async () => {
    const expired = new ApiError({
      status: 400,
      body: [
        {
          code: STAFF_PASSKEY_ERROR_CODES.stepExpired,
          description: staffPasskeyMessages().stepExpired,
        },
      ],
    });
    const { actor, api, session } = start(CONFIRM);
    api.confirmSignInPasskey.mockImplementation(() => Promise.reject(expired));
    await reach(actor, { secondStep: 'confirming' });
    actor.send({ type: 'secondStep.confirm' });
    await reach(actor, 'editing');
    expect(actor.getSnapshot().context).toMatchObject({
      error: staffPasskeyMessages().stepExpired,
      secondStep: null,
    });
    expect(session.send).not.toHaveBeenCalled();
  });
});
