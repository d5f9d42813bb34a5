import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { everyTransition } from '../testing/everyTransition.ts';
import { appUpdateMachine, type AppUpdateContext, type AppUpdates } from './appUpdateMachine.ts';

/** The browser's service workers as the machine sees them: the test tells when a new build waits. */
function fakeUpdates() {
  const applied: unknown[] = [];
  let found: ((worker: unknown) => void) | null = null;
  let stopped = 0;
  const updates: AppUpdates = {
    watch: (onWaiting) => {
      found = onWaiting;
      return () => {
        stopped += 1;
        found = null;
      };
    },
    apply: vi.fn((worker: unknown) => void applied.push(worker)),
  };
  return {
    updates,
    applied,
    waiting: (worker: unknown) => found?.(worker),
    stopped: () => stopped,
  };
}

describe('the app’s update prompt', () => {
  it('says nothing until a new build’s worker waits; Reload hands over to the latest one, once', () => {
    const browser = fakeUpdates();
    const actor = createActor(appUpdateMachine, { input: { updates: browser.updates } }).start();
    expect(actor.getSnapshot().value).toBe('watching');
    browser.waiting('worker 1');
    expect(actor.getSnapshot().value).toBe('available');
    // A newer build while the prompt shows: Reload takes that one.
    browser.waiting('worker 2');
    actor.send({ type: 'update.apply' });
    expect(actor.getSnapshot().value).toBe('reloading');
    actor.send({ type: 'update.apply' });
    browser.waiting('worker 3');
    expect(browser.applied).toEqual(['worker 2']);
    expect(actor.getSnapshot().value).toBe('reloading');
  });

  it('stops watching with the page', () => {
    const browser = fakeUpdates();
    const actor = createActor(appUpdateMachine, { input: { updates: browser.updates } }).start();
    actor.stop();
    expect(browser.stopped()).toBe(1);
  });
});

everyTransition('the app’s update prompt', appUpdateMachine, {
  input: () => ({ updates: fakeUpdates().updates }),
  events: [
    { type: 'update.waiting', worker: 'worker 1' },
    { type: 'update.waiting', worker: 'worker 2' },
    { type: 'update.apply' },
  ],
  actors: [],
  contextKeys: ['worker'],
  filterEvents: () => true,
  serializeState: ((snapshot: { value: unknown; context: { worker: unknown } }) =>
    JSON.stringify([snapshot.value, snapshot.context.worker])) as never,
  // The prompt shows once a new build's worker waits, with the newest one; Reload hands over to that worker,
  // once, and nothing changes after (the page reloads).
  check: (
    actor: { getSnapshot: () => { value: unknown; context: AppUpdateContext } },
    event,
    { before },
  ) => {
    const { value, context } = actor.getSnapshot();
    const was = before?.context as AppUpdateContext | undefined;
    const e = event as typeof event & { worker?: unknown };
    if (event.type === 'xstate.init') expect([value, context.worker]).toEqual(['watching', null]);
    if (event.type === 'update.waiting')
      expect([value, context.worker]).toEqual(
        before?.value === 'reloading' ? ['reloading', was?.worker] : ['available', e.worker],
      );
    const apply = vi.mocked(context.updates.apply);
    if (value === 'reloading') expect(apply).toHaveBeenCalledExactlyOnceWith(context.worker);
    else expect(apply).not.toHaveBeenCalled();
  },
});
