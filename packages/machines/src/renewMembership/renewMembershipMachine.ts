import {
  messageFrom,
  messages,
  renewedExpiry,
  renewMembershipRequestSchema,
  runningExpiry,
  type ApiClient,
  type MemberListItem,
  type RenewMembershipRequest,
  type RenewMembershipResponse,
  type PaymentMethod,
  type RenewMembershipPaymentRequest,
  PAYMENT_METHODS,
} from '@mijas/api';
import { assign, fromPromise, setup } from 'xstate';
import { notify } from '../shared/notify.ts';

export interface RenewMembershipInput {
  api: Pick<ApiClient, 'renewMembership'>;
  /** The row's membership, when known, lets the form refuse a renewal past the latest expiry before sending. */
  member: Pick<MemberListItem, 'id' | 'username'> &
    Partial<Pick<MemberListItem, 'membershipExpiry' | 'hasActiveMembership'>>;
  /** The clock of that check (tests); defaults to `Date.now`. */
  now?: () => number;
}

export type RenewField = 'days' | 'amount' | 'method' | 'reference';

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
}

export type RenewMembershipEvent =
  | { type: 'field.change'; field: RenewField; value: string }
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
 * The renew request the typed values make, or the alert: SPEC §5 (days an integer > 0, amount ≥ 0) gives
 * '❌ Invalid input: …'; the contract's further limits (at most 2 decimals, a maximum, and, when the running
 * membership is known, the latest expiry) give the contract's words.
 */
export function checkRenewal(
  memberId: string,
  days: string,
  amount: string,
  membership?: { running: Date | null; now: Date },
): { ok: true; body: RenewMembershipRequest } | { ok: false; error: string } {
  const numberOfDays = Number(days.trim());
  const paid = Number(amount.trim());
  const specValid =
    days.trim() !== '' &&
    amount.trim() !== '' &&
    Number.isInteger(numberOfDays) &&
    numberOfDays > 0 &&
    Number.isFinite(paid) &&
    paid >= 0;
  if (!specValid) return { ok: false, error: messages.renewModal.invalidInput };
  const result = renewMembershipRequestSchema.safeParse({ memberId, numberOfDays, amount: paid });
  if (!result.success)
    return {
      ok: false,
      error: result.error.issues[0]?.message ?? messages.renewModal.invalidInput,
    };
  if (membership && !renewedExpiry(membership.running, membership.now, result.data.numberOfDays))
    return { ok: false, error: messages.api.expiryTooLate };
  return { ok: true, body: result.data };
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

/** The Renew Membership modal of View Members (SPEC §2, §5, §8). */
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
  },
  guards: {
    invalid: ({ context }) => !check(context).ok,
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
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
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
