import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ActorOptions, AnyActorLogic, InspectionEvent } from 'xstate';

/** XState's clock of delays (its type is not exported by name). */
type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

/** Implementations to give a machine by its id (`{ actors, actions, guards, delays }`). */
export type FlowImplementations = {
  actors?: Record<string, unknown>;
  actions?: Record<string, unknown>;
  guards?: Record<string, unknown>;
  delays?: Record<string, unknown>;
};

type Flows = Record<string, FlowImplementations>;

/** The flow player (Storybook's preview) answers a story's fakes as its scenarios choose. */
let provideFakes: ((flows: Flows) => Flows) | undefined;

/** Plugs the flow player's fakes in (or out, with nothing): `FlowOverrides` rendered from now on use them. */
export function setFakeProvider(next?: (flows: Flows) => Flows): void {
  provideFakes = next;
}

const FlowOverridesContext = createContext<Record<string, FlowImplementations>>({});
/** A story's own watcher of its page's machines (the story's events, `@mijas/flows/story-state`). */
const FlowInspectContext = createContext<((event: InspectionEvent) => void) | undefined>(undefined);
/** A story's own clock for its page's machines (a clock that stands still holds a redirect's delay). */
const FlowClockContext = createContext<Clock | undefined>(undefined);

/**
 * Stories and component tests replace a page machine's actors here, keyed by the machine's id, so a flow runs
 * with no server: `<FlowOverrides value={{ login: { actors: { signIn: fromPromise(...) } } }}>`. In Storybook
 * the flow player answers these fakes as its scenarios choose.
 */
export function FlowOverrides({
  value,
  inspect,
  clock,
  children,
}: {
  value: Record<string, FlowImplementations>;
  /** Watches the machines started inside (with the flow player's, when it runs). */
  inspect?: (event: InspectionEvent) => void;
  /** The delays' clock of the machines started inside (XState's own timers when not given). */
  clock?: Clock | undefined;
  children: ReactNode;
}) {
  const provided = useMemo(() => provideFakes?.(value) ?? value, [value]);
  return (
    <FlowOverridesContext.Provider value={provided}>
      <FlowInspectContext.Provider value={inspect}>
        <FlowClockContext.Provider value={clock}>{children}</FlowClockContext.Provider>
      </FlowInspectContext.Provider>
    </FlowOverridesContext.Provider>
  );
}

/** The watcher `FlowOverrides` was given, if any. */
export function useFlowInspect() {
  return useContext(FlowInspectContext);
}

/** The clock `FlowOverrides` was given, if any. */
export function useFlowClock() {
  return useContext(FlowClockContext);
}

/** Every machine's implementations, by machine id (a page's root machine and its child machines). */
export function useAllFlowOverrides(): Record<string, FlowImplementations> {
  return useContext(FlowOverridesContext);
}
