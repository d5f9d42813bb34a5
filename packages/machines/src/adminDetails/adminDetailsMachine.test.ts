import { ApiError, messages, type AdminDetails } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { reach, runPath, scriptedActors, unusedApi, visitedStates } from '../testing/harness.ts';
import { modelOf } from '../testing/model.ts';
import { deferred } from '../testing/tokens.ts';
import {
  adminDetailsMachine,
  adminDetailsMessage,
  type AdminDetailsInput,
} from './adminDetailsMachine.ts';

const adminId = '00000000-0000-4000-8000-000000000007';
const details: AdminDetails = {
  id: adminId,
  username: 'sara',
  email: 'sara@example.com',
  firstName: 'Sara',
  lastName: 'Haddad',
  gender: 'F',
  dateOfBirth: '1990-05-01',
  major: 'Architecture',
  phoneNumber: '+962791234567',
  nationality: 'Jordan',
  country: 'Jordan',
  city: 'Irbid',
  addressDetails: 'University Street',
  emailIsVerified: false,
  isActive: true,
  createdAt: '2024-01-01T00:00:00.000Z',
};

function start() {
  const calls: {
    id: string;
    signal: AbortSignal;
    settle: ReturnType<typeof deferred<AdminDetails>>;
  }[] = [];
  const getAdminDetails = vi.fn((id: string, options?: { signal?: AbortSignal }) => {
    const settle = deferred<AdminDetails>();
    calls.push({ id, signal: options?.signal as AbortSignal, settle });
    return settle.promise;
  });
  const actor = createActor(adminDetailsMachine, {
    input: { api: { getAdminDetails } as unknown as AdminDetailsInput['api'], adminId },
  }).start();
  const last = () => calls[calls.length - 1]!;
  return { actor, calls, last, getAdminDetails };
}

describe('admin details machine', () => {
  it('says Loading admin details... then holds the admin of the id', async () => {
    const { actor, last, getAdminDetails } = start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(adminDetailsMessage(actor.getSnapshot())).toBe('Loading admin details...');
    expect(getAdminDetails).toHaveBeenCalledExactlyOnceWith(adminId, {
      signal: expect.any(AbortSignal),
    });
    last().settle.resolve(details);
    await reach(actor, 'loaded');
    expect(actor.getSnapshot().context.admin).toEqual(details);
    expect(adminDetailsMessage(actor.getSnapshot())).toBeNull();
  });

  it('shows the server message on failure, else Failed to load admin details., and retries', async () => {
    const { actor, last, getAdminDetails } = start();
    last().settle.reject(
      new ApiError({ status: 404, body: [{ code: 'NotFound', description: 'Admin not found.' }] }),
    );
    await reach(actor, 'failed');
    expect(adminDetailsMessage(actor.getSnapshot())).toBe('Admin not found.');
    actor.send({ type: 'details.retry' });
    expect(adminDetailsMessage(actor.getSnapshot())).toBe('Loading admin details...');
    expect(actor.getSnapshot().context.error).toBeNull();
    last().settle.reject(new ApiError({ status: 0 }));
    await reach(actor, 'failed');
    expect(adminDetailsMessage(actor.getSnapshot())).toBe('Failed to load admin details.');
    actor.send({ type: 'details.retry' });
    last().settle.resolve(details);
    await reach(actor, 'loaded');
    expect(getAdminDetails).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().context.admin?.username).toBe('sara');
  });

  it('retries only after a failure', async () => {
    const { actor, last, getAdminDetails } = start();
    actor.send({ type: 'details.retry' });
    last().settle.resolve(details);
    await reach(actor, 'loaded');
    actor.send({ type: 'details.retry' });
    expect(getAdminDetails).toHaveBeenCalledTimes(1);
  });

  it('closing while loading cancels the request and ends the machine', () => {
    const { actor, last } = start();
    actor.send({ type: 'details.close' });
    expect(last().signal.aborted).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('admin details machine: every shortest path', () => {
  const failure = new ApiError({ status: 404, body: { message: 'Admin not found.' } });
  const input: AdminDetailsInput = { api: unusedApi<AdminDetailsInput['api']>(), adminId };
  const paths = createTestModel(modelOf(adminDetailsMachine), {
    input,
    events: [
      { type: 'details.retry' },
      { type: 'details.close' },
      { type: 'xstate.done.actor.loadAdmin', output: details },
      { type: 'xstate.error.actor.loadAdmin', error: failure },
    ] as never[],
  }).getShortestPaths();

  it('covers every state', () => {
    expect(visitedStates(paths)).toEqual(
      new Set(['"loading"', '"loaded"', '"failed"', '"closed"']),
    );
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await runPath(path, {
      machine: adminDetailsMachine,
      input,
      scripted: scriptedActors(['loadAdmin']),
      contextKeys: ['admin', 'error'],
      check: (actor) => {
        expect([null, messages.adminDetails.loading, 'Admin not found.']).toContain(
          adminDetailsMessage(actor.getSnapshot()),
        );
      },
    });
  });
});
