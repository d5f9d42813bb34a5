import {
  formReplyRequestSchema,
  messageFrom,
  messages,
  PAGE_SIZE,
  type ApiClient,
  type FormListResponse,
  type FormReplyRequest,
  type FormSubmissionDetails,
  type FormSubmissionItem,
  type SubmissionStatus,
} from '@mijas/api';
import { assign, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { notify } from '../shared/notify.ts';
import type {
  ListFiltersConfig,
  ListSearchConfig,
  RowChange,
  SearchableListInput,
} from '../searchableList/listConfig.ts';
import type { ListQueryKeys } from '../searchableList/listQuery.ts';
import {
  INBOX_FILTER_KEYS,
  inboxFiltersOf,
  inboxFilterValues,
  inboxQueryOf,
  type InboxFilters,
} from './inboxFilters.ts';
import { listMessage } from '../searchableList/listSelectors.ts';
import { createSearchableListMachine } from '../searchableList/searchableListMachine.ts';

/**
 * The admins' inbox of applications and inquiries (issue 21): the list (one more configuration of
 * `createSearchableListMachine`: a search box, its type and status filters, pages of 10, all in the URL), the
 * details dialog (status, replies, reply form) and the navigation's count of new ones.
 */

export type InboxApi = Pick<
  ApiClient,
  'listForms' | 'getFormDetails' | 'updateForm' | 'replyToForm'
>;
export type InboxDetailsApi = Pick<ApiClient, 'getFormDetails' | 'updateForm' | 'replyToForm'>;

/**
 * The name of the navigation's count of new submissions (`inboxCountMachine` below) in its actor system (the
 * admin panel spawns it): the inbox's dialogs tell it of their changes.
 */
export const INBOX_COUNT_SYSTEM_ID = 'inboxCount';

/** One search box over the name, email and mobile (the server's `search`); the URL holds only its text. */
export const INBOX_SEARCH = {
  fields: ['text'],
  defaultField: 'text',
  blank: 'all',
  fieldInUrl: () => false,
} as const satisfies ListSearchConfig<'text'>;

/** The inbox's place in the URL: `?q=sara&page=2`, its filters beside (`type`, `status`). */
export const INBOX_QUERY_KEYS = {
  search: 'q',
  page: 'page',
  filters: Object.values(INBOX_FILTER_KEYS),
} as const satisfies ListQueryKeys;

/** The type and status filters (`./inboxFilters.ts`): both types and the new ones unless the URL says more. */
export const INBOX_FILTERS: ListFiltersConfig<InboxFilters> = {
  parse: inboxFiltersOf,
  write: inboxFilterValues,
};

// --- The details dialog ----------------------------------------------------------------------------------

export interface InboxDetailsInput {
  api: InboxDetailsApi;
  /** The submission's id. */
  id: string;
}

export type ReplyField = keyof FormReplyRequest;

export interface InboxDetailsContext extends InboxDetailsInput {
  details: FormSubmissionDetails | null;
  /** Why the submission could not be loaded. */
  error: string | null;
  /** The status being set, while the call is under way. */
  pendingStatus: SubmissionStatus | null;
  /** Why the last status change failed. */
  statusError: string | null;
  /** The reply form's draft: the subject is proposed when the submission loads, kept after a send. */
  reply: FormReplyRequest;
  replyErrors: Partial<Record<ReplyField, string>>;
  /** Why the last send failed (the draft is kept). */
  replyError: string | null;
  /** The request being sent. */
  replyDraft: FormReplyRequest | null;
}

export type InboxDetailsEvent =
  | { type: 'details.retry' }
  | { type: 'details.close' }
  | { type: 'status.set'; status: SubmissionStatus }
  | { type: 'reply.change'; field: ReplyField; value: string }
  | { type: 'reply.submit' };

/** What the list applies to the row when the dialog closes: its status and member as they now are. */
export type InboxRowChange = RowChange<FormSubmissionItem>;

/** The row as the dialog leaves it (null: nothing loaded, nothing to change). */
export function inboxRowChange(
  context: Pick<InboxDetailsContext, 'id' | 'details'>,
): InboxRowChange {
  return {
    id: context.id,
    patch: context.details
      ? { status: context.details.status, memberId: context.details.memberId }
      : null,
  };
}

/** The reply's problems per field, as the contract's schema finds them. */
function replyProblems(reply: FormReplyRequest) {
  const parsed = formReplyRequestSchema.safeParse(reply);
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
export const inboxDetailsMachine = setup({
  types: {
    context: {} as InboxDetailsContext,
    events: {} as InboxDetailsEvent,
    input: {} as InboxDetailsInput,
    output: {} as InboxRowChange,
  },
  actors: {
    loadSubmission: fromPromise<FormSubmissionDetails, { api: InboxDetailsApi; id: string }>(
      ({ input, signal }) => input.api.getFormDetails(input.id, { signal }),
    ),
    updateStatus: fromPromise<
      FormSubmissionDetails,
      { api: InboxDetailsApi; id: string; status: SubmissionStatus }
    >(({ input, signal }) => input.api.updateForm(input.id, { status: input.status }, { signal })),
    sendReply: fromPromise<
      FormSubmissionDetails,
      { api: InboxDetailsApi; id: string; body: FormReplyRequest }
    >(({ input, signal }) => input.api.replyToForm(input.id, input.body, { signal })),
  },
  actions: {
    notify,
    /**
     * A status or a reply changed the submission: the count of new ones (the admin panel's child, by its
     * system id) asks again. A dialog without that panel around it (a story) tells nobody.
     */
    submissionChanged: enqueueActions(({ system, enqueue }) => {
      const count = system.get(INBOX_COUNT_SYSTEM_ID);
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
  id: 'inboxDetails',
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
                ? { ...context.reply, subject: messages.inbox.replySubject(event.output.type) }
                : context.reply,
          })),
        },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => messageFrom(event.error, messages.inbox.detailsFailed),
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
                  status: context.pendingStatus as SubmissionStatus,
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
                      messageFrom(event.error, messages.inbox.updateFailed),
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
                  body: context.replyDraft as FormReplyRequest,
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
                    replyError: ({ event }) => messageFrom(event.error, messages.inbox.replyFailed),
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
  output: ({ context }) => inboxRowChange(context),
});

export type InboxDetailsSnapshot = SnapshotFrom<typeof inboxDetailsMachine>;

/** The dialog's text instead of the submission: the loading text, the failure, or none. */
export function inboxDetailsMessage(snapshot: InboxDetailsSnapshot): string | null {
  if (snapshot.matches('loading')) return messages.inbox.detailsLoading;
  if (snapshot.matches('failed')) return snapshot.context.error;
  return null;
}

// --- The list ---------------------------------------------------------------------------------------------

export type InboxListInput = SearchableListInput<InboxApi>;

/**
 * The inbox: newest first, pages of 10, a search box and the type and status filters; a row opens its details
 * dialog, whose status and member patch the row when it closes.
 */
export const inboxListMachine = createSearchableListMachine<
  InboxApi,
  FormSubmissionItem,
  FormListResponse,
  'text',
  InboxFilters
>({
  id: 'inboxList',
  load: ({ api, page, applied, filters }, signal) =>
    api.listForms(
      {
        pageNumber: page,
        pageSize: PAGE_SIZE,
        ...(applied ? { search: applied.value } : {}),
        ...inboxQueryOf(filters),
      },
      { signal },
    ),
  rows: (response) => response.forms,
  totalCount: (response) => response.totalCount,
  failed: (error) => messageFrom(error, messages.inbox.failed),
  search: INBOX_SEARCH,
  filters: INBOX_FILTERS,
  rowId: (form) => form.id,
  dialogs: {
    details: {
      logic: inboxDetailsMachine,
      input: ({ api, row }) => ({ api, id: row.id }),
    },
  },
});

export type InboxListSnapshot = SnapshotFrom<typeof inboxListMachine>;

/** 'Loading...', the error, 'No applications found.', or none. */
export const inboxListMessage = (snapshot: InboxListSnapshot) =>
  listMessage(snapshot, messages.inbox.noApplications);

// --- The navigation's count -------------------------------------------------------------------------------

/** How often the panel asks again for the count of new submissions (besides after an inbox action). */
export const INBOX_COUNT_REFRESH_MS = 5 * 60_000;

export interface InboxCountInput {
  api: Pick<ApiClient, 'listForms'>;
}

export interface InboxCountContext extends InboxCountInput {
  /** The submissions still new; null until known. */
  count: number | null;
}

export type InboxCountEvent = { type: 'count.refresh' };

/**
 * The admin panel's count of new submissions (the Applications entry's badge): asked when the panel opens, after
 * an inbox action (`count.refresh`), and every `INBOX_COUNT_REFRESH_MS`. A failure keeps the last count.
 */
export const inboxCountMachine = setup({
  types: {
    context: {} as InboxCountContext,
    events: {} as InboxCountEvent,
    input: {} as InboxCountInput,
  },
  actors: {
    countNew: fromPromise<number, { api: Pick<ApiClient, 'listForms'> }>(
      async ({ input, signal }) =>
        (await input.api.listForms({ status: 'new', pageSize: 1 }, { signal })).newCount,
    ),
  },
}).createMachine({
  id: 'inboxCount',
  context: ({ input }) => ({ api: input.api, count: null }),
  initial: 'loading',
  on: { 'count.refresh': { target: '.loading', reenter: true } },
  states: {
    loading: {
      invoke: {
        id: 'countNew',
        src: 'countNew',
        input: ({ context }) => ({ api: context.api }),
        onDone: { target: 'shown', actions: assign({ count: ({ event }) => event.output }) },
        onError: 'shown',
      },
    },
    shown: { after: { [INBOX_COUNT_REFRESH_MS]: 'loading' } },
  },
});
