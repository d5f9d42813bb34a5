import {
  createActor,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type InspectionEvent,
  type Snapshot,
} from 'xstate';
import { serializeSnapshot, type AdjacencyValue, type TestModel } from 'xstate/graph';

/**
 * Transition coverage for path tests: every transition a machine defines (each guarded branch of each event of
 * each state, its eventless ones, its delays and its invocations' outcomes) named by one key, and the keys a run
 * takes, read from the actor's inspection events.
 */

function keyOf(node: AnyStateNode, eventType: string, index: number): string {
  return `${node.id} ${eventType === '' ? '(always)' : eventType} #${index}`;
}

function keyOfTransition(transition: AnyTransitionDefinition): string {
  const node = transition.source;
  const list =
    transition.eventType === '' ? node.always : node.transitions.get(transition.eventType);
  return keyOf(node, transition.eventType, list?.indexOf(transition) ?? -1);
}

/** Every transition of the machine (its own states, not its children's). */
export function machineTransitions(machine: AnyStateMachine): Set<string> {
  const keys = new Set<string>();
  const visit = (node: AnyStateNode) => {
    for (const [eventType, list] of node.transitions)
      list.forEach((_, index) => keys.add(keyOf(node, eventType, index)));
    (node.always ?? []).forEach((_, index) => keys.add(keyOf(node, '', index)));
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return keys;
}

/** An `inspect` option that adds the key of every transition taken to `into`. */
export function recordTransitions(into: Set<string>) {
  return (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep') return;
    for (const transition of event._transitions) into.add(keyOfTransition(transition));
  };
}

/**
 * Paths that take every transition a model can take: the shortest path to each of its states, each also
 * followed by every event that state accepts; of those, greedily, the fewest that together take every
 * transition (each is replayed on the model, which runs synchronously, to see which it takes).
 */
export function transitionPaths<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject>(
  model: TestModel<TSnapshot, TEvent, unknown>,
  modelMachine: AnyStateMachine,
  input: unknown,
  /** The model's `serializeState`, when it has its own. */
  serialize: (snapshot: TSnapshot) => string = serializeSnapshot as never,
) {
  const adjacency = model.getAdjacencyMap() as Record<string, AdjacencyValue<TSnapshot, TEvent>>;
  const candidates = model.getShortestPaths({ allowDuplicatePaths: true }).flatMap((path) => {
    const next = adjacency[serialize(path.state)]?.transitions ?? {};
    return [
      path,
      ...Object.values(next).map((step) => ({
        ...path,
        state: step.state,
        steps: [...path.steps, { state: step.state, event: step.event }],
        weight: path.steps.length + 1,
      })),
    ];
  });
  // `xstate/graph` goes on past a final state (events the finished actor ignores): those paths are left out.
  const isDone = (state: unknown) => (state as { status?: string }).status === 'done';
  const live = candidates.filter(
    (path) => !path.steps.slice(0, -1).some((step) => isDone(step.state)),
  );
  const taken = live.map((path) => {
    const keys = new Set<string>();
    const actor = createActor(modelMachine, {
      input,
      inspect: recordTransitions(keys),
    } as never).start();
    for (const step of path.steps) if (step.event.type !== 'xstate.init') actor.send(step.event);
    actor.stop();
    return { path, keys };
  });
  const paths: typeof candidates = [];
  const covered = new Set<string>();
  for (;;) {
    let best: (typeof taken)[number] | undefined;
    let gain = 0;
    for (const candidate of taken) {
      const fresh = [...candidate.keys].filter((key) => !covered.has(key)).length;
      if (fresh > gain) [gain, best] = [fresh, candidate];
    }
    if (!best) break;
    paths.push(best.path);
    best.keys.forEach((key) => covered.add(key));
  }
  return { paths, covered };
}

/** Every transition the machine defines, as a list (see `machineTransitions`). */
export function transitionKeys(machine: AnyStateMachine): string[] {
  return [...machineTransitions(machine)];
}

/** Records the transitions an actor takes: pass `inspect` to `createActor`, read `taken`. */
export function transitionRecorder() {
  const taken = new Set<string>();
  return { inspect: recordTransitions(taken), taken };
}
