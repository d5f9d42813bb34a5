import {
  fromMinorUnits,
  paymentMessages,
  planRequestSchema,
  toMinorUnits,
  type ApiClient,
  type Plan,
  type PlanRequest,
  type PlansResponse,
} from '@mijas/api';
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { reasonOf } from '../shared/reasonOf.ts';

export type PlansApi = Pick<ApiClient, 'listPlans' | 'createPlan' | 'updatePlan'>;

export interface PlansInput {
  api: PlansApi;
}

/** The fields of the plan dialog, as typed: the price in major units of the club's currency (`25.000`). */
export type PlanField = 'nameEn' | 'nameAr' | 'days' | 'price';

export interface PlanDraft {
  /** The plan edited; null for a new one. */
  id: number | null;
  nameEn: string;
  nameAr: string;
  days: string;
  price: string;
  active: boolean;
}

export type PlanFieldErrors = Partial<Record<PlanField, string>>;

export interface PlansContext extends PlansInput {
  /** The club's currency and its minor units (`GET /RootAdmin/plans`); null before the list came. */
  currency: string | null;
  exponent: number;
  plans: Plan[];
  /** Why the list did not come (the server's message, or no response). */
  loadError: string | null;
  /** The plan dialog's values; null when it is closed. */
  draft: PlanDraft | null;
  /** The dialog's field errors, the contract's words. */
  fieldErrors: PlanFieldErrors;
  /** Why the dialog's save, or a retire/reactivate, failed. */
  saveError: string | null;
  /** The plan being retired or reactivated. */
  togglingId: number | null;
  /** The last change that went through, for the page's status line. */
  done: { id: number; change: PlanChange } | null;
}

export type PlanChange = 'created' | 'updated' | 'retired' | 'reactivated';

export type PlansEvent =
  | { type: 'list.retry' }
  | { type: 'plan.new' }
  | { type: 'plan.edit'; id: number }
  | { type: 'plan.toggle'; id: number }
  | { type: 'field.change'; field: PlanField; value: string }
  /** Offered to members (active) or retired. */
  | { type: 'active.change'; active: boolean }
  | { type: 'form.submit' }
  | { type: 'form.cancel' };

/** A price typed in major units as minor units, or the contract's words when it is no amount of this currency. */
function priceOf(typed: string, exponent: number): number | undefined | { error: string } {
  const text = typed.trim();
  if (text === '') return undefined;
  const major = Number(text);
  if (!Number.isFinite(major)) return Number.NaN;
  const decimals = text.split('.')[1]?.length ?? 0;
  if (decimals > exponent) {
    const say = paymentMessages();
    return { error: say.priceDecimals(say.fields.price, exponent) };
  }
  return toMinorUnits(major, exponent);
}

/**
 * The plan the dialog's values make (`planRequestSchema`, the server's own rules and words), or the error of each
 * field: a price in major units with no more decimals than the currency has (`exponent`, JOD 3).
 */
export function checkPlan(
  draft: PlanDraft,
  exponent: number,
): { ok: true; body: Required<PlanRequest> } | { ok: false; errors: PlanFieldErrors } {
  const price = priceOf(draft.price, exponent);
  const days = draft.days.trim() === '' ? undefined : Number(draft.days.trim());
  const result = planRequestSchema.safeParse({
    nameEn: draft.nameEn,
    nameAr: draft.nameAr,
    days,
    price: typeof price === 'object' ? 0 : price,
    active: draft.active,
  });
  const errors: PlanFieldErrors = {};
  if (!result.success)
    for (const issue of result.error.issues) {
      const field = issue.path[0] as PlanField;
      errors[field] ??= issue.message;
    }
  if (typeof price === 'object') errors.price = price.error;
  if (result.success && Object.keys(errors).length === 0)
    return { ok: true, body: result.data as Required<PlanRequest> };
  return { ok: false, errors };
}

/** A plan's values in the dialog: its price in major units with the currency's decimals. */
function draftOf(plan: Plan | undefined, exponent: number): PlanDraft {
  if (!plan) return { id: null, nameEn: '', nameAr: '', days: '', price: '', active: true };
  return {
    id: plan.id,
    nameEn: plan.nameEn,
    nameAr: plan.nameAr,
    days: String(plan.days),
    price: fromMinorUnits(plan.price, exponent).toFixed(exponent),
    active: plan.active,
  };
}

/** The list in the server's order: active first, then by days (`GET /RootAdmin/plans`). */
function withPlan(plans: Plan[], saved: Plan): Plan[] {
  const others = plans.filter((plan) => plan.id !== saved.id);
  return [...others, saved].sort(
    (a, b) => Number(b.active) - Number(a.active) || a.days - b.days || a.id - b.id,
  );
}

/** Sends a plan: POST a new one (`id` null), else PUT it. */
const savePlanActor = fromPromise<
  Plan,
  { api: PlansApi; id: number | null; body: Required<PlanRequest> }
>(({ input, signal }) =>
  input.id === null
    ? input.api.createPlan(input.body, { signal })
    : input.api.updatePlan(input.id, input.body, { signal }),
);

/**
 * The root admin's Plans (issue 34, `/superadmin/plans`): the list of every plan (`GET /RootAdmin/plans`: names in
 * English and Arabic, days, price in the club's currency, active or retired) with its loading, failure and retry;
 * a plan's dialog (new or edit) checked with the contract's `planRequestSchema` before it is sent (POST, PUT),
 * kept open with the server's reason when the save fails; retire or reactivate a plan from its row (PUT with
 * `active` flipped). A retired plan is no longer offered to members and stays on the receipts that name it.
 */
export const plansMachine = setup({
  types: {
    context: {} as PlansContext,
    events: {} as PlansEvent,
    input: {} as PlansInput,
  },
  actors: {
    loadPlans: fromPromise<PlansResponse, { api: PlansApi }>(({ input, signal }) =>
      input.api.listPlans({ signal }),
    ),
    savePlan: savePlanActor,
    togglePlan: savePlanActor,
  },
  guards: {
    invalid: ({ context }) => !context.draft || !checkPlan(context.draft, context.exponent).ok,
    known: ({ context, event }) =>
      'id' in event && context.plans.some((plan) => plan.id === event.id),
  },
}).createMachine({
  id: 'plans',
  context: ({ input }) => ({
    ...input,
    currency: null,
    exponent: 0,
    plans: [],
    loadError: null,
    draft: null,
    fieldErrors: {},
    saveError: null,
    togglingId: null,
    done: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: assign({ loadError: null }),
      invoke: {
        id: 'loadPlans',
        src: 'loadPlans',
        input: ({ context }) => ({ api: context.api }),
        onDone: {
          target: 'shown',
          actions: assign(({ event }) => ({
            currency: event.output.currency,
            exponent: event.output.exponent,
            plans: event.output.plans,
          })),
        },
        onError: {
          target: 'failed',
          actions: assign({ loadError: ({ event }) => reasonOf(event.error) }),
        },
      },
    },
    failed: { tags: ['error'], on: { 'list.retry': 'loading' } },
    shown: {
      on: {
        'plan.new': {
          target: 'editing',
          actions: assign(({ context }) => ({
            draft: draftOf(undefined, context.exponent),
            fieldErrors: {},
            saveError: null,
            done: null,
          })),
        },
        'plan.edit': {
          guard: 'known',
          target: 'editing',
          actions: assign(({ context, event }) => ({
            draft: draftOf(
              context.plans.find((plan) => plan.id === event.id),
              context.exponent,
            ),
            fieldErrors: {},
            saveError: null,
            done: null,
          })),
        },
        'plan.toggle': {
          guard: 'known',
          target: 'toggling',
          actions: assign(({ event }) => ({ togglingId: event.id, saveError: null, done: null })),
        },
      },
    },
    editing: {
      on: {
        'field.change': {
          actions: assign(({ context, event }) => ({
            draft: context.draft && { ...context.draft, [event.field]: event.value },
            fieldErrors: { ...context.fieldErrors, [event.field]: undefined },
          })),
        },
        'active.change': {
          actions: assign(({ context, event }) => ({
            draft: context.draft && { ...context.draft, active: event.active },
          })),
        },
        'form.submit': [
          {
            guard: 'invalid',
            actions: assign(({ context }) => {
              const checked = context.draft && checkPlan(context.draft, context.exponent);
              return { fieldErrors: checked && !checked.ok ? checked.errors : {} };
            }),
          },
          { target: 'saving', actions: assign({ saveError: null }) },
        ],
        'form.cancel': {
          target: 'shown',
          actions: assign({ draft: null, fieldErrors: {}, saveError: null }),
        },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'savePlan',
        src: 'savePlan',
        input: ({ context }) => {
          const draft = context.draft ?? draftOf(undefined, context.exponent);
          const checked = checkPlan(draft, context.exponent);
          return {
            api: context.api,
            id: draft.id,
            body: checked.ok
              ? checked.body
              : { nameEn: '', nameAr: '', days: 0, price: 0, active: true },
          };
        },
        onDone: {
          target: 'shown',
          actions: [
            assign(({ context, event }) => ({
              plans: withPlan(context.plans, event.output),
              done: {
                id: event.output.id,
                change: context.draft?.id === null ? ('created' as const) : ('updated' as const),
              },
              draft: null,
            })),
          ],
        },
        onError: {
          target: 'editing',
          actions: assign({ saveError: ({ event }) => reasonOf(event.error) }),
        },
      },
    },
    toggling: {
      tags: ['busy'],
      invoke: {
        id: 'togglePlan',
        src: 'togglePlan',
        input: ({ context }) => {
          const plan = context.plans.find((p) => p.id === context.togglingId);
          return {
            api: context.api,
            id: context.togglingId,
            body: {
              nameEn: plan?.nameEn ?? '',
              nameAr: plan?.nameAr ?? '',
              days: plan?.days ?? 0,
              price: plan?.price ?? 0,
              active: !(plan?.active ?? true),
            },
          };
        },
        onDone: {
          target: 'shown',
          actions: assign(({ context, event }) => ({
            plans: withPlan(context.plans, event.output),
            done: {
              id: event.output.id,
              change: event.output.active ? ('reactivated' as const) : ('retired' as const),
            },
            togglingId: null,
          })),
        },
        onError: {
          target: 'shown',
          actions: assign({
            saveError: ({ event }) => reasonOf(event.error),
            togglingId: null,
          }),
        },
      },
    },
  },
});

export type PlansActor = ActorRefFrom<typeof plansMachine>;
export type PlansSnapshot = SnapshotFrom<typeof plansMachine>;

/** The state the page shows: its list's loading, failure, no plan yet, or the plans. */
export function plansView(snapshot: PlansSnapshot): 'loading' | 'failed' | 'empty' | 'list' {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  return snapshot.context.plans.length === 0 ? 'empty' : 'list';
}
