import { expect, TestRunner } from 'vitest';
import {
  createActor,
  fromPromise,
  SimulatedClock,
  waitFor,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import type { TestPath } from 'xstate/graph';
import { flowRecorder, type FlowRun } from './flows.ts';
import { deferred } from './tokens.ts';

declare module 'vitest' {
  interface TaskMeta {
    /** What the path tests of this test ran through (read by `pnpm flows:coverage`). */
    flows?: FlowRun[];
  }
}

/**
 * An API whose every call fails the test: machines under test get their actors through `.provide`, so touching
 * the default API means an actor was not replaced.
 */
export function unusedApi<T extends object>(): T {
  return new Proxy({} as T, {
    get: (_target, name) =>
      typeof name === 'symbol' || name === 'toJSON' || name === 'then'
        ? undefined
        : () => {
            throw new Error(`The API call ${name} was not expected in this test`);
          },
  });
}

/**
 * Promise actors that stay pending until the test settles them, one queue per actor name: `settle(name, …)`
 * resolves or rejects the oldest pending call (of an actor still running) and returns its input.
 */
export function scriptedActors<Names extends string = string>(names: readonly NoInfer<Names>[]) {
  const pending = new Map<
    Names,
    { input: unknown; resolve: (v: unknown) => void; reject: (e: unknown) => void }[]
  >();
  const calls = new Map<Names, unknown[]>();
  const actors = Object.fromEntries(
    names.map((name) => [
      name,
      fromPromise(({ input, signal }: { input: unknown; signal: AbortSignal }) => {
        const call = deferred<unknown>();
        const entry = { input, ...call };
        pending.set(name, [...(pending.get(name) ?? []), entry]);
        // A call whose actor was stopped (its state left) can no longer be settled: the next one is.
        signal.addEventListener('abort', () =>
          pending.set(
            name,
            (pending.get(name) ?? []).filter((other) => other !== entry),
          ),
        );
        calls.set(name, [...(calls.get(name) ?? []), input]);
        return call.promise;
      }),
    ]),
  ) as Record<Names, ReturnType<typeof fromPromise<unknown, unknown>>>;
  function take(name: Names) {
    const queue = pending.get(name) ?? [];
    const next = queue.shift();
    if (!next) throw new Error(`No pending ${name} call`);
    return next;
  }
  return {
    actors,
    calls: (name: Names) => calls.get(name) ?? [],
    resolve(name: Names, output: unknown) {
      const next = take(name);
      next.resolve(output);
      return next.input;
    },
    reject(name: Names, error: unknown) {
      const next = take(name);
      next.reject(error);
      return next.input;
    },
  };
}

/** Waits (bounded) until the actor reaches a state matching `value`. */
export function reach(actor: AnyActorRef, value: unknown) {
  return waitFor(actor, (snapshot) => snapshot.matches(value), { timeout: 1000 });
}

/** A state of the test model, as `xstate/graph` hands it to the state and event callbacks. */
interface ModelState {
  value: unknown;
  context: Record<string, unknown>;
}

/**
 * Runs one generated path against a real actor: user events are sent as they are, `xstate.done.actor.<id>` and
 * `xstate.error.actor.<id>` settle the scripted actor `<id>`, `xstate.after.<ms>.…` advance the simulated
 * clock. After every step the actor must be in the model's state with the model's context (the serialisable
 * keys given), and `check` runs the spec's assertions for that state. The states and transitions the actor went
 * through (`flowRecorder`) are kept in the test's meta, for `pnpm flows:coverage`, and returned.
 */
export async function runPath(
  path: TestPath<AnyMachineSnapshot, EventObject>,
  options: {
    machine: AnyStateMachine;
    /** The actor's input, or a function making a fresh one for each path (storages, spies). */
    input: unknown;
    scripted: ReturnType<typeof scriptedActors>;
    contextKeys: readonly string[];
    /** The spec's assertions for the state reached, given the event that led there (`xstate.init` at first). */
    check?: (actor: AnyActorRef, model: ModelState, event: EventObject) => void;
    /**
     * Sends a step's event (not an `xstate.*` one, which settles an actor or the clock) to the actor, for steps
     * that are more than an event: another tab writes the shared storage, then its listener reports the change.
     * By default the event is sent as it is.
     */
    send?: (actor: AnyActorRef, event: EventObject) => void;
  },
) {
  const clock = new SimulatedClock();
  const machine = options.machine.provide({ actors: options.scripted.actors });
  const input =
    typeof options.input === 'function' ? (options.input as () => unknown)() : options.input;
  const recorder = flowRecorder(machine);
  const actor = createActor(machine, { input, clock, inspect: recorder.inspect } as never).start();
  const agree = (model: ModelState, event: EventObject) => {
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual(model.value);
    for (const key of options.contextKeys)
      expect(snapshot.context[key], key).toEqual(model.context[key]);
    options.check?.(actor, model, event);
  };
  const drive = async (step: {
    event: { type: string; output?: unknown; error?: unknown };
    state: ModelState;
  }) => {
    const { event } = step;
    const parts = event.type.split('.');
    if (event.type.startsWith('xstate.done.actor.'))
      options.scripted.resolve(parts.slice(3).join('.'), event.output);
    else if (event.type.startsWith('xstate.error.actor.'))
      options.scripted.reject(parts.slice(3).join('.'), event.error);
    else if (event.type.startsWith('xstate.after.')) clock.increment(Number(parts[2]));
    // The first step is the start, which the actor has taken already.
    else if (event.type !== 'xstate.init')
      (options.send ?? ((to, sent) => to.send(sent)))(actor, event);
    await reach(actor, step.state.value);
  };
  // As `path.test` does, for paths built by hand too: each step's event, then its state.
  let last: EventObject = { type: 'xstate.init' };
  for (const step of path.steps) {
    await drive(step as never);
    last = step.event;
    agree(step.state as ModelState, last);
  }
  // The path's end, when it is not its last step's state (already checked: a check runs once per step).
  if (path.state !== path.steps.at(-1)?.state) agree(path.state as ModelState, last);
  actor.stop();
  const run = recorder.run();
  const test = TestRunner.getCurrentTest();
  if (test) test.meta.flows = [...(test.meta.flows ?? []), run];
  return run;
}

/** Every state value the paths pass through or end in, as JSON (for "the paths cover every state" checks). */
export function visitedStates(
  paths: readonly TestPath<AnyMachineSnapshot, EventObject>[],
): Set<string> {
  return new Set(
    paths.flatMap((path) =>
      [...path.steps.map((step) => step.state.value), path.state.value].map((v) =>
        JSON.stringify(v),
      ),
    ),
  );
}
