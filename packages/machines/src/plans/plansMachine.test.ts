import { englishPaymentMessages, messages, type Plan, type PlansResponse } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { everyTransition, outcomesOnlyIn } from '../testing/everyTransition.ts';
import { reach, unusedApi } from '../testing/harness.ts';
import { serverDown } from '../testing/applications.ts';
import {
  checkPlan,
  plansMachine,
  plansView,
  type PlanDraft,
  type PlansApi,
} from './plansMachine.ts';

const year: Plan = {
  id: 1,
  nameEn: 'One year',
  nameAr: 'سنة',
  days: 365,
  price: 25000,
  active: true,
};
const old: Plan = { id: 2, nameEn: 'Old', nameAr: 'قديمة', days: 10, price: 1000, active: false };
const listed: PlansResponse = {
  currency: 'JOD',
  exponent: 3,
  cliqAlias: null,
  iban: null,
  plans: [year, old],
};
const draft = (values: Partial<PlanDraft> = {}): PlanDraft => ({
  id: null,
  nameEn: 'Month',
  nameAr: 'شهر',
  days: '30',
  price: '3.500',
  active: true,
  ...values,
});

function start(api: Partial<PlansApi>) {
  const actor = createActor(plansMachine, {
    input: { api: { ...unusedApi<PlansApi>(), ...api } },
  }).start();
  return actor;
}

describe('the plans machine', () => {
  it('checks a plan with the contract: the price typed in major units with at most the currency decimals', () => {
    expect(checkPlan(draft(), 3)).toEqual({
      ok: true,
      body: { nameEn: 'Month', nameAr: 'شهر', days: 30, price: 3500, active: true },
    });
    expect(checkPlan(draft({ price: '3.5005' }), 3)).toEqual({
      ok: false,
      errors: { price: englishPaymentMessages.priceDecimals('Price', 3) },
    });
    const empty = checkPlan(draft({ nameEn: ' ', days: '', price: '' }), 3);
    expect(empty.ok).toBe(false);
    expect(Object.keys(!empty.ok ? empty.errors : {}).sort()).toEqual(['days', 'nameEn', 'price']);
    expect(checkPlan(draft({ days: '1.5' }), 3)).toEqual({
      ok: false,
      errors: { days: messages.validation.notWholeNumber('Number of days') },
    });
  });

  it('lists the plans, creates one, edits its price and retires it, keeping the list in order', async () => {
    const listPlans = vi.fn(() => Promise.resolve(listed));
    const createPlan = vi.fn((body: Omit<Plan, 'id'>) => Promise.resolve({ id: 3, ...body }));
    const updatePlan = vi.fn((id: number, body: Omit<Plan, 'id'>) =>
      Promise.resolve({ id, ...body }),
    );
    const actor = start({ listPlans, createPlan, updatePlan } as never);
    expect(plansView(actor.getSnapshot())).toBe('loading');
    await reach(actor, 'shown');
    expect(plansView(actor.getSnapshot())).toBe('list');

    actor.send({ type: 'plan.new' });
    for (const [field, value] of Object.entries({
      nameEn: 'Month',
      nameAr: 'شهر',
      days: '30',
      price: '3.5',
    }))
      actor.send({ type: 'field.change', field: field as never, value });
    actor.send({ type: 'form.submit' });
    await reach(actor, 'shown');
    expect(createPlan).toHaveBeenCalledWith(
      { nameEn: 'Month', nameAr: 'شهر', days: 30, price: 3500, active: true },
      { signal: expect.any(AbortSignal) },
    );
    expect(actor.getSnapshot().context.plans.map((p) => p.id)).toEqual([3, 1, 2]);
    expect(actor.getSnapshot().context.done).toEqual({ id: 3, change: 'created' });

    actor.send({ type: 'plan.edit', id: 3 });
    expect(actor.getSnapshot().context.draft).toMatchObject({ id: 3, price: '3.500' });
    actor.send({ type: 'field.change', field: 'price', value: '4' });
    actor.send({ type: 'form.submit' });
    await reach(actor, 'shown');
    expect(updatePlan).toHaveBeenLastCalledWith(3, expect.objectContaining({ price: 4000 }), {
      signal: expect.any(AbortSignal),
    });

    actor.send({ type: 'plan.toggle', id: 3 });
    await reach(actor, 'shown');
    expect(updatePlan).toHaveBeenLastCalledWith(3, expect.objectContaining({ active: false }), {
      signal: expect.any(AbortSignal),
    });
    expect(actor.getSnapshot().context.plans.map((p) => [p.id, p.active])).toEqual([
      [1, true],
      [2, false],
      [3, false],
    ]);
    expect(actor.getSnapshot().context.done).toEqual({ id: 3, change: 'retired' });
  });

  it('keeps the dialog open with the field errors and sends nothing; keeps it open with the server reason', async () => {
    const createPlan = vi.fn(() => Promise.reject(serverDown()));
    const actor = start({
      listPlans: () => Promise.resolve({ ...listed, plans: [] }),
      createPlan,
    } as never);
    await reach(actor, 'shown');
    expect(plansView(actor.getSnapshot())).toBe('empty');
    actor.send({ type: 'plan.new' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(Object.keys(actor.getSnapshot().context.fieldErrors).sort()).toEqual([
      'days',
      'nameAr',
      'nameEn',
      'price',
    ]);
    expect(createPlan).not.toHaveBeenCalled();
    actor.send({ type: 'field.change', field: 'nameEn', value: 'Month' });
    expect(actor.getSnapshot().context.fieldErrors.nameEn).toBeUndefined();
    for (const [field, value] of Object.entries({ nameAr: 'شهر', days: '30', price: '3' }))
      actor.send({ type: 'field.change', field: field as never, value });
    actor.send({ type: 'form.submit' });
    await reach(actor, 'editing');
    expect(actor.getSnapshot().context.saveError).toBe(serverDown().message);
    expect(actor.getSnapshot().context.draft).toMatchObject({ nameEn: 'Month' });
  });
});

const plansApi = unusedApi<PlansApi>();
everyTransition('the plans page', plansMachine, {
  input: { api: plansApi },
  events: [
    { type: 'list.retry' },
    { type: 'plan.new' },
    { type: 'plan.edit', id: 1 },
    { type: 'plan.toggle', id: 1 },
    { type: 'plan.edit', id: 99 },
    { type: 'field.change', field: 'nameEn', value: 'Month' },
    { type: 'field.change', field: 'nameAr', value: 'شهر' },
    { type: 'field.change', field: 'days', value: '30' },
    { type: 'field.change', field: 'price', value: '3.5' },
    { type: 'active.change', active: false },
    { type: 'form.submit' },
    { type: 'form.cancel' },
    { type: 'xstate.done.actor.loadPlans', output: listed },
    { type: 'xstate.error.actor.loadPlans', error: serverDown() },
    { type: 'xstate.done.actor.savePlan', output: { ...year, price: 3500 } },
    { type: 'xstate.error.actor.savePlan', error: serverDown() },
    { type: 'xstate.done.actor.togglePlan', output: { ...year, active: false } },
    { type: 'xstate.error.actor.togglePlan', error: serverDown() },
  ],
  actors: ['loadPlans', 'savePlan', 'togglePlan'],
  contextKeys: ['plans', 'draft', 'fieldErrors', 'saveError', 'loadError', 'done'],
  filterEvents: ((state: { matches: (v: string) => boolean }, event: { type: string }) =>
    outcomesOnlyIn('loading')(state as never, event) &&
    outcomesOnlyIn('saving')(state as never, event) &&
    outcomesOnlyIn('toggling')(state as never, event)) as never,
  // Loading asks for the list; a save sends the dialog's plan; a toggle the row's plan with `active` flipped; a
  // failure keeps the list and says why.
  check: (
    actor: {
      getSnapshot: () => { value: unknown; context: { plans: Plan[]; saveError: string | null } };
    },
    event,
    { scripted, before },
  ) => {
    const { value, context } = actor.getSnapshot();
    if (value === 'loading' && event.type !== 'xstate.init')
      expect(scripted.calls('loadPlans').at(-1)).toEqual({ api: plansApi });
    const wasActive = (before?.context as { plans: Plan[] } | undefined)?.plans.find(
      (p) => p.id === 1,
    )?.active;
    if (value === 'toggling')
      expect(scripted.calls('togglePlan').at(-1)).toMatchObject({
        id: 1,
        body: { active: !wasActive },
      });
    if (
      event.type.startsWith('xstate.error.actor.') &&
      event.type !== 'xstate.error.actor.loadPlans'
    )
      expect([context.saveError, context.plans]).toEqual([
        serverDown().message,
        (before?.context as { plans: Plan[] } | undefined)?.plans,
      ]);
  },
});
