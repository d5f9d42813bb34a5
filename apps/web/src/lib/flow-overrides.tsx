import { createContext, useContext, type ReactNode } from 'react';

/** Implementations to give a machine by its id (`{ actors, actions, guards, delays }`). */
export type FlowImplementations = {
  actors?: Record<string, unknown>;
  actions?: Record<string, unknown>;
  guards?: Record<string, unknown>;
  delays?: Record<string, unknown>;
};

const FlowOverridesContext = createContext<Record<string, FlowImplementations>>({});

/**
 * Stories and component tests replace a page machine's actors here, keyed by the machine's id, so a flow runs
 * with no server: `<FlowOverrides value={{ login: { actors: { signIn: fromPromise(...) } } }}>`.
 */
export function FlowOverrides({
  value,
  children,
}: {
  value: Record<string, FlowImplementations>;
  children: ReactNode;
}) {
  return <FlowOverridesContext.Provider value={value}>{children}</FlowOverridesContext.Provider>;
}

/** Every machine's implementations given, by machine id (for a page machine's child machines). */
export function useAllFlowOverrides(): Record<string, FlowImplementations> {
  return useContext(FlowOverridesContext);
}
