import { ApiError, messages } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { reach, runPath, scriptedActors, unusedApi, visitedStates } from '../testing/harness.ts';
import { modelOf } from '../testing/model.ts';
import { verifyEmailTokenMachine, type VerifyEmailTokenInput } from './verifyEmailTokenMachine.ts';

function start(token: string | null, verify: () => Promise<{ message: string }>) {
  const clock = new SimulatedClock();
  const navigate = vi.fn();
  const machine = verifyEmailTokenMachine.provide({
    actors: { verifyEmail: fromPromise(verify) },
    actions: { navigate: (_, params) => navigate(params.to) },
  });
  const api = unusedApi<VerifyEmailTokenInput['api']>();
  const actor = createActor(machine, { input: { api, token }, clock }).start();
  return { actor, clock, navigate };
}

describe('/verifyemail machine', () => {
  it("without a token shows 'Missing token.' and posts nothing", () => {
    const verify = vi.fn(() => Promise.resolve({ message: 'x' }));
    const { actor } = start(null, verify);
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toBe('Missing token.');
    expect(verify).not.toHaveBeenCalled();
  });

  it("shows 'Verifying token...', then the server message, then after 800 ms goes to reset-password", async () => {
    const { actor, clock, navigate } = start('t 1', () =>
      Promise.resolve({ message: 'Email verified!' }),
    );
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.notice).toBe('Verifying token...');
    await reach(actor, 'success');
    expect(actor.getSnapshot().context.notice).toBe('Email verified!');
    clock.increment(799);
    expect(navigate).not.toHaveBeenCalled();
    clock.increment(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/reset-password?token=t%201');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it("defaults to 'Email verified.' on success", async () => {
    const { actor } = start('t', () => Promise.resolve({ message: '' }));
    await reach(actor, 'success');
    expect(actor.getSnapshot().context.notice).toBe('Email verified.');
  });

  it("shows the server message on failure, else 'Verification failed.'", async () => {
    const server = start('t', () =>
      Promise.reject(
        new ApiError({
          status: 400,
          body: [{ code: 'InvalidToken', description: 'The link is invalid or has expired.' }],
        }),
      ),
    );
    await reach(server.actor, 'error');
    expect(server.actor.getSnapshot().context).toMatchObject({
      error: 'The link is invalid or has expired.',
      notice: null,
    });

    const offline = start('t', () => Promise.reject(new ApiError({ status: 0 })));
    await reach(offline.actor, 'error');
    expect(offline.actor.getSnapshot().context.error).toBe('Verification failed.');
    expect(offline.navigate).not.toHaveBeenCalled();
  });

  it('posts the token by default', async () => {
    const verifyEmail = vi.fn(() => Promise.resolve({ message: 'ok' }));
    const actor = createActor(verifyEmailTokenMachine, {
      input: { api: { verifyEmail }, token: 'tok' },
    }).start();
    await reach(actor, 'success');
    expect(verifyEmail).toHaveBeenCalledExactlyOnceWith(
      { token: 'tok' },
      { signal: expect.any(AbortSignal) },
    );
    actor.stop();
  });
});

describe('/verifyemail machine: every shortest path', () => {
  const events = [
    { type: 'xstate.done.actor.verifyEmail', output: { message: '' } },
    { type: 'xstate.error.actor.verifyEmail', error: new ApiError({ status: 0 }) },
  ] as never[];

  for (const token of ['t', null]) {
    const input = { api: unusedApi<VerifyEmailTokenInput['api']>(), token };
    const paths = createTestModel(modelOf(verifyEmailTokenMachine), {
      input,
      events,
    }).getShortestPaths();

    it(`token ${token}: the paths cover every reachable state`, () => {
      const expected = token ? ['loading', 'success', 'error', 'redirected'] : ['error'];
      expect(visitedStates(paths)).toEqual(new Set(expected.map((value) => JSON.stringify(value))));
    });

    it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
      const scripted = scriptedActors(['verifyEmail']);
      const navigate = vi.fn();
      await runPath(path, {
        machine: verifyEmailTokenMachine.provide({
          actions: { navigate: (_, params) => navigate(params.to) },
        }),
        input,
        scripted,
        contextKeys: ['notice', 'error', 'redirectTo'],
        // What the page says in each state (SPEC §2), the token sent, and the way on to set a password.
        check: (actor) => {
          const snapshot = actor.getSnapshot();
          const { notice, error, redirectTo } = snapshot.context as {
            notice: string | null;
            error: string | null;
            redirectTo: string | null;
          };
          const value = snapshot.value as string;
          expect(snapshot.hasTag('busy')).toBe(value === 'loading');
          expect(snapshot.hasTag('error')).toBe(value === 'error');
          expect(error).toBe(
            value === 'error' ? (token ? 'Verification failed.' : 'Missing token.') : null,
          );
          expect(notice).toBe(
            value === 'loading'
              ? messages.verifyEmailToken.verifying
              : value === 'error'
                ? null
                : messages.verifyEmailToken.success,
          );
          const on = value === 'success' || value === 'redirected';
          expect(redirectTo).toBe(on ? '/reset-password?token=t' : null);
          if (value === 'redirected')
            expect(navigate).toHaveBeenCalledExactlyOnceWith('/reset-password?token=t');
          else expect(navigate).not.toHaveBeenCalled();
          expect(scripted.calls('verifyEmail')).toEqual(token ? [{ api: input.api, token }] : []);
        },
      });
    });
  }
});
