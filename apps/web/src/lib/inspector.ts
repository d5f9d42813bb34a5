import type { InspectionEvent } from 'xstate';

/**
 * What the flow player (`@mijas/flows`) plugs into the app's machines: Storybook's preview connects it around
 * each story (testing/flow-player.ts), and `pnpm dev` loads it before the first render. A production build has
 * none.
 */
export interface FlowDevtools {
  /** The `inspect` option of every actor the app starts (the session and each page's machine). */
  inspect(event: InspectionEvent): void;
}

let devtools: FlowDevtools | undefined;

/** Plugs the flow player in (or out, with nothing): actors started from now on report to it. */
export function connectFlowDevtools(next?: FlowDevtools): void {
  devtools = next;
}

export function flowDevtools(): FlowDevtools | undefined {
  return devtools;
}

/**
 * In development, the flow player watches the session and every page machine from the start; `?flows` in the
 * address (or Alt+Shift+F) shows it over the page. main.tsx awaits this before the first render; a production
 * build never loads it.
 */
export async function startInspector(): Promise<void> {
  // The build drops what follows, and the flow tools with it (eslint.config.js allows them here only). In this
  // form the build's files stay as without it; inside an `if (import.meta.env.DEV) { … }` Rolldown grouped the
  // chunks otherwise (the toasts' CSS came into the landing's inlined CSS, 1.4 kB).
  if (!import.meta.env.DEV) return;
  const { startFlowOverlay } = await import('@mijas/flows/overlay');
  connectFlowDevtools(startFlowOverlay());
}

type Inspect = (event: InspectionEvent) => void;

/**
 * The `inspect` option for `createActor`/`useActorRef`: the flow player's when it runs, and `local` (a story's
 * own watcher) as well; undefined in the app.
 */
export function inspectOption(local?: Inspect): { inspect?: Inspect } {
  const player = devtools?.inspect;
  const inspect =
    local && player
      ? (event: InspectionEvent) => {
          local(event);
          player(event);
        }
      : (local ?? player);
  return inspect ? { inspect } : {};
}
