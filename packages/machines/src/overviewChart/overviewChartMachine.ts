import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

export interface OverviewChartInput {
  /** Fetches the charts' code (the page's `import()` of Chart.js and its chart; a stand-in in stories). */
  load: () => Promise<unknown>;
}

export interface OverviewChartContext extends OverviewChartInput {
  /** The charts' code once fetched (the page draws with it); null before, and once it failed. */
  code: unknown;
}

export type OverviewChartEvent =
  /** "Show table" / "Show chart". */
  | { type: 'chart.toggleTable' }
  /** The chart could not be drawn with its code (the page's error boundary). */
  | { type: 'chart.failed' }
  /** "Try again" once the chart is unavailable: its code is fetched again. */
  | { type: 'chart.retry' };

/**
 * One chart card of the Overview (issue 21), a child of `overview`: shown as bars or as its table (the toggle),
 * and the charts' code, fetched when the card first shows. Code that cannot be fetched (offline, a deploy that
 * removed the old files) or a chart that cannot be drawn leaves the chart unavailable (the page shows its table)
 * until Try again fetches the code again.
 */
export const overviewChartMachine = setup({
  types: {
    context: {} as OverviewChartContext,
    events: {} as OverviewChartEvent,
    input: {} as OverviewChartInput,
  },
  actors: {
    loadCode: fromPromise<unknown, OverviewChartInput>(({ input }) => input.load()),
  },
}).createMachine({
  id: 'overviewChart',
  context: ({ input }) => ({ load: input.load, code: null }),
  type: 'parallel',
  states: {
    view: {
      initial: 'chart',
      states: {
        chart: { on: { 'chart.toggleTable': 'table' } },
        table: { on: { 'chart.toggleTable': 'chart' } },
      },
    },
    code: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadCode',
            src: 'loadCode',
            input: ({ context }) => ({ load: context.load }),
            onDone: { target: 'ready', actions: assign({ code: ({ event }) => event.output }) },
            onError: 'unavailable',
          },
        },
        ready: {
          on: { 'chart.failed': { target: 'unavailable', actions: assign({ code: null }) } },
        },
        unavailable: { on: { 'chart.retry': 'loading' } },
      },
    },
  },
});

export type OverviewChartSnapshot = SnapshotFrom<typeof overviewChartMachine>;
export type OverviewChartRef = ActorRefFrom<typeof overviewChartMachine>;

/** The charts' code to draw with, once it is here (null while it loads or when it failed). */
export const chartCode = (snapshot: OverviewChartSnapshot): unknown =>
  snapshot.matches({ code: 'ready' }) ? snapshot.context.code : null;
