import { ApiError, EXPIRING_SOON_DAYS, messages, overviewSchema, type Overview } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { flowGraph, transitionPaths } from '../testing/flows.ts';
import { reach, runPath, scriptedActors, unusedApi, visitedStates } from '../testing/harness.ts';
import { modelOf } from '../testing/model.ts';
import {
  listQuery,
  monthListQuery,
  OVERVIEW_CHARTS,
  OVERVIEW_FIGURES,
  overviewError,
  chartIsEmpty,
  overviewIsEmpty,
  overviewChartOf,
  overviewMachine,
  type OverviewContext,
  type OverviewInput,
} from './overviewMachine.ts';

const months = (from: string, count: number, value: (i: number) => number) =>
  Array.from({ length: 12 }, (_, i) => {
    const [year, month] = from.split('-').map(Number) as [number, number];
    const date = new Date(Date.UTC(year, month - 1 + i, 1));
    return { month: date.toISOString().slice(0, 7), count: count === 0 ? 0 : value(i) };
  });

const overview: Overview = overviewSchema.parse({
  totals: {
    members: 120,
    active: 80,
    expiringSoon: 6,
    expired: 25,
    neverMember: 15,
    unverified: 9,
    newApplications: 3,
  },
  newMembersByMonth: months('2025-12', 1, (i) => i + 1),
  renewalsByMonth: months('2025-12', 1, (i) => i).map((m) => ({ ...m, amount: m.count * 25 })),
  endingByMonth: months('2026-11', 1, (i) => 12 - i),
  revenueByMonth: months('2025-12', 1, (i) => i).map((m) => ({ ...m, amount: m.count * 25000 })),
  currency: 'JOD',
  generatedAt: '2026-11-26T10:00:00.000Z',
});
const refreshed: Overview = { ...overview, totals: { ...overview.totals, newApplications: 4 } };

const offline = () => new ApiError({ status: 0, message: 'Failed to fetch' });
const forbidden = () => new ApiError({ status: 403, body: { message: 'Forbidden.' } });

/** The charts' code as a story gives it: never here (the charts' own tests fetch it). */
const noChartCode = () => new Promise<never>(() => {});

function start(loadChart: OverviewInput['loadChart'] = noChartCode) {
  const scripted = scriptedActors(['loadOverview']);
  const machine = overviewMachine.provide({ actors: scripted.actors as never });
  const actor = createActor(machine, {
    input: { api: unusedApi<OverviewInput['api']>(), loadChart },
  }).start();
  return { actor, scripted };
}

describe('overview machine', () => {
  it('loads the overview when shown', async () => {
    const { actor, scripted } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(scripted.calls('loadOverview')).toHaveLength(1);
    scripted.resolve('loadOverview', overview);
    await reach(actor, 'loaded');
    expect(actor.getSnapshot().context.overview).toEqual(overview);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('calls GET /Admin/overview through the client by default', async () => {
    const api = { getOverview: vi.fn(() => Promise.resolve(overview)) };
    const actor = createActor(overviewMachine, { input: { api, loadChart: noChartCode } }).start();
    await reach(actor, 'loaded');
    expect(api.getOverview).toHaveBeenCalledExactlyOnceWith({ signal: expect.any(AbortSignal) });
    actor.stop();
  });

  it('refresh keeps the figures shown while it loads, then shows the new ones', async () => {
    const { actor, scripted } = start();
    scripted.resolve('loadOverview', overview);
    await reach(actor, 'loaded');
    actor.send({ type: 'overview.refresh' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.overview).toEqual(overview);
    scripted.resolve('loadOverview', refreshed);
    await reach(actor, 'loaded');
    expect(actor.getSnapshot().context.overview?.totals.newApplications).toBe(4);
  });

  it('a failure says why and offers a retry; a failed refresh keeps the last figures', async () => {
    const { actor, scripted } = start();
    scripted.reject('loadOverview', forbidden());
    await reach(actor, 'failed');
    expect(actor.getSnapshot().context.error).toBe('Forbidden.');
    expect(actor.getSnapshot().context.overview).toBeNull();
    actor.send({ type: 'overview.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.error).toBeNull();
    scripted.resolve('loadOverview', overview);
    await reach(actor, 'loaded');
    actor.send({ type: 'overview.refresh' });
    scripted.reject('loadOverview', offline());
    await reach(actor, 'failed');
    expect(actor.getSnapshot().context.overview).toEqual(overview);
  });

  it('ignores a refresh while loading and a retry once loaded', () => {
    const { actor, scripted } = start();
    actor.send({ type: 'overview.refresh' });
    actor.send({ type: 'overview.retry' });
    expect(scripted.calls('loadOverview')).toHaveLength(1);
  });

  it('shows its charts once it has figures: a child per chart, each fetching the charts’ code; none for an empty overview', async () => {
    const fetched: string[] = [];
    const { actor, scripted } = start(() => {
      fetched.push('chart');
      return new Promise<never>(() => {});
    });
    const empty = {
      ...overview,
      newMembersByMonth: months('2025-12', 0, () => 0),
      renewalsByMonth: months('2025-12', 0, () => 0).map((m) => ({ ...m, amount: 0 })),
      endingByMonth: months('2026-11', 0, () => 0),
      revenueByMonth: months('2025-12', 0, () => 0).map((m) => ({ ...m, amount: 0 })),
    };
    scripted.resolve('loadOverview', empty);
    await reach(actor, 'loaded');
    expect(OVERVIEW_CHARTS.map(({ key }) => overviewChartOf(actor.getSnapshot(), key))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(fetched).toEqual([]);
    actor.send({ type: 'overview.refresh' });
    scripted.resolve('loadOverview', overview);
    await reach(actor, 'loaded');
    const charts = OVERVIEW_CHARTS.map(({ key }) => overviewChartOf(actor.getSnapshot(), key));
    expect(charts.every((chart) => chart?.getSnapshot().matches({ code: 'loading' }))).toBe(true);
    expect(fetched).toHaveLength(4);
    // A refresh keeps them (a chart shown as a table stays so).
    charts[0]!.send({ type: 'chart.toggleTable' });
    actor.send({ type: 'overview.refresh' });
    scripted.resolve('loadOverview', refreshed);
    await reach(actor, 'loaded');
    expect(overviewChartOf(actor.getSnapshot(), OVERVIEW_CHARTS[0].key)).toBe(charts[0]);
    expect(charts[0]!.getSnapshot().matches({ view: 'table' })).toBe(true);
    expect(fetched).toHaveLength(4);
  });

  it('the message of a failure: the server’s, else the overview’s own', () => {
    expect(overviewError(forbidden())).toBe('Forbidden.');
    expect(overviewError(offline())).toBe(messages.api.overviewFailed);
    expect(overviewError(new ApiError({ status: 500, body: '' }))).toBe(
      messages.api.overviewFailed,
    );
    expect(overviewError(new TypeError('x'))).toBe(messages.api.overviewFailed);
  });
});

describe('where the overview’s figures and bars open', () => {
  it('every figure of the contract, each to its filtered list or Applications', () => {
    expect(OVERVIEW_FIGURES.map((figure) => figure.key).sort()).toEqual(
      Object.keys(overview.totals).sort(),
    );
    const opens = Object.fromEntries(
      OVERVIEW_FIGURES.map(({ key, opens }) => [
        key,
        'list' in opens ? listQuery(opens.list) : opens.page,
      ]),
    );
    expect(opens).toEqual({
      members: {},
      active: { status: 'active' },
      expiringSoon: { expiresWithinDays: String(EXPIRING_SOON_DAYS) },
      expired: { status: 'expired' },
      neverMember: { status: 'never' },
      unverified: { status: 'unverified' },
      newApplications: 'applications',
    });
  });

  it('a bar opens the list of its month', () => {
    expect(OVERVIEW_CHARTS.map((chart) => monthListQuery(chart, '2026-03'))).toEqual([
      { joinedMonth: '2026-03' },
      { renewedMonth: '2026-03' },
      { expiresMonth: '2026-03' },
      { renewedMonth: '2026-03' },
    ]);
  });

  it('an overview is empty when no chart has anything in any month', () => {
    expect(overviewIsEmpty(overview)).toBe(false);
    const empty: Overview = {
      ...overview,
      newMembersByMonth: months('2025-12', 0, () => 0),
      renewalsByMonth: months('2025-12', 0, () => 0).map((m) => ({ ...m, amount: 0 })),
      endingByMonth: months('2026-11', 0, () => 0),
      revenueByMonth: months('2025-12', 0, () => 0).map((m) => ({ ...m, amount: 0 })),
    };
    expect(overviewIsEmpty(empty)).toBe(true);
    expect(overviewIsEmpty({ ...empty, endingByMonth: overview.endingByMonth })).toBe(false);
    // One chart alone with nothing in its months (a club whose payments are not recorded yet).
    const noPayments = { ...overview, revenueByMonth: empty.revenueByMonth };
    expect(chartIsEmpty(noPayments, 'revenueByMonth')).toBe(true);
    expect(chartIsEmpty(noPayments, 'renewalsByMonth')).toBe(false);
    expect(overviewIsEmpty(noPayments)).toBe(false);
  });
});

describe('overview machine: a path through every transition', () => {
  const events = [
    { type: 'xstate.done.actor.loadOverview', output: overview },
    { type: 'xstate.error.actor.loadOverview', error: forbidden() },
    { type: 'overview.refresh' },
    { type: 'overview.retry' },
  ] as never[];
  const input = (): OverviewInput => ({
    api: unusedApi<OverviewInput['api']>(),
    loadChart: noChartCode,
  });
  const paths = transitionPaths(
    createTestModel(modelOf(overviewMachine), { input: input(), events }),
    { events, input },
  );

  it('visits every state', () => {
    expect(new Set([...visitedStates(paths)].map((value) => JSON.parse(value)))).toEqual(
      new Set(['loading', 'loaded', 'failed']),
    );
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const scripted = scriptedActors(['loadOverview']);
    let loads = 0;
    let shown = false;
    await runPath(path, {
      machine: overviewMachine,
      input,
      scripted,
      contextKeys: ['overview', 'error'],
      check: (actor, _, event) => {
        const snapshot = actor.getSnapshot();
        const context = snapshot.context as OverviewContext;
        const state = snapshot.value as string;
        expect(snapshot.hasTag('busy')).toBe(state === 'loading');
        expect(context.error !== null).toBe(state === 'failed');
        if (state === 'failed') expect(context.error).toBe('Forbidden.');
        // One call each time it loads; the figures once loaded stay through a refresh and a failure.
        if (
          state === 'loading' &&
          (event.type === 'xstate.init' || event.type.startsWith('overview.'))
        )
          loads += 1;
        expect(scripted.calls('loadOverview')).toHaveLength(loads);
        shown ||= state === 'loaded';
        expect(context.overview).toEqual(shown ? overview : null);
      },
    });
  });

  it('the paths take every transition of the machine', () => {
    expect(new Set(flowGraph(overviewMachine).transitions)).toEqual(new Set(paths.covered));
  });
});
