import { fromMinorUnits, type ApiClient, type Plan, type PlansResponse } from '@mijas/api';
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { reasonOf } from '../shared/reasonOf.ts';

/**
 * The admins' list of plans (issue 34, `GET /Admin/plans`): every plan, active and retired, with the club's
 * currency and its minor units. The payments' plan filter names old plans from it, the Renew dialog offers the
 * active ones to fill its days and amount.
 */

export type AdminPlansApi = Pick<ApiClient, 'getAdminPlans'>;

/** The plans' call, as the lists and dialogs that read them invoke it. */
export const loadAdminPlans = fromPromise<PlansResponse, { api: AdminPlansApi }>(
  ({ input, signal }) => input.api.getAdminPlans({ signal }),
);

/** A plan's price as the Renew dialog's amount is typed: major units with the currency's decimals (`25.000`). */
export function planAmount(plan: Pick<Plan, 'price'>, exponent: number): string {
  return fromMinorUnits(plan.price, exponent).toFixed(exponent);
}

/** The active plans of an answer (none before it came, or when it did not). */
export function activePlans(plans: PlansResponse | null): Plan[] {
  return plans?.plans.filter((plan) => plan.active) ?? [];
}

export interface AdminPlansInput {
  api: AdminPlansApi;
}

export interface AdminPlansContext extends AdminPlansInput {
  /** The plans and the club's currency; null until they came. */
  plans: PlansResponse | null;
  /** Why they did not come (the server's message, or no response). */
  error: string | null;
}

/**
 * The plans' list beside a page (the payments' child `plans`, alive as long as the page): loading, then shown,
 * or failed with the reason (the page then does without it: the filter names the plans of the rows shown).
 */
export const adminPlansMachine = setup({
  types: {
    context: {} as AdminPlansContext,
    input: {} as AdminPlansInput,
  },
  actors: { loadPlans: loadAdminPlans },
}).createMachine({
  id: 'adminPlans',
  context: ({ input }) => ({ api: input.api, plans: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPlans',
        src: 'loadPlans',
        input: ({ context }) => ({ api: context.api }),
        onDone: { target: 'shown', actions: assign({ plans: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => reasonOf(event.error) }),
        },
      },
    },
    shown: {},
    failed: { tags: ['error'] },
  },
});

export type AdminPlansRef = ActorRefFrom<typeof adminPlansMachine>;
export type AdminPlansSnapshot = SnapshotFrom<typeof adminPlansMachine>;
