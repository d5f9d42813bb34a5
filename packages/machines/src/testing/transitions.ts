import type { AnyStateMachine, InspectionEvent } from 'xstate';

/** A state node as far as transitions go (xstate's `StateNode`). */
interface NodeLike {
  path: readonly string[];
  transitions: Map<string, readonly TransitionLike[]>;
  always?: readonly TransitionLike[];
  states: Record<string, NodeLike>;
}

interface TransitionLike {
  source: NodeLike;
  eventType: string;
}

/** `editing.invalid field.change #0`: a transition by its state, its event ('' for eventless) and its place. */
function keyOf(node: NodeLike, eventType: string, index: number): string {
  return `${node.path.join('.') || '(root)'} ${eventType || '(always)'} #${index}`;
}

/** Every transition the machine defines: events, eventless ones, and the outcomes of what it invokes. */
export function transitionKeys(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  const visit = (node: NodeLike) => {
    for (const [eventType, candidates] of node.transitions)
      candidates.forEach((_, index) => keys.push(keyOf(node, eventType, index)));
    (node.always ?? []).forEach((_, index) => keys.push(keyOf(node, '', index)));
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root as unknown as NodeLike);
  return keys;
}

/**
 * Records the transitions an actor takes (pass `inspect` to `createActor`): each microstep names the
 * transition definitions it took.
 */
export function transitionRecorder() {
  const taken = new Set<string>();
  const inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep') return;
    for (const transition of event._transitions as unknown as TransitionLike[]) {
      const { source, eventType } = transition;
      const candidates = eventType ? source.transitions.get(eventType) : source.always;
      taken.add(keyOf(source, eventType, candidates?.indexOf(transition) ?? -1));
    }
  };
  return { inspect, taken };
}
