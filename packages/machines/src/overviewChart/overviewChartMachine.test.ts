import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { everyTransition } from '../testing/everyTransition.ts';
import { reach } from '../testing/harness.ts';
import { deferred } from '../testing/tokens.ts';
import { chartCode, overviewChartMachine } from './overviewChartMachine.ts';

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

everyTransition('an Overview chart', overviewChartMachine, {
  input: { load: () => new Promise(() => {}) },
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
});
