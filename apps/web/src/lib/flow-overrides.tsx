import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { InspectionEvent } from 'xstate';

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
/** A story's own watcher of its page's machines (the story's events, `testing/story-state.tsx`). */
const FlowInspectContext = createContext<((event: InspectionEvent) => void) | undefined>(undefined);

/**
 * Stories and component tests replace a page machine's actors here, keyed by the machine's id, so a flow runs
 * with no server: `<FlowOverrides value={{ login: { actors: { signIn: fromPromise(...) } } }}>`. In Storybook
 * the flow player answers these fakes as its scenarios choose.
 */
export function FlowOverrides({
  value,
  inspect,
  children,
}: {
  value: Record<string, FlowImplementations>;
  /** Watches the machines started inside (with the flow player's, when it runs). */
  inspect?: (event: InspectionEvent) => void;
  children: ReactNode;
}) {
  const provided = useMemo(() => provideFakes?.(value) ?? value, [value]);
  return (
    <FlowOverridesContext.Provider value={provided}>
      <FlowInspectContext.Provider value={inspect}>{children}</FlowInspectContext.Provider>
    </FlowOverridesContext.Provider>
  );
}

/** The watcher `FlowOverrides` was given, if any. */
export function useFlowInspect() {
  return useContext(FlowInspectContext);
}

/** Every machine's implementations, by machine id (a page's root machine and its child machines). */
export function useAllFlowOverrides(): Record<string, FlowImplementations> {
  return useContext(FlowOverridesContext);
}
