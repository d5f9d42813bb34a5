import type { InspectionEvent } from 'xstate';

type Inspect = (event: InspectionEvent) => void;

let inspectFn: Inspect | undefined;

/**
 * In development, `?inspect` in the address opens the Stately inspector on the session and every page machine.
 * main.tsx awaits this before the first render; a production build never loads the inspector.
 */
export async function startInspector(): Promise<void> {
  if (!import.meta.env.DEV || !new URLSearchParams(window.location.search).has('inspect')) return;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector();
  inspectFn = (event) => inspector.inspect.next?.(event);
}

/** The `inspect` option for `createActor`/`useActorRef`: undefined unless the inspector runs. */
export function inspectOption(): { inspect?: Inspect } {
  return inspectFn ? { inspect: inspectFn } : {};
}
