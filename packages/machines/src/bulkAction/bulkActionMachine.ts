import {
  messages,
  ADMIN_LIMITS,
  type ApiClient,
  type BulkAction,
  type BulkActionRequest,
  type BulkActionResponse,
} from '@mijas/api';
import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { reasonOf } from '../shared/reasonOf.ts';
import { checkRenewal, type RenewField } from '../renewMembership/renewalCheck.ts';

/** One selected member: its id, and its username when the page saw its row (null for "the whole search"). */
export interface BulkMember {
  id: string;
  username: string | null;
}

export interface BulkActionInput {
  api: Pick<ApiClient, 'bulkMembers'>;
  action: BulkAction;
  /** The selection, in its order (at most `ADMIN_LIMITS.bulkMaxSelection`). */
  members: BulkMember[];
  /** Members per call; `ADMIN_LIMITS.bulkChunk` (tests use fewer). */
  chunk?: number;
}

/** One member's outcome, the server's word for it. */
export interface BulkOutcome {
  ok: boolean;
  /** The action does not apply to the member (issue 30): not done, not failed, never sent again. */
  skipped: boolean;
  message: string;
}

export interface BulkActionContext extends Omit<BulkActionInput, 'chunk'> {
  chunk: number;
  /** Renew's "Number of Days" and "Amount" as typed (the Renew dialog's fields and rules). */
  days: string;
  amount: string;
  /** The form's alert (invalid days or amount), or why a call failed (the run stopped there). */
  error: string | null;
  /** The ids this run sends, in order: the selection, then on a retry the failed and unsent ones (not the skipped). */
  queue: string[];
  /** How many of `queue` have an answer (the progress). */
  sent: number;
  /** Cancel was pressed: the run stops after the call under way (what is done stays done). */
  cancelling: boolean;
  /** Every answered member's latest outcome, by id. */
  outcomes: Record<string, BulkOutcome>;
}

export type BulkActionEvent =
  | { type: 'field.change'; field: RenewField; value: string }
  | { type: 'bulk.start' }
  | { type: 'bulk.cancel' }
  | { type: 'bulk.retry' }
  /** The dialog's Close (or Escape): ends the action, except while a call is under way. */
  | { type: 'bulk.close' };

/** What the action leaves when it is closed: whether any member was answered (then the list loads again). */
export interface BulkActionOutput {
  ran: boolean;
}

/** The renewal's days and amount, or the form's alert; the other actions need nothing. */
function checkForm(
  context: BulkActionContext,
):
  | { ok: true; extra: { numberOfDays: number; amount: number } | null }
  | { ok: false; error: string } {
  if (context.action !== 'renew') return { ok: true, extra: null };
  // The Renew dialog's rules (SPEC §5 and the contract's limits), for any of the selected members.
  const checked = checkRenewal(context.members[0]?.id ?? '', context.days, context.amount);
  if (!checked.ok) return checked;
  return {
    ok: true,
    extra: { numberOfDays: checked.body.numberOfDays, amount: checked.body.amount },
  };
}

/** The ids of the members of this run's next call. */
export function nextChunk(context: Pick<BulkActionContext, 'queue' | 'sent' | 'chunk'>): string[] {
  return context.queue.slice(context.sent, context.sent + context.chunk);
}

/** The body of one call: the action (with the renewal's days and amount) on `memberIds`. */
export function bulkRequest(context: BulkActionContext, memberIds: string[]): BulkActionRequest {
  const checked = checkForm(context);
  const extra = checked.ok ? checked.extra : null;
  if (context.action === 'renew')
    return {
      action: 'renew',
      memberIds,
      numberOfDays: extra?.numberOfDays ?? 0,
      amount: extra?.amount ?? 0,
    };
  return { action: context.action, memberIds };
}

/**
 * The selected members still to do: failed ones and those never answered, in the selection's order. Those the
 * action does not apply to (skipped) are not: sending them again can never do anything.
 */
export function pendingMembers(
  context: Pick<BulkActionContext, 'members' | 'outcomes'>,
): BulkMember[] {
  return context.members.filter((member) => {
    const outcome = context.outcomes[member.id];
    return !outcome || (!outcome.ok && !outcome.skipped);
  });
}

/** The answered members whose outcome is of `kind`, with the server's message (the reason). */
function membersWith(
  context: Pick<BulkActionContext, 'members' | 'outcomes'>,
  kind: 'failed' | 'skipped',
): (BulkMember & { message: string })[] {
  return context.members.flatMap((member) => {
    const outcome = context.outcomes[member.id];
    if (!outcome || outcome.ok || outcome.skipped !== (kind === 'skipped')) return [];
    return [{ ...member, message: outcome.message }];
  });
}

/** The members that failed, with the server's reason. */
export function bulkFailures(context: Pick<BulkActionContext, 'members' | 'outcomes'>) {
  return membersWith(context, 'failed');
}

/** The members the action does not apply to (issue 30: an address already verified), with the reason. */
export function bulkSkipped(context: Pick<BulkActionContext, 'members' | 'outcomes'>) {
  return membersWith(context, 'skipped');
}

/** "Done for N members; S skipped; M failed." over every answered member (`api.bulkDone`). */
export function bulkSummary(context: Pick<BulkActionContext, 'members' | 'outcomes'>): string {
  const outcomes = context.members.flatMap((member) => context.outcomes[member.id] ?? []);
  const skipped = outcomes.filter((outcome) => outcome.skipped).length;
  const failed = outcomes.filter((outcome) => !outcome.ok && !outcome.skipped).length;
  return messages.api.bulkDone(outcomes.length - failed - skipped, failed, skipped);
}

/** This run's progress, 0 to 1. */
export function bulkProgress(context: Pick<BulkActionContext, 'queue' | 'sent'>): number {
  return context.queue.length === 0 ? 0 : context.sent / context.queue.length;
}

/**
 * A bulk action of View Members (issue 21) on a selection: editing (renew's days and amount, or the
 * confirmation) → running, one `POST /Admin/members/bulk` of `ADMIN_LIMITS.bulkChunk` members after another,
 * each member's outcome kept → done (the summary, the skipped and the failures). Cancel stops between calls (the members
 * already answered keep their change) → cancelled; a call that fails stops the run with its reason → stopped.
 * From any of these, retry sends again the members that failed or were not sent (never the skipped ones), and
 * close ends it (`closed`, its output saying whether any member was answered); a run under way cannot be closed.
 */
export const bulkActionMachine = setup({
  types: {
    context: {} as BulkActionContext,
    events: {} as BulkActionEvent,
    input: {} as BulkActionInput,
    output: {} as BulkActionOutput,
  },
  actors: {
    sendChunk: fromPromise<
      BulkActionResponse,
      { api: BulkActionInput['api']; body: BulkActionRequest }
    >(({ input, signal }) => input.api.bulkMembers(input.body, { signal })),
  },
  guards: {
    invalid: ({ context }) => !checkForm(context).ok,
    finished: ({ context }) => context.sent >= context.queue.length,
    cancelling: ({ context }) => context.cancelling,
    hasPending: ({ context }) => pendingMembers(context).length > 0,
  },
  actions: {
    startRun: assign(({ context }) => ({
      queue: pendingMembers(context).map((member) => member.id),
      sent: 0,
      cancelling: false,
      error: null,
    })),
  },
}).createMachine({
  id: 'bulkAction',
  context: ({ input }) => ({
    api: input.api,
    action: input.action,
    members: input.members,
    chunk: input.chunk ?? ADMIN_LIMITS.bulkChunk,
    days: '',
    amount: '',
    error: null,
    queue: [],
    sent: 0,
    cancelling: false,
    outcomes: {},
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: assign(({ event }) => ({ [event.field]: event.value, error: null })),
        },
        'bulk.close': 'closed',
        'bulk.start': [
          {
            guard: 'invalid',
            actions: assign({
              error: ({ context }) => {
                const checked = checkForm(context);
                return checked.ok ? null : checked.error;
              },
            }),
          },
          { target: 'running', actions: 'startRun' },
        ],
      },
    },
    running: {
      tags: ['busy'],
      on: { 'bulk.cancel': { actions: assign({ cancelling: true }) } },
      invoke: {
        id: 'sendChunk',
        src: 'sendChunk',
        input: ({ context }) => ({
          api: context.api,
          body: bulkRequest(context, nextChunk(context)),
        }),
        onDone: {
          target: 'next',
          actions: assign(({ context, event }) => {
            const chunk = nextChunk(context);
            const outcomes = { ...context.outcomes };
            for (const result of event.output.results)
              if (chunk.includes(result.memberId))
                outcomes[result.memberId] = {
                  ok: result.ok,
                  skipped: !result.ok && result.skipped,
                  message: result.message,
                };
            return { outcomes, sent: context.sent + chunk.length };
          }),
        },
        onError: {
          target: 'stopped',
          actions: assign({ error: ({ event }) => reasonOf(event.error) }),
        },
      },
    },
    /** Between two calls: the end, a cancel, or the next call. */
    next: {
      always: [
        { guard: 'finished', target: 'done' },
        { guard: 'cancelling', target: 'cancelled' },
        { target: 'running' },
      ],
    },
    done: {
      on: {
        'bulk.retry': { guard: 'hasPending', target: 'running', actions: 'startRun' },
        'bulk.close': 'closed',
      },
    },
    cancelled: {
      on: { 'bulk.retry': { target: 'running', actions: 'startRun' }, 'bulk.close': 'closed' },
    },
    stopped: {
      tags: ['error'],
      on: { 'bulk.retry': { target: 'running', actions: 'startRun' }, 'bulk.close': 'closed' },
    },
    closed: { type: 'final' },
  },
  output: ({ context }) => ({ ran: Object.keys(context.outcomes).length > 0 }),
});

export type BulkActionRef = ActorRefFrom<typeof bulkActionMachine>;
