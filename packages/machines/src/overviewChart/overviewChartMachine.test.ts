import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { everyTransition } from '../testing/everyTransition.ts';
import { reach } from '../testing/harness.ts';
import { deferred } from '../testing/tokens.ts';
import {
  chartCode,
  overviewChartMachine,
  type OverviewChartSnapshot,
} from './overviewChartMachine.ts';

const code = { default: 'BarChart' };

/** A chart whose code arrives (or not) when the test says. */
function start() {
  const loads: ReturnType<typeof deferred<unknown>>[] = [];
  const load = () => {
    const next = deferred<unknown>();
    loads.push(next);
    return next.promise;
  };
  const actor = createActor(overviewChartMachine, { input: { load } }).start();
  return { actor, loads };
}

describe('an Overview chart', () => {
  it('fetches its code at once and draws with it; the table toggles either way', async () => {
    const { actor, loads } = start();
    expect(actor.getSnapshot().matches({ code: 'loading' })).toBe(true);
    expect(loads).toHaveLength(1);
    loads[0]!.resolve(code);
    await reach(actor, { code: 'ready' });
    expect(chartCode(actor.getSnapshot())).toBe(code);
    expect(actor.getSnapshot().matches({ view: 'chart' })).toBe(true);
    actor.send({ type: 'chart.toggleTable' });
    expect(actor.getSnapshot().matches({ view: 'table' })).toBe(true);
    actor.send({ type: 'chart.toggleTable' });
    expect(actor.getSnapshot().matches({ view: 'chart' })).toBe(true);
  });

  it('code that cannot be fetched, or a chart that cannot be drawn, makes it unavailable; Try again fetches it again', async () => {
    const { actor, loads } = start();
    loads[0]!.reject(new TypeError('Failed to fetch dynamically imported module'));
    await reach(actor, { code: 'unavailable' });
    expect(chartCode(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'chart.retry' });
    expect(actor.getSnapshot().matches({ code: 'loading' })).toBe(true);
    expect(loads).toHaveLength(2);
    loads[1]!.resolve(code);
    await reach(actor, { code: 'ready' });
    actor.send({ type: 'chart.failed' });
    expect(actor.getSnapshot().matches({ code: 'unavailable' })).toBe(true);
    expect(chartCode(actor.getSnapshot())).toBeNull();
  });
});

const load = () => new Promise(() => {});
everyTransition('an Overview chart', overviewChartMachine, {
  input: { load },
  events: [
    { type: 'chart.toggleTable' },
    { type: 'chart.failed' },
    { type: 'chart.retry' },
    { type: 'xstate.done.actor.loadCode', output: code },
    { type: 'xstate.error.actor.loadCode', error: new TypeError('offline') },
  ],
  actors: ['loadCode'],
  contextKeys: ['code'],
  filterEvents: () => true,
  // What the card shows: bars or the table (the toggle flips it, nothing else does), the charts' code to
  // draw with once it is here and none while it loads or after a failure; the code is fetched when the card
  // first shows and again on Try again, with the page's `load`.
  check: (actor: { getSnapshot: () => OverviewChartSnapshot }, event, { scripted, before }) => {
    const snapshot = actor.getSnapshot();
    const was = before?.value as { view: string; code: string } | undefined;
    const now = snapshot.value as { view: string; code: string };
    const calls = scripted.calls('loadCode');
    if (snapshot.matches({ code: 'loading' })) expect(calls.at(-1)).toEqual({ load });
    if (!snapshot.matches({ code: 'ready' })) expect(snapshot.context.code).toBeNull();
    switch (event.type) {
      case 'xstate.init':
        expect(now).toEqual({ view: 'chart', code: 'loading' });
        expect(calls).toHaveLength(1);
        break;
      case 'chart.toggleTable':
        expect(now).toEqual({ view: was?.view === 'chart' ? 'table' : 'chart', code: was?.code });
        break;
      case 'xstate.done.actor.loadCode':
        expect(chartCode(snapshot)).toBe(code);
        break;
      case 'xstate.error.actor.loadCode':
      case 'chart.failed':
        expect(now.code).toBe('unavailable');
        expect(chartCode(snapshot)).toBeNull();
        break;
      case 'chart.retry':
        expect(now.code).toBe('loading');
        break;
    }
    if (event.type !== 'chart.toggleTable' && was) expect(now.view).toBe(was.view);
  },
});
