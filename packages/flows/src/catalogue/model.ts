import { transitionName } from '@mijas/machines/testing/flows';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * A machine as the catalogue shows it (`Machines/…` in Storybook), read from its own definition: every state
 * node (nesting, initial, final, parallel) and every transition candidate, named as `pnpm flows:coverage`
 * names them (`transitionName` of packages/machines/src/testing/flows.ts), so the path tests' coverage and the
 * stories' runs line up with the drawing.
 */
export interface CatalogueState {
  /** The state node's id (`renewMembership.confirming`), as the coverage and the stories' records name it. */
  id: string;
  /** Its key in its parent (`confirming`). */
  key: string;
  /** Its path from the root, dotted (`loaded.viewing`): how the flow player writes a state. */
  path: string;
  parent: string | null;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** The child it starts in (a compound state's). */
  initial: string | null;
  depth: number;
}

export interface CatalogueTransition {
  /** `pnpm flows:coverage`'s name: `<source id> on <event> → <targets>`. */
  name: string;
  source: string;
  /** The event as written in the machine (`xstate.done.actor.load`, '' for `always`). */
  eventType: string;
  /** The event as read: `confirm`, `always`, `after 3000 ms`, `done: load`, `error: load`. */
  event: string;
  /** The guard, if any, as written: `hasChanges`, `not(isDirty)`, `inline guard`. */
  guard: string | null;
  /** Target state ids; empty when it stays (an internal transition). */
  targets: string[];
}

export interface CatalogueMachine {
  id: string;
  /** The state it starts in. */
  initial: string | null;
  states: CatalogueState[];
  transitions: CatalogueTransition[];
}

/** How the catalogue writes an event type. */
export function describeEvent(eventType: string): string {
  if (eventType === '') return 'always';
  const after = /^xstate\.after\.(\d+)\./.exec(eventType);
  if (after) return `after ${after[1]} ms`;
  const after2 = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after2) return `after ${after2[1]}`;
  const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (done) return `${done[1]}: ${done[2]}`;
  const doneState = /^xstate\.done\.state\.(.+)$/.exec(eventType);
  if (doneState) return `done: ${doneState[1]}`;
  return eventType;
}

/** How the catalogue writes a guard: its name, with the guards a `not`/`and`/`or` combines. */
export function describeGuard(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const inner = (guard as { guards?: unknown[] }).guards;
    if (Array.isArray(inner))
      return `${guard.name}(${inner.map((one) => describeGuard(one) ?? '?').join(', ')})`;
    return guard.name && guard.name !== 'guard' ? guard.name : 'inline guard';
  }
  if (typeof guard === 'object' && 'type' in guard)
    return String((guard as { type: unknown }).type);
  return 'guard';
}

function nodesOf(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => nodesOf(child))];
}

function candidatesOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ] as AnyTransitionDefinition[];
}

export function catalogueMachine(machine: AnyStateMachine): CatalogueMachine {
  const nodes = nodesOf(machine.root).slice(1);
  const states = nodes.map((node): CatalogueState => ({
    id: node.id,
    key: node.key,
    path: node.path.join('.'),
    parent: node.parent && node.parent !== machine.root ? node.parent.id : null,
    type: node.type as CatalogueState['type'],
    initial:
      node.type === 'compound'
        ? ((node.initial?.target?.[0] as AnyStateNode | undefined)?.id ?? null)
        : null,
    depth: node.path.length - 1,
  }));
  const transitions = [machine.root, ...nodes].flatMap((node) =>
    candidatesOf(node).map((transition): CatalogueTransition => ({
      name: transitionName(transition),
      source: transition.source.id,
      eventType: transition.eventType,
      event: describeEvent(transition.eventType),
      guard: describeGuard(transition.guard),
      targets: (transition.target ?? []).map((target) => target.id),
    })),
  );
  const initial = (machine.root.initial?.target?.[0] as AnyStateNode | undefined)?.id ?? null;
  return { id: machine.id, initial, states, transitions };
}
