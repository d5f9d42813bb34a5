import {
  confirmRenewalRequestSchema,
  currencyExponent,
  messageFrom,
  adminPaymentMessages,
  rejectRenewalRequestSchema,
  toMinorUnits,
  type ApiClient,
  type RenewalRequest,
} from '@mijas/api';
import { assign, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { notify } from '../shared/notify.ts';
import { RENEWAL_REQUESTS_COUNT_SYSTEM_ID } from '../renewalRequestsCount/renewalRequestsCountMachine.ts';
import type { RowChange } from '../searchableList/listConfig.ts';

export type RenewalDecisionApi = Pick<ApiClient, 'confirmRenewalRequest' | 'rejectRenewalRequest'>;
export type RenewalDecision = 'confirm' | 'reject';

export interface RenewalDecisionInput {
  api: RenewalDecisionApi;
  request: RenewalRequest;
  decision: RenewalDecision;
}

export interface RenewalDecisionContext extends RenewalDecisionInput {
  /** Confirm: the amount actually received as typed, in major units ('' is the request's amount). */
  amount: string;
  /** Reject: the reason mailed to the member. */
  reason: string;
  /** Why the decision was refused (the contract's words: invalid input, already handled by another admin). */
  error: string | null;
  /** Confirmed: the receipt issued and the new expiry. */
  receiptNumber: string | null;
  expiryDate: string | null;
  /** Whether the reject call succeeded. */
  rejected: boolean;
}

export type RenewalDecisionEvent =
  | { type: 'field.change'; field: 'amount' | 'reason'; value: string }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  /** The confirmed request's receipt was seen: the dialog closes. */
  | { type: 'dialog.close' };

type Body =
  | { ok: true; decision: 'confirm'; body: { amountReceived?: number } }
  | { ok: true; decision: 'reject'; body: { reason: string } }
  | { ok: false; error: string };

/** The call's body the dialog's fields make, checked with the contract's schemas, or the first problem. */
export function decisionBody(
  context: Pick<RenewalDecisionContext, 'decision' | 'amount' | 'reason' | 'request'>,
): Body {
  if (context.decision === 'reject') {
    const result = rejectRenewalRequestSchema.safeParse({ reason: context.reason });
    return result.success
      ? { ok: true, decision: 'reject', body: result.data }
      : { ok: false, error: result.error.issues[0]!.message };
  }
  const typed = context.amount.trim();
  if (typed === '') return { ok: true, decision: 'confirm', body: {} };
  const major = Number(typed);
  if (!Number.isFinite(major) || major < 0)
    return { ok: false, error: adminPaymentMessages().amountInvalid };
  const result = confirmRenewalRequestSchema.safeParse({
    amountReceived: toMinorUnits(major, currencyExponent(context.request.currency)),
  });
  return result.success
    ? { ok: true, decision: 'confirm', body: result.data }
    : { ok: false, error: result.error.issues[0]?.message ?? adminPaymentMessages().amountInvalid };
}

/**
 * The office's decision on one renewal request (issue 34), the Renewal requests page's Confirm and Reject dialogs:
 * Confirm (optionally the amount actually received) shows the receipt issued until closed; Reject needs a reason,
 * mailed to the member. A refusal (invalid input; 409, already handled by another admin) stays in the dialog. The
 * navigation's count of pending requests is asked again after either; the output patches the list's row.
 */
export const renewalDecisionMachine = setup({
  types: {
    context: {} as RenewalDecisionContext,
    events: {} as RenewalDecisionEvent,
    input: {} as RenewalDecisionInput,
    output: {} as RowChange<RenewalRequest>,
  },
  actors: {
    decide: fromPromise<
      { receiptNumber: string; expiryDate: string } | null,
      { api: RenewalDecisionApi; id: string; body: Body }
    >(async ({ input, signal }) => {
      const { api, id, body } = input;
      if (!body.ok) throw new Error(body.error);
      if (body.decision === 'confirm') return api.confirmRenewalRequest(id, body.body, { signal });
      await api.rejectRenewalRequest(id, body.body, { signal });
      return null;
    }),
  },
  guards: {
    invalid: ({ context }) => !decisionBody(context).ok,
    /** A confirmation answers its receipt; a rejection nothing. */
    receiptIssued: ({ event }) => (event as { output?: unknown }).output != null,
  },
  actions: {
    notify,
    countChanged: enqueueActions(({ system, enqueue }) => {
      const count = system.get(RENEWAL_REQUESTS_COUNT_SYSTEM_ID);
      if (count) enqueue.sendTo(count, { type: 'count.refresh' });
    }),
  },
}).createMachine({
  id: 'renewalDecision',
  context: ({ input }) => ({
    ...input,
    amount: '',
    reason: '',
    error: null,
    receiptNumber: null,
    expiryDate: null,
    rejected: false,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: assign(({ event }) => ({ [event.field]: event.value, error: null })),
        },
        'form.submit': [
          {
            guard: 'invalid',
            actions: assign({
              error: ({ context }) => {
                const body = decisionBody(context);
                return body.ok ? null : body.error;
              },
            }),
          },
          { target: 'submitting' },
        ],
        'form.cancel': 'cancelled',
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ context }) => ({
          api: context.api,
          id: context.request.id,
          body: decisionBody(context),
        }),
        onDone: [
          {
            guard: 'receiptIssued',
            target: 'confirmed',
            actions: [
              assign({
                receiptNumber: ({ event }) => event.output?.receiptNumber ?? null,
                expiryDate: ({ event }) => event.output?.expiryDate ?? null,
              }),
              'countChanged',
              {
                type: 'notify',
                params: ({ context }) => ({
                  kind: 'success' as const,
                  title: adminPaymentMessages().confirmed(context.receiptNumber ?? ''),
                }),
              },
            ],
          },
          {
            target: 'rejected',
            actions: [
              assign({ rejected: true }),
              'countChanged',
              {
                type: 'notify',
                params: () => ({
                  kind: 'success' as const,
                  title: adminPaymentMessages().rejected,
                }),
              },
            ],
          },
        ],
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ context, event }) =>
              messageFrom(
                event.error,
                context.decision === 'confirm'
                  ? adminPaymentMessages().confirmFailed
                  : adminPaymentMessages().rejectFailed,
              ),
          }),
        },
      },
    },
    /** The receipt's number, with its link, until the dialog is closed. */
    confirmed: { on: { 'dialog.close': 'closed', 'form.cancel': 'closed' } },
    rejected: { type: 'final' },
    closed: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({
    id: context.request.id,
    patch: context.receiptNumber
      ? { status: 'confirmed' as const, receiptNumber: context.receiptNumber }
      : context.rejected
        ? { status: 'rejected' as const, reason: context.reason.trim() }
        : null,
  }),
});

export type RenewalDecisionSnapshot = SnapshotFrom<typeof renewalDecisionMachine>;
