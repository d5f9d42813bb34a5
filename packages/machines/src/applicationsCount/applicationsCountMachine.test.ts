import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { everyTransition, outcomesOnlyIn } from '../testing/everyTransition.ts';
import { reach, unusedApi } from '../testing/harness.ts';
import { page, serverDown } from '../testing/applications.ts';
import {
  APPLICATIONS_COUNT_REFRESH_MS,
  applicationsCountMachine,
} from './applicationsCountMachine.ts';

describe('the count of new submissions', () => {
  it('asks for one new submission and reads newCount; again on refresh and after a while; a failure keeps it', async () => {
    const listApplications = vi.fn(() => Promise.resolve(page(4, 1)));
    const clock = new SimulatedClock();
    const actor = createActor(applicationsCountMachine, {
      input: { api: { listApplications } },
      clock,
    }).start();
    await reach(actor, 'shown');
    expect(listApplications).toHaveBeenCalledExactlyOnceWith(
      { status: 'new', pageSize: 1 },
      { signal: expect.any(AbortSignal) },
    );
    expect(actor.getSnapshot().context.count).toBe(4);
    listApplications.mockImplementationOnce(() => Promise.reject(serverDown()));
    actor.send({ type: 'count.refresh' });
    await reach(actor, 'shown');
    expect(actor.getSnapshot().context.count).toBe(4);
    clock.increment(APPLICATIONS_COUNT_REFRESH_MS - 1);
    expect(listApplications).toHaveBeenCalledTimes(2);
    clock.increment(1);
    expect(listApplications).toHaveBeenCalledTimes(3);
  });
});

const countApi = unusedApi<never>();
everyTransition('the count of new submissions', applicationsCountMachine, {
  input: { api: countApi },
  events: [
    { type: 'count.refresh' },
    { type: 'xstate.done.actor.countNew', output: 3 },
    { type: 'xstate.error.actor.countNew', error: serverDown() },
    { type: `xstate.after.${APPLICATIONS_COUNT_REFRESH_MS}.applicationsCount.shown` },
  ],
  actors: ['countNew'],
  contextKeys: ['count'],
  filterEvents: outcomesOnlyIn('loading') as never,
  // The badge's count: the answer, the last one kept through a failure; asked for again on refresh and
  // after a while.
  check: (
    actor: { getSnapshot: () => { value: unknown; context: { count: number | null } } },
    event,
    { scripted, before },
  ) => {
    const { value, context } = actor.getSnapshot();
    if (value === 'loading') expect(scripted.calls('countNew').at(-1)).toEqual({ api: countApi });
    if (event.type === 'xstate.done.actor.countNew') expect(context.count).toBe(3);
    if (event.type === 'xstate.error.actor.countNew')
      expect(context.count).toBe(before?.context.count);
    if (event.type === 'count.refresh' || event.type.startsWith('xstate.after.'))
      expect(value).toBe('loading');
  },
});
