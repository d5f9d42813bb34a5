import {
  isApiError,
  messageFrom,
  messages,
  type ApiClient,
  type RunRemindersResponse,
} from '@mijas/api';
import { assign, fromPromise, setup } from 'xstate';

export interface RunRemindersInput {
  api: Pick<ApiClient, 'runReminders'>;
}

export interface RunRemindersContext extends RunRemindersInput {
  /** How many reminder mails the last run queued (0: none were due); null before a run succeeded. */
  queued: number | null;
  /** Why the last run failed: the server's message (403, 503 ...) or 'No response from the server'. */
  error: string | null;
}

export type RunRemindersEvent = { type: 'reminders.run' };

/** The server's message of a failed call; its status line when it sent none; no response without one. */
export function reasonOf(error: unknown): string {
  const fallback = isApiError(error) ? error.message : messages.api.noResponse;
  return messageFrom(error, fallback, { noResponse: messages.api.noResponse });
}

/**
 * The root admin's "Send due reminders now" (issue 20, `POST /RootAdmin/reminders/run`): idle → running (one
 * call at a time) → done (how many were queued) | failed (the reason); it can run again from either. The
 * reminders are also sent on the server's schedule: this only sends those due now.
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
  },
}).createMachine({
  id: 'runReminders',
  context: ({ input }) => ({ ...input, queued: null, error: null }),
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
          actions: assign({ queued: ({ event }) => event.output.queued }),
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
