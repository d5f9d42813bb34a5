import { ApiError, englishAdminPaymentMessages } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { everyTransition, serializedWithout } from '../testing/everyTransition.ts';
import { unusedApi } from '../testing/harness.ts';
import { expectListStep } from '../testing/listPaths.ts';
import { serverDown } from '../testing/applications.ts';
import { listState } from '../searchableList/listSelectors.ts';
import { adminPlans, paymentsPage } from '../testing/payments.ts';
import type { AdminPlansRef } from '../adminPlans/adminPlansMachine.ts';
import { paymentsFiltersOf, paymentsFilterValues } from './paymentsFilters.ts';
import { paymentsListMachine, paymentsListMessage } from './paymentsListMachine.ts';

describe('the Payments list', () => {
  it("reads its filters from the URL, each valid one; a reversed period's end is not asked for", async () => {
    expect(
      paymentsFiltersOf({
        from: '2026-11-01',
        to: 'nope',
        method: 'card',
        plan: '2',
        member: 'sara',
      }),
    ).toEqual({ from: '2026-11-01', planId: 2, memberUsername: 'sara' });
    expect(paymentsFilterValues({ method: 'cliq', planId: 2 })).toEqual({
      method: 'cliq',
      plan: '2',
    });
    const listPayments = vi.fn(() => Promise.resolve(paymentsPage(12)));
    const actor = createActor(paymentsListMachine, {
      input: {
        api: { listPayments } as never,
        query: { filters: { from: '2026-11-30', to: '2026-11-01' } },
      },
    }).start();
    await waitFor(actor, (s) => listState(s) === 'loaded');
    expect(listPayments).toHaveBeenCalledExactlyOnceWith(
      { pageNumber: 1, pageSize: 10, from: '2026-11-30' },
      expect.anything(),
    );
    expect(actor.getSnapshot().context.summary).toEqual({
      currency: 'JOD',
      totals: paymentsPage(12).totals,
    });
    listPayments.mockImplementationOnce(() => Promise.reject(new ApiError({ status: 0 })));
    actor.send({ type: 'list.reload' });
    await waitFor(actor, (s) => listState(s) === 'failed');
    expect(paymentsListMessage(actor.getSnapshot())).toBe(
      englishAdminPaymentMessages.paymentsFailed,
    );
  });
});

describe('the plans beside the Payments list (issue 34)', () => {
  it('lists every plan once when the page opens (the child `plans`), kept while the filters change', async () => {
    const listPayments = vi.fn(() => Promise.resolve(paymentsPage(12)));
    const getAdminPlans = vi.fn(() => Promise.resolve(adminPlans));
    const actor = createActor(paymentsListMachine, {
      input: { api: { listPayments, getAdminPlans }, query: {} },
    }).start();
    const plans = () => actor.getSnapshot().children.plans as AdminPlansRef | undefined;
    await waitFor(plans()!, (s) => s.matches('shown'));
    expect(getAdminPlans).toHaveBeenCalledExactlyOnceWith({ signal: expect.any(AbortSignal) });
    expect(plans()!.getSnapshot().context.plans).toEqual(adminPlans);
    actor.send({ type: 'filters.change', filters: { planId: 1 } });
    actor.send({ type: 'url.change', query: { filters: { plan: '1' } } });
    await waitFor(actor, (s) => listState(s) === 'loaded');
    expect(getAdminPlans).toHaveBeenCalledOnce();
    expect(
      plans()!
        .getSnapshot()
        .context.plans?.plans.map((p) => p.active),
    ).toEqual([true, true, false]);
  });

  it('a failed list of plans says why and leaves the payments as they are', async () => {
    const actor = createActor(paymentsListMachine, {
      input: {
        api: {
          listPayments: () => Promise.resolve(paymentsPage(3)),
          getAdminPlans: () => Promise.reject(serverDown()),
        },
        query: {},
      },
    }).start();
    const plans = actor.getSnapshot().children.plans as AdminPlansRef;
    await waitFor(plans, (s) => s.matches('failed'));
    expect(plans.getSnapshot().context.error).toBe('Server down.');
    await waitFor(actor, (s) => listState(s) === 'loaded');
    expect(actor.getSnapshot().context.totalCount).toBe(3);
  });
});

const listApi = unusedApi<never>();
everyTransition('the Payments list', paymentsListMachine, {
  input: { api: listApi, query: {} },
  events: [
    { type: 'page.change', page: 2 },
    { type: 'list.reload' },
    { type: 'filters.change', filters: { method: 'cash' } },
    { type: 'url.change', query: { filters: { method: 'cliq' } } },
    { type: 'url.change', query: { page: '2' } },
    { type: 'url.change', query: {} },
    { type: 'xstate.done.actor.loadPage', output: paymentsPage(12) },
    { type: 'xstate.done.actor.loadPage', output: paymentsPage(0) },
    { type: 'xstate.error.actor.loadPage', error: serverDown() },
  ],
  actors: ['loadPage'],
  contextKeys: ['page', 'totalCount', 'pageCount', 'error'],
  filterEvents: (snapshot: { matches: (value: never) => boolean }, event) =>
    event.type.startsWith('xstate.') || !snapshot.matches({ list: 'loading' } as never),
  serializeState: serializedWithout('api', 'rows', 'target', 'summary') as never,
  check: (actor, event, { scripted }) =>
    expectListStep(actor, event, scripted, {
      input: { api: listApi },
      empty: englishAdminPaymentMessages.noPayments,
      failure: 'Server down.',
    }),
});
