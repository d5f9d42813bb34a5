import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { send, StoryDriver } from './story-state.tsx';

const door = createMachine({
  id: 'door',
  initial: 'closed',
  states: { closed: { on: { open: 'open' } }, open: {} },
});

describe('StoryDriver', () => {
  it('sends an event to an actor that starts after the story began, once it runs', async () => {
    const driver = new StoryDriver();
    const run = driver.run([send('door', { type: 'open' })], () => false);
    // The actor is made now: its inspection events reach the driver while XState still builds it.
    const actor = createActor(door, { inspect: driver.inspect }).start();
    await run;
    expect(driver.status).toBe('done');
    expect(actor.getSnapshot().value).toBe('open');
  });
});
