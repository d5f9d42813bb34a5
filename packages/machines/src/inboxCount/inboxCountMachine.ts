import type { ApiClient } from '@mijas/api';
import { assign, fromPromise, setup } from 'xstate';

/**
 * The name of the navigation's count of new submissions (`inboxCountMachine` below) in its actor system (the
 * admin panel spawns it): the inbox's dialogs tell it of their changes.
 */
export const INBOX_COUNT_SYSTEM_ID = 'inboxCount';

/** How often the panel asks again for the count of new submissions (besides after an inbox action). */
export const INBOX_COUNT_REFRESH_MS = 5 * 60_000;

export interface InboxCountInput {
  api: Pick<ApiClient, 'listApplications'>;
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
    countNew: fromPromise<number, { api: Pick<ApiClient, 'listApplications'> }>(
      async ({ input, signal }) =>
        (await input.api.listApplications({ status: 'new', pageSize: 1 }, { signal })).newCount,
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
