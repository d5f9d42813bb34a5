import {
  EXPIRING_SOON_DAYS,
  messageFrom,
  messages,
  type ApiClient,
  type MemberListFilters,
  type Overview,
} from '@mijas/api';
import { assign, fromPromise, setup } from 'xstate';

export interface OverviewInput {
  api: Pick<ApiClient, 'getOverview'>;
}

export interface OverviewContext extends OverviewInput {
  /** The last overview loaded; kept while it loads again (refresh) and when that fails. */
  overview: Overview | null;
  /** The message of a failed load, shown with a retry. */
  error: string | null;
}

export type OverviewEvent =
  /** The refresh button: loads the figures and charts again, the ones shown staying meanwhile. */
  | { type: 'overview.refresh' }
  /** Loads again after a failure. */
  | { type: 'overview.retry' };

/** The failed load's message: the server's, else 'Failed to load the overview.' */
export const overviewError = (error: unknown) => messageFrom(error, messages.api.overviewFailed);

/**
 * The admin's Overview sub-page (issue 21): loads `GET /Admin/overview` when shown; a refresh loads it again with
 * the figures still on screen; a failure keeps the last figures (if any) and offers a retry.
 */
export const overviewMachine = setup({
  types: {
    context: {} as OverviewContext,
    events: {} as OverviewEvent,
    input: {} as OverviewInput,
  },
  actors: {
    loadOverview: fromPromise<Overview, OverviewInput>(({ input, signal }) =>
      input.api.getOverview({ signal }),
    ),
  },
}).createMachine({
  id: 'overview',
  context: ({ input }) => ({ api: input.api, overview: null, error: null }),
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
    loaded: { on: { 'overview.refresh': 'loading' } },
    failed: { on: { 'overview.retry': 'loading' } },
  },
});

/** The figures, in the order shown, each with where it opens: View Members with a filter, or the inbox. */
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
] as const satisfies ReadonlyArray<{
  key: Exclude<keyof Overview, 'totals' | 'generatedAt'>;
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

/** True when nothing happened in any month of any chart (an empty database: the charts say so instead). */
export function overviewIsEmpty(overview: Overview): boolean {
  return OVERVIEW_CHARTS.every(({ key }) => overview[key].every((month) => month.count === 0));
}
