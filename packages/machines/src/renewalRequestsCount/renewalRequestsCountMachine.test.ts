import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { APPLICATIONS_COUNT_REFRESH_MS } from '../applicationsCount/applicationsCountMachine.ts';
import { everyTransition, outcomesOnlyIn } from '../testing/everyTransition.ts';
import { reach, unusedApi } from '../testing/harness.ts';
import { serverDown } from '../testing/applications.ts';
import { renewalRequestsCountMachine } from './renewalRequestsCountMachine.ts';

describe('the count of pending renewal requests', () => {
  it('asks for the count of pending requests alone; a failure keeps it', async () => {
    const countPendingRenewalRequests = vi.fn(() => Promise.resolve(5));
    const actor = createActor(renewalRequestsCountMachine, {
      input: { api: { countPendingRenewalRequests } },
    }).start();
    await reach(actor, 'shown');
    expect(countPendingRenewalRequests).toHaveBeenCalledExactlyOnceWith({
      signal: expect.any(AbortSignal),
    });
    expect(actor.getSnapshot().context.count).toBe(5);
    countPendingRenewalRequests.mockImplementationOnce(() => Promise.reject(serverDown()));
    actor.send({ type: 'count.refresh' });
    await reach(actor, 'shown');
    expect(actor.getSnapshot().context.count).toBe(5);
  });
});

everyTransition('the count of pending renewal requests', renewalRequestsCountMachine, {
  input: { api: unusedApi<never>() },
  events: [
    { type: 'count.refresh' },
    { type: 'xstate.done.actor.countNew', output: 2 },
    { type: 'xstate.error.actor.countNew', error: serverDown() },
    { type: `xstate.after.${APPLICATIONS_COUNT_REFRESH_MS}.renewalRequestsCount.shown` },
  ],
  actors: ['countNew'],
  contextKeys: ['count'],
  filterEvents: outcomesOnlyIn('loading') as never,
  check: (
    actor: { getSnapshot: () => { value: unknown; context: { count: number | null } } },
    event,
  ) => {
    const { value, context } = actor.getSnapshot();
    if (event.type === 'xstate.done.actor.countNew') expect(context.count).toBe(2);
    if (event.type === 'count.refresh') expect(value).toBe('loading');
  },
});
