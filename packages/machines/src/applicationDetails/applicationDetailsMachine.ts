import {
  applicationReplyRequestSchema,
  messageFrom,
  messages,
  type ApiClient,
  type ApplicationReplyRequest,
  type ApplicationDetails,
  type ApplicationItem,
  type ApplicationStatus,
} from '@mijas/api';
import { assign, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { notify } from '../shared/notify.ts';
import { APPLICATIONS_COUNT_SYSTEM_ID } from '../applicationsCount/applicationsCountMachine.ts';
import type { RowChange } from '../searchableList/listConfig.ts';

/**
 * The details dialog of one application or inquiry of Applications (issue 21): its status, replies and reply
 * form. The Applications list (`applicationsList`) opens it as its child.
 */

export type ApplicationDetailsApi = Pick<
  ApiClient,
  'getApplicationDetails' | 'updateApplication' | 'replyToApplication'
>;

export interface ApplicationDetailsInput {
  api: ApplicationDetailsApi;
  /** The submission's id. */
  id: string;
}

export type ReplyField = keyof ApplicationReplyRequest;

export interface ApplicationDetailsContext extends ApplicationDetailsInput {
  details: ApplicationDetails | null;
  /** Why the submission could not be loaded. */
  error: string | null;
  /** The status being set, while the call is under way. */
  pendingStatus: ApplicationStatus | null;
  /** Why the last status change failed. */
  statusError: string | null;
  /** The reply form's draft: the subject is proposed when the submission loads, kept after a send. */
  reply: ApplicationReplyRequest;
  replyErrors: Partial<Record<ReplyField, string>>;
  /** Why the last send failed (the draft is kept). */
  replyError: string | null;
  /** The request being sent. */
  replyDraft: ApplicationReplyRequest | null;
}

export type ApplicationDetailsEvent =
  | { type: 'details.retry' }
  | { type: 'details.close' }
  | { type: 'status.set'; status: ApplicationStatus }
  | { type: 'reply.change'; field: ReplyField; value: string }
  | { type: 'reply.submit' };

/** What the list applies to the row when the dialog closes: its status and member as they now are. */
export type ApplicationRowChange = RowChange<ApplicationItem>;

/** The row as the dialog leaves it (null: nothing loaded, nothing to change). */
export function applicationRowChange(
  context: Pick<ApplicationDetailsContext, 'id' | 'details'>,
): ApplicationRowChange {
  return {
    id: context.id,
    patch: context.details
      ? { status: context.details.status, memberId: context.details.memberId }
      : null,
  };
}

/** The reply's problems per field, as the contract's schema finds them. */
function replyProblems(reply: ApplicationReplyRequest) {
  const parsed = applicationReplyRequestSchema.safeParse(reply);
  if (parsed.success) return { draft: parsed.data, errors: {} };
  const errors: Partial<Record<ReplyField, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if (key === 'subject' || key === 'body') errors[key] ??= issue.message;
  }
  return { draft: null, errors };
}

/**
 * The details dialog of one submission: load it (retry a failure), change its status (one change at a time, its
 * failure shown, the status kept), and reply by mail (validated with the contract's schema; nothing typed is lost
 * on a failure; a sent reply joins the thread and the message box empties). Both run side by side.
 */
export const applicationDetailsMachine = setup({
  types: {
    context: {} as ApplicationDetailsContext,
    events: {} as ApplicationDetailsEvent,
    input: {} as ApplicationDetailsInput,
    output: {} as ApplicationRowChange,
  },
  actors: {
    loadSubmission: fromPromise<ApplicationDetails, { api: ApplicationDetailsApi; id: string }>(
      ({ input, signal }) => input.api.getApplicationDetails(input.id, { signal }),
    ),
    updateStatus: fromPromise<
      ApplicationDetails,
      { api: ApplicationDetailsApi; id: string; status: ApplicationStatus }
    >(({ input, signal }) =>
      input.api.updateApplication(input.id, { status: input.status }, { signal }),
    ),
    sendReply: fromPromise<
      ApplicationDetails,
      { api: ApplicationDetailsApi; id: string; body: ApplicationReplyRequest }
    >(({ input, signal }) => input.api.replyToApplication(input.id, input.body, { signal })),
  },
  actions: {
    notify,
    /**
     * A status or a reply changed the submission: the count of new ones (the admin panel's child, by its
     * system id) asks again. A dialog without that panel around it (a story) tells nobody.
     */
    submissionChanged: enqueueActions(({ system, enqueue }) => {
      const count = system.get(APPLICATIONS_COUNT_SYSTEM_ID);
      if (count) enqueue.sendTo(count, { type: 'count.refresh' });
    }),
    validateReply: assign(({ context }) => {
      const { draft, errors } = replyProblems(context.reply);
      return { replyDraft: draft, replyErrors: errors, replyError: null };
    }),
  },
  guards: {
    otherStatus: ({ context, event }) =>
      event.type === 'status.set' && event.status !== context.details?.status,
    drafted: ({ context }) => context.replyDraft !== null,
  },
}).createMachine({
  id: 'applicationDetails',
  context: ({ input }) => ({
    api: input.api,
    id: input.id,
    details: null,
    error: null,
    pendingStatus: null,
    statusError: null,
    reply: { subject: '', body: '' },
    replyErrors: {},
    replyError: null,
    replyDraft: null,
  }),
  initial: 'loading',
  // Escape, the close button and Close: the dialog is over whatever it shows (a call under way is cancelled).
  on: { 'details.close': '.closed' },
  states: {
    loading: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'loadSubmission',
        src: 'loadSubmission',
        input: ({ context }) => ({ api: context.api, id: context.id }),
        onDone: {
          target: 'loaded',
          actions: assign(({ context, event }) => ({
            details: event.output,
            // Proposed once, in the admin's language; what they typed stays.
            reply:
              context.reply.subject === ''
                ? {
                    ...context.reply,
                    subject: messages.applications.replySubject(event.output.type),
                  }
                : context.reply,
          })),
        },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => messageFrom(event.error, messages.applications.detailsFailed),
          }),
        },
      },
    },
    failed: { on: { 'details.retry': 'loading' } },
    loaded: {
      type: 'parallel',
      states: {
        status: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'status.set': {
                  guard: 'otherStatus',
                  target: 'updating',
                  actions: assign({
                    pendingStatus: ({ event }) => event.status,
                    statusError: null,
                  }),
                },
              },
            },
            updating: {
              tags: ['statusBusy'],
              invoke: {
                id: 'updateStatus',
                src: 'updateStatus',
                input: ({ context }) => ({
                  api: context.api,
                  id: context.id,
                  status: context.pendingStatus as ApplicationStatus,
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign(({ event }) => ({ details: event.output, pendingStatus: null })),
                    'submissionChanged',
                    {
                      type: 'notify',
                      params: () => ({ kind: 'success', title: messages.api.submissionUpdated }),
                    },
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: assign({
                    pendingStatus: null,
                    statusError: ({ event }) =>
                      messageFrom(event.error, messages.applications.updateFailed),
                  }),
                },
              },
            },
          },
        },
        reply: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'reply.change': {
                  actions: assign(({ context, event }) => {
                    const replyErrors = { ...context.replyErrors };
                    delete replyErrors[event.field];
                    return {
                      reply: { ...context.reply, [event.field]: event.value },
                      replyErrors,
                      replyError: null,
                    };
                  }),
                },
                'reply.submit': 'validating',
              },
            },
            /** The one validation: on to the server, or back with the fields' problems. */
            validating: {
              entry: 'validateReply',
              always: [{ guard: 'drafted', target: 'sending' }, { target: 'editing' }],
            },
            sending: {
              tags: ['replyBusy'],
              invoke: {
                id: 'sendReply',
                src: 'sendReply',
                input: ({ context }) => ({
                  api: context.api,
                  id: context.id,
                  body: context.replyDraft as ApplicationReplyRequest,
                }),
                onDone: {
                  target: 'editing',
                  actions: [
                    assign(({ context, event }) => ({
                      details: event.output,
                      reply: { ...context.reply, body: '' },
                      replyDraft: null,
                    })),
                    'submissionChanged',
                    {
                      type: 'notify',
                      params: () => ({ kind: 'success', title: messages.api.replySent }),
                    },
                  ],
                },
                onError: {
                  target: 'editing',
                  actions: assign({
                    replyDraft: null,
                    replyError: ({ event }) =>
                      messageFrom(event.error, messages.applications.replyFailed),
                  }),
                },
              },
            },
          },
        },
      },
    },
    closed: { type: 'final' },
  },
  output: ({ context }) => applicationRowChange(context),
});

export type ApplicationDetailsSnapshot = SnapshotFrom<typeof applicationDetailsMachine>;

/** The dialog's text instead of the submission: the loading text, the failure, or none. */
export function applicationDetailsMessage(snapshot: ApplicationDetailsSnapshot): string | null {
  if (snapshot.matches('loading')) return messages.applications.detailsLoading;
  if (snapshot.matches('failed')) return snapshot.context.error;
  return null;
}
