import { ApiError, messages } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { reach, runPath, scriptedActors, unusedApi, visitedStates } from '../testing/harness.ts';
import { modelOf } from '../testing/model.ts';
import { flowGraph, transitionPaths } from '../testing/flows.ts';
import { runRemindersMachine, type RunRemindersInput } from './runRemindersMachine.ts';

function start(run: () => Promise<{ queued: number }>) {
  const calls = vi.fn(run);
  const machine = runRemindersMachine.provide({
    actors: { runReminders: fromPromise(() => calls()) },
  });
  const api = unusedApi<RunRemindersInput['api']>();
  const actor = createActor(machine, { input: { api } }).start();
  return { actor, calls };
}

describe('run reminders machine', () => {
  it('waits for the button: nothing is sent on opening', () => {
    const { actor, calls } = start(() => Promise.resolve({ queued: 1 }));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).not.toHaveBeenCalled();
  });

  it('runs once, busy meanwhile, and keeps how many were queued (0 too)', async () => {
    for (const queued of [3, 0]) {
      const { actor, calls } = start(() => Promise.resolve({ queued }));
      actor.send({ type: 'reminders.run' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      // A second press while running starts nothing.
      actor.send({ type: 'reminders.run' });
      await reach(actor, 'done');
      expect(actor.getSnapshot().context).toMatchObject({ queued, error: null });
      expect(calls).toHaveBeenCalledOnce();
    }
  });

  it.each([
    [
      '403 with a reason',
      new ApiError({
        status: 403,
        body: [{ code: 'Forbidden', description: 'Root admins only.' }],
      }),
      'Root admins only.',
    ],
    [
      '503 with a message',
      new ApiError({ status: 503, body: { message: 'Mail is not configured.' } }),
      'Mail is not configured.',
    ],
    ['503 without a body', new ApiError({ status: 503 }), messages.api.requestFailed(503)],
    [
      'no response',
      new ApiError({ status: 0, message: 'Failed to fetch' }),
      messages.api.noResponse,
    ],
    ['anything else', new Error('boom'), messages.api.noResponse],
  ])('%s: failed, with the reason to show', async (_, error, reason) => {
    const { actor } = start(() => Promise.reject(error));
    actor.send({ type: 'reminders.run' });
    await reach(actor, 'failed');
    expect(actor.getSnapshot().context).toMatchObject({ queued: null, error: reason });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
  });

  it('runs again after a failure or a result, forgetting the last one', async () => {
    let answer: () => Promise<{ queued: number }> = () =>
      Promise.reject(new ApiError({ status: 0 }));
    const { actor, calls } = start(() => answer());
    actor.send({ type: 'reminders.run' });
    await reach(actor, 'failed');
    answer = () => Promise.resolve({ queued: 2 });
    actor.send({ type: 'reminders.run' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await reach(actor, 'done');
    answer = () => Promise.resolve({ queued: 0 });
    actor.send({ type: 'reminders.run' });
    expect(actor.getSnapshot().context.queued).toBeNull();
    await reach(actor, 'done');
    expect(actor.getSnapshot().context.queued).toBe(0);
    expect(calls).toHaveBeenCalledTimes(3);
  });

  it('calls api.runReminders with an abort signal by default', async () => {
    const runReminders = vi.fn(() => Promise.resolve({ queued: 4 }));
    const actor = createActor(runRemindersMachine, { input: { api: { runReminders } } }).start();
    actor.send({ type: 'reminders.run' });
    await reach(actor, 'done');
    expect(runReminders).toHaveBeenCalledExactlyOnceWith({ signal: expect.any(AbortSignal) });
    actor.stop();
  });
});

describe('run reminders machine: every shortest path', () => {
  const events = [
    { type: 'reminders.run' },
    { type: 'xstate.done.actor.runReminders', output: { queued: 3 } },
    { type: 'xstate.error.actor.runReminders', error: new ApiError({ status: 503 }) },
  ] as never[];
  const input = { api: unusedApi<RunRemindersInput['api']>() };
  const model = createTestModel(modelOf(runRemindersMachine), { input, events });
  // Every transition, not only every state: running again from done and from failed.
  const taken = transitionPaths(model, { events });
  const paths = [...model.getShortestPaths(), ...taken];

  it('the paths take every transition', () => {
    expect(
      flowGraph(runRemindersMachine).transitions.filter((name) => !taken.covered.has(name)),
    ).toEqual([]);
  });

  it('the paths cover every state', () => {
    expect(visitedStates(paths)).toEqual(
      new Set(['idle', 'running', 'done', 'failed'].map((value) => JSON.stringify(value))),
    );
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await runPath(path, {
      machine: runRemindersMachine,
      input,
      scripted: scriptedActors(['runReminders']),
      contextKeys: ['queued', 'error'],
      check: (actor) => {
        const snapshot = actor.getSnapshot() as {
          value: string;
          context: { queued: number | null; error: string | null };
        };
        // A count only when done, a reason only when failed.
        expect(snapshot.context.queued !== null).toBe(snapshot.value === 'done');
        expect(snapshot.context.error !== null).toBe(snapshot.value === 'failed');
      },
    });
  });
});
