import { ApiError, messages } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { flowGraph, transitionPaths } from '../testing/flows.ts';
import { reach, runPath, scriptedActors, unusedApi, visitedStates } from '../testing/harness.ts';
import { modelOf } from '../testing/model.ts';
import {
  staffPasskeysSettingMachine,
  type StaffPasskeysSettingApi,
  type StaffPasskeysSettingContext,
} from './staffPasskeysSettingMachine.ts';

const forbidden = new ApiError({ status: 403, body: { message: messages.api.forbidden } });

function start(overrides: Partial<StaffPasskeysSettingApi> = {}) {
  const api = {
    ...unusedApi<StaffPasskeysSettingApi>(),
    getStaffPasskeysSetting: vi.fn(() => Promise.resolve({ required: false })),
    setStaffPasskeysSetting: vi.fn((body: { required: boolean }) => Promise.resolve(body)),
    ...overrides,
  };
  const actor = createActor(staffPasskeysSettingMachine, { input: { api } }).start();
  return { actor, api };
}

describe('staff passkeys setting machine (issue 35)', () => {
  it("reads the club's setting, then saves a change and says so", async () => {
    const { actor, api } = start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await reach(actor, 'ready');
    expect(actor.getSnapshot().context).toMatchObject({ required: false, saved: false });
    actor.send({ type: 'setting.change', required: true });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    // One change at a time.
    actor.send({ type: 'setting.change', required: false });
    await reach(actor, 'ready');
    expect(api.setStaffPasskeysSetting).toHaveBeenCalledExactlyOnceWith(
      { required: true },
      { signal: expect.any(AbortSignal) },
    );
    expect(actor.getSnapshot().context).toMatchObject({ required: true, saved: true, error: null });
  });

  it("keeps the server's value when a change fails, with the reason; a failed read can be retried", async () => {
    const { actor, api } = start({
      getStaffPasskeysSetting: vi
        .fn()
        .mockRejectedValueOnce(forbidden)
        .mockResolvedValue({ required: true }),
      setStaffPasskeysSetting: vi.fn(() => Promise.reject(forbidden)),
    });
    await reach(actor, 'loadFailed');
    expect(actor.getSnapshot().context.error).toBe(messages.api.forbidden);
    actor.send({ type: 'setting.retry' });
    await reach(actor, 'ready');
    expect(actor.getSnapshot().context).toMatchObject({ required: true, error: null });
    actor.send({ type: 'setting.change', required: false });
    await vi.waitFor(() => expect(actor.getSnapshot().context.error).toBe(messages.api.forbidden));
    expect(actor.getSnapshot().context).toMatchObject({ required: true, saved: false });
    expect(api.getStaffPasskeysSetting).toHaveBeenCalledTimes(2);
  });
});

describe('staff passkeys setting machine: every shortest path', () => {
  const input = { api: unusedApi<StaffPasskeysSettingApi>() };
  const unavailable = new ApiError({ status: 503, body: { message: 'Service unavailable.' } });
  const events = [
    { type: 'xstate.done.actor.loadSetting', output: { required: false } },
    { type: 'xstate.error.actor.loadSetting', error: unavailable },
    { type: 'setting.retry' },
    { type: 'setting.change', required: true },
    { type: 'xstate.done.actor.saveSetting', output: { required: true } },
    { type: 'xstate.error.actor.saveSetting', error: unavailable },
  ] as never[];
  const model = createTestModel(modelOf(staffPasskeysSettingMachine), { input, events });
  const taken = transitionPaths(model, { events });
  const paths = [...model.getShortestPaths(), ...taken];

  it('the paths take every transition and cover every state', () => {
    expect(
      flowGraph(staffPasskeysSettingMachine).transitions.filter((name) => !taken.covered.has(name)),
    ).toEqual([]);
    expect(visitedStates(paths)).toEqual(
      new Set(['loading', 'loadFailed', 'ready', 'saving'].map((value) => JSON.stringify(value))),
    );
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const scripted = scriptedActors(['loadSetting', 'saveSetting']);
    await runPath(path, {
      machine: staffPasskeysSettingMachine,
      input,
      scripted,
      contextKeys: ['required', 'error', 'saved'],
      // What the switch shows after each step: the server's value, busy while reading or saving, the reason.
      check: (actor, _, event) => {
        const snapshot = actor.getSnapshot();
        const context = snapshot.context as StaffPasskeysSettingContext;
        expect(snapshot.hasTag('busy')).toBe(
          snapshot.matches('loading') || snapshot.matches('saving'),
        );
        if (snapshot.matches('saving'))
          expect(scripted.calls('saveSetting').at(-1)).toEqual({ api: input.api, required: true });
        if (event.type.startsWith('xstate.error.actor.'))
          expect(context.error).toBe('Service unavailable.');
        if (event.type === 'xstate.done.actor.saveSetting')
          expect([context.required, context.saved]).toEqual([true, true]);
        if (snapshot.matches('loadFailed')) expect(context.required).toBeNull();
      },
    });
  });
});
