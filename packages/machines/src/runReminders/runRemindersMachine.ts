import type { ApiClient, RunRemindersResponse } from '@mijas/api';
import { assign, fromPromise, sendParent, sendTo, setup, spawnChild } from 'xstate';
import type { ListQueryKeys, ListQueryState, SetQueryParams } from '../searchableList/listQuery.ts';
import { reminderListMachine, type ReminderListApi } from '../reminderList/reminderListMachine.ts';
import { reasonOf } from '../shared/reasonOf.ts';

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
