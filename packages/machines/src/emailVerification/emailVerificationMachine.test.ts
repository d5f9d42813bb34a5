import { ApiError, messages, type RequiredAction } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { reach, runPath, scriptedActors, unusedApi, visitedStates } from '../testing/harness.ts';
import { modelOf } from '../testing/model.ts';
import {
  emailVerificationMachine,
  type EmailVerificationContext,
  type EmailVerificationInput,
} from './emailVerificationMachine.ts';

const api = unusedApi<EmailVerificationInput['api']>();

function start(
  key: string | null,
  verify: () => Promise<{ message: string }>,
  actions: () => Promise<RequiredAction[]>,
) {
  const clock = new SimulatedClock();
  const navigate = vi.fn();
  const requiredActions = vi.fn((_: unknown) => actions());
  const machine = emailVerificationMachine.provide({
    actors: {
      verifyEmail: fromPromise(verify),
      requiredActions: fromPromise(({ input }) => requiredActions(input)),
    },
    actions: { navigate: (_, params) => navigate(params.to) },
  });
  const actor = createActor(machine, { input: { api, key }, clock }).start();
  return { actor, clock, navigate, requiredActions };
}

const verified = () => Promise.resolve({ message: 'Email verified.' });

describe('email verification (?key=) machine', () => {
  it('without a key says the link is invalid and calls nothing', () => {
    const verify = vi.fn(verified);
    const { actor, requiredActions } = start(null, verify, () => Promise.resolve([]));
    expect(actor.getSnapshot().value).toBe('invalidLink');
    expect(actor.getSnapshot().context.error).toBe('Invalid verification link. No key provided.');
    expect(verify).not.toHaveBeenCalled();
    expect(requiredActions).not.toHaveBeenCalled();
  });

  it('verifying, then with UPDATE_PASSWORD: says a new password is needed and goes to reset-password after 2 s', async () => {
    const { actor, clock, navigate, requiredActions } = start('k/1', verified, () =>
      Promise.resolve(['UPDATE_PASSWORD']),
    );
    expect(actor.getSnapshot().value).toBe('verifying');
    expect(actor.getSnapshot().context.notice).toBe(messages.emailVerification.verifying);
    await reach(actor, { verified: 'passwordNeeded' });
    expect(requiredActions).toHaveBeenCalledWith(expect.objectContaining({ token: 'k/1' }));
    expect(actor.getSnapshot().context).toMatchObject({
      notice: messages.emailVerification.passwordNeeded,
      redirectTo: '/reset-password?token=k%2F1',
      requiredActions: ['UPDATE_PASSWORD'],
    });
    clock.increment(1999);
    expect(navigate).not.toHaveBeenCalled();
    clock.increment(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/reset-password?token=k%2F1');
  });

  it('after success without UPDATE_PASSWORD goes to /login after 3 s', async () => {
    const { actor, clock, navigate } = start('k', verified, () =>
      Promise.resolve(['VERIFY_EMAIL']),
    );
    await reach(actor, { verified: 'toLogin' });
    expect(actor.getSnapshot().context.notice).toBe(messages.emailVerification.verified);
    clock.increment(2999);
    expect(navigate).not.toHaveBeenCalled();
    clock.increment(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login');
  });

  it('after success, if the required actions cannot be read, still goes to /login after 3 s', async () => {
    const { actor, clock, navigate } = start('k', verified, () =>
      Promise.reject(new ApiError({ status: 500 })),
    );
    await reach(actor, { verified: 'toLogin' });
    clock.increment(3000);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it.each([
    [
      'an array body: the first description',
      new ApiError({
        status: 400,
        body: [
          { code: 'InvalidToken', description: 'First.' },
          { code: 'X', description: 'Second.' },
        ],
      }),
      'First.',
    ],
    [
      'a message body: the message',
      new ApiError({ status: 400, body: { message: 'Already verified.' } }),
      'Already verified.',
    ],
    [
      'a response without either',
      new ApiError({ status: 500, body: 'oops' }),
      'Email verification failed. The link may be invalid or expired.',
    ],
    [
      'no response at all',
      new ApiError({ status: 0 }),
      'Email verification failed. Please try again or contact support.',
    ],
  ])('failure with %s', async (_, error, message) => {
    const { actor } = start(
      'k',
      () => Promise.reject(error),
      () => Promise.resolve([]),
    );
    await reach(actor, { failed: 'settled' });
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
  });

  it('failure still checks the required actions and goes to reset-password with UPDATE_PASSWORD', async () => {
    const { actor, clock, navigate } = start(
      'k',
      () =>
        Promise.reject(
          new ApiError({
            status: 400,
            body: { message: 'This email address is already verified.' },
          }),
        ),
      () => Promise.resolve(['UPDATE_PASSWORD']),
    );
    await reach(actor, { failed: 'passwordNeeded' });
    expect(actor.getSnapshot().context.error).toBe('This email address is already verified.');
    clock.increment(2000);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/reset-password?token=k');
  });

  it('calls the API with the key by default', async () => {
    const verifyEmail = vi.fn(verified);
    const getRequiredActions = vi.fn(() => Promise.resolve<RequiredAction[]>([]));
    const actor = createActor(emailVerificationMachine, {
      input: { api: { verifyEmail, getRequiredActions }, key: 'key-1' },
    }).start();
    await reach(actor, { verified: 'toLogin' });
    expect(verifyEmail).toHaveBeenCalledWith(
      { token: 'key-1' },
      { signal: expect.any(AbortSignal) },
    );
    expect(getRequiredActions).toHaveBeenCalledWith(
      { token: 'key-1' },
      { signal: expect.any(AbortSignal) },
    );
    actor.stop();
  });
});

describe('email verification machine: every shortest path', () => {
  const failure = new ApiError({
    status: 400,
    body: { message: 'The link is invalid or has expired.' },
  });
  const events = [
    { type: 'xstate.done.actor.verifyEmail', output: { message: 'Email verified.' } },
    { type: 'xstate.error.actor.verifyEmail', error: failure },
    { type: 'xstate.done.actor.requiredActions', output: ['UPDATE_PASSWORD'] },
    { type: 'xstate.done.actor.requiredActions', output: [] },
    { type: 'xstate.error.actor.requiredActions', error: failure },
  ] as never[];

  for (const key of ['k', null]) {
    const input = { api, key };
    const paths = createTestModel(modelOf(emailVerificationMachine), {
      input,
      events,
    }).getShortestPaths();

    it(`key ${key}: the paths cover every reachable state`, () => {
      const expected = key
        ? [
            'verifying',
            { verified: 'checking' },
            { verified: 'passwordNeeded' },
            { verified: 'toLogin' },
            { failed: 'checking' },
            { failed: 'passwordNeeded' },
            { failed: 'settled' },
            'redirected',
          ]
        : ['invalidLink'];
      for (const value of expected) expect(visitedStates(paths)).toContain(JSON.stringify(value));
    });

    it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
      const scripted = scriptedActors(['verifyEmail', 'requiredActions']);
      const navigate = vi.fn();
      let said: string | null = null;
      await runPath(path, {
        machine: emailVerificationMachine.provide({
          actions: { navigate: (_, params) => navigate(params.to) },
        }),
        input,
        scripted,
        contextKeys: ['notice', 'error', 'requiredActions', 'redirectTo'],
        // What the page says in each state (SPEC §2, §4), the calls made with the key, and the redirect.
        check: (actor) => {
          const snapshot = actor.getSnapshot() as ReturnType<typeof actor.getSnapshot> & {
            context: EmailVerificationContext;
          };
          const { notice, error, redirectTo } = snapshot.context;
          const failed = snapshot.matches('failed');
          const passwordNeeded =
            snapshot.matches({ verified: 'passwordNeeded' }) ||
            snapshot.matches({ failed: 'passwordNeeded' });
          const toLogin = snapshot.matches({ verified: 'toLogin' });
          expect(snapshot.hasTag('busy')).toBe(
            snapshot.matches('verifying') || snapshot.matches({ verified: 'checking' }),
          );
          expect(snapshot.hasTag('error')).toBe(failed || snapshot.matches('invalidLink'));
          expect(snapshot.hasTag('success')).toBe(snapshot.matches('verified'));
          if (snapshot.matches('invalidLink')) {
            expect(error).toBe('Invalid verification link. No key provided.');
            expect([scripted.calls('verifyEmail'), scripted.calls('requiredActions')]).toEqual([
              [],
              [],
            ]);
            return;
          }
          expect(scripted.calls('verifyEmail')).toEqual([{ api, token: 'k' }]);
          if (!snapshot.matches('verifying'))
            expect(scripted.calls('requiredActions')).toEqual([{ api, token: 'k' }]);
          if (snapshot.matches('redirected')) {
            // Where the page said it would go, once.
            expect(navigate).toHaveBeenCalledExactlyOnceWith(said);
            return;
          }
          expect(navigate).not.toHaveBeenCalled();
          expect(error).toBe(failed ? 'The link is invalid or has expired.' : null);
          expect(notice).toBe(
            snapshot.matches('verifying')
              ? messages.emailVerification.verifying
              : passwordNeeded
                ? messages.emailVerification.passwordNeeded
                : toLogin
                  ? messages.emailVerification.verified
                  : null,
          );
          expect(redirectTo).toBe(
            passwordNeeded ? '/reset-password?token=k' : toLogin ? '/login' : null,
          );
          said = redirectTo;
        },
      });
    });
  }
});
