import {
  isApiError,
  messageFrom,
  messages,
  PAGE_SIZE,
  type ApiClient,
  type ReminderSent,
  type RemindersResponse,
  type RunRemindersResponse,
} from '@mijas/api';
import {
  assign,
  fromPromise,
  sendParent,
  sendTo,
  setup,
  spawnChild,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import type { ListQueryKeys, ListQueryState, SetQueryParams } from '../searchableList/listQuery.ts';
import { createSearchableListMachine } from '../searchableList/searchableListMachine.ts';

export type ReminderListApi = Pick<ApiClient, 'listReminders'>;

/** The list's page in the URL (`/superadmin/expiry-reminders?page=2`); it has no search. */
export const REMINDER_QUERY_KEYS = {
  search: 'search',
  page: 'page',
} as const satisfies ListQueryKeys;

export interface RunRemindersInput {
  api: Pick<ApiClient, 'runReminders'> & ReminderListApi;
  /** The URL's query when the page opens: the list's page. */
  query?: ListQueryState;
}

export interface RunRemindersContext extends RunRemindersInput {
  /** How many reminder mails the last run queued (0: none were due); null before a run succeeded. */
  queued: number | null;
  /** Why the last run failed: the server's message (403, 503 ...) or 'No response from the server'. */
  error: string | null;
}

export type RunRemindersEvent =
  | { type: 'reminders.run' }
  /** The location changed: for the list of reminders sent (its page). */
  | { type: 'url.change'; query: ListQueryState }
  /** The list asks for its place in the URL (the page's `setQuery`). */
  | { type: 'history.setQuery'; params: SetQueryParams };

/** The server's message of a failed call; its status line when it sent none; no response without one. */
export function reasonOf(error: unknown): string {
  const fallback = isApiError(error) ? error.message : messages.api.noResponse;
  return messageFrom(error, fallback, { noResponse: messages.api.noResponse });
}

/**
 * Who the reminders went to (issue 30, `GET /RootAdmin/reminders`): one more configuration of
 * `createSearchableListMachine`, with no search: the reminders sent, newest first, pages of 10 (the page in the
 * URL), 'Loading...', a failure with a retry; each answer's last run is its `summary`.
 */
/** A reminder sent as a row: keyed by member, expiry and step (one reminder each). */
export type ReminderRow = ReminderSent & { id: string };

/** `reminder` as a row of a table. */
export function reminderRow(reminder: ReminderSent): ReminderRow {
  return { ...reminder, id: `${reminder.memberId}/${reminder.expiresAt}/${reminder.daysBefore}` };
}

/** The last run that sent any reminders (when, how many, its first members as rows); null before any. */
export interface LastRun {
  sentAt: string;
  count: number;
  reminders: ReminderRow[];
}

const reminderListMachine = createSearchableListMachine<
  ReminderListApi,
  ReminderRow,
  RemindersResponse,
  never
>({
  id: 'reminderList',
  load: ({ api, page }, signal) =>
    api.listReminders({ pageNumber: page, pageSize: PAGE_SIZE }, { signal }),
  rows: (response) => response.reminders.map(reminderRow),
  totalCount: (response) => response.totalCount,
  summary: (response): LastRun | null =>
    response.lastRun && {
      ...response.lastRun,
      reminders: response.lastRun.reminders.map(reminderRow),
    },
  failed: (error) => reasonOf(error),
  search: { fields: [], defaultField: '', blank: 'all' },
});

export type ReminderListSnapshot = SnapshotFrom<typeof reminderListMachine>;
/** The list, the child `history` of the page's machine. */
export type ReminderListRef = ActorRefFrom<typeof reminderListMachine>;

/** The last run that sent any reminders, as the list last loaded it. */
export function lastRunOf(snapshot: { context: { summary: unknown } }): LastRun | null {
  return snapshot.context.summary as LastRun | null;
}

/**
 * The page changes the URL through the action `setQuery`, provided with its router; the list (a child) asks for
 * it through its parent. Its default does nothing.
 */
export function setReminderQuery(_args: unknown, _params: SetQueryParams): void {}

/**
 * The root admin's Expiry reminders (issue 20, 30): "Send due reminders now" (`POST /RootAdmin/reminders/run`):
 * idle → running (one call at a time) → done (how many were queued) | failed (the reason); it can run again from
 * either. Beside it, as the child `history`, who they went to: the last run's members and every reminder sent
 * (`reminderListMachine`), read again after a run. The reminders are also sent on the server's schedule: the
 * button only sends those due now.
 */
export const runRemindersMachine = setup({
  types: {
    context: {} as RunRemindersContext,
    events: {} as RunRemindersEvent,
    input: {} as RunRemindersInput,
  },
  actors: {
    runReminders: fromPromise<RunRemindersResponse, { api: RunRemindersInput['api'] }>(
      ({ input, signal }) => input.api.runReminders({ signal }),
    ),
    history: reminderListMachine.provide({
      actions: {
        setQuery: sendParent((_: unknown, params: SetQueryParams) => ({
          type: 'history.setQuery',
          params,
        })),
      },
    } as never),
  },
  actions: { setQuery: setReminderQuery },
}).createMachine({
  id: 'runReminders',
  context: ({ input }) => ({ ...input, queued: null, error: null }),
  // The list lives as long as the page.
  entry: spawnChild('history', {
    id: 'history',
    input: ({ context }) => ({ api: context.api, query: context.query }),
  }),
  on: {
    'url.change': { actions: sendTo('history', ({ event }) => event) },
    'history.setQuery': {
      actions: { type: 'setQuery', params: ({ event }) => event.params },
    },
  },
  initial: 'idle',
  states: {
    idle: { on: { 'reminders.run': 'running' } },
    running: {
      tags: ['busy'],
      entry: assign({ queued: null, error: null }),
      invoke: {
        id: 'runReminders',
        src: 'runReminders',
        input: ({ context }) => ({ api: context.api }),
        onDone: {
          target: 'done',
          actions: [
            assign({ queued: ({ event }) => event.output.queued }),
            // The last run and the list change with it.
            sendTo('history', { type: 'list.reload' }),
          ],
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => reasonOf(event.error) }),
        },
      },
    },
    done: { on: { 'reminders.run': 'running' } },
    failed: { tags: ['error'], on: { 'reminders.run': 'running' } },
  },
});
