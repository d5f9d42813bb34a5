import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, setup, waitFor } from 'xstate';
import { FlowPlayerRuntime } from './runtime.ts';

/** A page's root machine: a load (a promise that settles), then a dialog (a child machine that finishes). */
const page = (id: string) =>
  setup({
    actors: {
      load: fromPromise(async () => 'loaded'),
      dialog: createMachine({
        id: 'dialog',
        initial: 'open',
        states: { open: { on: { close: 'closed' } }, closed: { type: 'final' } },
      }),
    },
  }).createMachine({
    id,
    initial: 'loading',
    states: {
      loading: { invoke: { id: 'load', src: 'load', onDone: 'shown' } },
      shown: {
        invoke: { id: 'dialog', src: 'dialog' },
        on: { done: 'finished', reload: 'loading' },
      },
      finished: {},
    },
  });

const paths = (runtime: FlowPlayerRuntime) => runtime.view().actors.map((actor) => actor.path);

describe('the flow player follows the actors from page to page', () => {
  it("shows the session and the current page's machines; the old page's, its finished children too, are gone", async () => {
    const runtime = new FlowPlayerRuntime({ story: 'journeys--x' });
    // The session lives across pages, made outside any page.
    const session = createActor(createMachine({ id: 'session' }), {
      inspect: runtime.inspect,
    }).start();

    const first = createActor(page('memberList'), { inspect: runtime.inspect }).start();
    await waitFor(first, (snapshot) => snapshot.matches('shown'));
    // The load finished and stays listed (its output) while its page is shown.
    expect(paths(runtime)).toEqual([
      'session',
      'memberList',
      'memberList/load',
      'memberList/dialog',
    ]);

    // The next page starts while the old one is still up (React renders before its effects' cleanup).
    const second = createActor(page('adminPanel'), { inspect: runtime.inspect }).start();
    first.stop();
    await waitFor(second, (snapshot) => snapshot.matches('shown'));
    // It loads again: the new load takes the finished one's place.
    second.send({ type: 'reload' });
    await waitFor(second, (snapshot) => snapshot.matches('shown'));
    expect(paths(runtime)).toEqual([
      'session',
      'adminPanel',
      'adminPanel/load',
      'adminPanel/dialog',
    ]);

    // A page seen before comes back: numbered, the second of its name since the story began.
    const third = createActor(page('memberList'), { inspect: runtime.inspect }).start();
    second.stop();
    await waitFor(third, (snapshot) => snapshot.matches('shown'));
    expect(paths(runtime)).toEqual([
      'session',
      'memberList#2',
      'memberList#2/load',
      'memberList#2/dialog',
    ]);
    session.stop();
  });
});
