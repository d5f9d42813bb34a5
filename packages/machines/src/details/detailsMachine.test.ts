import {
  ApiError,
  messages,
  type AdminDetails,
  type MemberDetails,
  type RenewalDetails,
} from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyStateMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { reach, runPath, scriptedActors, unusedApi } from '../testing/harness.ts';
import { modelOf } from '../testing/model.ts';
import { deferred } from '../testing/tokens.ts';
import { flowGraph, transitionPaths } from '../testing/flows.ts';
import { adminDetailsMachine, adminDetailsMessage } from '../adminDetails/adminDetailsMachine.ts';
import {
  memberDetailsMachine,
  memberDetailsMessage,
} from '../memberDetails/memberDetailsMachine.ts';
import {
  renewalDetailsMachine,
  renewalDetailsMessage,
} from '../renewalDetails/renewalDetailsMachine.ts';

const ID = '00000000-0000-4000-8000-000000000001';

const member = {
  id: ID,
  username: 'sara',
  email: 'sara@example.com',
  firstName: 'Sara',
  lastName: 'Haddad',
  isActiveUser: true,
  hasActiveMembership: true,
  membershipExpiry: '2026-01-01T00:00:00.000Z',
  emailIsVerified: true,
} as unknown as MemberDetails;
const admin = {
  id: ID,
  username: 'omar',
  email: 'omar@example.com',
  isActiveUser: true,
} as unknown as AdminDetails;
const renewal: RenewalDetails = {
  renewalId: 7,
  expiresAt: '2026-01-01T00:00:00.000Z',
  amount: 25.5,
  numberOfDays: 365,
} as RenewalDetails;

interface DetailsCase {
  name: string;
  machine: AnyStateMachine;
  method: 'getMemberDetails' | 'getAdminDetails' | 'getRenewalDetails';
  id: string | number;
  details: unknown;
  message: (snapshot: never) => string | null;
  loading: string;
  /** What a failure shows for a server that said `Not found.`, and for no answer. */
  failure: { said: string; silent: string };
}

const cases: DetailsCase[] = [
  {
    name: 'Member Details',
    machine: memberDetailsMachine,
    method: 'getMemberDetails',
    id: ID,
    details: member,
    message: memberDetailsMessage as never,
    loading: messages.memberDetails.loading,
    failure: { said: 'Not found.', silent: messages.memberDetails.failed },
  },
  {
    name: 'Admin Details',
    machine: adminDetailsMachine,
    method: 'getAdminDetails',
    id: ID,
    details: admin,
    message: adminDetailsMessage as never,
    loading: messages.adminDetails.loading,
    failure: { said: 'Not found.', silent: messages.adminDetails.failed },
  },
  {
    name: 'Membership Renewal',
    machine: renewalDetailsMachine,
    method: 'getRenewalDetails',
    id: 7,
    details: renewal,
    message: renewalDetailsMessage as never,
    loading: messages.renewalDetails.loading,
    // SPEC §8: 'Error loading details.' whatever the server said.
    failure: { said: messages.renewalDetails.failed, silent: messages.renewalDetails.failed },
  },
];

function start(given: DetailsCase) {
  const calls: { id: unknown; signal: AbortSignal; settle: ReturnType<typeof deferred> }[] = [];
  const load = vi.fn((id: unknown, options?: { signal?: AbortSignal }) => {
    const settle = deferred<unknown>();
    calls.push({ id, signal: options?.signal as AbortSignal, settle });
    return settle.promise;
  });
  const api = { [given.method]: load };
  const actor = createActor(given.machine, { input: { api, id: given.id } }).start();
  const last = () => calls[calls.length - 1]!;
  const message = () => given.message(actor.getSnapshot() as never);
  return { actor, calls, last, message, load };
}

const notFound = () => new ApiError({ status: 404, body: { message: 'Not found.' } });

describe.each(cases)('$name machine', (given) => {
  it(`loads the record by id, showing the loading text meanwhile`, async () => {
    const modal = start(given);
    expect(modal.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(modal.message()).toBe(given.loading);
    expect(modal.load).toHaveBeenCalledExactlyOnceWith(given.id, {
      signal: expect.any(AbortSignal),
    });
    modal.last().settle.resolve(given.details);
    await reach(modal.actor, 'loaded');
    expect(modal.actor.getSnapshot().context.details).toEqual(given.details);
    expect(modal.message()).toBeNull();
  });

  it(`fails with ${JSON.stringify(given.failure.said)} (server) or ${JSON.stringify(given.failure.silent)} (no answer), and retries`, async () => {
    const modal = start(given);
    modal.last().settle.reject(notFound());
    await reach(modal.actor, 'failed');
    expect(modal.message()).toBe(given.failure.said);
    modal.actor.send({ type: 'details.retry' });
    expect(modal.message()).toBe(given.loading);
    expect(modal.last().id).toBe(given.id);
    modal.last().settle.reject(new ApiError({ status: 0 }));
    await reach(modal.actor, 'failed');
    expect(modal.message()).toBe(given.failure.silent);
    modal.actor.send({ type: 'details.retry' });
    modal.last().settle.resolve(given.details);
    await reach(modal.actor, 'loaded');
    expect(modal.load).toHaveBeenCalledTimes(3);
    expect(modal.actor.getSnapshot().context.error).toBeNull();
  });

  it('retries only after a failure', async () => {
    const modal = start(given);
    modal.actor.send({ type: 'details.retry' });
    expect(modal.load).toHaveBeenCalledOnce();
    modal.last().settle.resolve(given.details);
    await reach(modal.actor, 'loaded');
    modal.actor.send({ type: 'details.retry' });
    expect(modal.load).toHaveBeenCalledOnce();
    expect(modal.actor.getSnapshot().value).toBe('loaded');
  });

  it('closing ends the machine from every state; closing while loading cancels the request', async () => {
    const loading = start(given);
    loading.actor.send({ type: 'details.close' });
    expect(loading.last().signal.aborted).toBe(true);
    expect(loading.actor.getSnapshot().status).toBe('done');

    const loaded = start(given);
    loaded.last().settle.resolve(given.details);
    await reach(loaded.actor, 'loaded');
    loaded.actor.send({ type: 'details.close' });
    expect(loaded.actor.getSnapshot().status).toBe('done');

    const failed = start(given);
    failed.last().settle.reject(notFound());
    await reach(failed.actor, 'failed');
    failed.actor.send({ type: 'details.close' });
    expect(failed.actor.getSnapshot().status).toBe('done');
  });
});

describe.each(cases)('$name machine: every transition, from the graph', (given) => {
  const input = { api: unusedApi(), id: given.id };
  const model = createTestModel(modelOf(given.machine), {
    input,
    events: [
      { type: 'details.close' },
      { type: 'details.retry' },
      { type: 'xstate.done.actor.loadDetails', output: given.details },
      { type: 'xstate.error.actor.loadDetails', error: notFound() },
    ] as never[],
    // The scripted actors cannot see a cancelled call: leave `loading` only through its outcome here (closing
    // while loading has its own test above).
    filterEvents: (state, event) => !state.matches('loading') || event.type.startsWith('xstate.'),
  });
  const paths = transitionPaths(model);

  it('the paths take every transition of the machine', () => {
    expect(flowGraph(given.machine).transitions.filter((name) => !paths.covered.has(name))).toEqual(
      [],
    );
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const scripted = scriptedActors(['loadDetails']);
    await runPath(path, {
      machine: given.machine,
      input,
      scripted,
      contextKeys: ['id', 'details', 'error'],
      // What the modal shows in each state: the loading text, the details of that row, or the failure's
      // words with a retry; each load asks for that row.
      check: (actor) => {
        const snapshot = actor.getSnapshot() as {
          value: string;
          context: { details: unknown };
          hasTag: (tag: string) => boolean;
        };
        const { value } = snapshot;
        expect(given.message(snapshot as never)).toBe(
          { loading: given.loading, failed: given.failure.said }[value] ?? null,
        );
        expect(snapshot.hasTag('busy')).toBe(value === 'loading');
        if (value === 'loaded') expect(snapshot.context.details).toEqual(given.details);
        if (value === 'loading')
          expect(scripted.calls('loadDetails').at(-1)).toEqual({ api: input.api, id: given.id });
      },
    });
  });
});
