import type {
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  InspectionEvent,
  StateValue,
} from 'xstate';

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
