import { describe, expect, it, TestRunner } from 'vitest';
import { createActor, createMachine, fromPromise, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { activeStates, flowGraph, flowRecorder, transitionPaths } from './flows.ts';
import { runPath, scriptedActors } from './harness.ts';
import { modelOf } from './model.ts';

/** A machine with each kind of transition `pnpm flows:coverage` counts. */
const door = setup({ actors: { motor: fromPromise(async () => 'done') } }).createMachine({
  id: 'door',
  initial: 'starting',
  context: { locked: false },
  states: {
    starting: { always: [{ guard: ({ context }) => context.locked, target: 'locked' }, 'closed'] },
    closed: {
      on: {
        open: [{ guard: ({ context }) => context.locked, target: 'closed' }, { target: 'opening' }],
        knock: {},
      },
    },
    opening: {
      invoke: { id: 'motor', src: 'motor', onDone: 'open' },
      after: { 5000: 'closed' },
    },
    open: {},
    locked: {},
  },
});

describe('flow graph (pnpm flows:coverage)', () => {
  it('names every state and every transition candidate: guarded, eventless, delayed, invocation outcomes', () => {
    expect(flowGraph(door)).toEqual({
      machine: 'door',
      states: ['door.starting', 'door.closed', 'door.opening', 'door.open', 'door.locked'],
      transitions: [
        'door.starting on always → door.locked',
        'door.starting on always #2 → door.closed',
        'door.closed on open → door.closed',
        'door.closed on open #2 → door.opening',
        'door.closed on knock → (stays)',
        'door.opening on xstate.done.actor.motor → door.open',
        'door.opening on xstate.after.5000.door.opening → door.closed',
      ],
    });
  });

  it('reads the active states of a nested or parallel value', () => {
    const form = createMachine({
      id: 'form',
      type: 'parallel',
      states: {
        member: {
          initial: 'loaded',
          states: { loaded: { initial: 'viewing', states: { viewing: {} } } },
        },
        card: { initial: 'idle', states: { idle: {} } },
      },
    });
    expect(activeStates(form, createActor(form).getSnapshot().value)).toEqual([
      'form.member',
      'form.member.loaded',
      'form.member.loaded.viewing',
      'form.card',
      'form.card.idle',
    ]);
  });

  it('records what the root actor went through, a state left at once by `always` included', () => {
    const recorder = flowRecorder(door);
    const actor = createActor(door, { inspect: recorder.inspect }).start();
    actor.send({ type: 'knock' });
    actor.stop();
    expect(recorder.run()).toEqual({
      machine: 'door',
      states: ['door.starting', 'door.closed'],
      transitions: ['door.starting on always #2 → door.closed', 'door.closed on knock → (stays)'],
    });
  });

  it('runPath keeps what each path went through in the test’s meta', async () => {
    const paths = createTestModel(modelOf(door), {
      events: [{ type: 'open' }, { type: 'xstate.done.actor.motor', output: 'done' } as never],
    }).getShortestPaths();
    const toOpen = paths.find((path) => path.state.value === 'open')!;
    await runPath(toOpen, {
      machine: door,
      input: undefined,
      scripted: scriptedActors(['motor']),
      contextKeys: [],
    });
    expect(TestRunner.getCurrentTest()!.meta.flows).toEqual([
      {
        machine: 'door',
        states: ['door.starting', 'door.closed', 'door.opening', 'door.open'],
        transitions: [
          'door.starting on always #2 → door.closed',
          'door.closed on open #2 → door.opening',
          'door.opening on xstate.done.actor.motor → door.open',
        ],
      },
    ]);
  });

  it('runPath checks each step once, with the event that led to its state', async () => {
    const paths = createTestModel(modelOf(door), {
      events: [{ type: 'open' }, { type: 'xstate.done.actor.motor', output: 'done' } as never],
    }).getShortestPaths();
    const toOpen = paths.find((path) => path.state.value === 'open')!;
    const seen: [unknown, string][] = [];
    await runPath(toOpen, {
      machine: door,
      input: undefined,
      scripted: scriptedActors(['motor']),
      contextKeys: [],
      check: (actor, _, event) => seen.push([actor.getSnapshot().value, event.type]),
    });
    expect(seen).toEqual([
      ['closed', 'xstate.init'],
      ['opening', 'open'],
      ['open', 'xstate.done.actor.motor'],
    ]);
  });

  it('transitionPaths take the transitions that reach no new state, which shortest paths miss', async () => {
    const events = [
      { type: 'open' },
      { type: 'knock' },
      { type: 'xstate.done.actor.motor', output: 'done' },
    ] as never[];
    const model = createTestModel(modelOf(door), { events });
    const taken = async (paths: ReturnType<typeof model.getShortestPaths>) => {
      const test = TestRunner.getCurrentTest()!;
      test.meta.flows = [];
      for (const path of paths)
        await runPath(path, {
          machine: door,
          input: undefined,
          scripted: scriptedActors(['motor']),
          contextKeys: [],
        });
      return new Set(test.meta.flows.flatMap((run) => run.transitions));
    };
    expect(await taken(model.getShortestPaths())).not.toContain('door.closed on knock → (stays)');
    const every = new Set([
      'door.starting on always #2 → door.closed',
      'door.closed on open #2 → door.opening',
      'door.closed on knock → (stays)',
      'door.opening on xstate.done.actor.motor → door.open',
      'door.opening on xstate.after.5000.door.opening → door.closed',
    ]);
    const paths = transitionPaths(model, { events });
    // What the replays on the model saw is what the real actor takes.
    expect(paths.covered).toEqual(every);
    expect(await taken(paths)).toEqual(every);
  });

  it('transitionPaths keep, greedily, the fewest paths that together take every transition', () => {
    const events = [
      { type: 'open' },
      { type: 'knock' },
      { type: 'xstate.done.actor.motor', output: 'done' },
    ] as never[];
    const paths = transitionPaths(createTestModel(modelOf(door), { events }), { events });
    // Of the candidates (each state's shortest path, and each followed by an event it takes) two are needed:
    // opening, closed again by the delay and a knock there; opening and the motor's outcome.
    expect(paths.map((path) => path.steps.map((step) => step.event.type).slice(1))).toEqual([
      ['open', 'xstate.after.5000.door.opening', 'knock'],
      ['open', 'xstate.done.actor.motor'],
    ]);
  });
});
