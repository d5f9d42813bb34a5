import { ApiError, messages, type PlansResponse, type RenewMembershipResponse } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { reach, runPath, scriptedActors, unusedApi, visitedStates } from '../testing/harness.ts';
import { modelOf } from '../testing/model.ts';
import { everyTransition, serializedWithout } from '../testing/everyTransition.ts';
import { adminPlans } from '../testing/payments.ts';
import { checkRenewal } from './renewalCheck.ts';
import {
  renewMembershipMachine,
  type RenewMembershipContext,
  type RenewMembershipEvent,
  type RenewMembershipInput,
} from './renewMembershipMachine.ts';

const member = { id: '5d3c1b7e-2f4a-4b8e-9c1d-0a2b3c4d5e6f', username: 'sara' };
/** The plans' call of tests that are not about plans: none come (issue 34), the spec's dialog. */
const getAdminPlans = () => new Promise<never>(() => {});
const api = unusedApi<RenewMembershipInput['api']>();
const renewed: RenewMembershipResponse = {
  message: 'Membership renewed.',
  actionId: 7,
  renewalId: 3,
  expiryDate: '2027-02-01T00:00:00.000Z',
  receiptNumber: '2026-000003',
};

function start(renew: (input: unknown) => Promise<RenewMembershipResponse>) {
  const notify = vi.fn();
  const machine = renewMembershipMachine.provide({
    actors: { renewMembership: fromPromise(({ input }) => renew(input)) },
    actions: { notify: (_, toast) => notify(toast) },
  });
  const actor = createActor(machine, { input: { api, member } }).start();
  const fill = (days: string, amount: string) => {
    actor.send({ type: 'field.change', field: 'days', value: days });
    actor.send({ type: 'field.change', field: 'amount', value: amount });
  };
  return { actor, notify, fill };
}

describe('renew membership machine', () => {
  it.each([
    ['', '10'],
    ['30', ''],
    ['0', '10'],
    ['-5', '10'],
    ['1.5', '10'],
    ['abc', '10'],
    ['30', '-0.01'],
    ['30', 'ten'],
  ])('days %j amount %j: the invalid-input alert and no call', (days, amount) => {
    const renew = vi.fn(() => Promise.resolve(renewed));
    const { actor, fill, notify } = start(renew);
    fill(days, amount);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe(
      '❌ Invalid input: days must be > 0 and amount must be >= 0',
    );
    expect(renew).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('beyond the spec rule, the contract limits speak with the schema words', () => {
    expect(checkRenewal(member.id, '30', '10.5555')).toEqual({
      ok: false,
      error: 'Amount may have at most 3 decimals.',
    });
    expect(checkRenewal(member.id, '99999', '0')).toEqual({
      ok: false,
      error: 'Number of days must be at most 3650.',
    });
    expect(checkRenewal(member.id, ' 30 ', '0')).toEqual({
      ok: true,
      body: { memberId: member.id, numberOfDays: 30, amount: 0 },
    });
  });

  it('refuses before sending a renewal that would pass 31 December 9999, with the server words', () => {
    const now = () => Date.parse('2026-03-01T00:00:00Z');
    const late = {
      ...member,
      hasActiveMembership: true,
      membershipExpiry: '9999-06-01T00:00:00.000Z',
    };
    const renew = vi.fn(() => Promise.resolve(renewed));
    const machine = renewMembershipMachine.provide({
      actors: { renewMembership: fromPromise(renew) },
    });
    const actor = createActor(machine, { input: { api, member: late, now } }).start();
    actor.send({ type: 'field.change', field: 'days', value: '365' });
    actor.send({ type: 'field.change', field: 'amount', value: '10' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe(messages.api.expiryTooLate);
    expect(renew).not.toHaveBeenCalled();
    // Up to the last day of 9999 goes through; an expired or deactivated membership counts from now.
    actor.send({ type: 'field.change', field: 'days', value: '213' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    const running = { running: new Date(late.membershipExpiry), now: new Date(now()) };
    expect(checkRenewal(member.id, '214', '0', running).ok).toBe(false);
    expect(checkRenewal(member.id, '3650', '0', { running: null, now: new Date(now()) }).ok).toBe(
      true,
    );
  });

  it('renews with {memberId, numberOfDays, amount}: alert, toast, and the row patch as output', async () => {
    const renew = vi.fn((_: unknown) => Promise.resolve(renewed));
    const { actor, fill, notify } = start(renew);
    fill('30', '12.50');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await reach(actor, 'renewed');
    expect(renew).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        body: { memberId: member.id, numberOfDays: 30, amount: 12.5, method: 'cash' },
      }),
    );
    // The spec's message, and the receipt the renewal issued (issue 34).
    expect(actor.getSnapshot().context.notice).toBe(
      '✅ Membership renewed successfully (2026-000003)',
    );
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      kind: 'success',
      title: 'Membership renewed',
      description: '✅ Membership renewed successfully (2026-000003)',
    });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({
      memberId: member.id,
      patch: { hasActiveMembership: true, membershipExpiry: '2027-02-01T00:00:00.000Z' },
    });
  });

  it('on failure: ❌ Error renewing membership: + the server message, the toast, and the values kept', async () => {
    const { actor, fill, notify } = start(() =>
      Promise.reject(new ApiError({ status: 404, body: { message: 'Member not found.' } })),
    );
    fill('30', '10');
    actor.send({ type: 'form.submit' });
    await reach(actor, 'editing');
    expect(actor.getSnapshot().context.error).toBe(
      '❌ Error renewing membership: Member not found.',
    );
    expect(actor.getSnapshot().context).toMatchObject({ days: '30', amount: '10' });
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      kind: 'error',
      title: 'Renewal failed',
      description: '❌ Error renewing membership: Member not found.',
    });
    actor.send({ type: 'field.change', field: 'days', value: '31' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('cancel closes with no row change', () => {
    const { actor } = start(vi.fn());
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ memberId: member.id, patch: null });
  });

  it('calls the client renew endpoint by default', async () => {
    const renewMembership = vi.fn(() => Promise.resolve(renewed));
    const actor = createActor(renewMembershipMachine, {
      input: { api: { renewMembership, getAdminPlans }, member },
    }).start();
    actor.send({ type: 'field.change', field: 'days', value: '365' });
    actor.send({ type: 'field.change', field: 'amount', value: '0' });
    actor.send({ type: 'form.submit' });
    await reach(actor, 'renewed');
    expect(renewMembership).toHaveBeenCalledExactlyOnceWith(
      { memberId: member.id, numberOfDays: 365, amount: 0, method: 'cash' },
      { signal: expect.any(AbortSignal) },
    );
  });
});

describe('renew membership machine: every shortest path', () => {
  const failure = new ApiError({ status: 404, body: { message: 'Member not found.' } });
  const input: RenewMembershipInput = { api, member };
  const model = createTestModel(modelOf(renewMembershipMachine), {
    input,
    events: [
      { type: 'field.change', field: 'days', value: '30' },
      { type: 'field.change', field: 'days', value: '0' },
      { type: 'field.change', field: 'amount', value: '9.99' },
      { type: 'form.submit' },
      { type: 'form.cancel' },
      { type: 'xstate.done.actor.renewMembership', output: renewed },
      { type: 'xstate.error.actor.renewMembership', error: failure },
    ] as never[],
    // The plans (issue 34) have their own paths below; here the dialog is the spec's.
    filterEvents: (_state, event) => !event.type.endsWith('.loadPlans'),
  });
  const paths = model.getShortestPaths();

  it('covers every state', () => {
    expect(visitedStates(paths)).toEqual(
      new Set(['"editing"', '"submitting"', '"renewed"', '"cancelled"']),
    );
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const scripted = scriptedActors(['renewMembership']);
    const notify = vi.fn();
    const failed = `${messages.renewModal.errorPrefix}Member not found.`;
    await runPath(path, {
      machine: renewMembershipMachine.provide({ actions: { notify: (_, toast) => notify(toast) } }),
      input,
      scripted,
      contextKeys: ['days', 'amount', 'error', 'notice', 'result'],
      // What the modal says after each step (SPEC §5, §8), the request sent and the row's change.
      check: (actor, _, event) => {
        const snapshot = actor.getSnapshot();
        const { error, notice, days, amount } = snapshot.context;
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('submitting'));
        expect(notice).toBe(
          snapshot.matches('renewed')
            ? `${messages.renewModal.success} (${snapshot.context.result?.receiptNumber})`
            : null,
        );
        if (event.type === 'field.change') expect(error).toBeNull();
        if (event.type === 'form.submit' && snapshot.matches('editing'))
          expect(error).toBe(messages.renewModal.invalidInput);
        if (snapshot.matches('submitting')) {
          expect(error).toBeNull();
          expect([days, amount]).toEqual(['30', '9.99']);
          expect(scripted.calls('renewMembership').at(-1)).toEqual({
            api,
            body: { memberId: member.id, numberOfDays: 30, amount: 9.99, method: 'cash' },
          });
        }
        if (event.type === 'xstate.error.actor.renewMembership') {
          expect(error).toBe(failed);
          expect(notify).toHaveBeenLastCalledWith({
            kind: 'error',
            title: messages.memberToasts.renewFailed,
            description: failed,
          });
        }
        if (snapshot.matches('renewed')) {
          expect(notify).toHaveBeenLastCalledWith({
            kind: 'success',
            title: messages.memberToasts.renewed,
            description: notice,
          });
          expect(snapshot.output).toEqual({
            memberId: member.id,
            patch: { hasActiveMembership: true, membershipExpiry: renewed.expiryDate },
          });
        }
        if (snapshot.matches('cancelled'))
          expect(snapshot.output).toEqual({ memberId: member.id, patch: null });
      },
    });
  });
});

describe('renew membership machine: how it was paid (issue 34)', () => {
  it('sends the method chosen and the reference typed; the receipt in the success message when answered', async () => {
    const renewMembership = vi.fn(() =>
      Promise.resolve({
        message: 'Membership renewed.',
        actionId: 7,
        renewalId: 3,
        expiryDate: '2027-02-01T00:00:00.000Z',
        receiptNumber: '2026-000042',
      }),
    );
    const actor = createActor(renewMembershipMachine, {
      input: { api: { renewMembership, getAdminPlans }, member },
    }).start();
    for (const [field, value] of [
      ['days', '30'],
      ['amount', '25'],
      ['method', 'card'],
      ['method', 'bank_transfer'],
      ['reference', ' TRX-77 '],
    ] as const)
      actor.send({ type: 'field.change', field, value });
    actor.send({ type: 'form.submit' });
    await reach(actor, 'renewed');
    expect(renewMembership).toHaveBeenCalledExactlyOnceWith(
      {
        memberId: member.id,
        numberOfDays: 30,
        amount: 25,
        method: 'bank_transfer',
        reference: 'TRX-77',
      },
      { signal: expect.any(AbortSignal) },
    );
    expect(actor.getSnapshot().context.notice).toBe(`${messages.renewModal.success} (2026-000042)`);
  });
});

describe('renew membership machine: a plan fills the days and the amount (issue 34)', () => {
  function open(getAdminPlans: () => Promise<PlansResponse>) {
    const renewMembership = vi.fn((_: unknown) => Promise.resolve(renewed));
    const actor = createActor(renewMembershipMachine, {
      input: { api: { renewMembership, getAdminPlans }, member },
    }).start();
    const send = (event: RenewMembershipEvent) => actor.send(event);
    return { actor, send, renewMembership };
  }

  it('asks for the plans as it opens; an active plan picked fills both fields, which stay editable', async () => {
    const getAdminPlans = vi.fn(() => Promise.resolve(adminPlans));
    const { actor, send, renewMembership } = open(getAdminPlans);
    expect(getAdminPlans).toHaveBeenCalledExactlyOnceWith({ signal: expect.any(AbortSignal) });
    await waitFor(actor, (s) => s.context.plans !== null);
    send({ type: 'plan.choose', planId: 2 });
    expect(actor.getSnapshot().context).toMatchObject({ planId: 2, days: '365', amount: '25.000' });
    // A retired or unknown plan is not offered: nothing changes.
    send({ type: 'plan.choose', planId: 1 });
    send({ type: 'plan.choose', planId: 99 });
    expect(actor.getSnapshot().context).toMatchObject({ planId: 2, days: '365', amount: '25.000' });
    // Typed over, the values are the spec's fields as ever; no plan again keeps them.
    send({ type: 'field.change', field: 'days', value: '400' });
    send({ type: 'plan.choose', planId: null });
    expect(actor.getSnapshot().context).toMatchObject({
      planId: null,
      days: '400',
      amount: '25.000',
    });
    send({ type: 'plan.choose', planId: 3 });
    send({ type: 'form.submit' });
    await reach(actor, 'renewed');
    expect(renewMembership).toHaveBeenCalledExactlyOnceWith(
      { memberId: member.id, numberOfDays: 182, amount: 13.5, method: 'cash' },
      { signal: expect.any(AbortSignal) },
    );
  });

  it("a price in fils (the dinar's three decimals) renews as priced, not rounded", async () => {
    const { actor, send, renewMembership } = open(() =>
      Promise.resolve({
        ...adminPlans,
        plans: [{ ...adminPlans.plans[0]!, id: 7, price: 12_345 }],
      }),
    );
    await waitFor(actor, (s) => s.context.plans !== null);
    send({ type: 'plan.choose', planId: 7 });
    expect(actor.getSnapshot().context.amount).toBe('12.345');
    send({ type: 'form.submit' });
    await reach(actor, 'renewed');
    expect(renewMembership).toHaveBeenCalledExactlyOnceWith(
      { memberId: member.id, numberOfDays: 182, amount: 12.345, method: 'cash' },
      { signal: expect.any(AbortSignal) },
    );
  });

  it('without plans (they did not come) the dialog is the spec’s: typed days and amount renew', async () => {
    const { actor, send, renewMembership } = open(() => Promise.reject(serverDownError));
    await waitFor(actor, (s) => s.context.plansError !== null);
    expect(actor.getSnapshot().context).toMatchObject({ plans: null, plansError: 'Server down.' });
    send({ type: 'plan.choose', planId: 2 });
    expect(actor.getSnapshot().context.planId).toBeNull();
    send({ type: 'field.change', field: 'days', value: '30' });
    send({ type: 'field.change', field: 'amount', value: '10' });
    send({ type: 'form.submit' });
    await reach(actor, 'renewed');
    expect(renewMembership).toHaveBeenCalledOnce();
  });
});

const serverDownError = new ApiError({ status: 500, body: { message: 'Server down.' } });

everyTransition('renew membership machine with plans', renewMembershipMachine, {
  input: { api: unusedApi<never>(), member },
  events: [
    { type: 'xstate.done.actor.loadPlans', output: adminPlans },
    { type: 'xstate.error.actor.loadPlans', error: serverDownError },
    { type: 'plan.choose', planId: 2 },
    { type: 'plan.choose', planId: null },
    { type: 'form.submit' },
    { type: 'xstate.done.actor.renewMembership', output: renewed },
  ],
  actors: ['loadPlans', 'renewMembership'],
  contextKeys: ['days', 'amount', 'planId', 'plansError', 'error'],
  // The plans' call settles once; a renewal's outcome comes while it is sent.
  filterEvents: ((
    state: { matches: (value: string) => boolean; context: RenewMembershipContext },
    event: { type: string },
  ) =>
    event.type.endsWith('loadPlans')
      ? state.context.plans === null && state.context.plansError === null
      : event.type.startsWith('xstate.')
        ? state.matches('submitting')
        : state.matches('editing')) as never,
  serializeState: serializedWithout('api', 'member', 'now', 'result') as never,
  check: (
    actor: {
      getSnapshot: () => {
        matches: (value: string) => boolean;
        context: RenewMembershipContext;
      };
    },
    event,
    { scripted },
  ) => {
    const { context } = actor.getSnapshot();
    if (event.type === 'xstate.done.actor.loadPlans') expect(context.plans).toEqual(adminPlans);
    if (event.type === 'plan.choose' && context.plans)
      expect([context.planId, context.days, context.amount]).toEqual(
        (event as unknown as { planId: number | null }).planId === 2
          ? [2, '365', '25.000']
          : [null, context.days, context.amount],
      );
    if (event.type === 'plan.choose' && !context.plans) expect(context.planId).toBeNull();
    if (actor.getSnapshot().matches('submitting'))
      expect(scripted.calls('renewMembership').at(-1)).toMatchObject({
        body: { memberId: member.id, numberOfDays: 365, amount: 25, method: 'cash' },
      });
  },
});
