import { describe, expect, it, vi, type Mock } from 'vitest';
import type { AnyStateMachine, EventObject } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { flowGraph, transitionPaths } from './flows.ts';
import { runPath, scriptedActors } from './harness.ts';
import { modelOf } from './model.ts';

/** A model state without the context keys that only grow or hold actors (the graph stays finite). */
export const serializedWithout =
  (...keys: string[]) =>
  (snapshot: { value: unknown; context: unknown }) => {
    const rest = { ...(snapshot.context as Record<string, unknown>) };
    for (const key of keys) delete rest[key];
    return JSON.stringify({ value: snapshot.value, rest });
  };

/** The scripted actors cannot see a cancelled call: a loading state is left only through its outcome here. */
export const outcomesOnlyIn =
  (loading: unknown) => (state: { matches: (value: never) => boolean }, event: { type: string }) =>
    event.type.startsWith('xstate.') || !state.matches(loading as never);

/** What a path's check sees besides the actor: the scripted calls, the toasts, the snapshot of the step before. */
export interface Seen {
  scripted: ReturnType<typeof scriptedActors>;
  notify: Mock<(toast: unknown) => void>;
  before: { value: unknown; context: Record<string, unknown> } | null;
}

/** Path tests generated from a machine's graph: the fewest paths taking every transition, each run for real. */
export function everyTransition(
  name: string,
  machine: AnyStateMachine,
  options: {
    input: unknown;
    events: unknown[];
    actors: string[];
    contextKeys: string[];
    filterEvents: (state: never, event: { type: string }) => boolean;
    serializeState?: (snapshot: never) => string;
    /** The scripted actors as the path settles them (a list's dialog whose code comes: `withDialogCode`). */
    scripted?: (scripted: ReturnType<typeof scriptedActors>) => ReturnType<typeof scriptedActors>;
    /** What each step must show, given its event, the calls and toasts so far, and the step before. */
    check: (actor: never, event: EventObject, seen: Seen) => void;
  },
) {
  describe(`${name}: every transition, from the graph`, () => {
    const model = createTestModel(modelOf(machine), {
      // A function makes a fresh input for each path (actors in it); the model takes one of them.
      input:
        typeof options.input === 'function' ? (options.input as () => unknown)() : options.input,
      events: options.events as never[],
      filterEvents: options.filterEvents as never,
      ...(options.serializeState ? { serializeState: options.serializeState as never } : {}),
    });
    const paths = transitionPaths(model);

    it('the paths take every transition of the machine', () => {
      expect(flowGraph(machine).transitions.filter((taken) => !paths.covered.has(taken))).toEqual(
        [],
      );
    });

    it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
      const seen: Seen = {
        scripted: (options.scripted ?? ((scripted) => scripted))(scriptedActors(options.actors)),
        notify: vi.fn(),
        before: null,
      };
      await runPath(path, {
        machine: machine.provide({ actions: { notify: (_, toast) => seen.notify(toast) } }),
        input: options.input,
        scripted: seen.scripted,
        contextKeys: options.contextKeys,
        check: (actor, _, event) => {
          options.check(actor as never, event, seen);
          seen.before = actor.getSnapshot();
        },
      });
    });
  });
}
