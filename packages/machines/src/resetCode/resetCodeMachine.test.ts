import { ApiError, messages } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { transitionPaths } from '../testing/flows.ts';
import { reach, runPath, scriptedActors, unusedApi, visitedStates } from '../testing/harness.ts';
import { modelOf } from '../testing/model.ts';
import { resetCodeMachine, type ResetCodeInput } from './resetCodeMachine.ts';

function start(verify: (input: unknown) => Promise<{ resetToken: string }>, email?: string) {
  const navigate = vi.fn();
  const machine = resetCodeMachine.provide({
    actors: { verifyCode: fromPromise(({ input }) => verify(input)) },
    actions: { navigate: (_, params) => navigate(params.to) },
  });
  const actor = createActor(machine, {
    input: { api: unusedApi<ResetCodeInput['api']>(), email },
  }).start();
  return { actor, navigate };
}

describe('reset code machine', () => {
  it.each([
    ['', '123456', 'Please enter your email.'],
    ['sara@example.com', '', 'Please enter the 6-digit code from your email.'],
    ['sara@example.com', '12345', 'Please enter the 6-digit code from your email.'],
    ['sara@example.com', '12a456', 'Please enter the 6-digit code from your email.'],
  ])('%j / %j: %s', (email, code, message) => {
    const verify = vi.fn();
    const { actor } = start(verify);
    actor.send({ type: 'field.change', field: 'email', value: email });
    actor.send({ type: 'field.change', field: 'code', value: code });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(verify).not.toHaveBeenCalled();
  });

  it('verifies the code with the server, then goes on to reset-password with the reset token', async () => {
    const verify = vi.fn(() => Promise.resolve({ resetToken: 'r/t' }));
    const { actor, navigate } = start(verify, 'sara@example.com');
    actor.send({ type: 'field.change', field: 'code', value: ' 123456 ' });
    actor.send({ type: 'form.submit' });
    await reach(actor, 'verified');
    expect(verify).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'sara@example.com', code: '123456' }),
    );
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/reset-password?token=r%2Ft');
  });

  it('shows the server message for a wrong code, else the spec text', async () => {
    const wrong = start(
      () =>
        Promise.reject(
          new ApiError({
            status: 400,
            body: [{ code: 'InvalidResetCode', description: 'Wrong code.' }],
          }),
        ),
      'a@b.co',
    );
    wrong.actor.send({ type: 'field.change', field: 'code', value: '111111' });
    wrong.actor.send({ type: 'form.submit' });
    await reach(wrong.actor, 'editing');
    expect(wrong.actor.getSnapshot().context.error).toBe('Wrong code.');

    const offline = start(() => Promise.reject(new ApiError({ status: 0 })), 'a@b.co');
    offline.actor.send({ type: 'field.change', field: 'code', value: '111111' });
    offline.actor.send({ type: 'form.submit' });
    await reach(offline.actor, 'editing');
    expect(offline.actor.getSnapshot().context.error).toBe('The code is invalid or has expired.');
  });
});

describe('reset code machine: a path through every transition', () => {
  const input: ResetCodeInput = { api: unusedApi<ResetCodeInput['api']>(), email: null };
  const events = [
    { type: 'field.change', field: 'email', value: 'sara@example.com' },
    { type: 'field.change', field: 'code', value: '123456' },
    { type: 'form.submit' },
    { type: 'xstate.done.actor.verifyCode', output: { resetToken: 'reset-token' } },
    {
      type: 'xstate.error.actor.verifyCode',
      error: new ApiError({ status: 400, body: { message: 'Invalid or expired code.' } }),
    },
  ] as never[];
  const paths = transitionPaths(createTestModel(modelOf(resetCodeMachine), { input, events }), {
    events,
  });

  it('covers every state', () => {
    expect(visitedStates(paths)).toEqual(new Set(['"editing"', '"verifying"', '"verified"']));
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const scripted = scriptedActors(['verifyCode']);
    const navigate = vi.fn();
    await runPath(path, {
      machine: resetCodeMachine.provide({
        actions: { navigate: (_, params) => navigate(params.to) },
      }),
      input,
      scripted,
      contextKeys: ['email', 'code', 'error', 'redirectTo'],
      // What the form says after each step, what it sends, and that only a verified code leads on, to the
      // reset page with its token.
      check: (actor, _, event) => {
        const snapshot = actor.getSnapshot();
        const { context } = snapshot;
        const verified = snapshot.matches('verified');
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('verifying'));
        expect(context.redirectTo).toBe(verified ? '/reset-password?token=reset-token' : null);
        if (verified)
          expect(navigate).toHaveBeenCalledExactlyOnceWith('/reset-password?token=reset-token');
        else expect(navigate).not.toHaveBeenCalled();
        if (event.type === 'field.change') expect(context.error).toBeNull();
        // Refused before sending: the first field left empty says so.
        if (event.type === 'form.submit' && snapshot.matches('editing'))
          expect(context.error).toBe(
            context.email ? messages.resetCode.codeRequired : messages.forgotPassword.emailRequired,
          );
        if (snapshot.matches('verifying'))
          expect(scripted.calls('verifyCode').at(-1)).toEqual({
            api: input.api,
            email: 'sara@example.com',
            code: '123456',
          });
        if (event.type === 'xstate.error.actor.verifyCode')
          expect(context.error).toBe('Invalid or expired code.');
      },
    });
  });
});
