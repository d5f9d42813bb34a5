import {
  EXPIRING_SOON_DAYS,
  messageFrom,
  messages,
  type ApiClient,
  type MemberListFilters,
  type Overview,
} from '@mijas/api';
import {
  assign,
  enqueueActions,
  fromPromise,
  setup,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import {
  overviewChartMachine,
  type OverviewChartRef,
} from '../overviewChart/overviewChartMachine.ts';

export interface OverviewInput {
  api: Pick<ApiClient, 'getOverview'>;
  /** Fetches the charts' code (Chart.js): the page's own `import()`, or a stand-in in stories. */
  loadChart: () => Promise<unknown>;
}

export interface OverviewContext extends OverviewInput {
  /** The last overview loaded; kept while it loads again (refresh) and when that fails. */
  overview: Overview | null;
  /** The message of a failed load, shown with a retry. */
  error: string | null;
  /** The charts are shown: one child `overviewChart` per chart (`overviewChartOf`). */
  charts: boolean;
}

export type OverviewEvent =
  /** The refresh button: loads the figures and charts again, the ones shown staying meanwhile. */
  | { type: 'overview.refresh' }
  /** Loads again after a failure. */
  | { type: 'overview.retry' };

/** The failed load's message: the server's, else 'Failed to load the overview.' */
export const overviewError = (error: unknown) => messageFrom(error, messages.api.overviewFailed);

/** The id of a chart's child actor. */
const chartId = (key: OverviewChart['key']) => `chart:${key}`;

/**
 * The admin's Overview sub-page (issue 21): loads `GET /Admin/overview` when shown; a refresh loads it again with
 * the figures still on screen; a failure keeps the last figures (if any) and offers a retry. Once an overview
 * with something in its months is shown, each chart is a child (`overviewChart`): its table toggle and its code,
 * fetched then (the figures are on screen before Chart.js arrives), kept across refreshes.
 */
export const overviewMachine = setup({
  types: {
    context: {} as OverviewContext,
    events: {} as OverviewEvent,
    input: {} as OverviewInput,
  },
  actors: {
    loadOverview: fromPromise<Overview, Pick<OverviewInput, 'api'>>(({ input, signal }) =>
      input.api.getOverview({ signal }),
    ),
    chart: overviewChartMachine,
  },
  actions: {
    showCharts: enqueueActions(({ context, enqueue }) => {
      if (context.charts || !context.overview || overviewIsEmpty(context.overview)) return;
      enqueue.assign({ charts: true });
      for (const { key } of OVERVIEW_CHARTS)
        enqueue.spawnChild('chart', { id: chartId(key), input: { load: context.loadChart } });
    }),
  },
}).createMachine({
  id: 'overview',
  context: ({ input }) => ({
    api: input.api,
    loadChart: input.loadChart,
    overview: null,
    error: null,
    charts: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'loadOverview',
        src: 'loadOverview',
        input: ({ context }) => ({ api: context.api }),
        onDone: { target: 'loaded', actions: assign({ overview: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => overviewError(event.error) }),
        },
      },
    },
    loaded: { entry: 'showCharts', on: { 'overview.refresh': 'loading' } },
    failed: { on: { 'overview.retry': 'loading' } },
  },
});

export type OverviewSnapshot = SnapshotFrom<typeof overviewMachine>;
export type OverviewRef = ActorRefFrom<typeof overviewMachine>;

/** The child of `chart` (its toggle and code), once the charts are shown. */
export const overviewChartOf = (
  snapshot: OverviewSnapshot,
  key: OverviewChart['key'],
): OverviewChartRef | undefined => snapshot.children[chartId(key)] as OverviewChartRef | undefined;

/** The figures, in the order shown, each with where it opens: View Members with a filter, or Applications. */
export const OVERVIEW_FIGURES = [
  { key: 'members', opens: { list: {} } },
  { key: 'active', opens: { list: { status: 'active' } } },
  { key: 'expiringSoon', opens: { list: { expiresWithinDays: EXPIRING_SOON_DAYS } } },
  { key: 'expired', opens: { list: { status: 'expired' } } },
  { key: 'neverMember', opens: { list: { status: 'never' } } },
  { key: 'unverified', opens: { list: { status: 'unverified' } } },
  { key: 'newApplications', opens: { page: 'applications' } },
] as const satisfies ReadonlyArray<{
  key: keyof Overview['totals'];
  opens: { list: MemberListFilters } | { page: 'applications' };
}>;
export type OverviewFigure = (typeof OVERVIEW_FIGURES)[number];

/** The three charts, each with the member list filter its bars open (`?joinedMonth=2026-11`…). */
export const OVERVIEW_CHARTS = [
  { key: 'newMembersByMonth', filter: 'joinedMonth' },
  { key: 'renewalsByMonth', filter: 'renewedMonth' },
  { key: 'endingByMonth', filter: 'expiresMonth' },
  // Issue 34: the payments received per month; a bar opens that month's renewals (every payment is one).
  { key: 'revenueByMonth', filter: 'renewedMonth' },
] as const satisfies ReadonlyArray<{
  key: Exclude<keyof Overview, 'totals' | 'generatedAt' | 'currency'>;
  filter: keyof MemberListFilters;
}>;
export type OverviewChart = (typeof OVERVIEW_CHARTS)[number];

/** The member list's query (URL) a bar of `chart` for `month` opens. */
export function monthListQuery(chart: OverviewChart, month: string): Record<string, string> {
  return { [chart.filter]: month };
}

/** The member list's query (URL) of a filter: every value as text. */
export function listQuery(filters: MemberListFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
}

/** True when nothing happened in any of a chart's months: the chart says so instead of drawing an empty axis. */
export function chartIsEmpty(overview: Overview, key: OverviewChart['key']): boolean {
  return overview[key].every((month) => month.count === 0);
}

/** True when nothing happened in any month of any chart (an empty database: the charts say so instead). */
export function overviewIsEmpty(overview: Overview): boolean {
  return OVERVIEW_CHARTS.every(({ key }) => chartIsEmpty(overview, key));
}
