import { ApiError, messages } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { transitionPaths } from '../testing/flows.ts';
import { reach, runPath, scriptedActors, unusedApi, visitedStates } from '../testing/harness.ts';
import { modelOf } from '../testing/model.ts';
import { forgotPasswordMachine, type ForgotPasswordInput } from './forgotPasswordMachine.ts';

function start(request: (input: { email: string }) => Promise<unknown>) {
  const machine = forgotPasswordMachine.provide({
    actors: { requestReset: fromPromise(({ input }) => request(input as { email: string })) },
  });
  return createActor(machine, { input: { api: unusedApi<ForgotPasswordInput['api']>() } }).start();
}

describe('forgot password machine', () => {
  it.each([
    ['', 'Please enter your email.'],
    ['   ', 'Please enter your email.'],
    ['sara@', 'Please enter a valid email address.'],
  ])('%j: %s', (email, message) => {
    const request = vi.fn();
    const actor = start(request);
    actor.send({ type: 'field.change', field: 'email', value: email });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(request).not.toHaveBeenCalled();
  });

  it('sends the link and shows the spec success message; sending again works', async () => {
    const request = vi.fn(() => Promise.resolve({ message: 'server text' }));
    const actor = start(request);
    actor.send({ type: 'field.change', field: 'email', value: 'sara@example.com' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await reach(actor, 'sent');
    expect(actor.getSnapshot().context.notice).toBe(
      'Reset link sent successfully! Check your email.',
    );
    actor.send({ type: 'form.submit' });
    await reach(actor, 'sent');
    expect(request).toHaveBeenCalledTimes(2);
    actor.send({ type: 'field.change', field: 'email', value: 'other@example.com' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'editing', context: { notice: null } });
  });

  it('shows the server message on failure, else the spec fallback', async () => {
    const limited = start(() =>
      Promise.reject(new ApiError({ status: 429, body: { message: 'Too many requests.' } })),
    );
    limited.send({ type: 'field.change', field: 'email', value: 'sara@example.com' });
    limited.send({ type: 'form.submit' });
    await reach(limited, 'editing');
    expect(limited.getSnapshot().context.error).toBe('Too many requests.');

    const offline = start(() => Promise.reject(new ApiError({ status: 0 })));
    offline.send({ type: 'field.change', field: 'email', value: 'sara@example.com' });
    offline.send({ type: 'form.submit' });
    await reach(offline, 'editing');
    expect(offline.getSnapshot().context.error).toBe(
      'Failed to send reset link. Please try again.',
    );
  });

  it('posts the trimmed email by default', async () => {
    const forgotPassword = vi.fn(() => Promise.resolve({ message: 'ok' }));
    const actor = createActor(forgotPasswordMachine, {
      input: { api: { forgotPassword } },
    }).start();
    actor.send({ type: 'field.change', field: 'email', value: ' sara@example.com ' });
    actor.send({ type: 'form.submit' });
    await reach(actor, 'sent');
    expect(forgotPassword).toHaveBeenCalledWith(
      { email: 'sara@example.com' },
      { signal: expect.any(AbortSignal) },
    );
  });
});

describe('forgot password machine: a path through every transition', () => {
  const input: ForgotPasswordInput = { api: unusedApi<ForgotPasswordInput['api']>() };
  const events = [
    { type: 'field.change', field: 'email', value: 'sara@example.com' },
    { type: 'field.change', field: 'email', value: 'sara@' },
    { type: 'form.submit' },
    { type: 'xstate.done.actor.requestReset', output: { message: 'sent' } },
    {
      type: 'xstate.error.actor.requestReset',
      error: new ApiError({ status: 404, body: { message: 'No account with this email.' } }),
    },
  ] as never[];
  const paths = transitionPaths(
    createTestModel(modelOf(forgotPasswordMachine), { input, events }),
    { events },
  );

  it('covers every state', () => {
    expect(visitedStates(paths)).toEqual(new Set(['"editing"', '"submitting"', '"sent"']));
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const scripted = scriptedActors(['requestReset']);
    await runPath(path, {
      machine: forgotPasswordMachine,
      input,
      scripted,
      contextKeys: ['email', 'error', 'notice'],
      // The success message only once sent, an error never beside it; the address's problem on a refused
      // submit, the server's reason, and the address sent.
      check: (actor, _, event) => {
        const snapshot = actor.getSnapshot();
        const { email, error, notice } = snapshot.context;
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('submitting'));
        expect(notice).toBe(snapshot.matches('sent') ? messages.forgotPassword.success : null);
        if (notice) expect(error).toBeNull();
        if (event.type === 'field.change') expect(error).toBeNull();
        if (event.type === 'form.submit' && snapshot.matches('editing'))
          expect(error).toBe(
            email ? messages.forgotPassword.emailInvalid : messages.forgotPassword.emailRequired,
          );
        if (snapshot.matches('submitting'))
          expect(scripted.calls('requestReset').at(-1)).toEqual({
            api: input.api,
            email: 'sara@example.com',
          });
        if (event.type === 'xstate.error.actor.requestReset')
          expect(error).toBe('No account with this email.');
      },
    });
  });
});
