import { assign, fromCallback, setup, type EventObject } from 'xstate';

/** The browser's service workers, as the app gives them (machines see no DOM). */
export interface AppUpdates {
  /**
   * Calls `onWaiting` with each new build's worker once it has installed and waits (never the first worker);
   * returns a function that stops watching.
   */
  watch: (onWaiting: (worker: unknown) => void) => () => void;
  /** The waiting worker takes over; the page reloads once it controls the page. */
  apply: (worker: unknown) => void;
}

export interface AppUpdateInput {
  updates: AppUpdates;
}

export interface AppUpdateContext extends AppUpdateInput {
  /** The newest build's worker waiting to take over; null until one does. */
  worker: unknown;
}

export type AppUpdateEvent =
  /** A new build's worker waits (from the watch). */
  | { type: 'update.waiting'; worker: unknown }
  /** The prompt's Reload. */
  | { type: 'update.apply' };

/**
 * A signed-in user's app and its new versions (the service worker of src/service-worker/sw.ts): watching until a
 * new build's worker waits, then the prompt (`available`, a newer build replacing it), then Reload hands over
 * to it once (`reloading`, until the page reloads).
 */
export const appUpdateMachine = setup({
  types: {
    context: {} as AppUpdateContext,
    events: {} as AppUpdateEvent,
    input: {} as AppUpdateInput,
  },
  actors: {
    watchUpdates: fromCallback<EventObject, AppUpdateInput>(({ input, sendBack }) =>
      input.updates.watch((worker) => sendBack({ type: 'update.waiting', worker })),
    ),
  },
  actions: {
    apply: ({ context }) => context.updates.apply(context.worker),
  },
}).createMachine({
  id: 'appUpdate',
  context: ({ input }) => ({ updates: input.updates, worker: null }),
  invoke: { src: 'watchUpdates', input: ({ context }) => ({ updates: context.updates }) },
  initial: 'watching',
  states: {
    watching: {
      on: {
        'update.waiting': {
          target: 'available',
          actions: assign({ worker: ({ event }) => event.worker }),
        },
      },
    },
    available: {
      on: {
        'update.waiting': { actions: assign({ worker: ({ event }) => event.worker }) },
        'update.apply': { target: 'reloading', actions: 'apply' },
      },
    },
    /** Handed over: the page reloads when the new worker controls it. */
    reloading: {},
  },
});
