import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

/**
 * The details modals of the lists (Member Details, Admin Details, Membership Renewal) are one flow over different
 * calls: load one record by id, show it, retry a failed load, close. A list's page machine invokes one while its
 * modal is open (`dialog.open`), and the modal is closed when this machine is done (`details.close`). Each
 * modal's machine is in its folder (`memberDetails`, `adminDetails`, `renewalDetails`).
 */

export interface DetailsInput<Api, Id> {
  api: Api;
  /** The record the row names: a member's or admin's id, a renewal's id. */
  id: Id;
}

export interface DetailsContext<Api, Id, Details> extends DetailsInput<Api, Id> {
  details: Details | null;
  error: string | null;
}

export type DetailsEvent = { type: 'details.retry' } | { type: 'details.close' };

export interface LoadDetailsInput<Api, Id> {
  api: Api;
  id: Id;
}

export interface DetailsConfig<Api, Id, Details> {
  id: string;
  /** The call (its actor is `loadDetails`). */
  load: (input: LoadDetailsInput<Api, Id>, signal: AbortSignal) => Promise<Details>;
  /** The modal's text when the load failed. */
  failed: (error: unknown) => string;
}

export function createDetailsMachine<Api, Id, Details>(config: DetailsConfig<Api, Id, Details>) {
  return setup({
    types: {
      context: {} as DetailsContext<Api, Id, Details>,
      events: {} as DetailsEvent,
      input: {} as DetailsInput<Api, Id>,
    },
    actors: {
      loadDetails: fromPromise<Details, LoadDetailsInput<Api, Id>>(({ input, signal }) =>
        config.load(input, signal),
      ),
    },
  }).createMachine({
    id: config.id,
    context: ({ input }) => ({ api: input.api, id: input.id, details: null, error: null }),
    initial: 'loading',
    // Escape, the close button and Close: the modal is over whatever it shows.
    on: { 'details.close': '.closed' },
    states: {
      loading: {
        tags: ['busy'],
        entry: assign({ error: null }),
        invoke: {
          id: 'loadDetails',
          src: 'loadDetails',
          input: ({ context }) => ({ api: context.api, id: context.id }),
          onDone: { target: 'loaded', actions: assign({ details: ({ event }) => event.output }) },
          onError: {
            target: 'failed',
            actions: assign({ error: ({ event }) => config.failed(event.error) }),
          },
        },
      },
      loaded: {},
      failed: {
        on: { 'details.retry': 'loading' },
      },
      closed: { type: 'final' },
    },
  });
}

/** The modal's text instead of the details: the loading text, the failure, or none. */
export function detailsMessage(
  snapshot: Pick<SnapshotFrom<ReturnType<typeof createDetailsMachine>>, 'matches' | 'context'>,
  loading: string,
): string | null {
  if (snapshot.matches('loading')) return loading;
  if (snapshot.matches('failed')) return snapshot.context.error;
  return null;
}
