import { ApiError } from '@mijas/api';
import { passkeyFailureMessage } from '@mijas/machines';
import { fromPromise, type AnyActorLogic, type AnyStateMachine } from 'xstate';
import type { Scenario } from './protocol.ts';

/** Implementations by machine id, as the app's `FlowOverrides` holds them (passed in: FlowPlayerHost). */
export type Flows = Record<string, { actors?: Record<string, unknown> } & Record<string, unknown>>;

/** One call of a fake, as the player answers and logs it. */
export interface FakeCall {
  /** How this call answers (the scenario chosen for the fake, if it applies to this call). */
  scenario: Scenario;
  /** It answered (`error` undefined) or failed with `error`. */
  settled(error?: unknown): void;
}

/** What the wrapped fakes ask the player: each call's scenario, and that a call was made. */
export interface FakeHost {
  /** A fake of the story, by its owner machine's id and its name there; returns its key. */
  register(machine: string, src: string, original: AnyActorLogic): string;
  /** A call of the fake `key` starts: counted, logged, answered as its scenario says. */
  call(key: string, input: unknown): FakeCall;
}

/** What `fromPromise` gives its function. */
interface PromiseArgs {
  input: unknown;
  signal: AbortSignal;
  self: unknown;
  system: unknown;
  emit: unknown;
}
export type PromiseLogic = AnyActorLogic & { config: (args: PromiseArgs) => PromiseLike<unknown> };

export function isMachine(logic: unknown): logic is AnyStateMachine {
  return (
    typeof logic === 'object' &&
    logic !== null &&
    'root' in logic &&
    'implementations' in logic &&
    typeof (logic as { provide?: unknown }).provide === 'function'
  );
}

/** Promise logic (`fromPromise`): the only fakes whose answer the player chooses. */
export function isPromiseLogic(logic: unknown): logic is PromiseLogic {
  if (typeof logic !== 'object' || logic === null || isMachine(logic)) return false;
  const candidate = logic as Partial<PromiseLogic>;
  if (typeof candidate.config !== 'function' || typeof candidate.transition !== 'function')
    return false;
  try {
    // Only promise logic finishes on the promise's resolution event.
    const next = candidate.transition(
      { status: 'active', output: undefined, error: undefined, input: undefined } as never,
      { type: 'xstate.promise.resolve', data: null } as never,
      {} as never,
    ) as { status?: string };
    return next.status === 'done';
  } catch {
    return false;
  }
}

export function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });
}

/**
 * The error a failure answer raises: the API client's, with the contract's body (status 0: no answer); a passkey
 * prompt's, the browser's error of that name.
 */
export function failureError(answer: {
  status: number;
  body: unknown;
  webAuthn?: string;
}): ApiError | DOMException {
  // Its message what the page says of it (a login page shows a prompt's failure by its message).
  if (answer.webAuthn)
    return new DOMException(passkeyFailureMessage({ name: answer.webAuthn }), answer.webAuthn);
  return answer.status === 0
    ? new ApiError({ status: 0, message: 'Failed to fetch' })
    : new ApiError({ status: answer.status, body: answer.body });
}

/** A fake that answers as its scenario says: as the story, with a failure, never, or later. */
function scenarioLogic(key: string, original: PromiseLogic, host: FakeHost): AnyActorLogic {
  return fromPromise<unknown, unknown>(async (args) => {
    const call = host.call(key, args.input);
    const { scenario } = call;
    if (scenario.kind === 'never') return new Promise<never>(() => {});
    try {
      if (scenario.kind === 'fail') {
        if (scenario.ms) await wait(scenario.ms, args.signal);
        throw failureError(scenario.answer);
      }
      if (scenario.kind === 'delay') await wait(scenario.ms, args.signal);
      const result: unknown = await original.config(args as never);
      call.settled();
      return result;
    } catch (error) {
      call.settled(error);
      throw error;
    }
  });
}

/**
 * The story's implementations with every fake call (promise logic, also inside child machines the story
 * provides) answering through the player. A wrapped fake runs the story's own while its scenario is `story`.
 */
export function createFakeWrapper(host: FakeHost) {
  const wrapped = new WeakMap<object, unknown>();

  function wrapActor(machine: string, src: string, logic: unknown): unknown {
    if (isPromiseLogic(logic)) {
      // Registered on every render: a remounted story lists its fakes afresh, each under the same key.
      const key = host.register(machine, src, logic);
      let result = wrapped.get(logic);
      if (!result) wrapped.set(logic, (result = scenarioLogic(key, logic, host)));
      return result;
    }
    if (isMachine(logic)) {
      const actors = wrapActors(logic.id, logic.implementations.actors);
      let result = wrapped.get(logic);
      if (!result) wrapped.set(logic, (result = logic.provide({ actors } as never)));
      return result;
    }
    return logic;
  }

  function wrapActors(machine: string, actors: Record<string, unknown> = {}) {
    return Object.fromEntries(
      Object.entries(actors).map(([src, logic]) => [src, wrapActor(machine, src, logic)]),
    );
  }

  return function wrapFlows<T extends Flows>(flows: T): T {
    const result = Object.fromEntries(
      Object.entries(flows).map(([machine, implementations]) => [
        machine,
        implementations.actors
          ? { ...implementations, actors: wrapActors(machine, implementations.actors) }
          : implementations,
      ]),
    ) as T;
    // The same object for the same flows: a page's machine is provided once.
    const cached = wrapped.get(flows) as T | undefined;
    if (cached) return cached;
    wrapped.set(flows, result);
    return result;
  };
}
