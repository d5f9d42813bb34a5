import { createMachine, type AnyStateMachine } from 'xstate';

type Config = Record<string, unknown> & {
  id?: string;
  invoke?: unknown;
  after?: Record<string, unknown>;
  on?: Record<string, unknown>;
  states?: Record<string, Config>;
};

/**
 * `xstate/graph` refuses machines that invoke actors or wait (`after`). The model of a machine is the same
 * machine with each invocation replaced by its outcome events (`onDone` becomes a transition on
 * `xstate.done.actor.<id>`, `onError` on `xstate.error.actor.<id>`) and each delay by its timer event
 * (`xstate.after.<ms>.<state id>`): the events the real actor receives, so paths through the model are paths
 * the real machine can take. Every invocation that has outcomes needs an `id`.
 */
export function modelOf<M extends AnyStateMachine>(machine: M): M {
  const config = machine.config as Config;
  return createMachine(
    withoutWaiting(config, config.id ?? '(machine)') as never,
    machine.implementations,
  ) as M;
}

function withoutWaiting(node: Config, stateId: string): Config {
  const { invoke, after, states, ...rest } = node;
  const on: Record<string, unknown> = { ...(rest.on ?? {}) };
  for (const [delay, transition] of Object.entries(after ?? {})) {
    on[`xstate.after.${delay}.${stateId}`] = transition;
  }
  for (const entry of invoke === undefined ? [] : Array.isArray(invoke) ? invoke : [invoke]) {
    const { id, onDone, onError } = entry as { id?: string; onDone?: unknown; onError?: unknown };
    if ((onDone || onError) && !id)
      throw new Error('An invocation with onDone/onError needs an id');
    if (onDone) on[`xstate.done.actor.${id}`] = onDone;
    if (onError) on[`xstate.error.actor.${id}`] = onError;
  }
  const children = Object.entries(states ?? {}).map(
    ([key, child]) => [key, withoutWaiting(child, child.id ?? `${stateId}.${key}`)] as const,
  );
  return {
    ...rest,
    ...(Object.keys(on).length ? { on } : {}),
    ...(states ? { states: Object.fromEntries(children) } : {}),
  };
}
