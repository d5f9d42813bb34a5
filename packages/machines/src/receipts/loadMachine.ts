import { isApiError } from '@mijas/api';
import { assign, fromPromise, setup } from 'xstate';
import { reasonOf } from '../shared/reasonOf.ts';

export interface LoadContext<Input, Output> {
  input: Input;
  /** What was loaded; null until then. */
  data: Output | null;
  /** Why the last load failed (the server's message, or no response); null otherwise. */
  error: string | null;
  /** The last failure's HTTP status (404: there is no such thing to show), 0 without a response. */
  status: number | null;
}

export type LoadEvent = { type: 'load.retry' };

/**
 * A page's one load (the member's receipts, one receipt, the member's latest renewal request): loading, then
 * loaded, or failed with the server's words and a way to try again. `load` is the actor `load` (tests inject it).
 */
export function loadMachine<Input, Output>(
  id: string,
  load: (input: Input, signal: AbortSignal) => Promise<Output>,
) {
  // Typed apart from `Input` and `Output` inside (XState's invoke types do not take a type parameter): the pages
  // read `data` as `Output` (`loadedData`).
  return setup({
    types: {
      context: {} as LoadContext<unknown, unknown>,
      events: {} as LoadEvent,
      input: {} as unknown,
    },
    actors: {
      load: fromPromise<unknown, unknown>(({ input, signal }) => load(input as Input, signal)),
    },
    actions: {
      // (Named: an inline action's done event is typed with the output unknown.)
      takeData: assign({
        data: ({ event }) => (event as unknown as { output: unknown }).output,
        error: null,
        status: null,
      }),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ input, data: null, error: null, status: null }),
    initial: 'loading',
    states: {
      loading: {
        tags: ['busy'],
        invoke: {
          id: 'load',
          src: 'load',
          input: ({ context }: { context: LoadContext<unknown, unknown> }) => context.input,
          onDone: { target: 'loaded', actions: 'takeData' },
          onError: {
            target: 'failed',
            actions: assign({
              error: ({ event }) => reasonOf(event.error),
              status: ({ event }) => statusOf(event.error),
            }),
          },
        },
      },
      loaded: {},
      failed: { on: { 'load.retry': 'loading' } },
    },
  });
}

function statusOf(error: unknown): number {
  return isApiError(error) ? error.status : 0;
}

/** What a load machine of `Output` loaded (null until then). */
export function loadedData<Output>(snapshot: { context: { data: unknown } }): Output | null {
  return snapshot.context.data as Output | null;
}
