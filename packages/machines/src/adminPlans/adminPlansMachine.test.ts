import { ApiError, messages } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { everyTransition, outcomesOnlyIn } from '../testing/everyTransition.ts';
import { reach, unusedApi } from '../testing/harness.ts';
import { serverDown } from '../testing/applications.ts';
import { adminPlans } from '../testing/payments.ts';
import { activePlans, adminPlansMachine, planAmount } from './adminPlansMachine.ts';

describe("the admins' plans", () => {
  it('asks for every plan once and keeps them with the currency', async () => {
    const getAdminPlans = vi.fn(() => Promise.resolve(adminPlans));
    const actor = createActor(adminPlansMachine, { input: { api: { getAdminPlans } } }).start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await reach(actor, 'shown');
    expect(getAdminPlans).toHaveBeenCalledExactlyOnceWith({ signal: expect.any(AbortSignal) });
    expect(actor.getSnapshot().context).toMatchObject({ plans: adminPlans, error: null });
  });

  it('says why they did not come: the server, or no response', async () => {
    const down = createActor(adminPlansMachine, {
      input: { api: { getAdminPlans: () => Promise.reject(serverDown()) } },
    }).start();
    await reach(down, 'failed');
    expect(down.getSnapshot().context).toMatchObject({ plans: null, error: 'Server down.' });
    const offline = createActor(adminPlansMachine, {
      input: { api: { getAdminPlans: () => Promise.reject(new ApiError({ status: 0 })) } },
    }).start();
    await reach(offline, 'failed');
    expect(offline.getSnapshot().context.error).toBe(messages.api.noResponse);
  });

  it("offers the active plans, each price typed in the currency's decimals", () => {
    expect(activePlans(adminPlans).map((plan) => plan.nameEn)).toEqual(['Half year', 'Yearly']);
    expect(activePlans(null)).toEqual([]);
    expect(planAmount({ price: 25_000 }, 3)).toBe('25.000');
    expect(planAmount({ price: 1_250 }, 2)).toBe('12.50');
    expect(planAmount({ price: 500 }, 0)).toBe('500');
  });
});

everyTransition("the admins' plans", adminPlansMachine, {
  input: { api: unusedApi<never>() },
  events: [
    { type: 'xstate.done.actor.loadPlans', output: adminPlans },
    { type: 'xstate.error.actor.loadPlans', error: serverDown() },
  ],
  actors: ['loadPlans'],
  contextKeys: ['plans', 'error'],
  filterEvents: outcomesOnlyIn('loading') as never,
  check: (
    actor: {
      getSnapshot: () => {
        hasTag: (tag: string) => boolean;
        matches: (value: string) => boolean;
        context: { plans: unknown; error: string | null };
      };
    },
    event,
  ) => {
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('busy')).toBe(snapshot.matches('loading'));
    if (event.type === 'xstate.done.actor.loadPlans')
      expect(snapshot.context).toEqual(expect.objectContaining({ plans: adminPlans, error: null }));
    if (event.type === 'xstate.error.actor.loadPlans')
      expect(snapshot.context).toEqual(
        expect.objectContaining({ plans: null, error: 'Server down.' }),
      );
  },
});
