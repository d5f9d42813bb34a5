import {
  API_ERROR_CODES,
  ApiError,
  messages,
  NO_RESPONSE,
  passkeyMessages,
  staffPasskeyMessages,
  type AuthenticationCredential,
  type LoginResponse,
  type LoginSecondStep,
} from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { flowGraph, transitionPaths } from '../testing/flows.ts';
import { reach, runPath, scriptedActors, unusedApi, visitedStates } from '../testing/harness.ts';
import { modelOf } from '../testing/model.ts';
import { newCredential, registrationOptions } from '../testing/passkeys.ts';
import { fakeJwt, memberToken } from '../testing/tokens.ts';
import { loginMachine, type LoginContext, type LoginInput } from './loginMachine.ts';

/** A browser with passkeys, its prompt never used (the tests script it). */
const PASSKEYS = {
  supported: () => true,
  authenticate: () => Promise.reject(new Error('scripted')),
  register: () => Promise.reject(new Error('scripted')),
  autofillSupported: () => Promise.resolve(true),
  autofill: () => Promise.reject(new Error('scripted')),
};
const CHALLENGE = { challenge: 'c1', rpId: 'localhost', timeout: 300_000 };
const ASSERTION: AuthenticationCredential = {
  id: 'k1',
  rawId: 'k1',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
  clientExtensionResults: {},
};

function response(roles: LoginResponse['roles'], token = memberToken()): LoginResponse {
  return { token, refreshToken: 'r1', roles, expiresIn: 300, refreshExpiresIn: 1800 };
}

function start(
  signIn: () => Promise<LoginResponse | LoginSecondStep>,
  redirect?: string | null,
  online?: () => boolean,
) {
  const session = { send: vi.fn() };
  const navigate = vi.fn();
  const machine = loginMachine.provide({
    actors: { signIn: fromPromise(signIn) },
    actions: { navigate: (_, params) => navigate(params.to) },
  });
  const actor = createActor(machine, {
    input: {
      api: unusedApi<LoginInput['api']>(),
      session,
      redirect,
      ...(online ? { online } : {}),
    },
  }).start();
  const fill = (identifier: string, password: string) => {
    actor.send({ type: 'field.change', field: 'identifier', value: identifier });
    actor.send({ type: 'field.change', field: 'password', value: password });
  };
  return { actor, session, navigate, fill };
}

describe('login machine', () => {
  it.each([
    ['', ''],
    ['sara', ''],
    ['   ', 'Secret1!'],
  ])('requires both fields (%j, %j) with the spec message', (identifier, password) => {
    const signIn = vi.fn(() => Promise.resolve(response(['mijas-member'])));
    const { actor, fill } = start(signIn);
    fill(identifier, password);
    actor.send({ type: 'credentials.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('⚠️ Please enter email/username and password');
    expect(signIn).not.toHaveBeenCalled();
  });

  it.each([
    [['mijas-root-admin'], '/superadmin'],
    [['mijas-admin'], '/admin'],
    [['mijas-member'], '/member'],
  ] as const)('roles %j land on %s and the session gets the tokens', async (roles, destination) => {
    const { actor, session, navigate, fill } = start(() => Promise.resolve(response([...roles])));
    fill(' sara ', 'Secret1!');
    actor.send({ type: 'remember.change', value: true });
    actor.send({ type: 'credentials.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await reach(actor, 'signedIn');
    expect(navigate).toHaveBeenCalledExactlyOnceWith(destination);
    expect(actor.getSnapshot().output).toEqual({ destination });
    expect(actor.getSnapshot().context.password).toBe('');
    expect(session.send).toHaveBeenCalledExactlyOnceWith({
      type: 'session.login',
      token: expect.any(String),
      refreshToken: 'r1',
      roles,
      remember: true,
    });
  });

  it('sends the trimmed identifier and the password as typed', async () => {
    const api = {
      ...unusedApi<LoginInput['api']>(),
      login: vi.fn(() => Promise.resolve(response(['mijas-member']))),
    };
    const actor = createActor(loginMachine, { input: { api, session: { send: vi.fn() } } }).start();
    actor.send({ type: 'field.change', field: 'identifier', value: ' sara@example.com ' });
    actor.send({ type: 'field.change', field: 'password', value: ' Secret1! ' });
    actor.send({ type: 'credentials.submit' });
    await reach(actor, 'signedIn');
    expect(api.login).toHaveBeenCalledExactlyOnceWith(
      { emailOrUsername: 'sara@example.com', password: ' Secret1! ' },
      { signal: expect.any(AbortSignal) },
    );
  });

  it("signs in with a passkey: the server's challenge, the browser's prompt, its assertion verified (issue 35)", async () => {
    const tokens = response(['mijas-member']);
    const api = {
      ...unusedApi<LoginInput['api']>(),
      passkeyLoginOptions: vi.fn(() => Promise.resolve(CHALLENGE)),
      passkeyLogin: vi.fn(() => Promise.resolve(tokens)),
    };
    const passkeys = { ...PASSKEYS, authenticate: vi.fn(() => Promise.resolve(ASSERTION)) };
    const session = { send: vi.fn() };
    const actor = createActor(loginMachine, {
      input: { api, session, passkeys, redirect: '/member/receipts' },
    }).start();
    actor.send({ type: 'remember.change', value: true });
    actor.send({ type: 'passkey.start' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await reach(actor, 'signedIn');
    expect(passkeys.authenticate).toHaveBeenCalledExactlyOnceWith(
      CHALLENGE,
      expect.any(AbortSignal),
    );
    expect(api.passkeyLogin).toHaveBeenCalledExactlyOnceWith(
      { credential: ASSERTION },
      { signal: expect.any(AbortSignal) },
    );
    expect(session.send).toHaveBeenCalledWith({
      type: 'session.login',
      token: tokens.token,
      refreshToken: 'r1',
      roles: ['mijas-member'],
      remember: true,
    });
    expect(actor.getSnapshot().output).toEqual({ destination: '/member/receipts' });
  });

  it.each([
    ['NotAllowedError', passkeyMessages().browser.cancelled],
    ['AbortError', passkeyMessages().browser.cancelled],
    ['TimeoutError', passkeyMessages().browser.timedOut],
    ['SecurityError', passkeyMessages().browser.wrongSite],
    ['NotSupportedError', passkeyMessages().browser.unsupported],
  ])('says why a passkey prompt ended without one (%s), the form kept', async (name, said) => {
    const api = {
      ...unusedApi<LoginInput['api']>(),
      passkeyLoginOptions: vi.fn(() => Promise.resolve(CHALLENGE)),
    };
    const passkeys = {
      ...PASSKEYS,
      authenticate: () => Promise.reject(Object.assign(new Error(name), { name })),
    };
    const actor = createActor(loginMachine, {
      input: { api, session: { send: vi.fn() }, passkeys },
    }).start();
    actor.send({ type: 'field.change', field: 'identifier', value: 'sara' });
    actor.send({ type: 'passkey.start' });
    await reach(actor, 'editing');
    expect(actor.getSnapshot().context).toMatchObject({ error: said, identifier: 'sara' });
  });

  it("offers the passkeys in the username field's autofill from its first focus, and signs in with the one picked (issue 35)", async () => {
    const tokens = response(['mijas-member']);
    const api = {
      ...unusedApi<LoginInput['api']>(),
      passkeyLoginOptions: vi.fn(() => Promise.resolve(CHALLENGE)),
      passkeyLogin: vi.fn(() => Promise.resolve(tokens)),
    };
    let pick: (credential: AuthenticationCredential) => void = () => {};
    const passkeys = {
      ...PASSKEYS,
      autofill: vi.fn(
        (_: unknown, _signal: AbortSignal) =>
          new Promise<AuthenticationCredential>((resolve) => (pick = resolve)),
      ),
    };
    const navigate = vi.fn();
    const actor = createActor(
      loginMachine.provide({ actions: { navigate: (_, params) => navigate(params.to) } }),
      { input: { api, session: { send: vi.fn() }, passkeys } },
    ).start();
    // Nothing is asked of the server before the field's first focus (the page's bytes until idle stay as they were).
    expect(api.passkeyLoginOptions).not.toHaveBeenCalled();
    actor.send({ type: 'identifier.focus' });
    await vi.waitFor(() => expect(passkeys.autofill).toHaveBeenCalledOnce());
    actor.send({ type: 'identifier.focus' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(api.passkeyLoginOptions).toHaveBeenCalledOnce();
    expect(passkeys.autofill).toHaveBeenCalledWith(CHALLENGE, expect.any(AbortSignal));
    pick(ASSERTION);
    await reach(actor, 'signedIn');
    expect(api.passkeyLogin).toHaveBeenCalledExactlyOnceWith(
      { credential: ASSERTION },
      { signal: expect.any(AbortSignal) },
    );
    expect(navigate).toHaveBeenCalledWith('/member');
  });

  it("closes the autofill's offer when the password is sent, and makes none where the browser has no autofill", async () => {
    const api = {
      ...unusedApi<LoginInput['api']>(),
      passkeyLoginOptions: vi.fn(() => Promise.resolve(CHALLENGE)),
    };
    let offer: AbortSignal | undefined;
    const passkeys = {
      ...PASSKEYS,
      autofill: vi.fn((_: unknown, signal: AbortSignal) => {
        offer = signal;
        return new Promise<AuthenticationCredential>(() => {});
      }),
    };
    const offered = createActor(
      loginMachine.provide({ actors: { signIn: fromPromise(() => new Promise(() => {})) } }),
      { input: { api, session: { send: vi.fn() }, passkeys } },
    ).start();
    offered.send({ type: 'identifier.focus' });
    await vi.waitFor(() => expect(offer).toBeDefined());
    offered.send({ type: 'field.change', field: 'identifier', value: 'sara' });
    offered.send({ type: 'field.change', field: 'password', value: 'Secret1!' });
    expect(offer?.aborted).toBe(false);
    offered.send({ type: 'credentials.submit' });
    expect(offer?.aborted).toBe(true);

    const without = {
      ...unusedApi<LoginInput['api']>(),
      passkeyLoginOptions: vi.fn(() => Promise.resolve(CHALLENGE)),
    };
    const none = createActor(loginMachine, {
      input: {
        api: without,
        session: { send: vi.fn() },
        passkeys: { ...PASSKEYS, autofillSupported: () => Promise.resolve(false) },
      },
    }).start();
    none.send({ type: 'identifier.focus' });
    await Promise.resolve();
    await Promise.resolve();
    expect(without.passkeyLoginOptions).not.toHaveBeenCalled();
    expect(none.getSnapshot().matches('editing')).toBe(true);
  });

  it('follows the redirect parameter first, but only to a path on this site', async () => {
    const first = start(() => Promise.resolve(response(['mijas-admin'])), '/member?tab=profile');
    first.fill('sara', 'Secret1!');
    first.actor.send({ type: 'credentials.submit' });
    await reach(first.actor, 'signedIn');
    expect(first.navigate).toHaveBeenCalledWith('/member?tab=profile');

    for (const unsafe of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
      const other = start(() => Promise.resolve(response(['mijas-admin'])), unsafe);
      other.fill('sara', 'Secret1!');
      other.actor.send({ type: 'credentials.submit' });
      await reach(other.actor, 'signedIn');
      expect(other.navigate).toHaveBeenCalledWith('/admin');
    }
  });

  it('shows the server message on failure, else ❌ Login failed., and clears it on edit', async () => {
    const server = start(() =>
      Promise.reject(
        new ApiError({ status: 401, body: { message: 'Invalid username/email or password.' } }),
      ),
    );
    server.fill('sara', 'wrong');
    server.actor.send({ type: 'credentials.submit' });
    await reach(server.actor, 'editing');
    expect(server.actor.getSnapshot().context.error).toBe('Invalid username/email or password.');
    server.actor.send({ type: 'field.change', field: 'password', value: 'again' });
    expect(server.actor.getSnapshot().context.error).toBeNull();

    // An answer without a message of its own (an odd 500) is the spec's.
    const bare = start(() => Promise.reject(new ApiError({ status: 500, body: '' })));
    bare.fill('sara', 'wrong');
    bare.actor.send({ type: 'credentials.submit' });
    await reach(bare.actor, 'editing');
    expect(bare.actor.getSnapshot().context.error).toBe('❌ Login failed.');
    expect(bare.session.send).not.toHaveBeenCalled();
  });

  it('says it is offline when the request got no answer (no network, the server unreachable)', async () => {
    const { actor, session, fill } = start(() =>
      Promise.reject(
        new ApiError({
          status: NO_RESPONSE,
          code: API_ERROR_CODES.network,
          cause: new TypeError('Failed to fetch'),
        }),
      ),
    );
    fill('sara', 'Secret1!');
    actor.send({ type: 'credentials.submit' });
    await reach(actor, 'editing');
    expect(actor.getSnapshot().context.error).toBe(messages.login.offline);
    expect(messages.login.offline).toMatch(/^You are offline/);
    expect(session.send).not.toHaveBeenCalled();
  });

  it('says it is offline at once, sending nothing, while the browser knows it has no network', async () => {
    const signIn = vi.fn(() => Promise.resolve(response(['mijas-member'])));
    let online = false;
    const { actor, fill } = start(signIn, null, () => online);
    fill('sara', 'Secret1!');
    actor.send({ type: 'credentials.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe(messages.login.offline);
    expect(signIn).not.toHaveBeenCalled();

    // Back online, the same form signs in.
    online = true;
    actor.send({ type: 'credentials.submit' });
    await reach(actor, 'signedIn');
    expect(signIn).toHaveBeenCalledOnce();
  });

  it('says the session ended when /login was reached so, tells the session it did, until an error replaces it', async () => {
    const session = { send: vi.fn() };
    const machine = loginMachine.provide({
      actors: { signIn: fromPromise(() => Promise.reject(new ApiError({ status: 0 }))) },
    });
    const input = { api: unusedApi<LoginInput['api']>(), session, sessionEnded: true };
    const actor = createActor(machine, { input }).start();
    expect(actor.getSnapshot().context.notice).toBe('Your session has ended. Please log in again.');
    expect(session.send).toHaveBeenCalledExactlyOnceWith({ type: 'session.ended.seen' });
    // Typing keeps it; the first error takes its place for good.
    actor.send({ type: 'field.change', field: 'identifier', value: 'sara' });
    expect(actor.getSnapshot().context.notice).toBe(messages.login.sessionEnded);
    actor.send({ type: 'credentials.submit' });
    expect(actor.getSnapshot().context).toMatchObject({
      error: messages.login.required,
      notice: null,
    });

    const failed = createActor(machine, { input }).start();
    failed.send({ type: 'field.change', field: 'identifier', value: 'sara' });
    failed.send({ type: 'field.change', field: 'password', value: 'Secret1!' });
    failed.send({ type: 'credentials.submit' });
    expect(failed.getSnapshot().context.notice).toBe(messages.login.sessionEnded);
    await reach(failed, 'editing');
    expect(failed.getSnapshot().context).toMatchObject({
      error: messages.login.offline,
      notice: null,
    });

    // A plain visit says nothing and tells the session nothing.
    const plain = start(() => Promise.resolve(response(['mijas-member'])));
    expect(plain.actor.getSnapshot().context.notice).toBeNull();
    expect(plain.session.send).not.toHaveBeenCalled();
  });

  it('treats an unreadable token as a failed login and starts no session', async () => {
    const { actor, session, navigate, fill } = start(() =>
      Promise.resolve(response(['mijas-member'], 'not-a-jwt')),
    );
    fill('sara', 'Secret1!');
    actor.send({ type: 'credentials.submit' });
    await reach(actor, 'editing');
    expect(actor.getSnapshot().context.error).toBe('❌ Login failed.');
    expect(session.send).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('ignores a second submit while submitting, and toggles password visibility', () => {
    const signIn = vi.fn(() => new Promise<LoginResponse>(() => {}));
    const { actor, fill } = start(signIn);
    fill('sara', 'Secret1!');
    actor.send({ type: 'credentials.submit' });
    actor.send({ type: 'credentials.submit' });
    expect(signIn).toHaveBeenCalledTimes(1);
    actor.send({ type: 'password.toggleVisibility' });
    expect(actor.getSnapshot().context.showPassword).toBe(true);
    expect(messages.login.submitting).toBe('Logging in...');
  });
});

describe('login machine: every shortest path', () => {
  const failure = new ApiError({
    status: 401,
    body: { message: 'Invalid username/email or password.' },
  });
  const input: LoginInput = {
    api: unusedApi<LoginInput['api']>(),
    session: { send: () => {} },
    passkeys: PASSKEYS,
  };
  const unavailable = new ApiError({ status: 503, body: { message: 'Service unavailable.' } });
  const unknownPasskey = new ApiError({
    status: 401,
    body: { message: passkeyMessages().unknownPasskey },
  });
  // The prompt's actor says why it ended in the page's language (its unit tests above): the path carries that.
  const cancelled = new Error(passkeyMessages().browser.cancelled);
  // Staff under the passkeys rule: the password's answer is a second step (unit tests in secondStep.test.ts).
  const confirmStep: LoginSecondStep = { secondStep: 'passkey', ticket: 'c1', options: CHALLENGE };
  const addStep: LoginSecondStep = {
    secondStep: 'addPasskey',
    ticket: registrationOptions.challenge,
    options: registrationOptions,
  };
  const stepExpired = new ApiError({
    status: 400,
    body: [{ code: 'SignInStepExpired', description: staffPasskeyMessages().stepExpired }],
  });
  const events = [
    { type: 'field.change', field: 'identifier', value: 'sara' },
    { type: 'field.change', field: 'password', value: 'Secret1!' },
    { type: 'remember.change', value: true },
    { type: 'credentials.submit' },
    {
      type: 'xstate.done.actor.signIn',
      output: response(['mijas-admin'], fakeJwt({ sub: 'u1' })),
    },
    // A token the app cannot read: the form stays, saying the login failed.
    { type: 'xstate.done.actor.signIn', output: response(['mijas-admin'], 'not-a-jwt') },
    { type: 'xstate.error.actor.signIn', error: failure },
    // Issue 35: a passkey's sign-in, and each way it stops.
    { type: 'passkey.start' },
    { type: 'xstate.done.actor.passkeyChallenge', output: CHALLENGE },
    { type: 'xstate.error.actor.passkeyChallenge', error: unavailable },
    { type: 'xstate.done.actor.passkeyPrompt', output: ASSERTION },
    { type: 'xstate.error.actor.passkeyPrompt', error: cancelled },
    {
      type: 'xstate.done.actor.passkeySignIn',
      output: response(['mijas-member'], fakeJwt({ sub: 'u2' })),
    },
    { type: 'xstate.error.actor.passkeySignIn', error: unknownPasskey },
    // Issue 35: the staff passkeys rule's second step, and each way it stops.
    { type: 'xstate.done.actor.signIn', output: confirmStep },
    { type: 'xstate.done.actor.signIn', output: addStep },
    { type: 'secondStep.confirm' },
    { type: 'secondStep.add', name: 'Office PC' },
    { type: 'secondStep.cancel' },
    { type: 'xstate.done.actor.secondStepAssertion', output: ASSERTION },
    { type: 'xstate.error.actor.secondStepAssertion', error: cancelled },
    { type: 'xstate.done.actor.secondStepRegistration', output: newCredential },
    { type: 'xstate.error.actor.secondStepRegistration', error: cancelled },
    {
      type: 'xstate.done.actor.confirmSignIn',
      output: response(['mijas-admin'], fakeJwt({ sub: 'u1' })),
    },
    { type: 'xstate.error.actor.confirmSignIn', error: stepExpired },
    {
      type: 'xstate.done.actor.addSignIn',
      output: response(['mijas-admin'], fakeJwt({ sub: 'u1' })),
    },
    { type: 'xstate.error.actor.addSignIn', error: stepExpired },
    // The username field's autofill (conditional UI): offered at its first focus, a passkey picked there or none.
    { type: 'identifier.focus' },
    { type: 'xstate.done.actor.passkeyAutofill', output: ASSERTION },
    { type: 'xstate.error.actor.passkeyAutofill', error: cancelled },
  ] as never[];
  // Online with passkeys, without them, and with the browser knowing it has no network (a submit sends nothing).
  const inputs = {
    online: input,
    'no passkeys': { ...input, passkeys: { ...PASSKEYS, supported: () => false } },
    offline: { ...input, online: () => false },
  };
  const covered = new Set<string>();
  const paths = Object.entries(inputs).flatMap(([network, given]) => {
    const model = createTestModel(modelOf(loginMachine), {
      input: given,
      events,
      filterEvents: (_, event) => event.type !== 'password.toggleVisibility',
    });
    // Showing the password changes nothing else: one step of it from each state, not a second copy of every path.
    const found = transitionPaths(model, {
      events: [...events, { type: 'password.toggleVisibility' } as never],
    });
    found.covered.forEach((name) => covered.add(name));
    return found.map((path) => ({ network, given, path }));
  });

  it('covers every state and takes every transition', () => {
    expect(visitedStates(paths.map(({ path }) => path))).toEqual(
      new Set([
        '"editing"',
        '"submitting"',
        '"signedIn"',
        '{"passkey":"challenge"}',
        '{"passkey":"prompt"}',
        '{"passkey":"verifying"}',
        '{"secondStep":"confirming"}',
        '{"secondStep":"confirmPrompt"}',
        '{"secondStep":"confirmVerifying"}',
        '{"secondStep":"adding"}',
        '{"secondStep":"addPrompt"}',
        '{"secondStep":"addVerifying"}',
      ]),
    );
    expect(flowGraph(loginMachine).transitions.filter((name) => !covered.has(name))).toEqual([]);
  });

  it.each(
    paths.map(
      ({ network, given, path }) => [`${network}: ${path.description}`, given, path] as const,
    ),
  )('%s', async (_, given, path) => {
    const scripted = scriptedActors([
      'signIn',
      'passkeyChallenge',
      'passkeyPrompt',
      'passkeySignIn',
      'secondStepAssertion',
      'secondStepRegistration',
      'confirmSignIn',
      'addSignIn',
      'passkeyAutofill',
    ]);
    const session = { send: vi.fn() };
    const navigate = vi.fn();
    let before = { showPassword: false };
    let errorBefore: string | null = null;
    await runPath(path, {
      machine: loginMachine.provide({
        actions: { navigate: (_, params) => navigate(params.to) },
      }),
      input: () => ({ ...given, session }),
      scripted,
      contextKeys: ['identifier', 'password', 'remember', 'error', 'destination'],
      // What the form says after each step (SPEC §2, §8), what it sends, and where a login leads.
      check: (actor, _, event) => {
        const snapshot = actor.getSnapshot();
        const context = snapshot.context as LoginContext;
        const { error } = context;
        const offline = given.online?.() === false;
        const prompting = ['confirmPrompt', 'confirmVerifying', 'addPrompt', 'addVerifying'].some(
          (step) => snapshot.matches({ secondStep: step }),
        );
        // Signed in, still busy until the page it goes to replaces the form.
        expect(snapshot.hasTag('busy')).toBe(
          snapshot.matches('submitting') ||
            snapshot.matches('passkey') ||
            prompting ||
            snapshot.matches('signedIn'),
        );
        // Offline: said at once; a browser without passkeys: nothing happens (it is offered no button).
        if (event.type === 'passkey.start' && snapshot.matches('editing'))
          expect(error).toBe(offline ? messages.login.offline : errorBefore);
        errorBefore = error;
        if (snapshot.matches({ passkey: 'prompt' }))
          expect(scripted.calls('passkeyPrompt').at(-1)).toEqual({
            passkeys: given.passkeys,
            options: CHALLENGE,
          });
        if (snapshot.matches({ passkey: 'verifying' }))
          expect(scripted.calls('passkeySignIn').at(-1)).toEqual({
            api: given.api,
            credential: ASSERTION,
          });
        if (event.type === 'xstate.error.actor.passkeyPrompt')
          expect(error).toBe(passkeyMessages().browser.cancelled);
        // The second step: the step's own options to the prompt, its ticket with what the prompt answered.
        const step = context.secondStep;
        if (snapshot.matches({ secondStep: 'confirmPrompt' }))
          expect(scripted.calls('secondStepAssertion').at(-1)).toEqual({
            passkeys: given.passkeys,
            options: CHALLENGE,
          });
        if (snapshot.matches({ secondStep: 'addPrompt' }))
          expect(scripted.calls('secondStepRegistration').at(-1)).toEqual({
            passkeys: given.passkeys,
            options: registrationOptions,
          });
        if (snapshot.matches({ secondStep: 'confirmVerifying' }))
          expect(scripted.calls('confirmSignIn').at(-1)).toEqual({
            api: given.api,
            ticket: 'c1',
            credential: ASSERTION,
          });
        if (snapshot.matches({ secondStep: 'addVerifying' }))
          expect(scripted.calls('addSignIn').at(-1)).toEqual({
            api: given.api,
            ticket: registrationOptions.challenge,
            name: 'Office PC',
            credential: newCredential,
          });
        if (snapshot.matches('secondStep'))
          expect(step?.secondStep).toBe(
            snapshot.matches({ secondStep: 'confirming' }) ||
              snapshot.matches({ secondStep: 'confirmPrompt' }) ||
              snapshot.matches({ secondStep: 'confirmVerifying' })
              ? 'passkey'
              : 'addPasskey',
          );
        else expect(step).toBeNull();
        if (
          event.type === 'xstate.error.actor.secondStepAssertion' ||
          event.type === 'xstate.error.actor.secondStepRegistration'
        )
          expect(error).toBe(passkeyMessages().browser.cancelled);
        if (
          event.type === 'xstate.error.actor.confirmSignIn' ||
          event.type === 'xstate.error.actor.addSignIn'
        )
          expect([snapshot.value, error]).toEqual(['editing', staffPasskeyMessages().stepExpired]);
        if (event.type === 'secondStep.cancel')
          expect([snapshot.value, error]).toEqual(['editing', null]);
        if (event.type === 'xstate.error.actor.passkeySignIn')
          expect(error).toBe(passkeyMessages().unknownPasskey);
        if (event.type === 'xstate.error.actor.passkeyChallenge')
          expect(error).toBe('Service unavailable.');
        if (event.type === 'field.change') expect(error).toBeNull();
        if (event.type === 'remember.change') expect(context.remember).toBe(true);
        if (event.type === 'password.toggleVisibility')
          expect(context.showPassword).toBe(!before.showPassword);
        before = { showPassword: context.showPassword };
        if (event.type === 'credentials.submit' && snapshot.matches('editing'))
          expect(error).toBe(
            context.identifier && context.password
              ? messages.login.offline
              : messages.login.required,
          );
        if (snapshot.matches('submitting')) {
          expect(offline).toBe(false);
          expect(scripted.calls('signIn').at(-1)).toEqual({
            api: given.api,
            emailOrUsername: 'sara',
            password: 'Secret1!',
          });
        }
        if (event.type === 'xstate.error.actor.signIn')
          expect(error).toBe('Invalid username/email or password.');
        // A token the browser cannot read gives no session.
        if (event.type === 'xstate.done.actor.signIn' && snapshot.matches('editing'))
          expect(error).toBe(messages.login.failed);
        if (snapshot.matches('signedIn')) {
          // A password's sign-in is an admin's here, a passkey's a member's: the same tokens to the session.
          const byPasskey = event.type === 'xstate.done.actor.passkeySignIn';
          const destination = byPasskey ? '/member' : '/admin';
          expect(session.send).toHaveBeenCalledExactlyOnceWith({
            type: 'session.login',
            token: fakeJwt({ sub: byPasskey ? 'u2' : 'u1' }),
            refreshToken: 'r1',
            roles: [byPasskey ? 'mijas-member' : 'mijas-admin'],
            remember: context.remember,
          });
          expect([context.destination, context.password]).toEqual([destination, '']);
          expect(navigate).toHaveBeenCalledExactlyOnceWith(destination);
          expect(snapshot.output).toEqual({ destination });
        } else expect([session.send, navigate].map((spy) => spy.mock.calls)).toEqual([[], []]);
      },
    });
  });
});
