import { act, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, fromPromise, setup, type AnyActorRef } from 'xstate';
import {
  send,
  STORY_STATE,
  StoryDriver,
  StoryEvents,
  useStoryDriver,
  type StoryEvent,
} from './story-state.tsx';

/** A short wait for the steps that must fail: no test waits the stories' 5 s. */
const SHORT_MS = 50;

/** Records every event it takes, in order. */
const recorderMachine = setup({
  types: {
    context: {} as { taken: string[] },
    events: {} as { type: 'first' } | { type: 'second' } | { type: 'third' },
  },
}).createMachine({
  id: 'recorder',
  context: { taken: [] },
  on: {
    '*': { actions: assign({ taken: ({ context, event }) => [...context.taken, event.type] }) },
  },
});

/** A page that loads, and opens its dialog only once the answer is here. */
function pageMachine(load: () => Promise<string>) {
  return setup({
    types: { events: {} as { type: 'dialog.open' } },
    actors: { load: fromPromise(load) },
  }).createMachine({
    id: 'page',
    initial: 'loading',
    states: {
      loading: { invoke: { src: 'load', onDone: 'loaded' } },
      loaded: { on: { 'dialog.open': 'dialogOpen' } },
      dialogOpen: {},
    },
  });
}

/** A list whose dialog is its child, invoked as `dialog`. */
const dialogMachine = setup({
  types: { events: {} as { type: 'field.change'; value: string } },
}).createMachine({
  id: 'dialogMachine',
  context: { value: '' },
  on: { 'field.change': { actions: assign({ value: ({ event }) => event.value }) } },
});
const listMachine = setup({ actors: { dialog: dialogMachine } }).createMachine({
  id: 'list',
  invoke: { id: 'dialog', src: 'dialog' },
});

/** A door that opens only once unlocked. */
const doorMachine = setup({
  types: { events: {} as { type: 'unlock' } | { type: 'open' } },
}).createMachine({
  id: 'door',
  initial: 'locked',
  states: {
    locked: { on: { unlock: 'closed' } },
    closed: { on: { open: 'opened' } },
    opened: {},
  },
});

/** A promise and the function that settles it. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('StoryDriver: a story’s events, sent to the page’s machines', () => {
  it('sends the events in order', async () => {
    const driver = new StoryDriver(SHORT_MS);
    const actor = createActor(recorderMachine, { inspect: driver.inspect }).start();
    await driver.run(
      [
        send<typeof recorderMachine>('recorder', { type: 'first' }),
        send<typeof recorderMachine>('recorder', { type: 'second' }),
        send<typeof recorderMachine>('recorder', { type: 'third' }),
      ],
      () => false,
    );
    expect(driver.failure).toBe('');
    expect(driver.status).toBe('done');
    expect(actor.getSnapshot().context.taken).toEqual(['first', 'second', 'third']);
  });

  it('waits until the actor accepts an event (after an answer arrives), then sends it', async () => {
    const answer = deferred<string>();
    const machine = pageMachine(() => answer.promise);
    const driver = new StoryDriver(5_000);
    const actor = createActor(machine, { inspect: driver.inspect }).start();
    const run = driver.run([send<typeof machine>('page', { type: 'dialog.open' })], () => false);

    // Still loading: the dialog cannot open yet, and the event is not thrown away.
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(driver.status).toBe('running');

    answer.resolve('loaded');
    await run;
    expect(driver.status).toBe('done');
    expect(actor.getSnapshot().value).toBe('dialogOpen');
  });

  it('names a child by its parent’s name and its own id (parent/child)', async () => {
    const driver = new StoryDriver(SHORT_MS);
    const list = createActor(listMachine, { inspect: driver.inspect }).start();
    await driver.run(
      [send<typeof dialogMachine>('list/dialog', { type: 'field.change', value: 'Sara' })],
      () => false,
    );
    expect(driver.failure).toBe('');
    const dialog = list.getSnapshot().children.dialog as AnyActorRef;
    expect(dialog.getSnapshot().context).toEqual({ value: 'Sara' });
  });

  it('fails with the actors it knows when a name matches none', async () => {
    const driver = new StoryDriver(SHORT_MS);
    createActor(listMachine, { inspect: driver.inspect }).start();
    await driver.run([send('list/dialogue', { type: 'field.change' })], () => false);
    expect(driver.status).toBe('failed');
    expect(driver.failure).toBe('Story event 1: no actor list/dialogue (known: list, list/dialog)');
  });

  it('fails with the actor’s state when it never accepts the event', async () => {
    const driver = new StoryDriver(SHORT_MS);
    const actor = createActor(doorMachine, { inspect: driver.inspect }).start();
    await driver.run([send<typeof doorMachine>('door', { type: 'open' })], () => false);
    expect(driver.status).toBe('failed');
    expect(driver.failure).toBe('Story event 1: door never accepted open (it is in "locked")');
    expect(actor.getSnapshot().value).toBe('locked');
  });
});

/** A page of one actor made outside, with the harness's driver (its marker shows the status). */
function DoorPage({ door }: { door: AnyActorRef }) {
  const { driver, marker } = useStoryDriver();
  useState(() => driver.register('door', door));
  return <>{marker}</>;
}

describe('StoryDriver: an actor made after the story began', () => {
  const door = createMachine({
    id: 'door',
    initial: 'closed',
    states: { closed: { on: { open: 'open' } }, open: {} },
  });

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

describe('useStoryDriver', () => {
  it('sends the story’s events once mounted, and its marker says when all were taken', async () => {
    const door = createActor(doorMachine).start();
    const events: StoryEvent[] = [
      send<typeof doorMachine>('door', { type: 'unlock' }),
      send<typeof doorMachine>('door', { type: 'open' }),
    ];
    const view = render(
      <StoryEvents events={events}>
        <DoorPage door={door} />
      </StoryEvents>,
    );
    await waitFor(() =>
      expect(view.getByTestId(STORY_STATE)).toHaveAttribute('data-status', 'done'),
    );
    expect(door.getSnapshot().value).toBe('opened');
  });

  it('sends nothing after the page is gone', async () => {
    const door = createActor(doorMachine).start();
    const view = render(
      <StoryEvents events={[send<typeof doorMachine>('door', { type: 'open' })]}>
        <DoorPage door={door} />
      </StoryEvents>,
    );
    view.unmount();
    // The door now takes `open`: a driver still running would send it (on the next microtask).
    act(() => door.send({ type: 'unlock' }));
    await new Promise((settled) => setTimeout(settled, 0));
    expect(door.getSnapshot().value).toBe('closed');
  });
});
