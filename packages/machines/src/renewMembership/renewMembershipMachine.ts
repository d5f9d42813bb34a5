import {
  messageFrom,
  messages,
  runningExpiry,
  type ApiClient,
  type MemberListItem,
  type RenewMembershipResponse,
  type PaymentMethod,
  type RenewMembershipPaymentRequest,
  type PlansResponse,
  PAYMENT_METHODS,
} from '@mijas/api';
import { assign, fromPromise, setup } from 'xstate';
import { activePlans, loadAdminPlans, planAmount } from '../adminPlans/adminPlansMachine.ts';
import { notify } from '../shared/notify.ts';
import { reasonOf } from '../shared/reasonOf.ts';
import { checkRenewal, type RenewField } from './renewalCheck.ts';

export interface RenewMembershipInput {
  /** Issue 34: `getAdminPlans` lists the plans the dialog may fill its days and amount from. */
  api: Pick<ApiClient, 'renewMembership' | 'getAdminPlans'>;
  /** The row's membership, when known, lets the form refuse a renewal past the latest expiry before sending. */
  member: Pick<MemberListItem, 'id' | 'username'> &
    Partial<Pick<MemberListItem, 'membershipExpiry' | 'hasActiveMembership'>>;
  /** The clock of that check (tests); defaults to `Date.now`. */
  now?: () => number;
}

export interface RenewMembershipContext extends Omit<RenewMembershipInput, 'now'> {
  now: () => number;
  /** 'Number of Days' as typed (min 1). */
  days: string;
  /** 'Amount' as typed (step 0.01, min 0). */
  amount: string;
  /** Issue 34: how it was paid (cash unless chosen otherwise) and the payer's reference, optional. */
  method: PaymentMethod;
  reference: string;
  /** The modal's alert: invalid input, or '❌ Error renewing membership: …'. */
  error: string | null;
  /** '✅ Membership renewed successfully'. */
  notice: string | null;
  result: RenewMembershipResponse | null;
  /**
   * Issue 34: every plan and the club's currency (`GET /Admin/plans`), asked for when the dialog opens; null
   * until they came, or when they did not (the dialog is then the spec's, days and amount typed).
   */
  plans: PlansResponse | null;
  /** Why the plans did not come (the flow player shows it; the dialog does without them). */
  plansError: string | null;
  /** The active plan picked to fill the days and the amount (both stay editable); null for none. */
  planId: number | null;
}

export type RenewMembershipEvent =
  | { type: 'field.change'; field: RenewField; value: string }
  /** A plan picked (its days and price fill the fields), or none (the fields keep their values). */
  | { type: 'plan.choose'; planId: number | null }
  | { type: 'form.submit' }
  | { type: 'form.cancel' };

/** What the member list applies to the row at once; `patch` is null when nothing changed (cancelled). */
export interface MemberRowUpdate {
  memberId: string;
  patch: Partial<MemberListItem> | null;
}

/** The running membership a renewal extends, as the server counts it (the contract's `runningExpiry`). */
function memberRunningExpiry(member: RenewMembershipInput['member']): Date | null {
  return runningExpiry(
    member.hasActiveMembership ?? false,
    member.membershipExpiry ? new Date(member.membershipExpiry) : null,
  );
}

/**
 * `checkRenewal` of the modal's values, for its member at its clock's time; the body carries how it was paid and
 * the reference when one is typed (the spec's body stays valid without them: cash).
 */
function check(
  context: RenewMembershipContext,
): { ok: true; body: RenewMembershipPaymentRequest } | { ok: false; error: string } {
  const checked = checkRenewal(context.member.id, context.days, context.amount, {
    running: memberRunningExpiry(context.member),
    now: new Date(context.now()),
  });
  if (!checked.ok) return checked;
  const reference = context.reference.trim();
  return {
    ok: true,
    body: { ...checked.body, method: context.method, ...(reference ? { reference } : {}) },
  };
}

/**
 * The success message, with the receipt's number when the server's answer carries one (issue 34: every renewal is
 * a payment with a receipt): '✅ Membership renewed successfully (2026-000123)'.
 */
export function withReceipt(success: string, answer: RenewMembershipResponse): string {
  const receipt = (answer as { receiptNumber?: unknown }).receiptNumber;
  return typeof receipt === 'string' && receipt ? `${success} (${receipt})` : success;
}

/** An active plan of the dialog's plans, by id (a retired or unknown one: none). */
function pickedPlan(context: Pick<RenewMembershipContext, 'plans'>, planId: number | null) {
  return activePlans(context.plans).find((plan) => plan.id === planId);
}

/**
 * The Renew Membership modal of View Members (SPEC §2, §5, §8). Issue 34: the plans come with it, and picking an
 * active one fills 'Number of Days' and 'Amount' (its price in the currency's decimals), which stay editable and
 * are checked as the spec says.
 */
export const renewMembershipMachine = setup({
  types: {
    context: {} as RenewMembershipContext,
    events: {} as RenewMembershipEvent,
    input: {} as RenewMembershipInput,
    output: {} as MemberRowUpdate,
  },
  actors: {
    renewMembership: fromPromise<
      RenewMembershipResponse,
      { api: RenewMembershipInput['api']; body: RenewMembershipPaymentRequest }
    >(({ input, signal }) => input.api.renewMembership(input.body, { signal })),
    loadPlans: loadAdminPlans,
  },
  guards: {
    invalid: ({ context }) => !check(context).ok,
    activePlan: ({ context, event }) =>
      event.type === 'plan.choose' && pickedPlan(context, event.planId) !== undefined,
    noPlan: ({ event }) => event.type === 'plan.choose' && event.planId === null,
  },
  actions: { notify },
}).createMachine({
  id: 'renewMembership',
  context: ({ input }) => ({
    ...input,
    now: input.now ?? Date.now,
    days: '',
    amount: '',
    method: 'cash',
    reference: '',
    error: null,
    notice: null,
    result: null,
    plans: null,
    plansError: null,
    planId: null,
  }),
  // The plans come while the dialog is open, whatever its state; without them it is the spec's dialog.
  invoke: {
    id: 'loadPlans',
    src: 'loadPlans',
    input: ({ context }) => ({ api: context.api }),
    onDone: { actions: assign({ plans: ({ event }) => event.output }) },
    onError: { actions: assign({ plansError: ({ event }) => reasonOf(event.error) }) },
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'plan.choose': [
          {
            guard: 'activePlan',
            actions: assign(({ context, event }) => {
              const plan = pickedPlan(context, event.type === 'plan.choose' ? event.planId : null);
              if (!plan) return {};
              return {
                planId: plan.id,
                days: String(plan.days),
                amount: planAmount(plan, context.plans?.exponent ?? 0),
                error: null,
              };
            }),
          },
          { guard: 'noPlan', actions: assign({ planId: null }) },
        ],
        'field.change': {
          actions: assign(({ context, event }) => ({
            [event.field]:
              event.field === 'method' &&
              !(PAYMENT_METHODS as readonly string[]).includes(event.value)
                ? context.method
                : event.value,
            error: null,
          })),
        },
        'form.submit': [
          {
            guard: 'invalid',
            actions: assign({
              error: ({ context }) => {
                const checked = check(context);
                return checked.ok ? null : checked.error;
              },
            }),
          },
          { target: 'submitting', actions: assign({ error: null }) },
        ],
        'form.cancel': 'cancelled',
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'renewMembership',
        src: 'renewMembership',
        input: ({ context }) => {
          const checked = check(context);
          return {
            api: context.api,
            body: checked.ok
              ? checked.body
              : { memberId: context.member.id, numberOfDays: 0, amount: 0 },
          };
        },
        onDone: {
          target: 'renewed',
          actions: [
            assign({
              result: ({ event }) => event.output,
              notice: ({ event }) => withReceipt(messages.renewModal.success, event.output),
            }),
            {
              type: 'notify',
              params: ({ context }) => ({
                kind: 'success' as const,
                title: messages.memberToasts.renewed,
                description: context.notice ?? messages.renewModal.success,
              }),
            },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            assign({
              error: ({ event }) =>
                `${messages.renewModal.errorPrefix}${messageFrom(
                  event.error,
                  event.error instanceof Error ? event.error.message : messages.api.internalError,
                )}`,
            }),
            {
              type: 'notify',
              params: ({ context }) => ({
                kind: 'error' as const,
                title: messages.memberToasts.renewFailed,
                description: context.error ?? '',
              }),
            },
          ],
        },
      },
    },
    /** The modal closes; the list patches the row from the output. */
    renewed: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({
    memberId: context.member.id,
    patch: context.result
      ? { hasActiveMembership: true, membershipExpiry: context.result.expiryDate }
      : null,
  }),
});
