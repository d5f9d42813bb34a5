import type { ApiClient } from '@mijas/api';
import { assign, fromPromise, setup } from 'xstate';

/**
 * The name of the navigation's count of new submissions (`applicationsCountMachine` below) in its actor system (the
 * admin panel spawns it): Applications' dialogs tell it of their changes.
 */
export const APPLICATIONS_COUNT_SYSTEM_ID = 'applicationsCount';

/** How often the panel asks again for the count of new submissions (besides after an action on Applications). */
export const APPLICATIONS_COUNT_REFRESH_MS = 5 * 60_000;

export interface ApplicationsCountInput {
  api: Pick<ApiClient, 'listApplications'>;
}

export interface ApplicationsCountContext extends ApplicationsCountInput {
  /** The submissions still new; null until known. */
  count: number | null;
}

export type ApplicationsCountEvent = { type: 'count.refresh' };

/**
 * A count the panel's navigation shows beside an entry (a badge): asked when the panel opens, on `count.refresh`,
 * and every `APPLICATIONS_COUNT_REFRESH_MS`; a failure keeps the last count. `count` is its call.
 */
export function createCountMachine<Api>(
  id: string,
  count: (api: Api, signal: AbortSignal) => Promise<number>,
) {
  return setup({
    types: {
      context: {} as { api: Api; count: number | null },
      events: {} as ApplicationsCountEvent,
      input: {} as { api: Api },
    },
    actors: {
      countNew: fromPromise<number, { api: Api }>(({ input, signal }) => count(input.api, signal)),
    },
  }).createMachine({
    id,
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
      shown: { after: { [APPLICATIONS_COUNT_REFRESH_MS]: 'loading' } },
    },
  });
}

/** The admin panel's count of new submissions (the Applications entry's badge). */
export const applicationsCountMachine = createCountMachine<ApplicationsCountInput['api']>(
  'applicationsCount',
  async (api, signal) =>
    (await api.listApplications({ status: 'new', pageSize: 1 }, { signal })).newCount,
);
