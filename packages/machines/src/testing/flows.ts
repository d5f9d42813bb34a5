import {
  createActor,
  fromPromise,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type InspectionEvent,
  type StateValue,
} from 'xstate';
import type { TestModel, TestPath } from 'xstate/graph';

/**
 * Transition coverage for path tests, the one mechanism: how a transition is named and which a machine has
 * (`flowGraph`), what an actor goes through (`flowRecorder`, which `runPath` keeps in each test's meta for
 * `pnpm flows:coverage`), and the paths that take every transition (`transitionPaths`).
 */

/**
 * The flow graph of a machine as `pnpm flows:coverage` counts it: its states (every state node but the root, by
 * id) and its transitions (every candidate of every event of every state node, guarded or not, including the
 * eventless `always` ones, the `after` delays and the invocations' `onDone`/`onError`). A transition is named
 * `<source id> on <event>` (`always` for an eventless one), with `#2`, `#3`… for the further candidates of one
 * event, tried in order; its targets follow the arrow.
 */
export interface FlowGraph {
  machine: string;
  states: string[];
  transitions: string[];
}

/** The part of a machine's graph one run went through. */
export type FlowRun = FlowGraph;

function nodesOf(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => nodesOf(child))];
}

function candidatesOf(node: AnyStateNode): [string, AnyTransitionDefinition[]][] {
  return [...node.transitions.entries(), ...(node.always ? [['', node.always] as const] : [])] as [
    string,
    AnyTransitionDefinition[],
  ][];
}

/** The name of one transition (see `FlowGraph`). */
export function transitionName(transition: AnyTransitionDefinition): string {
  const { source, eventType } = transition;
  const candidates = (eventType === '' ? source.always : source.transitions.get(eventType)) ?? [];
  const index = candidates.indexOf(transition);
  const targets = (transition.target ?? []).map((target) => target.id).join(', ');
  return `${source.id} on ${eventType || 'always'}${index > 0 ? ` #${index + 1}` : ''} → ${targets || '(stays)'}`;
}

export function flowGraph(machine: AnyStateMachine): FlowGraph {
  const nodes = nodesOf(machine.root);
  return {
    machine: machine.id,
    states: nodes.slice(1).map((node) => node.id),
    transitions: nodes.flatMap((node) =>
      candidatesOf(node).flatMap(([, candidates]) => candidates.map(transitionName)),
    ),
  };
}

/** The ids of the state nodes a state value makes active (the root left out). */
export function activeStates(machine: AnyStateMachine, value: StateValue): string[] {
  const walk = (node: AnyStateNode, value: StateValue): string[] => {
    const entries: [string, StateValue | undefined][] =
      typeof value === 'string' ? [[value, undefined]] : Object.entries(value);
    return entries.flatMap(([key, inner]) => {
      const child = node.states[key];
      if (!child) return [];
      return [child.id, ...(inner === undefined ? [] : walk(child, inner))];
    });
  };
  return walk(machine.root, value);
}

/**
 * Records what the root actor of `machine` goes through (pass `inspect` to `createActor`): `run()` gives the
 * states it was in and the transitions it took, its children's left out.
 */
export function flowRecorder(machine: AnyStateMachine) {
  const states = new Set<string>();
  const transitions = new Set<string>();
  return {
    inspect(event: InspectionEvent) {
      if (event.actorRef.sessionId !== event.rootId) return;
      // A transition's source was active, if only for a microstep (a state left at once by `always`).
      if (event.type === '@xstate.microstep')
        for (const transition of event._transitions) {
          transitions.add(transitionName(transition));
          for (let node = transition.source; node.parent; node = node.parent) states.add(node.id);
        }
      if (event.type === '@xstate.snapshot' || event.type === '@xstate.microstep') {
        const { value } = event.snapshot as { value?: StateValue };
        if (value !== undefined) for (const id of activeStates(machine, value)) states.add(id);
      }
    },
    run(): FlowRun {
      return { machine: machine.id, states: [...states], transitions: [...transitions] };
    },
  };
}

/** The paths `transitionPaths` chose, and the transitions (named as in `FlowGraph`) they take on the model. */
export type TransitionPaths<TEvent extends EventObject> = TestPath<AnyMachineSnapshot, TEvent>[] & {
  covered: Set<string>;
};

/**
 * Paths that take every transition a model can take, not only reach every state (a self-transition, or one
 * whose only change is forgotten again, reaches no new state, so shortest paths alone miss it): the shortest
 * path to each of the model's states, each also followed by every event that state takes (the model's events,
 * or `events`: e.g. one the model leaves out so as not to copy every path); each is replayed on the model, which
 * runs synchronously, to see which transitions it takes (`flowRecorder`), and of those, greedily, the fewest
 * that together take every one. `covered` holds what they take, for "the paths take every transition" checks
 * against `flowGraph(machine).transitions`.
 */
export function transitionPaths<TEvent extends EventObject>(
  model: TestModel<AnyMachineSnapshot, TEvent, unknown>,
  options: {
    /**
     * The events each path's last state is followed by, unfiltered (by default the model's own, filtered as it
     * filters them, which leave out an event whose transition changes nothing: `on: { knock: {} }`).
     */
    events?: readonly TEvent[];
    /** A fresh input for each replay, when the machine writes to it (storages); the model's by default. */
    input?: () => unknown;
  } = {},
): TransitionPaths<TEvent> {
  const {
    input,
    events: modelEvents,
    filterEvents,
  } = model.options as {
    input?: unknown;
    events?: readonly TEvent[] | ((state: AnyMachineSnapshot) => readonly TEvent[]);
    filterEvents?: (state: AnyMachineSnapshot, event: TEvent) => boolean;
  };
  const machine = model.testLogic as AnyStateMachine;
  const followers = (state: AnyMachineSnapshot) =>
    options.events ??
    (typeof modelEvents === 'function' ? modelEvents(state) : (modelEvents ?? [])).filter(
      (event) => !filterEvents || filterEvents(state, event),
    );
  // `can` says no to a transition that changes nothing (`on: { knock: {} }`), which is still a transition.
  const takes = (state: AnyMachineSnapshot, event: TEvent) =>
    machine.getTransitionData(state as never, event).length > 0;
  // `xstate/graph` goes on past a final state (events the finished actor ignores): those paths are left out.
  const isDone = (state: AnyMachineSnapshot) => state.status === 'done';
  const shortest = model
    .getShortestPaths({ allowDuplicatePaths: true })
    .filter((path) => !path.steps.slice(0, -1).some((step) => isDone(step.state)));
  const followed = (path: TestPath<AnyMachineSnapshot, TEvent>, event: TEvent) => {
    const [state] = transition(machine, path.state, event);
    const steps = [...path.steps, { state, event }];
    const events = steps.map((step) => formatEvent(step.event)).join(' → ');
    return {
      ...path,
      state,
      steps,
      weight: steps.length,
      description: `Reaches ${JSON.stringify(state.value)}: ${events}`,
    };
  };
  const candidates = shortest.flatMap((path) =>
    isDone(path.state)
      ? [path]
      : [
          path,
          ...followers(path.state)
            .filter((event) => takes(path.state, event))
            .map((event) => followed(path, event)),
        ],
  );
  // The replays start no real actor (a call to an API, a child machine): each is one that never settles.
  const quiet = machine.provide({
    actors: Object.fromEntries(
      Object.keys(machine.implementations.actors).map((name) => [
        name,
        fromPromise(() => new Promise<never>(() => {})),
      ]),
    ),
  });
  const replayed = candidates.map((path) => {
    const recorder = flowRecorder(quiet);
    const actor = createActor(quiet, {
      input: options.input ? options.input() : input,
      inspect: recorder.inspect,
    } as never).start();
    for (const step of path.steps) if (step.event.type !== 'xstate.init') actor.send(step.event);
    actor.stop();
    return { path, taken: recorder.run().transitions };
  });
  const paths: TestPath<AnyMachineSnapshot, TEvent>[] = [];
  const covered = new Set<string>();
  for (;;) {
    let best: (typeof replayed)[number] | undefined;
    let gain = 0;
    for (const candidate of replayed) {
      const fresh = candidate.taken.filter((name) => !covered.has(name)).length;
      if (fresh > gain) [gain, best] = [fresh, candidate];
    }
    if (!best) break;
    paths.push(best.path);
    best.taken.forEach((name) => covered.add(name));
  }
  return Object.assign(paths, { covered });
}

/** An event as `xstate/graph` writes it in a path's description: its type, then its other keys. */
function formatEvent({ type, ...rest }: EventObject) {
  return Object.keys(rest).length ? `${type} (${JSON.stringify(rest)})` : type;
}
