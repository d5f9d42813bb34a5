import { ApiError, messages, ADMIN_LIMITS, type BulkActionRequest } from '@mijas/api';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { reach, runPath, scriptedActors, unusedApi, visitedStates } from '../testing/harness.ts';
import { modelOf } from '../testing/model.ts';
import { flowGraph, transitionPaths } from '../testing/flows.ts';
import {
  bulkActionMachine,
  bulkFailures,
  bulkProgress,
  bulkSkipped,
  bulkSummary,
  pendingMembers,
  type BulkActionContext,
  type BulkActionInput,
  type BulkMember,
} from './bulkActionMachine.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const members = (count: number): BulkMember[] =>
  Array.from({ length: count }, (_, i) => ({ id: id(i + 1), username: `member${i + 1}` }));

/** The server's answer to one call: every member ok except those of `failing`, and those of `skipped`. */
function answer(body: BulkActionRequest, failing: string[] = [], skipped: string[] = []) {
  return {
    results: body.memberIds.map((memberId) =>
      failing.includes(memberId)
        ? { memberId, ok: false, skipped: false, message: 'This account is not a member.' }
        : skipped.includes(memberId)
          ? { memberId, ok: false, skipped: true, message: messages.api.emailAlreadyVerified }
          : { memberId, ok: true, skipped: false, message: 'Done.' },
    ),
  };
}

function start(input: Partial<BulkActionInput> & Pick<BulkActionInput, 'members'>) {
  const scripted = scriptedActors(['sendChunk']);
  const machine = bulkActionMachine.provide({ actors: scripted.actors } as never);
  const actor = createActor(machine, {
    input: { api: unusedApi<BulkActionInput['api']>(), action: 'deactivateMembership', ...input },
  }).start();
  const body = (n: number) => (scripted.calls('sendChunk')[n] as { body: BulkActionRequest }).body;
  return { actor, scripted, body };
}

describe('bulk action machine', () => {
  it('sends nothing before the button, and chunks of ADMIN_LIMITS.bulkChunk by default', async () => {
    const { actor, scripted, body } = start({ members: members(ADMIN_LIMITS.bulkChunk + 1) });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(scripted.calls('sendChunk')).toEqual([]);
    actor.send({ type: 'bulk.start' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(body(0).memberIds).toHaveLength(ADMIN_LIMITS.bulkChunk);
    scripted.resolve('sendChunk', answer(body(0)));
    await waitCalls(() => scripted.calls('sendChunk'), 2);
    expect(body(1)).toEqual({
      action: 'deactivateMembership',
      memberIds: [id(ADMIN_LIMITS.bulkChunk + 1)],
    });
    scripted.resolve('sendChunk', answer(body(1)));
    await reach(actor, 'done');
    expect(bulkSummary(actor.getSnapshot().context)).toBe(
      messages.api.bulkDone(ADMIN_LIMITS.bulkChunk + 1, 0, 0),
    );
  });

  it("renew: refuses invalid days or amount with the Renew dialog's words, then sends both", () => {
    const { actor, scripted, body } = start({ action: 'renew', members: members(2) });
    actor.send({ type: 'bulk.start' });
    expect(actor.getSnapshot().context.error).toBe(messages.renewModal.invalidInput);
    actor.send({ type: 'field.change', field: 'days', value: '1.5' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'field.change', field: 'amount', value: '10' });
    actor.send({ type: 'bulk.start' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe(messages.renewModal.invalidInput);
    actor.send({ type: 'field.change', field: 'days', value: '30' });
    actor.send({ type: 'bulk.start' });
    expect(scripted.calls('sendChunk')).toHaveLength(1);
    expect(body(0)).toEqual({
      action: 'renew',
      memberIds: [id(1), id(2)],
      numberOfDays: 30,
      amount: 10,
    });
  });

  it('keeps each failure with its username and the progress, then retries only the failed ones', async () => {
    const { actor, scripted, body } = start({ members: members(5), chunk: 2 });
    actor.send({ type: 'bulk.start' });
    scripted.resolve('sendChunk', answer(body(0), [id(2)]));
    await waitCalls(() => scripted.calls('sendChunk'), 2);
    expect(bulkProgress(actor.getSnapshot().context)).toBe(2 / 5);
    scripted.resolve('sendChunk', answer(body(1), [id(4)]));
    await waitCalls(() => scripted.calls('sendChunk'), 3);
    scripted.resolve('sendChunk', answer(body(2)));
    await reach(actor, 'done');
    const context = actor.getSnapshot().context;
    expect(bulkProgress(context)).toBe(1);
    expect(bulkSummary(context)).toBe(messages.api.bulkDone(3, 2, 0));
    expect(bulkFailures(context)).toEqual([
      { id: id(2), username: 'member2', message: 'This account is not a member.' },
      { id: id(4), username: 'member4', message: 'This account is not a member.' },
    ]);
    actor.send({ type: 'bulk.retry' });
    expect(body(3).memberIds).toEqual([id(2), id(4)]);
    scripted.resolve('sendChunk', answer(body(3)));
    await reach(actor, 'done');
    expect(bulkSummary(actor.getSnapshot().context)).toBe(messages.api.bulkDone(5, 0, 0));
    // Nothing left to retry.
    actor.send({ type: 'bulk.retry' });
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('counts and lists the members the action does not apply to as skipped: no retry for them (issue 30)', async () => {
    const { actor, scripted, body } = start({
      action: 'sendVerificationEmail',
      members: members(5),
      chunk: 3,
    });
    actor.send({ type: 'bulk.start' });
    scripted.resolve('sendChunk', answer(body(0), [id(3)], [id(1), id(2)]));
    await waitCalls(() => scripted.calls('sendChunk'), 2);
    scripted.resolve('sendChunk', answer(body(1), [], [id(5)]));
    await reach(actor, 'done');
    const context = actor.getSnapshot().context;
    expect(bulkSummary(context)).toBe(messages.api.bulkDone(1, 1, 3));
    expect(bulkSkipped(context)).toEqual([
      { id: id(1), username: 'member1', message: messages.api.emailAlreadyVerified },
      { id: id(2), username: 'member2', message: messages.api.emailAlreadyVerified },
      { id: id(5), username: 'member5', message: messages.api.emailAlreadyVerified },
    ]);
    expect(bulkFailures(context)).toEqual([
      { id: id(3), username: 'member3', message: 'This account is not a member.' },
    ]);
    // Retry offers the failed one only, and sends it alone.
    expect(pendingMembers(context).map((member) => member.id)).toEqual([id(3)]);
    actor.send({ type: 'bulk.retry' });
    expect(body(2).memberIds).toEqual([id(3)]);
    scripted.resolve('sendChunk', answer(body(2)));
    await reach(actor, 'done');
    expect(bulkSummary(actor.getSnapshot().context)).toBe(messages.api.bulkDone(2, 0, 3));
    // Only skipped ones left: nothing to retry.
    expect(pendingMembers(actor.getSnapshot().context)).toEqual([]);
    actor.send({ type: 'bulk.retry' });
    expect(actor.getSnapshot().value).toBe('done');
    expect(scripted.calls('sendChunk')).toHaveLength(3);
  });

  it('cancel stops after the call under way: what is done stays done, the rest can still be sent', async () => {
    const { actor, scripted, body } = start({ members: members(5), chunk: 2 });
    actor.send({ type: 'bulk.start' });
    actor.send({ type: 'bulk.cancel' });
    expect(actor.getSnapshot().value).toBe('running');
    scripted.resolve('sendChunk', answer(body(0)));
    await reach(actor, 'cancelled');
    expect(scripted.calls('sendChunk')).toHaveLength(1);
    expect(bulkSummary(actor.getSnapshot().context)).toBe(messages.api.bulkDone(2, 0, 0));
    actor.send({ type: 'bulk.retry' });
    expect(body(1).memberIds).toEqual([id(3), id(4)]);
  });

  it('a failed call stops the run with its reason; retry sends the unanswered ones again', async () => {
    const { actor, scripted, body } = start({ members: members(3), chunk: 2 });
    actor.send({ type: 'bulk.start' });
    scripted.resolve('sendChunk', answer(body(0)));
    await waitCalls(() => scripted.calls('sendChunk'), 2);
    scripted.reject('sendChunk', new ApiError({ status: 0, message: 'Failed to fetch' }));
    await reach(actor, 'stopped');
    expect(actor.getSnapshot().context.error).toBe(messages.api.noResponse);
    actor.send({ type: 'bulk.retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(body(2).memberIds).toEqual([id(3)]);
  });

  it('closes with whether any member was sent (the list then loads again), never while a call is under way', async () => {
    const untouched = start({ members: members(2) });
    untouched.actor.send({ type: 'bulk.close' });
    expect(untouched.actor.getSnapshot().status).toBe('done');
    expect(untouched.actor.getSnapshot().output).toEqual({ ran: false });

    const { actor, scripted, body } = start({ members: members(3), chunk: 2 });
    actor.send({ type: 'bulk.start' });
    actor.send({ type: 'bulk.close' });
    expect(actor.getSnapshot().value).toBe('running');
    scripted.resolve('sendChunk', answer(body(0)));
    await waitCalls(() => scripted.calls('sendChunk'), 2);
    scripted.reject('sendChunk', new ApiError({ status: 503 }));
    await reach(actor, 'stopped');
    actor.send({ type: 'bulk.close' });
    expect(actor.getSnapshot().output).toEqual({ ran: true });
  });

  it('calls api.bulkMembers with an abort signal by default', async () => {
    const calls: unknown[][] = [];
    const api = {
      bulkMembers: (...args: unknown[]) => {
        calls.push(args);
        return Promise.resolve(answer(args[0] as BulkActionRequest));
      },
    } as BulkActionInput['api'];
    const actor = createActor(bulkActionMachine, {
      input: { api, action: 'sendVerificationEmail', members: members(1) },
    }).start();
    actor.send({ type: 'bulk.start' });
    await reach(actor, 'done');
    expect(calls).toEqual([
      [
        { action: 'sendVerificationEmail', memberIds: [id(1)] },
        { signal: expect.any(AbortSignal) },
      ],
    ]);
  });
});

/** Waits (bounded) for the next call: the machine starts it once the last answer is applied. */
async function waitCalls(calls: () => unknown[], count: number) {
  for (let i = 0; i < 20 && calls().length < count; i++)
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  expect(calls()).toHaveLength(count);
}

describe('bulk action machine: every shortest path', () => {
  const two = members(2);
  const unavailable = new ApiError({ status: 503 });
  /** Each member's outcome once its call is answered: the first renewed, the second refused. */
  const outcomeOf: Record<string, BulkActionContext['outcomes'][string]> = {
    [two[0]!.id]: { ok: true, skipped: false, message: 'Renewed.' },
    [two[1]!.id]: { ok: false, skipped: false, message: 'Refused.' },
  };
  // The same answer fits either call of one member: each call keeps only its own member's outcome.
  const events = [
    { type: 'field.change', field: 'days', value: '30' },
    { type: 'field.change', field: 'amount', value: '10' },
    { type: 'bulk.start' },
    { type: 'bulk.cancel' },
    { type: 'bulk.retry' },
    { type: 'bulk.close' },
    {
      type: 'xstate.done.actor.sendChunk',
      output: {
        results: [
          { memberId: two[0]!.id, ok: true, skipped: false, message: 'Renewed.' },
          { memberId: two[1]!.id, ok: false, skipped: false, message: 'Refused.' },
        ],
      },
    },
    { type: 'xstate.error.actor.sendChunk', error: unavailable },
  ] as never[];
  const input = {
    api: unusedApi<BulkActionInput['api']>(),
    action: 'renew',
    members: two,
    chunk: 1,
  } satisfies BulkActionInput;
  const model = createTestModel(modelOf(bulkActionMachine), { input, events });
  const taken = transitionPaths(model, { events });
  const paths = [...model.getShortestPaths(), ...taken];

  it('the paths take every transition', () => {
    expect(
      flowGraph(bulkActionMachine).transitions.filter((name) => !taken.covered.has(name)),
    ).toEqual([]);
  });

  it('the paths cover every state', () => {
    expect(visitedStates(paths)).toEqual(
      new Set(
        ['editing', 'running', 'done', 'cancelled', 'stopped', 'closed'].map((value) =>
          JSON.stringify(value),
        ),
      ),
    );
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const scripted = scriptedActors(['sendChunk']);
    const answered = new Set<string>();
    await runPath(path, {
      machine: bulkActionMachine,
      input,
      scripted,
      contextKeys: ['days', 'amount', 'error', 'queue', 'sent', 'cancelling', 'outcomes'],
      // What the dialog shows after each step: the form's alert, the run's queue and progress, each member's
      // outcome, the reason a call failed; and what each call sends.
      check: (actor, _, event) => {
        const snapshot = actor.getSnapshot() as {
          value: string;
          context: BulkActionContext;
          hasTag: (tag: string) => boolean;
        };
        const { error, queue, sent, outcomes, cancelling } = snapshot.context;
        expect(snapshot.hasTag('busy')).toBe(snapshot.value === 'running');
        expect(snapshot.hasTag('error')).toBe(snapshot.value === 'stopped');
        if (event.type === 'field.change') expect(error).toBeNull();
        // Started before both fields were typed: the Renew dialog's words.
        if (event.type === 'bulk.start' && snapshot.value === 'editing')
          expect(error).toBe(messages.renewModal.invalidInput);
        // A run (or a retry) sends the members not yet done, in the selection's order, from the first.
        if (
          (event.type === 'bulk.start' || event.type === 'bulk.retry') &&
          snapshot.value === 'running'
        ) {
          expect(queue).toEqual(two.filter((m) => !outcomes[m.id]?.ok).map((m) => m.id));
          expect([sent, cancelling, error]).toEqual([0, false, null]);
        }
        if (snapshot.value === 'running')
          expect(scripted.calls('sendChunk').at(-1)).toEqual({
            api: input.api,
            body: { action: 'renew', memberIds: [queue[sent]], numberOfDays: 30, amount: 10 },
          });
        if (event.type === 'bulk.cancel') expect(cancelling).toBe(true);
        // Every answered member has its own outcome, the call's other results left out.
        expect(outcomes).toEqual(
          Object.fromEntries(Object.keys(outcomes).map((key) => [key, outcomeOf[key]])),
        );
        if (event.type === 'xstate.done.actor.sendChunk') answered.add(queue[sent - 1]!);
        expect(new Set(Object.keys(outcomes))).toEqual(answered);
        if (snapshot.value === 'stopped') expect(error).toBe(unavailable.message);
        if (snapshot.value === 'done') {
          expect(sent).toBe(queue.length);
          expect(queue.every((key) => outcomes[key])).toBe(true);
        }
        if (snapshot.value === 'cancelled')
          expect([cancelling, sent < queue.length]).toEqual([true, true]);
      },
    });
  });
});
