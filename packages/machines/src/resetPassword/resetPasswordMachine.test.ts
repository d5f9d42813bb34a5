import { ApiError, checkPassword, messages } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { transitionPaths } from '../testing/flows.ts';
import { reach, runPath, scriptedActors, unusedApi, visitedStates } from '../testing/harness.ts';
import { modelOf } from '../testing/model.ts';
import {
  canSubmitReset,
  resetPasswordMachine,
  type ResetPasswordInput,
} from './resetPasswordMachine.ts';

const api = unusedApi<ResetPasswordInput['api']>();

function start(token: string | null, reset: (input: unknown) => Promise<{ message: string }>) {
  const clock = new SimulatedClock();
  const navigate = vi.fn();
  const machine = resetPasswordMachine.provide({
    actors: { resetPassword: fromPromise(({ input }) => reset(input)) },
    actions: { navigate: (_, params) => navigate(params.to) },
  });
  const actor = createActor(machine, { input: { api, token }, clock }).start();
  const type = (newPassword: string, confirmPassword = newPassword) => {
    actor.send({ type: 'field.change', field: 'newPassword', value: newPassword });
    actor.send({ type: 'field.change', field: 'confirmPassword', value: confirmPassword });
  };
  return { actor, clock, navigate, type };
}

describe('reset password machine', () => {
  it('without a token: shows ❌ Missing token., cannot submit, and never calls the server', () => {
    const reset = vi.fn();
    const { actor, type } = start(null, reset);
    expect(actor.getSnapshot().context.error).toBe('❌ Missing token.');
    expect(canSubmitReset(actor.getSnapshot().context)).toBe(false);
    type('Abcdef1!');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error).toBe('❌ Missing token.');
    expect(reset).not.toHaveBeenCalled();
  });

  it('keeps a live checklist of the five rules', () => {
    const { actor, type } = start('t', vi.fn());
    const met = () => actor.getSnapshot().context.checklist.map((rule) => [rule.id, rule.met]);
    expect(met()).toEqual([
      ['length', false],
      ['uppercase', false],
      ['lowercase', false],
      ['number', false],
      ['special', false],
    ]);
    type('abc');
    expect(met().filter(([, ok]) => ok)).toEqual([['lowercase', true]]);
    type('Abcdef1!');
    expect(met().every(([, ok]) => ok)).toBe(true);
  });

  it('asks to fix the requirements, then reports a mismatch', () => {
    const reset = vi.fn();
    const { actor, type } = start('t', reset);
    type('weak');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error).toBe('Please fix the password requirements below.');
    type('Abcdef1!', 'Abcdef1?');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error).toBe('Passwords do not match.');
    expect(reset).not.toHaveBeenCalled();
  });

  it('posts the token and both passwords, shows the server message, and goes to /login after 2 s', async () => {
    const reset = vi.fn(() =>
      Promise.resolve({ message: 'Your password has been set. You can log in now.' }),
    );
    const { actor, clock, navigate, type } = start('tok', reset);
    type('Abcdef1!');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await reach(actor, 'succeeded');
    expect(reset).toHaveBeenCalledWith(
      expect.objectContaining({
        newPassword: 'Abcdef1!',
        confirmPassword: 'Abcdef1!',
        resetToken: 'tok',
      }),
    );
    expect(actor.getSnapshot().context.notice).toBe(
      'Your password has been set. You can log in now.',
    );
    clock.increment(1999);
    expect(navigate).not.toHaveBeenCalled();
    clock.increment(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('defaults to ✅ Password reset successful. when the server sends no message', async () => {
    const { actor, type } = start('tok', () => Promise.resolve({ message: '' }));
    type('Abcdef1!');
    actor.send({ type: 'form.submit' });
    await reach(actor, 'succeeded');
    expect(actor.getSnapshot().context.notice).toBe('✅ Password reset successful.');
  });

  it('shows the server message on failure, else ❌ Reset failed.', async () => {
    const body = [{ code: 'InvalidToken', description: 'The link is invalid or has expired.' }];
    const first = start('tok', () => Promise.reject(new ApiError({ status: 400, body })));
    first.type('Abcdef1!');
    first.actor.send({ type: 'form.submit' });
    await reach(first.actor, 'editing');
    expect(first.actor.getSnapshot().context.error).toBe('The link is invalid or has expired.');

    const second = start('tok', () => Promise.reject(new ApiError({ status: 0 })));
    second.type('Abcdef1!');
    second.actor.send({ type: 'form.submit' });
    await reach(second.actor, 'editing');
    expect(second.actor.getSnapshot().context.error).toBe('❌ Reset failed.');
  });

  it('calls the API with the reset body by default', async () => {
    const resetPassword = vi.fn(() => Promise.resolve({ message: 'ok' }));
    const actor = createActor(resetPasswordMachine, {
      input: { api: { resetPassword }, token: 'tok' },
    }).start();
    actor.send({ type: 'field.change', field: 'newPassword', value: 'Abcdef1!' });
    actor.send({ type: 'field.change', field: 'confirmPassword', value: 'Abcdef1!' });
    actor.send({ type: 'form.submit' });
    await reach(actor, 'succeeded');
    expect(resetPassword).toHaveBeenCalledExactlyOnceWith(
      { newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1!', resetToken: 'tok' },
      { signal: expect.any(AbortSignal) },
    );
    actor.stop();
  });
});

describe('reset password machine: a path through every transition', () => {
  const failure = new ApiError({
    status: 400,
    body: { message: 'The link is invalid or has expired.' },
  });
  const events = [
    { type: 'field.change', field: 'newPassword', value: 'Abcdef1!' },
    { type: 'field.change', field: 'newPassword', value: 'weak' },
    { type: 'field.change', field: 'confirmPassword', value: 'Abcdef1!' },
    { type: 'form.submit' },
    { type: 'xstate.done.actor.resetPassword', output: { message: '' } },
    { type: 'xstate.error.actor.resetPassword', error: failure },
  ] as never[];

  for (const token of ['tok', null]) {
    const input = { api, token };
    const paths = transitionPaths(
      createTestModel(modelOf(resetPasswordMachine), { input, events }),
      { events },
    );

    it(`token ${token}: reaches ${token ? 'every state' : 'only editing'}`, () => {
      const values = token ? ['editing', 'submitting', 'succeeded', 'redirected'] : ['editing'];
      expect(visitedStates(paths)).toEqual(new Set(values.map((value) => JSON.stringify(value))));
    });

    it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
      const scripted = scriptedActors(['resetPassword']);
      const navigate = vi.fn();
      await runPath(path, {
        machine: resetPasswordMachine.provide({
          actions: { navigate: (_, params) => navigate(params.to) },
        }),
        input,
        scripted,
        contextKeys: ['newPassword', 'confirmPassword', 'checklist', 'error', 'notice'],
        // What the page says after each step (SPEC §2, §5), what it sends, and the way to /login.
        check: (actor, _, event) => {
          const snapshot = actor.getSnapshot();
          const { context } = snapshot;
          const { newPassword, confirmPassword, error } = context;
          expect(snapshot.hasTag('busy')).toBe(snapshot.matches('submitting'));
          // While the form is shown, the checklist follows the new password as typed.
          if (snapshot.matches('editing') || snapshot.matches('submitting'))
            expect(context.checklist).toEqual(checkPassword(newPassword));
          // Without a token the page says so, whatever is typed.
          if (!token) expect(error).toBe(messages.resetPassword.missingToken);
          else if (event.type === 'field.change') expect(error).toBeNull();
          if (token && event.type === 'form.submit' && snapshot.matches('editing'))
            expect(error).toBe(
              newPassword !== 'Abcdef1!'
                ? messages.resetPassword.fixRequirements
                : messages.resetPassword.mismatch,
            );
          if (snapshot.matches('submitting'))
            expect(scripted.calls('resetPassword').at(-1)).toEqual({
              api,
              newPassword: 'Abcdef1!',
              confirmPassword: 'Abcdef1!',
              resetToken: 'tok',
            });
          if (event.type === 'xstate.error.actor.resetPassword')
            expect(error).toBe('The link is invalid or has expired.');
          const done = snapshot.matches('succeeded') || snapshot.matches('redirected');
          expect(context.notice).toBe(done ? messages.resetPassword.success : null);
          // The passwords are not kept once sent.
          if (done) expect([newPassword, confirmPassword]).toEqual(['', '']);
          if (snapshot.matches('redirected'))
            expect(navigate).toHaveBeenCalledExactlyOnceWith('/login');
          else expect(navigate).not.toHaveBeenCalled();
        },
      });
    });
  }
});
