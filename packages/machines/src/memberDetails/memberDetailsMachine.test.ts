import { ApiError, messages, type MemberDetails } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { reach, runPath, scriptedActors, unusedApi, visitedStates } from '../testing/harness.ts';
import { modelOf } from '../testing/model.ts';
import { deferred } from '../testing/tokens.ts';
import {
  memberDetailsMachine,
  memberDetailsMessage,
  type MemberDetailsInput,
} from './memberDetailsMachine.ts';

const ID = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';

function details(id = ID): MemberDetails {
  return {
    id,
    username: 'sara',
    email: 'sara@example.com',
    firstName: 'Sara',
    lastName: 'Haddad',
    gender: 'F',
    dateOfBirth: '1990-01-01',
    major: 'Engineering',
    phoneNumber: '0790000000',
    nationality: 'Jordanian',
    country: 'Jordan',
    city: 'Amman',
    addressDetails: 'Street 1',
    isActiveUser: true,
    hasActiveMembership: true,
    membershipExpiry: '2026-01-01T00:00:00.000Z',
    emailIsVerified: true,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
  };
}

function start(memberId?: string | null) {
  const calls: {
    id: string;
    signal: AbortSignal;
    settle: ReturnType<typeof deferred<MemberDetails>>;
  }[] = [];
  const getMemberDetails = vi.fn((id: string, options?: { signal?: AbortSignal }) => {
    const settle = deferred<MemberDetails>();
    calls.push({ id, signal: options?.signal as AbortSignal, settle });
    return settle.promise;
  });
  const api = { getMemberDetails } as unknown as MemberDetailsInput['api'];
  const actor = createActor(memberDetailsMachine, { input: { api, memberId } }).start();
  const last = () => calls[calls.length - 1]!;
  const message = () => memberDetailsMessage(actor.getSnapshot());
  return { actor, calls, last, message, getMemberDetails };
}

describe('member details machine', () => {
  it('starts closed without a member and loads nothing', () => {
    for (const memberId of [undefined, null, '']) {
      const modal = start(memberId);
      expect(modal.actor.getSnapshot().value).toBe('closed');
      expect(modal.actor.getSnapshot().hasTag('open')).toBe(false);
      expect(modal.message()).toBeNull();
      modal.actor.send({ type: 'details.open', memberId: '' });
      expect(modal.getMemberDetails).not.toHaveBeenCalled();
    }
  });

  it('loads the member by id, showing Loading member details... meanwhile', async () => {
    const modal = start(ID);
    expect(modal.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(modal.actor.getSnapshot().hasTag('open')).toBe(true);
    expect(modal.message()).toBe('Loading member details...');
    expect(modal.getMemberDetails).toHaveBeenCalledExactlyOnceWith(ID, {
      signal: expect.any(AbortSignal),
    });
    modal.last().settle.resolve(details());
    await reach(modal.actor, 'loaded');
    expect(modal.actor.getSnapshot().context.details).toEqual(details());
    expect(modal.message()).toBeNull();
  });

  it('shows the server message on failure, else its own, and retries', async () => {
    const modal = start();
    modal.actor.send({ type: 'details.open', memberId: ID });
    modal
      .last()
      .settle.reject(new ApiError({ status: 404, body: { message: 'Member not found.' } }));
    await reach(modal.actor, 'failed');
    expect(modal.message()).toBe('Member not found.');
    modal.actor.send({ type: 'details.retry' });
    expect(modal.message()).toBe('Loading member details...');
    modal.last().settle.reject(new ApiError({ status: 0 }));
    await reach(modal.actor, 'failed');
    expect(modal.message()).toBe('Failed to load member details.');
    modal.actor.send({ type: 'details.retry' });
    modal.last().settle.resolve(details());
    await reach(modal.actor, 'loaded');
    expect(modal.getMemberDetails).toHaveBeenCalledTimes(3);
    expect(modal.actor.getSnapshot().context.error).toBeNull();
  });

  it('cancels the request it leaves: closing, or opening another member', async () => {
    const modal = start(ID);
    const first = modal.last();
    modal.actor.send({ type: 'details.open', memberId: OTHER });
    expect(first.signal.aborted).toBe(true);
    expect(modal.last().id).toBe(OTHER);
    const second = modal.last();
    modal.actor.send({ type: 'details.close' });
    expect(second.signal.aborted).toBe(true);
    first.settle.resolve(details());
    second.settle.resolve(details(OTHER));
    await Promise.resolve();
    expect(modal.actor.getSnapshot().value).toBe('closed');
    expect(modal.actor.getSnapshot().context).toMatchObject({ memberId: null, details: null });
  });

  it('closes from every open state and forgets the member', async () => {
    const modal = start(ID);
    modal.last().settle.resolve(details());
    await reach(modal.actor, 'loaded');
    modal.actor.send({ type: 'details.close' });
    expect(modal.actor.getSnapshot().value).toBe('closed');
    expect(modal.actor.getSnapshot().context).toMatchObject({ memberId: null, details: null });
  });
});

describe('member details machine: every shortest path', () => {
  const api = unusedApi<MemberDetailsInput['api']>();
  const events = [
    { type: 'details.open', memberId: ID },
    { type: 'details.close' },
    { type: 'details.retry' },
    { type: 'xstate.done.actor.loadMemberDetails', output: details() },
    {
      type: 'xstate.error.actor.loadMemberDetails',
      error: new ApiError({ status: 404, body: { message: 'Member not found.' } }),
    },
  ] as never[];

  for (const memberId of [null, ID]) {
    const input = { api, memberId };
    const paths = createTestModel(modelOf(memberDetailsMachine), {
      input,
      events,
      // The scripted actors cannot see a cancelled call: leave `loading` only through its outcome here.
      filterEvents: (state, event) => !state.matches('loading') || event.type.startsWith('xstate.'),
    }).getShortestPaths();

    it(`starting with ${memberId ?? 'no member'}: covers every state`, () => {
      expect(visitedStates(paths)).toEqual(
        new Set(['"closed"', '"loading"', '"loaded"', '"failed"']),
      );
    });

    it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
      await runPath(path, {
        machine: memberDetailsMachine,
        input,
        scripted: scriptedActors(['loadMemberDetails']),
        contextKeys: ['memberId', 'details', 'error'],
        check: (actor) => {
          const snapshot = actor.getSnapshot();
          expect([null, messages.memberDetails.loading, 'Member not found.']).toContain(
            memberDetailsMessage(snapshot),
          );
          expect(snapshot.hasTag('open')).toBe(!snapshot.matches('closed'));
        },
      });
    });
  }
});
