import { ApiError, messages, type RenewalDetails } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { reach, runPath, scriptedActors, unusedApi, visitedStates } from '../testing/harness.ts';
import { modelOf } from '../testing/model.ts';
import { deferred } from '../testing/tokens.ts';
import {
  renewalDetailsMachine,
  renewalDetailsMessage,
  type RenewalDetailsInput,
} from './renewalDetailsMachine.ts';

function details(renewalId = 7): RenewalDetails {
  return { renewalId, expiresAt: '2026-01-01T00:00:00.000Z', amount: 25.5, numberOfDays: 365 };
}

function start(renewalId?: number | null) {
  const calls: {
    renewalId: number;
    signal: AbortSignal;
    settle: ReturnType<typeof deferred<RenewalDetails>>;
  }[] = [];
  const getRenewalDetails = vi.fn((id: number, options?: { signal?: AbortSignal }) => {
    const settle = deferred<RenewalDetails>();
    calls.push({ renewalId: id, signal: options?.signal as AbortSignal, settle });
    return settle.promise;
  });
  const api = { getRenewalDetails } as unknown as RenewalDetailsInput['api'];
  const actor = createActor(renewalDetailsMachine, { input: { api, renewalId } }).start();
  const last = () => calls[calls.length - 1]!;
  const message = () => renewalDetailsMessage(actor.getSnapshot());
  return { actor, calls, last, message, getRenewalDetails };
}

describe('renewal details machine', () => {
  it('starts closed without a renewal id and loads nothing', () => {
    for (const renewalId of [undefined, null, 0, 1.5]) {
      const modal = start(renewalId);
      expect(modal.actor.getSnapshot().value).toBe('closed');
      expect(modal.actor.getSnapshot().hasTag('open')).toBe(false);
      expect(modal.message()).toBeNull();
      modal.actor.send({ type: 'details.open', renewalId: -1 });
      expect(modal.getRenewalDetails).not.toHaveBeenCalled();
    }
  });

  it('loads expiry and amount by renewal id, showing Loading renewal details... meanwhile', async () => {
    const modal = start(7);
    expect(modal.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(modal.message()).toBe('Loading renewal details...');
    expect(modal.getRenewalDetails).toHaveBeenCalledExactlyOnceWith(7, {
      signal: expect.any(AbortSignal),
    });
    modal.last().settle.resolve(details());
    await reach(modal.actor, 'loaded');
    expect(modal.actor.getSnapshot().context.details).toMatchObject({
      expiresAt: '2026-01-01T00:00:00.000Z',
      amount: 25.5,
    });
    expect(modal.message()).toBeNull();
  });

  it('shows Error loading details. whatever the server says, and retries', async () => {
    const modal = start();
    modal.actor.send({ type: 'details.open', renewalId: 7 });
    modal
      .last()
      .settle.reject(new ApiError({ status: 404, body: { message: 'Renewal not found.' } }));
    await reach(modal.actor, 'failed');
    expect(modal.message()).toBe('Error loading details.');
    modal.actor.send({ type: 'details.retry' });
    expect(modal.message()).toBe('Loading renewal details...');
    expect(modal.last().renewalId).toBe(7);
    modal.last().settle.resolve(details());
    await reach(modal.actor, 'loaded');
    expect(modal.actor.getSnapshot().context.error).toBeNull();
  });

  it('cancels the request it leaves: closing, or opening another renewal', async () => {
    const modal = start(7);
    const first = modal.last();
    modal.actor.send({ type: 'details.open', renewalId: 8 });
    expect(first.signal.aborted).toBe(true);
    const second = modal.last();
    expect(second.renewalId).toBe(8);
    modal.actor.send({ type: 'details.close' });
    expect(second.signal.aborted).toBe(true);
    first.settle.resolve(details(7));
    second.settle.resolve(details(8));
    await Promise.resolve();
    expect(modal.actor.getSnapshot().value).toBe('closed');
    expect(modal.actor.getSnapshot().context).toMatchObject({ renewalId: null, details: null });
  });
});

describe('renewal details machine: every shortest path', () => {
  const api = unusedApi<RenewalDetailsInput['api']>();
  const events = [
    { type: 'details.open', renewalId: 7 },
    { type: 'details.close' },
    { type: 'details.retry' },
    { type: 'xstate.done.actor.loadRenewalDetails', output: details() },
    { type: 'xstate.error.actor.loadRenewalDetails', error: new ApiError({ status: 500 }) },
  ] as never[];

  for (const renewalId of [null, 7]) {
    const input = { api, renewalId };
    const paths = createTestModel(modelOf(renewalDetailsMachine), {
      input,
      events,
      // The scripted actors cannot see a cancelled call: leave `loading` only through its outcome here.
      filterEvents: (state, event) => !state.matches('loading') || event.type.startsWith('xstate.'),
    }).getShortestPaths();

    it(`starting with ${renewalId ?? 'no renewal'}: covers every state`, () => {
      expect(visitedStates(paths)).toEqual(
        new Set(['"closed"', '"loading"', '"loaded"', '"failed"']),
      );
    });

    it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
      await runPath(path, {
        machine: renewalDetailsMachine,
        input,
        scripted: scriptedActors(['loadRenewalDetails']),
        contextKeys: ['renewalId', 'details', 'error'],
        check: (actor) => {
          const snapshot = actor.getSnapshot();
          expect([null, messages.renewalDetails.loading, messages.renewalDetails.failed]).toContain(
            renewalDetailsMessage(snapshot),
          );
          expect(snapshot.hasTag('open')).toBe(!snapshot.matches('closed'));
        },
      });
    });
  }
});
