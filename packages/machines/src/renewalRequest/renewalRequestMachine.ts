import {
  createRenewalRequestSchema,
  paymentMessages,
  type ApiClient,
  type PaymentMethod,
  type Plan,
  type PlansResponse,
  type RenewalRequest,
} from '@mijas/api';
import { assign, fromPromise, setup } from 'xstate';
import { notify } from '../shared/notify.ts';
import { reasonOf } from '../shared/reasonOf.ts';

export interface RenewalRequestInput {
  api: Pick<
    ApiClient,
    'getPlans' | 'getMyRenewalRequests' | 'createRenewalRequest' | 'cancelRenewalRequest'
  >;
}

export interface RenewalRequestContext extends RenewalRequestInput {
  /** The plans offered and how to pay (currency, CliQ alias, IBAN); null until loaded. */
  offer: PlansResponse | null;
  /** The member's requests, newest first. */
  requests: RenewalRequest[];
  planId: number | null;
  method: PaymentMethod | null;
  /** The transfer's own reference, as typed (optional). */
  transferReference: string;
  /** Why the last step failed: a load, the request's check or the server's refusal, a cancellation. */
  error: string | null;
  /** What the last step did ('Your renewal request was cancelled.'). */
  notice: string | null;
}

export type RenewalRequestEvent =
  | { type: 'load.retry' }
  | { type: 'plan.choose'; planId: number }
  | { type: 'method.choose'; method: PaymentMethod }
  | { type: 'reference.change'; value: string }
  | { type: 'step.back' }
  | { type: 'request.submit' }
  | { type: 'request.cancel' }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' };

/** The member's pending request (one at most), or null. */
export function pendingRenewalRequest(requests: readonly RenewalRequest[]): RenewalRequest | null {
  return requests.find((request) => request.status === 'pending') ?? null;
}

/** The plan chosen, from the plans offered. */
export function chosenPlan(context: Pick<RenewalRequestContext, 'offer' | 'planId'>): Plan | null {
  return context.offer?.plans.find((plan) => plan.id === context.planId) ?? null;
}

/** The request the choices make, or the contract's first complaint (a reference too long). */
function checked(context: RenewalRequestContext) {
  const result = createRenewalRequestSchema.safeParse({
    planId: context.planId,
    method: context.method,
    transferReference: context.transferReference.trim(),
  });
  return result.success
    ? { ok: true as const, body: result.data }
    : { ok: false as const, error: result.error.issues[0]?.message ?? '' };
}

type Api = RenewalRequestInput['api'];

/**
 * A member renews without a visit (issue 34): the plans and the member's requests load; a member with a pending
 * request sees it (with what to do to pay, and Cancel after a confirmation); otherwise they choose a plan, then how
 * to pay (CliQ, bank transfer, cash at the office), see what to do, may type the transfer's own reference, and
 * submit. A refusal (a retired plan, a request already pending, a reference too long) is shown on the last step
 * with everything chosen and typed kept.
 */
export const renewalRequestMachine = setup({
  types: {
    context: {} as RenewalRequestContext,
    events: {} as RenewalRequestEvent,
    input: {} as RenewalRequestInput,
  },
  actors: {
    load: fromPromise<{ offer: PlansResponse; requests: RenewalRequest[] }, { api: Api }>(
      async ({ input, signal }) => {
        const [offer, mine] = await Promise.all([
          input.api.getPlans({ signal }),
          input.api.getMyRenewalRequests({ signal }),
        ]);
        return { offer, requests: mine.requests };
      },
    ),
    createRequest: fromPromise<
      RenewalRequest,
      { api: Api; body: Parameters<Api['createRenewalRequest']>[0] }
    >(({ input, signal }) => input.api.createRenewalRequest(input.body, { signal })),
    cancelRequest: fromPromise<unknown, { api: Api; id: string }>(({ input, signal }) =>
      input.api.cancelRenewalRequest(input.id, { signal }),
    ),
  },
  guards: {
    hasPending: ({ event }) =>
      pendingRenewalRequest(
        (event as unknown as { output: { requests: RenewalRequest[] } }).output.requests,
      ) !== null,
    invalid: ({ context }) => !checked(context).ok,
  },
  actions: { notify },
}).createMachine({
  id: 'renewalRequest',
  context: ({ input }) => ({
    api: input.api,
    offer: null,
    requests: [],
    planId: null,
    method: null,
    transferReference: '',
    error: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ api: context.api }),
        onDone: [
          {
            guard: 'hasPending',
            target: 'pending',
            actions: assign(({ event }) => ({ ...event.output, error: null })),
          },
          { target: 'plan', actions: assign(({ event }) => ({ ...event.output, error: null })) },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => reasonOf(event.error) }),
        },
      },
    },
    failed: { on: { 'load.retry': 'loading' } },
    /** Choose a plan. */
    plan: {
      on: {
        'plan.choose': {
          target: 'method',
          actions: assign({ planId: ({ event }) => event.planId, error: null }),
        },
      },
    },
    /** Choose how to pay. */
    method: {
      on: {
        'method.choose': {
          target: 'details',
          actions: assign({ method: ({ event }) => event.method, error: null }),
        },
        'step.back': { target: 'plan', actions: assign({ error: null }) },
      },
    },
    /** What to do to pay, the transfer's reference, and Submit. */
    details: {
      on: {
        'reference.change': {
          actions: assign({ transferReference: ({ event }) => event.value, error: null }),
        },
        'request.submit': [
          {
            guard: 'invalid',
            actions: assign({
              error: ({ context }) => {
                const result = checked(context);
                return result.ok ? null : result.error;
              },
            }),
          },
          { target: 'submitting', actions: assign({ error: null }) },
        ],
        'step.back': { target: 'method', actions: assign({ error: null }) },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'createRequest',
        src: 'createRequest',
        input: ({ context }) => {
          const result = checked(context);
          return {
            api: context.api,
            body: result.ok ? result.body : { planId: 0, method: 'cash' as const },
          };
        },
        onDone: {
          target: 'pending',
          actions: assign({
            requests: ({ context, event }) => [
              event.output,
              ...context.requests.filter((request) => request.id !== event.output.id),
            ],
            transferReference: '',
          }),
        },
        onError: {
          target: 'details',
          actions: assign({ error: ({ event }) => reasonOf(event.error) }),
        },
      },
    },
    /** The pending request, with what to do to pay it, and Cancel (after a confirmation). */
    pending: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'request.cancel': { target: 'confirming', actions: assign({ error: null }) } },
        },
        confirming: { on: { 'cancel.confirm': 'cancelling', 'cancel.dismiss': 'idle' } },
        cancelling: {
          tags: ['busy'],
          invoke: {
            id: 'cancelRequest',
            src: 'cancelRequest',
            input: ({ context }) => ({
              api: context.api,
              id: pendingRenewalRequest(context.requests)?.id ?? '',
            }),
            onDone: {
              target: '#renewalRequest.plan',
              actions: [
                assign({
                  requests: ({ context }) =>
                    context.requests.map((request) =>
                      request.status === 'pending'
                        ? { ...request, status: 'cancelled' as const }
                        : request,
                    ),
                  planId: null,
                  method: null,
                  notice: () => paymentMessages().requestCancelled,
                }),
                {
                  type: 'notify',
                  params: () => ({
                    kind: 'success' as const,
                    title: paymentMessages().requestCancelled,
                  }),
                },
              ],
            },
            onError: {
              target: 'idle',
              actions: assign({ error: ({ event }) => reasonOf(event.error) }),
            },
          },
        },
      },
    },
  },
});
