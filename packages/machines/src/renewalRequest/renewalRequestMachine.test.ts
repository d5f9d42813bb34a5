import {
  activateLocale,
  ApiError,
  arabicPaymentMessages,
  englishPaymentMessages,
  PAYMENT_LIMITS,
  registerMessages,
  type RenewalRequest,
} from '@mijas/api';
import { arabicMessages } from '@mijas/api/messages-ar';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { flowGraph, transitionPaths } from '../testing/flows.ts';
import { reach, runPath, scriptedActors, unusedApi, visitedStates } from '../testing/harness.ts';
import { pendingRequest, plansOffer } from '../testing/memberPayments.ts';
import { modelOf } from '../testing/model.ts';
import {
  chosenPlan,
  pendingRenewalRequest,
  renewalRequestMachine,
  type RenewalRequestContext,
  type RenewalRequestEvent,
  type RenewalRequestInput,
} from './renewalRequestMachine.ts';

const api = unusedApi<RenewalRequestInput['api']>();
const cancelled: RenewalRequest = {
  ...pendingRequest,
  id: 'c0ffee00-0000-4000-8000-000000000001',
  status: 'cancelled',
};
const alreadyPending = new ApiError({
  status: 409,
  body: [
    {
      code: 'RenewalRequestAlreadyPending',
      description: englishPaymentMessages.requestAlreadyPending,
    },
  ],
});
const offline = new ApiError({ status: 0, message: 'Failed to fetch' });

function start() {
  const scripted = scriptedActors(['load', 'createRequest', 'cancelRequest']);
  const notify = vi.fn();
  const machine = renewalRequestMachine.provide({
    actors: scripted.actors as never,
    actions: { notify: (_, toast) => notify(toast) },
  });
  const actor = createActor(machine, { input: { api } }).start();
  return { actor, scripted, notify };
}

afterEach(() => activateLocale('en'));

describe('renewal request machine', () => {
  it('calls the client: plans and requests at once, then POST and DELETE of the request', async () => {
    const client = {
      getPlans: vi.fn(() => Promise.resolve(plansOffer)),
      getMyRenewalRequests: vi.fn(() => Promise.resolve({ requests: [cancelled] })),
      createRenewalRequest: vi.fn(() => Promise.resolve(pendingRequest)),
      cancelRenewalRequest: vi.fn(() => Promise.resolve({ message: 'ok' })),
    };
    const actor = createActor(renewalRequestMachine, { input: { api: client } }).start();
    await reach(actor, 'plan');
    expect(client.getPlans).toHaveBeenCalledExactlyOnceWith({ signal: expect.any(AbortSignal) });
    actor.send({ type: 'plan.choose', planId: 1 });
    actor.send({ type: 'method.choose', method: 'cliq' });
    actor.send({ type: 'reference.change', value: '  CLQ-889120 ' });
    actor.send({ type: 'request.submit' });
    await reach(actor, { pending: 'idle' });
    expect(client.createRenewalRequest).toHaveBeenCalledExactlyOnceWith(
      { planId: 1, method: 'cliq', transferReference: 'CLQ-889120' },
      { signal: expect.any(AbortSignal) },
    );
    expect(pendingRenewalRequest(actor.getSnapshot().context.requests)).toEqual(pendingRequest);
    actor.send({ type: 'request.cancel' });
    actor.send({ type: 'cancel.confirm' });
    await reach(actor, 'plan');
    expect(client.cancelRenewalRequest).toHaveBeenCalledExactlyOnceWith(pendingRequest.id, {
      signal: expect.any(AbortSignal),
    });
    expect(pendingRenewalRequest(actor.getSnapshot().context.requests)).toBeNull();
    actor.stop();
  });

  it('shows the pending request instead of the steps, one per member', async () => {
    const { actor, scripted } = start();
    scripted.resolve('load', { offer: plansOffer, requests: [pendingRequest, cancelled] });
    await reach(actor, { pending: 'idle' });
    expect(pendingRenewalRequest(actor.getSnapshot().context.requests)?.paymentReference).toBe(
      'MJ7K4QX2',
    );
  });

  it("keeps every choice and what was typed when the server refuses, with the contract's words", async () => {
    const { actor, scripted } = start();
    scripted.resolve('load', { offer: plansOffer, requests: [] });
    await reach(actor, 'plan');
    actor.send({ type: 'plan.choose', planId: 2 });
    actor.send({ type: 'method.choose', method: 'bank_transfer' });
    actor.send({ type: 'reference.change', value: 'TRX-1' });
    actor.send({ type: 'request.submit' });
    scripted.reject('createRequest', alreadyPending);
    await reach(actor, 'details');
    const context = actor.getSnapshot().context;
    expect(context.error).toBe(englishPaymentMessages.requestAlreadyPending);
    expect([context.planId, context.method, context.transferReference]).toEqual([
      2,
      'bank_transfer',
      'TRX-1',
    ]);
    expect(chosenPlan(context)?.nameEn).toBe('Six months');
  });

  it('refuses a transfer reference past its limit before sending, in Arabic too', async () => {
    registerMessages('ar', arabicMessages);
    activateLocale('ar');
    const { actor, scripted } = start();
    scripted.resolve('load', { offer: plansOffer, requests: [] });
    await reach(actor, 'plan');
    actor.send({ type: 'plan.choose', planId: 1 });
    actor.send({ type: 'method.choose', method: 'cliq' });
    actor.send({ type: 'reference.change', value: 'x'.repeat(PAYMENT_LIMITS.referenceMax + 1) });
    actor.send({ type: 'request.submit' });
    expect(actor.getSnapshot().value).toBe('details');
    expect(actor.getSnapshot().context.error).toContain(
      arabicPaymentMessages.fields.transferReference,
    );
    expect(scripted.calls('createRequest')).toHaveLength(0);
  });
});

describe('renewal request machine: paths through every transition', () => {
  const events: RenewalRequestEvent[] = [
    { type: 'load.retry' },
    { type: 'plan.choose', planId: 1 },
    { type: 'method.choose', method: 'cliq' },
    { type: 'reference.change', value: 'CLQ-889120' },
    { type: 'reference.change', value: 'x'.repeat(PAYMENT_LIMITS.referenceMax + 1) },
    { type: 'step.back' },
    { type: 'request.submit' },
    { type: 'request.cancel' },
    { type: 'cancel.confirm' },
    { type: 'cancel.dismiss' },
  ];
  const outcomes = [
    { type: 'xstate.done.actor.load', output: { offer: plansOffer, requests: [cancelled] } },
    { type: 'xstate.done.actor.load', output: { offer: plansOffer, requests: [pendingRequest] } },
    { type: 'xstate.error.actor.load', error: offline },
    { type: 'xstate.done.actor.createRequest', output: pendingRequest },
    { type: 'xstate.error.actor.createRequest', error: alreadyPending },
    { type: 'xstate.done.actor.cancelRequest', output: { message: 'ok' } },
    { type: 'xstate.error.actor.cancelRequest', error: offline },
  ];
  const all = [...events, ...outcomes] as never[];
  const model = createTestModel(modelOf(renewalRequestMachine), { input: { api }, events: all });
  const paths = transitionPaths(model, { events: all });

  it('take every transition and visit every state', () => {
    expect(paths.covered).toEqual(new Set(flowGraph(renewalRequestMachine).transitions));
    expect(visitedStates(paths)).toContain(JSON.stringify({ pending: 'cancelling' }));
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const scripted = scriptedActors(['load', 'createRequest', 'cancelRequest']);
    await runPath(path, {
      machine: renewalRequestMachine,
      input: { api },
      scripted,
      contextKeys: ['planId', 'method', 'transferReference', 'error', 'notice', 'requests'],
      check: (actor, _model, event) => {
        const snapshot = actor.getSnapshot();
        const context = snapshot.context as RenewalRequestContext;
        expect(snapshot.hasTag('busy')).toBe(
          ['loading', 'submitting'].some((state) => snapshot.matches(state)) ||
            snapshot.matches({ pending: 'cancelling' }),
        );
        // One pending request at most, and the pending state shows it.
        expect(context.requests.filter((r) => r.status === 'pending').length).toBeLessThanOrEqual(
          1,
        );
        expect(pendingRenewalRequest(context.requests) !== null).toBe(snapshot.matches('pending'));
        if (snapshot.matches('failed')) expect(context.error).not.toBeNull();
        if (event.type === 'xstate.error.actor.createRequest')
          expect(context.error).toBe(englishPaymentMessages.requestAlreadyPending);
        if (snapshot.matches('submitting'))
          expect(scripted.calls('createRequest').at(-1)).toEqual({
            api,
            body: {
              planId: 1,
              method: 'cliq',
              transferReference: context.transferReference || undefined,
            },
          });
        if (snapshot.matches({ pending: 'cancelling' }))
          expect(scripted.calls('cancelRequest').at(-1)).toEqual({ api, id: pendingRequest.id });
        if (event.type === 'xstate.done.actor.cancelRequest')
          expect(context.notice).toBe(englishPaymentMessages.requestCancelled);
      },
    });
  });
});
